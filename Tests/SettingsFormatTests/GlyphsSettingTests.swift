import ArcadeGlyphs
import ArcadeKit
import SettingsFormat
import Testing

/// The `glyphs` setting: auto (the terminal's kind says), emoji, unicode or ascii, read and
/// written back like every other.
@Suite("Settings file: glyphs")
struct GlyphsSettingTests {
  static func file(_ text: String) -> SettingsFile { SettingsFile(bytes: Array(text.utf8)) }

  @Test("each glyph set is read from its line, and auto is no choice", arguments: GlyphSet.allCases)
  func reads(set: GlyphSet) {
    let file = Self.file("glyphs = \(set.rawValue)\n")
    #expect(file.problems.isEmpty)
    #expect(file.settings.glyphs == set)
    #expect(Self.file("glyphs = auto\n").settings.glyphs == nil)
    #expect(PlayerSettings.defaults.value(of: "glyphs") == "auto")
  }

  @Test("a glyph set saved is read back the same, the player's comments kept", arguments: GlyphSet.allCases)
  func roundTrip(set: GlyphSet) {
    let before = Self.file("# mine\ntheme = light\n")
    var new = before.settings
    new.glyphs = set
    let text = before.text(saving: new)
    #expect(text.contains("# mine\n"))
    #expect(text.contains("glyphs = \(set.rawValue)\n"))
    let after = Self.file(text)
    #expect(after.problems.isEmpty)
    #expect(after.settings == new)
    // Back to auto: the line says so, and reads back as no choice.
    var auto = after.settings
    auto.glyphs = nil
    #expect(Self.file(after.text(saving: auto)).settings.glyphs == nil)
  }

  @Test("a glyph set the arcade does not know is refused with the four there are")
  func wrongValue() {
    let file = Self.file("glyphs = pictures\n")
    #expect(
      file.problems.map(\.description) == [
        "line 1, column 10: glyphs 'pictures' is not one of auto, emoji, unicode, ascii (kept auto)"
      ])
    #expect(file.settings.glyphs == nil)
  }

  @Test("a new file's comments name the glyph sets")
  func header() {
    #expect(SettingsFile.header.contains { $0.hasPrefix("# glyphs = auto | emoji | unicode | ascii") })
  }
}
