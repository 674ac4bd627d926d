import ArcadeColour
import ArcadeSystem
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A pseudo-terminal made for the test: the arcade's side (`slave`) asks, the test answers on
/// the terminal's side (`master`) before the answer is collected.
private final class Pty {
  let master: Int32
  let slave: Int32

  init?() {
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    // TIOCSPTLCK (unlock) and TIOCGPTN (the pts number): posix_openpt is hidden from Swift.
    guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0
    else { return nil }
    slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard slave >= 0 else { return nil }
  }

  /// What the arcade wrote (the question).
  func asked() -> [UInt8] {
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { read(master, $0.baseAddress, $0.count) }
    return count > 0 ? Array(buffer[..<count]) : []
  }

  func answer(_ text: String) {
    _ = Array(text.utf8).withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  deinit {
    close(slave)
    close(master)
  }
}

@Suite("Background query: start-up reads what the terminal answered, never more")
struct BackgroundQueryTests {
  /// The question asked on a fresh pty answered with `text`, collected within `within` ms.
  private func early(answer text: String?, within: Int = 1000) throws -> BackgroundQuery.Early {
    let pty = try #require(Pty())
    let query = try #require(BackgroundQuery.send(input: pty.slave, output: pty.slave))
    #expect(pty.asked() == TerminalBackground.query)
    if let text { pty.answer(text) }
    return query.collect(within: within)
  }

  @Test("a colour and its DA1 fence: the colour")
  func answered() throws {
    #expect(
      try early(answer: "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c") == .colour(.init(255, 255, 255)))
  }

  @Test("DA1 alone: no answer will come, decided at once (not at the end of the wait)")
  func fenceAlone() throws {
    #expect(try early(answer: "\u{1B}[?62;22c", within: 60_000) == .none)
  }

  @Test("garbage then DA1: no colour, decided at once")
  func garbage() throws {
    #expect(try early(answer: "\u{1B}]11;rgb:zz/zz/zz\u{07}\u{1B}[?62;22c", within: 60_000) == .none)
  }

  @Test("nothing within the grace: pending with nothing read; half an answer: pending with its start")
  func silentAndHalf() throws {
    #expect(try early(answer: nil, within: 0) == .pending(bytes: []))
    #expect(
      try early(answer: "\u{1B}]11;rgb:ff", within: 0) == .pending(bytes: Array("\u{1B}]11;rgb:ff".utf8)))
  }

  @Test("the terminal's modes are put back as they were")
  func modesRestored() throws {
    let pty = try #require(Pty())
    var before = termios()
    tcgetattr(pty.slave, &before)
    let query = try #require(BackgroundQuery.send(input: pty.slave, output: pty.slave))
    _ = query.collect(within: 0)
    var after = termios()
    tcgetattr(pty.slave, &after)
    #expect(after.c_lflag == before.c_lflag)
  }
}
