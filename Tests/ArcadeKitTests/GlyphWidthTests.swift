import ArcadeRandom
import ArcadeKit
@testable import ArcadeGlyphs
import Testing

@Suite("Glyph widths and the emoji allowlist")
struct GlyphWidthTests {
  @Test("ASCII letters take one column", arguments: ["a", "Z", "0", " ", "~"])
  func asciiIsOneColumn(_ s: String) { #expect(GlyphWidth.of(s) == 1) }

  @Test("CJK and fullwidth characters take two columns", arguments: ["漢", "字", "Ａ", "가"])
  func cjkIsTwoColumns(_ s: String) { #expect(GlyphWidth.of(s) == 2) }

  @Test(
    "the game glyphs are allowed 2-column emoji",
    arguments: ["⬜", "⬛", "🚶", "🧟", "🆘", "🚧", "🔦", "💗", "🥳", "🤞", "💀"])
  func allowlistedEmoji(_ s: String) {
    #expect(GlyphWidth.of(s) == 2)
    #expect(EmojiRule.isAllowed(s))
    #expect(EmojiRule.rejection(s) == nil)
  }

  @Test("emoji with U+FE0F are rejected", arguments: ["❤️", "⬜️", "☠️"])
  func variationSelectorRejected(_ s: String) {
    #expect(!EmojiRule.isAllowed(s))
    #expect(EmojiRule.rejection(s) == "carries U+FE0F")
  }

  @Test("ZWJ sequences are rejected")
  func zwjRejected() {
    #expect(!EmojiRule.isAllowed("🚶‍♂️"))
    #expect(EmojiRule.rejection("🚶\u{200D}♂") == "is a ZWJ sequence")
  }

  @Test("text-presentation symbols are one column and not allowed", arguments: ["❤", "☠", "⚠", "✔", "♂"])
  func textPresentationRejected(_ s: String) {
    #expect(GlyphWidth.of(s) == 1)
    #expect(!EmojiRule.isAllowed(s))
  }

  @Test("combining marks and joiners take no column")
  func zeroWidth() {
    #expect(GlyphWidth.of("e\u{301}") == 1)
    #expect(GlyphWidth.of(Unicode.Scalar(0x200D)!) == 0)
    #expect(GlyphWidth.of(Unicode.Scalar(0xFE0F)!) == 0)
    #expect(GlyphWidth.of("\u{1}") == 0)
  }

  @Test("a string's width is the sum of its characters'")
  func stringWidth() { #expect(GlyphWidth.of("ab漢🧟") == 6) }

  /// The shortcut skips the Unicode lookups for whole blocks: every code point in them must be
  /// what the lookups would say, one column.
  @Test("punctuation, arrows, box drawing, blocks and braille are one column, as the Unicode properties say")
  func plainNarrowBlocksAgreeWithUnicode() {
    for v in UInt32(0x2000)...0x2900 where GlyphWidth.isPlainNarrow(v) {
      let scalar = Unicode.Scalar(v)!
      let category = scalar.properties.generalCategory
      #expect(category != .nonspacingMark && category != .enclosingMark && category != .format)
      #expect(!scalar.properties.isEmojiPresentation, "U+\(String(v, radix: 16)) is an emoji")
      #expect(!scalar.properties.isGraphemeExtend, "U+\(String(v, radix: 16)) joins its neighbour")
      #expect(GlyphWidth.of(scalar) == 1)
    }
  }

  /// Strings of one-column scalars take a shortcut; anything else (marks, joiners, emoji,
  /// flags, wide glyphs) goes character by character. Both must agree on any mix.
  @Test("a string measures the sum of its characters whatever it mixes")
  func stringWidthIsSumOfCharactersForAnyMix() {
    let alphabet: [String] = [
      "a", " ", "~", "é", "ß", "─", "╔", "█", "→", "↑", "…", "•", "—", "\u{301}", "\u{200D}",
      "\u{FE0F}", "\u{1}", "\r\n", "漢", "가", "🧟", "🚶", "🇫", "🇷", "❤", "\u{200B}",
    ]
    var random = SeededRandom(seed: 13)
    for _ in 0..<2_000 {
      let text = (0..<Int.random(in: 0...8, using: &random)).map { _ in
        alphabet.randomElement(using: &random)!
      }
      .joined()
      let expected = text.reduce(0) { $0 + GlyphWidth.of($1) }
      #expect(GlyphWidth.of(text) == expected, "\(text.unicodeScalars.map { String($0.value, radix: 16) })")
    }
  }
}
