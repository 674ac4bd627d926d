import ArcadeKit
import SettingsFormat
import Testing

/// The settings file as people write it: comments after values, Windows line ends, a
/// byte-order mark; and each mistake named by line and column with what was kept instead and
/// the word most likely meant.
@Suite("Settings file: what people write, and their mistakes")
struct SettingsFileMistakesTests {
  static func file(_ text: String) -> SettingsFile { SettingsFile(bytes: Array(text.utf8)) }

  @Test("a # after a value and a space starts a comment")
  func commentAfterValue() {
    let file = Self.file("theme = light # mine\nbell = visual\t# flash\nkeys = vi, wasd  # both\n")
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(file.settings.theme == .named(.light))
    #expect(file.settings.bell == .visual)
    #expect(file.settings.keys == [.vi, .wasd])
  }

  @Test("a # that is the value itself is a key, not a comment")
  func hashAsKey() {
    let file = Self.file("key.share = #\nkey.help = # # the hash key\n")
    #expect(file.problems.count == 1)  // two actions on one key
    #expect(file.settings.remaps[.share] == .char("#"))
    let alone = Self.file("key.help = #   # the hash key\n")
    #expect(alone.problems.isEmpty)
    #expect(alone.settings.remaps[.help] == .char("#"))
  }

  @Test("CRLF line ends are read as line ends, and kept when saving")
  func crlf() {
    let text = "# mine\r\ntheme = light\r\nbell = visual\r\n"
    let file = Self.file(text)
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(file.settings.theme == .named(.light))
    #expect(file.settings.bell == .visual)
    #expect(file.lineEnd == "\r\n")
    var new = file.settings
    new.animations = .none
    #expect(file.text(saving: new) == text + "animations = none\r\n")
    #expect(file.text(saving: file.settings) == text)
  }

  @Test("a UTF-8 byte-order mark does not spoil the first line, and is kept when saving")
  func byteOrderMark() {
    let text = "\u{FEFF}theme = dark\n"
    let file = Self.file(text)
    #expect(file.problems.isEmpty, "\(file.problems)")
    #expect(file.settings.theme == .named(.dark))
    var new = file.settings
    new.theme = .named(.mono)
    #expect(file.text(saving: new) == "\u{FEFF}theme = mono\n")
  }

  @Test("a wrong value is named by line and column, with the value kept and the one meant")
  func wrongValueNamed() {
    let file = Self.file("# mine\ntheme = drak\n")
    let problem = file.problems.first
    #expect(problem?.line == 2)
    #expect(problem?.column == 9)
    #expect(problem?.kept == "kept auto")
    #expect(problem?.message.hasSuffix("did you mean 'dark'?") == true, "\(file.problems)")
    #expect(problem?.description.hasPrefix("line 2, column 9: theme 'drak' is not one of") == true)
    #expect(problem?.description.hasSuffix("did you mean 'dark'? (kept auto)") == true)
  }

  @Test("a value set by an earlier line is the one kept")
  func earlierValueKept() {
    let file = Self.file("theme = light\ntheme = ligth\n")
    #expect(file.settings.theme == .named(.light))
    #expect(file.problems.first?.kept == "kept light")
  }

  @Test("an unknown setting is named at its column with the setting meant, and ignored")
  func unknownSettingNamed() {
    let file = Self.file("  animatoins = none\n")
    let problem = file.problems.first
    #expect(problem?.column == 3)
    #expect(problem?.kept == "ignored")
    #expect(problem?.message.contains("did you mean 'animations'?") == true, "\(file.problems)")
  }

  @Test(
    "each setting's wrong value gets the value meant",
    arguments: [
      ("keys = vim", "'vi'"), ("keys = vi, wsad", "'wasd'"), ("animations = reduce", "'reduced'"),
      ("bell = visaul", "'visual'"), ("screen_reader = offf", "'off'"), ("theme = colour", "'colour-blind'"),
    ])
  func valueMeant(line: String, meant: String) {
    let file = Self.file(line + "\n")
    #expect(file.problems.first?.message.contains("did you mean \(meant)?") == true, "\(file.problems)")
  }

  @Test("a value nothing is close to gets no guess")
  func noGuess() {
    let file = Self.file("theme = zebra\n")
    #expect(file.problems.first?.message.contains("did you mean") == false)
  }

  @Test("saving a setting the file spelt wrong puts the new value on that line, its comment kept")
  func savingRepairsTheLine() {
    let file = Self.file("theme = drak # mine\nbell = visual\n")
    var new = file.settings
    new.theme = .named(.dark)
    let text = file.text(saving: new)
    #expect(text == "theme = dark # mine\nbell = visual\n")
    #expect(Self.file(text).problems.isEmpty)
  }

  @Test("a changed value keeps the comment after it")
  func savingKeepsTheComment() {
    let file = Self.file("theme = light # mine\n")
    var new = file.settings
    new.theme = .named(.mono)
    #expect(file.text(saving: new) == "theme = mono # mine\n")
  }
}
