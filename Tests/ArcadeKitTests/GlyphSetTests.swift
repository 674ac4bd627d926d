import ArcadeGlyphs
import ArcadeKit
import Testing

/// Glyphs the terminal can draw: ASCII by default on the consoles without emoji, emoji's ASCII
/// twins under `unicode` (box drawing and marks kept), and the stack's fold as the safety net.
@Suite("Glyph sets")
struct GlyphSetTests {
  @Test(
    "the Linux console, the VTs and the BSD consoles get ASCII by default",
    arguments: ["linux", "linux-16color", "vt100", "vt220", "vt52", "cons25", "wsvt25", "ansi", "sun"])
  func consolesGetASCII(term: String) {
    #expect(GlyphSet.byDefault(term: term) == .ascii)
  }

  @Test(
    "terminals that draw emoji get them by default",
    arguments: [
      "xterm-256color", "xterm", "tmux-256color", "screen", "xterm-kitty", "foot", "alacritty",
      "vte-256color",
    ])
  func othersGetEmoji(term: String) {
    #expect(GlyphSet.byDefault(term: term) == .emoji)
  }

  @Test("xterm itself, rxvt and st may lack emoji (the menu says how to switch); a VTE or tmux does not")
  func mayLackEmoji() {
    #expect(GlyphSet.mayLackEmoji(term: "xterm-256color", xtermVersion: "XTerm(379)"))
    #expect(!GlyphSet.mayLackEmoji(term: "xterm-256color", xtermVersion: nil))
    #expect(GlyphSet.mayLackEmoji(term: "rxvt-unicode-256color", xtermVersion: nil))
    #expect(GlyphSet.mayLackEmoji(term: "st-256color", xtermVersion: nil))
    #expect(!GlyphSet.mayLackEmoji(term: "tmux-256color", xtermVersion: "XTerm(379)"))
  }

  @Test("unicode draws an emoji as its ASCII twin and every other glyph as itself")
  func unicodeTwins() {
    #expect(GlyphPair("🧟", ascii: "Z ").resolve(.unicode) == "Z ")
    #expect(GlyphPair("🧟", ascii: "Z ").resolve(.emoji) == "🧟")
    #expect(GlyphPair("✓", ascii: "+").resolve(.unicode) == "✓")
    #expect(GlyphPair("─", ascii: "-").resolve(.unicode) == "─")
    #expect(GlyphPair("✓", ascii: "+").resolve(.ascii) == "+")
    #expect(GlyphPair("✓", ascii: "+").resolve(RenderOptions(ascii: true)) == "+")
  }

  @Test("--ascii is the ascii set, and the options say so both ways")
  func asciiFlag() {
    var options = RenderOptions(ascii: true)
    #expect(options.glyphs == .ascii)
    options.glyphs = .unicode
    #expect(!options.ascii)
    options.ascii = false
    #expect(options.glyphs == .emoji)
  }

  @Test("under unicode the stack's fold turns an emoji no table knew into ASCII of its width")
  func foldEmoji() {
    var canvas = Canvas(size: Size(width: 8, height: 1))
    canvas.put("a🧟✓─", x: 0, y: 0)
    let folded = canvas.foldedEmoji()
    #expect(folded.lines[0].hasPrefix("a??✓─"))
  }
}
