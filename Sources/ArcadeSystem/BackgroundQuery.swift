#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ArcadeColour

/// The background question of the `auto` theme, asked without holding start-up: sent early,
/// its answer read for a moment before the first frame. A terminal that has not answered by
/// then is drawn in the fallback theme; its answer, if it ever comes, arrives among the keys
/// (where the terminal backend takes it out and the launcher switches theme).
public final class BackgroundQuery {
  /// What arrived before the first frame.
  public enum Early: Equatable, Sendable {
    /// The background colour.
    case colour(RGB)
    /// DA1's answer came without a usable OSC 11 answer before it: the terminal has none.
    case none
    /// Nothing complete yet: `bytes` is what came of the answers so far (to be joined with the
    /// rest as it arrives among the keys).
    case pending(bytes: [UInt8])
  }

  /// How long start-up waits at most, counted from the question sent, in milliseconds: enough
  /// for a terminal on the same machine to answer before the first frame (one that answers
  /// later switches the theme after it), short enough that a terminal that answers nothing
  /// costs start-up no more than this (`make bench`, row 1b).
  public static let grace = 2

  private let input: Int32
  private var saved: termios
  private let sentAt: Int
  private var bytes: [UInt8] = []

  private init(input: Int32, saved: termios, sentAt: Int) {
    self.input = input
    self.saved = saved
    self.sentAt = sentAt
  }

  /// Sends the question (OSC 11 then DA1) with the terminal's echo and line editing off, so the
  /// answer is never shown; nil when `input` or `output` is not a terminal. The modes stay so
  /// until `collect` puts them back.
  public static func send(input: Int32 = 0, output: Int32 = 1) -> BackgroundQuery? {
    guard isatty(input) == 1, isatty(output) == 1 else { return nil }
    var saved = termios()
    guard tcgetattr(input, &saved) == 0 else { return nil }
    var raw = quiet(saved)
    guard tcsetattr(input, TCSANOW, &raw) == 0 else { return nil }
    let query = TerminalBackground.query
    let sent = query.withUnsafeBytes { write(output, $0.baseAddress, $0.count) }
    guard sent == query.count else {
      tcsetattr(input, TCSANOW, &saved)
      return nil
    }
    return BackgroundQuery(input: input, saved: saved, sentAt: milliseconds())
  }

  /// Reads the answers until they are complete or `within` milliseconds after the question was
  /// sent, then puts the terminal's modes back as they were.
  /// Called again after a refused start, it reads the rest of a late answer unseen.
  public func collect(within: Int = BackgroundQuery.grace) -> Early {
    var raw = Self.quiet(saved)
    tcsetattr(input, TCSANOW, &raw)
    defer { tcsetattr(input, TCSANOW, &saved) }
    let deadline = sentAt + within
    var chunk = [UInt8](repeating: 0, count: 256)
    while bytes.count < 4096 {
      switch TerminalBackground.parse(bytes) {
      case .colour(let colour, fenced: true): return .colour(colour)
      case .none: return .none
      case .colour, .waiting: break
      }
      let left = max(0, deadline - Self.milliseconds())
      var descriptor = pollfd(fd: input, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, Int32(left))
      if ready < 0 && errno == EINTR { continue }
      if ready <= 0 { break }
      let count = chunk.withUnsafeMutableBytes { read(input, $0.baseAddress, $0.count) }
      if count <= 0 { break }
      bytes += chunk[..<count]
    }
    // The colour without its fence: DA1's answer is still on its way (the keys take it out).
    if case .colour(let colour, _) = TerminalBackground.parse(bytes) { return .colour(colour) }
    return .pending(bytes: bytes)
  }

  /// `modes` with echo and line editing off, reads returning at once.
  private static func quiet(_ modes: termios) -> termios {
    var raw = modes
    raw.c_lflag &= ~tcflag_t(ICANON | ECHO)
    withUnsafeMutableBytes(of: &raw.c_cc) { cc in
      cc[Int(VMIN)] = 0
      cc[Int(VTIME)] = 0
    }
    return raw
  }

  static func milliseconds() -> Int {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return Int(now.tv_sec) * 1000 + Int(now.tv_nsec) / 1_000_000
  }
}
