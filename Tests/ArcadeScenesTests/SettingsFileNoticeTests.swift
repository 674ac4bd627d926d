import ArcadeKit
import Testing

@testable import ArcadeScenes

/// The settings file's problems are said where the player looks: one notice on the menu at
/// start (until a key), and under the Settings screen's rows for as long as the file has them.
@Suite("Settings file problems on screen")
struct SettingsFileNoticeTests {
  static let problems = [
    "line 8, column 9: theme 'drak' is not one of auto, dark, light, high-contrast, colour-blind, mono;"
      + " did you mean 'dark'? (kept auto)",
    "line 10, column 1: unknown setting 'animatoins' (settings: theme, keys, animations, bell, screen_reader,"
      + " key.ACTION); did you mean 'animations'? (ignored)",
  ]

  /// The environment as the launcher leaves it after reading a file with `problems`.
  static func environment(_ problems: [String]) -> AppEnvironment {
    let env = testEnvironment()
    env.settingsProblems = problems
    if let notice = SettingsFileNotice.notice(problems) { env.warn(notice) }
    return env
  }

  @Test("the menu at start names the first problem's line and column and how many more there are")
  func menuNotice() {
    let h = Harness(MenuScene(env: Self.environment(Self.problems)))
    #expect(h.contains("! Settings file: line 8, column 9: theme 'drak'"), "\(h.screen)")
    let words = h.screen.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    #expect(words.contains("(kept auto); 1 more: see Settings (any key to dismiss)"), "\(words)")
    h.press(.char("x"))
    #expect(!h.contains("Settings file:"), "a key dismisses it")
  }

  @Test("opening Settings, which lists the problems, takes the menu's notice back")
  func settingsTakesTheNoticeBack() {
    let env = Self.environment(Self.problems)
    let h = Harness(MenuScene(env: env))
    #expect(h.contains("Settings file:"))
    h.type(String(menuNumber("Settings")))
    #expect(h.stack.top is SettingsScene)
    h.press(.escape)
    #expect(!h.contains("Settings file:"))
    #expect(env.warnings.isEmpty)
  }

  @Test("one problem: the notice says Settings shows it; none: no notice")
  func noticeCount() {
    #expect(SettingsFileNotice.notice([Self.problems[0]])?.hasSuffix("; Settings shows it") == true)
    #expect(SettingsFileNotice.notice([]) == nil)
  }

  @Test("the Settings screen lists the file's problems under its rows, at its smallest size too")
  func settingsScreen() {
    let env = Self.environment(Self.problems)
    env.dismissWarnings()
    let h = Harness(SettingsScene(env: env), size: Size(width: 120, height: 30))
    #expect(h.contains("! Your file: line 8, column 9: theme 'drak'"), "\(h.screen)")
    #expect(h.contains("! Your file: line 10, column 1: unknown setting 'animatoins'"), "\(h.screen)")
    let small = Harness(SettingsScene(env: env), size: Size(width: 40, height: 22))
    // At the smallest size the rows leave one line: the count, and where to read them all.
    #expect(small.contains("! 2 problems in your settings"), "\(small.screen)")
    let medium = Harness(SettingsScene(env: env), size: Size(width: 40, height: 24))
    #expect(medium.contains("! Your file: line 8,"), "\(medium.screen)")
    #expect(medium.contains("1 more problem: 'arcade settings'"), "\(medium.screen)")
  }

  @Test("the Settings screen's words read the file's problems on look")
  func settingsWords() throws {
    let env = Self.environment([Self.problems[0]])
    let h = Harness(SettingsScene(env: env))
    let look = try #require(h.stack.speech()?.look)
    #expect(look.contains("Your settings file: line 8, column 9: theme 'drak'"), "\(look)")
  }

  @Test("a file with no problems adds nothing to the Settings screen")
  func noProblems() {
    let h = Harness(SettingsScene(env: testEnvironment()))
    #expect(!h.contains("Your file"))
  }
}
