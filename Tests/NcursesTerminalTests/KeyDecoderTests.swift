import ArcadeKit
import CNcurses
import Testing

@testable import NcursesTerminal

/// `wget_wch`'s answers as the decoder sees them.
private func char(_ code: UInt32) -> KeyDecoder.Decoded? { KeyDecoder.decode(kind: OK, code: code) }
private func function(_ code: Int32) -> KeyDecoder.Decoded? {
  KeyDecoder.decode(kind: KEY_CODE_YES, code: UInt32(bitPattern: code))
}

@Suite("Key decoder: raw key codes")
struct KeyDecoderCodeTests {
  @Test("control characters: Tab, Enter (LF and CR), Esc, Backspace (BS and DEL)")
  func controlCharacters() {
    #expect(char(9) == .key(.tab))
    #expect(char(10) == .key(.enter))
    #expect(char(13) == .key(.enter))
    #expect(char(27) == .key(.escape))
    #expect(char(8) == .key(.backspace))
    #expect(char(127) == .key(.backspace))
  }

  @Test("^L repaints; other Ctrl+letters are ctrl keys")
  func ctrlLetters() {
    #expect(char(12) == .repaint)
    #expect(char(1) == .key(.ctrl("a")))
    #expect(char(7) == .key(.ctrl("g")))
    #expect(char(18) == .key(.ctrl("r")))
    #expect(char(26) == .key(.ctrl("z")))
  }

  @Test("NUL, the other C0 codes and C1 controls are dropped")
  func unusedControlsAreDropped() {
    for code: UInt32 in [0, 28, 29, 30, 31, 0x80, 0x9B, 0x9F] { #expect(char(code) == nil) }
  }

  @Test("printable characters, wide and emoji included, are typed as they are")
  func printableCharacters() {
    #expect(char(32) == .key(.char(" ")))
    #expect(char(UInt32(("q" as Unicode.Scalar).value)) == .key(.char("q")))
    #expect(char(UInt32(("?" as Unicode.Scalar).value)) == .key(.char("?")))
    #expect(char(0xE9) == .key(.char("é")))
    #expect(char(0x4E16) == .key(.char("世")))
    #expect(char(0x1F9DF) == .key(.char("🧟")))
  }

  @Test("a code that is not a Unicode scalar (a lone surrogate) is dropped")
  func surrogatesAreDropped() {
    #expect(char(0xD800) == nil)
  }

  @Test("arrows, editing and paging keys")
  func functionKeys() {
    #expect(function(KEY_UP) == .key(.up))
    #expect(function(KEY_DOWN) == .key(.down))
    #expect(function(KEY_LEFT) == .key(.left))
    #expect(function(KEY_RIGHT) == .key(.right))
    #expect(function(KEY_ENTER) == .key(.enter))
    #expect(function(KEY_BACKSPACE) == .key(.backspace))
    #expect(function(KEY_DC) == .key(.delete))
    #expect(function(KEY_IC) == .key(.insert))
    #expect(function(KEY_HOME) == .key(.home))
    #expect(function(KEY_END) == .key(.end))
    #expect(function(KEY_PPAGE) == .key(.pageUp))
    #expect(function(KEY_NPAGE) == .key(.pageDown))
    #expect(function(KEY_BTAB) == .key(.backTab))
  }

  @Test("F1…F12; F13 and unknown codes are dropped")
  func fKeys() {
    for n in 1...12 { #expect(function(arcade_key_f(Int32(n))) == .key(.function(n))) }
    #expect(function(arcade_key_f(13)) == nil)
    #expect(function(KEY_SUSPEND) == nil)
  }

  @Test("KEY_RESIZE and KEY_MOUSE are handed back to read the size or the reports")
  func resizeAndMouse() {
    #expect(function(KEY_RESIZE) == .resize)
    #expect(function(KEY_MOUSE) == .mouse)
  }

  @Test("ERR decodes to nothing")
  func errIsNothing() {
    #expect(KeyDecoder.decode(kind: ERR, code: 65) == nil)
  }

  @Test("mouse button states: press or click, release, wheel; others dropped")
  func mouseStates() {
    #expect(KeyDecoder.mouse(state: arcade_button1_pressed(), x: 3, y: 4) == MouseEvent(.press, x: 3, y: 4))
    #expect(KeyDecoder.mouse(state: arcade_button1_clicked(), x: 0, y: 0) == MouseEvent(.press, x: 0, y: 0))
    #expect(
      KeyDecoder.mouse(state: arcade_button1_released(), x: 7, y: 1) == MouseEvent(.release, x: 7, y: 1))
    #expect(KeyDecoder.mouse(state: arcade_button4_pressed(), x: 1, y: 2) == MouseEvent(.wheelUp, x: 1, y: 2))
    #expect(
      KeyDecoder.mouse(state: arcade_button5_pressed(), x: 1, y: 2) == MouseEvent(.wheelDown, x: 1, y: 2))
    #expect(KeyDecoder.mouse(state: 0, x: 1, y: 2) == nil)
  }
}

