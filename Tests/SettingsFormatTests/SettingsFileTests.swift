import ArcadeKit
import SettingsFormat
import Testing

/// The settings file: `name = value` lines and `#` comments; a line that cannot be used is
/// reported by number and leaves its setting at the default; saving keeps what the player wrote.
@Suite("Settings file")
struct SettingsFileTests {
  static func file(_ text: String) -> SettingsFile { SettingsFile(bytes: Array(text.utf8)) }

  @Test("each setting is read from its line; comments and blank lines are passed over")
  func reads() {
    let file = Self.file(
      "# mine\n\ntheme = light\nkeys = vi\nanimations = reduced\nbell = visual\nkey.up = i\nkey.both = b\n")
    #expect(file.problems.isEmpty)
    #expect(file.settings.theme == .named(.light))
    #expect(file.settings.keys == [.vi])
    #expect(file.settings.animations == .reduced)
    #expect(file.settings.bell == .visual)
    #expect(file.settings.remaps == [.up: .char("i"), .both: .char("b")])
    #expect(file.setNames == ["theme", "keys", "animations", "bell", "key.up", "key.both"])
  }

  @Test("a line that does not parse is named by number and changes nothing")
  func unparsable() {
    let file = Self.file("theme = light\nthis is not a setting\n")
    #expect(
      file.problems == [
        .init(line: 2, column: 1, "'this is not a setting' is not 'name = value'", kept: "ignored")
      ])
    #expect(file.settings.theme == .named(.light))
  }

  @Test("an unknown setting is named with the ones there are")
  func unknownKey() {
    let file = Self.file("colour = red\n")
    #expect(file.problems.map(\.line) == [1])
    #expect(file.problems[0].message.contains("unknown setting 'colour'"))
    #expect(file.settings == .defaults)
  }

  @Test(
    "a wrong value leaves the default and lists the valid ones",
    arguments: [
      ("theme = purple", "auto, dark, light, high-contrast, colour-blind, mono"),
      ("keys = emacs", "arrows, vi, wasd"), ("animations = slow", "full, reduced, none"),
      ("bell = loud", "off, audible, visual"), ("key.up = ctrl-x", "not a key"), ("key.up = ab", "not a key"),
    ])
  func wrongValue(line: String, listed: String) {
    let file = Self.file(line + "\n")
    #expect(file.problems.count == 1)
    #expect(file.problems.first?.line == 1)
    #expect(file.problems.first?.message.contains(listed) == true, "\(file.problems)")
    #expect(file.settings == .defaults)
  }

  @Test("a key bound twice is refused, naming both actions; the first binding stays")
  func boundTwice() {
    let file = Self.file("key.up = x\nkey.pause = x\n")
    #expect(
      file.problems == [.init(line: 2, column: 13, "x is bound to both up and pause; key.pause is left out")])
    #expect(file.settings.remaps == [.up: .char("x")])
    let preset = Self.file("keys = vi\nkey.help = h\n")
    #expect(preset.problems.first?.message == "h is bound to both left and help; key.help is left out")
    let defaults = Self.file("key.select = q\n")
    #expect(defaults.problems.first?.message == "q is bound to both select and back; key.select is left out")
  }

  @Test("keys that are never on offer together may share a letter: wasd's s and share")
  func contexts() {
    let file = Self.file("keys = wasd\n")
    #expect(file.problems.isEmpty)
    #expect(file.settings.keys(for: .down) == [.down, .char("s")])
  }

  @Test("invalid UTF-8 is refused whole: the defaults")
  func invalidUTF8() {
    let file = SettingsFile(bytes: Array("theme = light\n".utf8) + [0xFF, 0xFE, 0x0A])
    #expect(file.problems == [.init(line: nil, "not UTF-8 text", kept: "using the defaults")])
    #expect(file.settings == .defaults)
  }

  @Test(
    "saving changes only the values that changed, keeping comments and unknown settings; a setting spelt wrong takes its new value on its line"
  )
  func savingKeepsThePlayersLines() {
    let text = "# my arcade\ntheme = light   \n# pretty keys\nfrobnicate = yes\nbell = loud\nkeys = vi\n"
    let file = Self.file(text)
    var new = file.settings
    new.theme = .named(.mono)
    new.animations = .none
    new.bell = .audible
    #expect(
      file.text(saving: new)
        == "# my arcade\ntheme = mono\n# pretty keys\nfrobnicate = yes\nbell = audible\nkeys = vi\nanimations = none\n"
    )
    #expect(file.text(saving: file.settings) == text)
  }

  @Test("a new file starts with comments naming every setting and its values")
  func newFile() {
    var new = PlayerSettings()
    new.keys = [.wasd]
    let text = SettingsFile().text(saving: new)
    #expect(text.hasPrefix("# Arcade settings"))
    #expect(text.hasSuffix("keys = wasd\n"))
    let reread = Self.file(text)
    #expect(reread.problems.isEmpty)
    #expect(reread.settings == new)
  }
}
