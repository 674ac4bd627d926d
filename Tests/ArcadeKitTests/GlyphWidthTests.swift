import ArcadeKit
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
}