#if canImport(Glibc)
  import Glibc
#endif

/// ncurses on a pseudo-terminal made for the test: bytes written to the master side are the
/// terminal's input, so the decoder is tested on what a terminal really sends, through the
/// real `wget_wch`/`getmouse`.
final class PtyCurses {
  enum Reading: Equatable {
    case decoded(KeyDecoder.Decoded)
    case mouse(MouseEvent)
  }

  private let master: Int32
  private let output: UnsafeMutablePointer<FILE>
  private let input: UnsafeMutablePointer<FILE>
  private let screen: OpaquePointer

  init?(term: String) {
    setlocale(LC_ALL, "C.UTF-8")
    // posix_openpt & co. are hidden from Swift's Glibc (they need _XOPEN_SOURCE): the same
    // through /dev/ptmx and Linux's TIOCSPTLCK (unlock) and TIOCGPTN (the pts number).
    master = open("/dev/ptmx", O_RDWR | O_NOCTTY)
    var unlock: Int32 = 0
    var number: UInt32 = 0
    guard master >= 0, ioctl(master, 0x4004_5431, &unlock) == 0, ioctl(master, 0x8004_5430, &number) == 0
    else {
      return nil
    }
    let slave = open("/dev/pts/\(number)", O_RDWR | O_NOCTTY)
    guard slave >= 0 else { return nil }
    var size = winsize(ws_row: 24, ws_col: 80, ws_xpixel: 0, ws_ypixel: 0)
    _ = ioctl(slave, UInt(TIOCSWINSZ), &size)
    _ = fcntl(master, F_SETFL, fcntl(master, F_GETFL) | O_NONBLOCK)
    guard let output = fdopen(slave, "w"), let input = fdopen(dup(slave), "r") else { return nil }
    self.output = output
    self.input = input
    guard let screen = newterm(term, output, input) else { return nil }
    self.screen = screen
    _ = set_term(screen)
    cbreak()
    noecho()
    keypad(arcade_stdscr(), true)
    mousemask(arcade_mouse_mask(), nil)
    mouseinterval(0)
    drain()
  }

  /// What the terminal sends, as if typed or clicked.
  func send(_ text: String) {
    let bytes = Array(text.utf8)
    _ = bytes.withUnsafeBytes { write(master, $0.baseAddress, $0.count) }
  }

  /// Every character code `wget_wch` gives until none is left, through the reply filter as the
  /// backend reads them: the keys, and the answers taken out.
  func filtered() -> [ReplyFilter.Item] {
    var filter = ReplyFilter()
    var items: [ReplyFilter.Item] = []
    wtimeout(arcade_stdscr(), 200)  // the bytes are already there: this ends the reading
    while true {
      var code: wint_t = 0
      let kind = wget_wch(arcade_stdscr(), &code)
      if kind == ERR { break }
      if kind == OK { items += filter.take(UInt32(code), at: 0) }
    }
    return items + filter.drained()
  }

  /// The next `count` decoded readings (mouse reports read with `getmouse`, as the backend does).
  func read(_ count: Int) -> [Reading] {
    var out: [Reading] = []
    wtimeout(arcade_stdscr(), 2000)  // the bytes are already there: this bounds a failure only
    while out.count < count {
      var code: wint_t = 0
      let kind = wget_wch(arcade_stdscr(), &code)
      if kind == ERR { break }
      guard let decoded = KeyDecoder.decode(kind: kind, code: UInt32(code)) else { continue }
      if decoded == .mouse {
        var event = MEVENT()
        while getmouse(&event) == OK {
          if let mouse = KeyDecoder.mouse(state: event.bstate, x: event.x, y: event.y) {
            out.append(.mouse(mouse))
          }
        }
      } else {
        out.append(.decoded(decoded))
      }
    }
    drain()
    return out
  }

