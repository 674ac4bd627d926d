import ArcadeRandom
import ArcadeKit
import Testing

@Suite("Safe text: control characters in user data are escaped before they reach a terminal")
struct SafeTextTests {
  @Test("plain text, accents, wide glyphs, emoji and combining marks are kept as they are")
  func plainTextIsKept() {
    for text in ["deck.json", "Déjà vu", "世界", "🧟 zombies", "e\u{301}", "a\\b", ""] {
      #expect(SafeText.escapingControls(text) == text)
    }
  }

  @Test("newline, return and tab are written as \\n, \\r, \\t: a path stays on one line")
  func whitespaceControls() {
    #expect(SafeText.escapingControls("x\ny.json") == "x\\ny.json")
    #expect(SafeText.escapingControls("a\rb\tc") == "a\\rb\\tc")
  }

  @Test("an OSC title change and a clear-screen become visible text")
  func escapeSequencesAreInert() {
    let hostile = "\u{1B}]0;PWNED\u{07}\u{1B}[2J…"
    #expect(SafeText.escapingControls(hostile) == "\\u{1B}]0;PWNED\\u{7}\\u{1B}[2J…")
  }

  @Test("NUL, DEL and C1 controls (a one-byte CSI) are escaped")
  func otherControls() {
    #expect(SafeText.escapingControls("a\u{0}b\u{7F}c\u{9B}d\u{85}") == "a\\u{0}b\\u{7F}c\\u{9B}d\\u{85}")
  }

  @Test("bidi overrides, isolates and marks and line separators are escaped")
  func bidiAndSeparators() {
    #expect(
      SafeText.escapingControls("a\u{202E}b\u{2066}c\u{200F}d\u{2028}")
        == "a\\u{202E}b\\u{2066}c\\u{200F}d\\u{2028}")
  }

  @Test("the result never holds a control character, whatever the input")
  func neverAControlCharacter() {
    var generator = SeededRandom(seed: 18)
    for _ in 0..<500 {
      let scalars = (0..<12).compactMap { _ in
        Unicode.Scalar(UInt32.random(in: 0...0x2100, using: &generator))
      }
      let text = String(String.UnicodeScalarView(scalars))
      let escaped = SafeText.escapingControls(text)
      #expect(!escaped.unicodeScalars.contains { $0.value < 0x20 || (0x7F...0x9F).contains($0.value) })
    }
  }
}

@Suite struct SafeTextShownTests {
  @Test func textFromAFileIsEscapedAndCutWithAnEllipsis() {
    #expect(SafeText.shown("a\u{1B}]0;x\u{07}b") == "a\\u{1B}]0;x\\u{7}b")
    #expect(SafeText.shown(String(repeating: "a", count: 10), limit: 4) == "aaaa…")
    #expect(SafeText.shown("abcd", limit: 4) == "abcd")
    let huge = String(repeating: "é", count: 1_000_000)
    #expect(SafeText.shown(huge, limit: 200).unicodeScalars.count == 201)
  }
}
