import ArcadeColour
import ArcadeSystem
import Testing

/// The auto theme reads the terminal's answer to OSC 11 (and DA1, the fence that says no
/// answer is coming), or COLORFGBG.
@Suite("Terminal background")
struct TerminalBackgroundTests {
  static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

  @Test("an OSC 11 answer ended by BEL or ST gives the colour, 16-bit channels scaled to 8")
  func answers() {
    #expect(
      TerminalBackground.parse(Self.bytes("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c"))
        == .colour(.init(255, 255, 255), fenced: true))
    #expect(
      TerminalBackground.parse(Self.bytes("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"))
        == .colour(.init(0, 0, 0), fenced: false))
    #expect(
      TerminalBackground.parse(Self.bytes("\u{1B}]11;rgb:fd/f6/e3\u{07}"))
        == .colour(.init(253, 246, 227), fenced: false))
    #expect(
      TerminalBackground.parse(Self.bytes("\u{1B}]11;rgb:8/8/8\u{07}"))
        == .colour(.init(136, 136, 136), fenced: false))
  }

  @Test("DA1 alone means the terminal does not answer OSC 11; a part of an answer means wait")
  func fences() {
    #expect(TerminalBackground.parse(Self.bytes("\u{1B}[?1;2c")) == .none)
    #expect(TerminalBackground.parse(Self.bytes("\u{1B}]11;rgb:ffff/ff")) == .waiting)
    #expect(TerminalBackground.parse([]) == .waiting)
  }

  @Test(
    "garbage is no colour",
    arguments: [
      "\u{1B}]11;rgb:zzzz/0000/0000\u{07}", "\u{1B}]11;rgb:ffff/ffff\u{07}", "\u{1B}]11;rgb:fffff/0/0\u{07}",
      "\u{1B}]11;rgb://\u{07}", "hello", "\u{1B}]11;?\u{07}",
    ])
  func garbage(text: String) {
    if case .colour = TerminalBackground.parse(Self.bytes(text)) {
      Issue.record("read a colour from \(text.debugDescription)")
    }
  }

  @Test("COLORFGBG's last field names the background: 7 and 9-15 light, 0-6 and 8 dark")
  func colorfgbg() {
    #expect(TerminalBackground.isLight(colorfgbg: "0;15") == true)
    #expect(TerminalBackground.isLight(colorfgbg: "15;0") == false)
    #expect(TerminalBackground.isLight(colorfgbg: "default;default;7") == true)
    #expect(TerminalBackground.isLight(colorfgbg: "15;8") == false)
    #expect(TerminalBackground.isLight(colorfgbg: "default") == nil)
    #expect(TerminalBackground.isLight(colorfgbg: "") == nil)
  }

  @Test("with no terminal, nothing is asked and nothing is waited for")
  func noTerminal() {
    #expect(TerminalBackground.ask(input: -1, output: -1, timeout: 100_000) == nil)
  }
}