  /// Throws away what curses wrote to the terminal (mode switches, screen updates).
  private func drain() {
    var buffer = [UInt8](repeating: 0, count: 4096)
    while buffer.withUnsafeMutableBytes({ Glibc.read(master, $0.baseAddress, 4096) }) > 0 {}
  }

  func close() {
    endwin()
    delscreen(screen)
    fclose(input)
    fclose(output)
    Glibc.close(master)
  }
}

/// An X10 report: ESC [ M, then button, column and row, each + 32 (cells count from 1).
private func x10(button: Int, x: Int, y: Int) -> String {
  "\u{1B}[M" + String(UnicodeScalar(UInt8(32 + button))) + String(UnicodeScalar(UInt8(33 + x)))
    + String(UnicodeScalar(UInt8(33 + y)))
}

@Suite("Key decoder: bytes from a terminal, through ncurses", .serialized)
struct KeyDecoderTerminalTests {
  @Test("X10 mouse reports (kmous \\E[M, as tmux-256color): click, press, release and wheel at their cells")
  func x10Reports() throws {
    let t = try #require(PtyCurses(term: "tmux-256color"))
    defer { t.close() }
    // A press and its release read together: ncurses makes them one click, a press to us.
    t.send(x10(button: 0, x: 4, y: 2) + x10(button: 3, x: 4, y: 2))
    #expect(t.read(1) == [.mouse(MouseEvent(.press, x: 4, y: 2))])
    t.send(x10(button: 0, x: 6, y: 3))
    #expect(t.read(1) == [.mouse(MouseEvent(.press, x: 6, y: 3))])
    t.send(x10(button: 3, x: 6, y: 3))
    #expect(t.read(1) == [.mouse(MouseEvent(.release, x: 6, y: 3))])
    t.send(x10(button: 64, x: 10, y: 7))
    #expect(t.read(1) == [.mouse(MouseEvent(.wheelUp, x: 10, y: 7))])
  }

  @Test("SGR 1006 mouse reports (kmous \\E[<, as xterm-256color): press, release, wheel, beyond column 223")
  func sgrReports() throws {
    let t = try #require(PtyCurses(term: "xterm-256color"))
    defer { t.close() }
    t.send("\u{1B}[<0;5;3M\u{1B}[<0;5;3m")
    #expect(t.read(1) == [.mouse(MouseEvent(.press, x: 4, y: 2))])
    t.send("\u{1B}[<0;240;30M")
    #expect(t.read(1) == [.mouse(MouseEvent(.press, x: 239, y: 29))])
    t.send("\u{1B}[<0;240;30m")
    #expect(t.read(1) == [.mouse(MouseEvent(.release, x: 239, y: 29))])
    t.send("\u{1B}[<65;12;9M")
    #expect(t.read(1) == [.mouse(MouseEvent(.wheelDown, x: 11, y: 8))])
  }

  @Test("arrow and function key sequences, ^L and UTF-8 text arrive as arcade keys")
  func keySequences() throws {
    let t = try #require(PtyCurses(term: "xterm-256color"))
    defer { t.close() }
    t.send("\u{1B}OA\u{1B}OB\u{1B}[5~\u{1B}OP\u{1B}[15~\u{0C}q\u{7F}é🧟\r")
    #expect(
      t.read(10) == [
        .decoded(.key(.up)), .decoded(.key(.down)), .decoded(.key(.pageUp)), .decoded(.key(.function(1))),
        .decoded(.key(.function(5))), .decoded(.repaint), .decoded(.key(.char("q"))),
        .decoded(.key(.backspace)),
        .decoded(.key(.char("é"))), .decoded(.key(.char("🧟"))),
      ])
    #expect(t.read(1) == [.decoded(.key(.enter))])
  }

  @Test("a late OSC 11 answer and its DA1 fence come out of ncurses as characters the filter takes out")
  func lateAnswer() throws {
    let t = try #require(PtyCurses(term: "xterm-256color"))
    defer { t.close() }
    t.send("j\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c1\u{1B}]11;rgb:0/0/0\u{1B}\\")
    let j = UInt32(UInt8(ascii: "j"))
    let one = UInt32(UInt8(ascii: "1"))
    #expect(
      t.filtered() == [
        .key(j), .reply(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8)), .key(one),
        .reply(Array("\u{1B}]11;rgb:0/0/0\u{1B}\\".utf8)),
      ])
  }
}
