import ArcadeKit
import ArcadeSystem
import Foundation
import MemoryDecks
import Records
import SettingsFormat
import Testing

@testable import ArcadeScenes
@testable import arcade

/// The launcher's effects read the player's settings from one place, the environment's: what
/// the Settings screen shows is what the session does, whether the file could be saved or not.
@Suite("The session's effects follow the settings the Settings screen shows")
struct SessionEffectsTests {
  /// A terminal that notes the bells rung (true: visual) and the themes shown.
  final class NotedTerminal: EffectTerminal {
    var rings: [Bool] = []
    var themes: [ThemePalette] = []
    func setTheme(_ palette: ThemePalette) { themes.append(palette) }
    func ring(visual: Bool) { rings.append(visual) }
  }

  /// A session whose settings file is at `path`, its effects run by `SessionEffects` on a
  /// noted terminal, with the Settings screen open over the menu.
  static func session(
    settingsAt path: String, backdrop: Backdrop = .dark
  ) -> (Harness, AppEnvironment, SessionEffects, NotedTerminal) {
    let assets = AssetLocator.directory()
    let env = AppEnvironment(
      records: RecordStore(directory: NSTemporaryDirectory() + "arcade-effects-\(UUID().uuidString)"),
      seed: 7, assetsDirectory: assets, decks: MemoryDeckLibrary(assetsDirectory: assets).shelf())
    env.settingsPath = path
    let terminal = NotedTerminal()
    let effects = SessionEffects(
      env: env, terminal: terminal, settingsFile: SettingsFile(), theme: .auto, backdrop: backdrop,
      previews: true)
    env.effectRunner = effects.run
    let h = Harness(MenuScene(env: env))
    h.afterFrame = { env.runPendingEffects() }
    h.stack.push(SettingsScene(env: env))
    return (h, env, effects, terminal)
  }

  @Test("after a failed save the session rings the bell the Settings screen shows")
  func bellAfterFailedSave() throws {
    // A file cannot be made under /dev/null, not even by root.
    let (h, env, effects, terminal) = Self.session(settingsAt: "/dev/null/arcade/settings")
    h.press(.down, .down, .down, .right)  // the bell: off → audible
    h.press(.enter)
    try #require(effects.failures.count == 1)
    #expect(effects.failures[0].contains("not saved"))
    h.stack.push(SettingsScene(env: env))
    #expect(h.contains("audible"))
    env.post(.bell)
    env.runPendingEffects()
    #expect(terminal.rings == [false])
  }

  @Test("the menu says where Settings were saved, or why not, on the screen after Enter")
  func menuSaysSaved() throws {
    let directory = NSTemporaryDirectory() + "arcade-effects-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (saved, _, _, _) = Self.session(settingsAt: directory + "/settings")
    saved.press(.enter)
    #expect(saved.stack.top is MenuScene)
    #expect(saved.contains("Settings saved."), "\(saved.screen)")
    saved.press(.down)
    #expect(!saved.contains("Settings saved"))
    let (refused, _, _, _) = Self.session(settingsAt: "/dev/null/arcade/settings")
    refused.press(.enter)
    #expect(refused.contains("! Settings not saved to /dev/null/arcade/settings"), "\(refused.screen)")
    #expect(!refused.contains("Settings saved."), "the warning stands over the note")
  }

  @Test("after a saved change the session rings the new bell, and the file says it")
  func bellAfterSave() throws {
    let directory = NSTemporaryDirectory() + "arcade-effects-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    let (h, env, effects, terminal) = Self.session(settingsAt: directory + "/settings")
    h.press(.down, .down, .down, .right, .right)  // the bell: off → audible → visual
    h.press(.enter)
    #expect(effects.failures.isEmpty)
    let text = try String(contentsOfFile: directory + "/settings", encoding: .utf8)
    #expect(text.contains("bell = visual"))
    env.post(.bell)
    env.runPendingEffects()
    #expect(terminal.rings == [true])
  }

  @Test("with the bell off nothing rings")
  func bellOff() {
    let (_, env, _, terminal) = Self.session(settingsAt: "/dev/null/arcade/settings")
    env.post(.bell)
    env.runPendingEffects()
    #expect(terminal.rings.isEmpty)
  }

  @Test("the Settings preview shows colour-blind in its variant for the terminal's background")
  func previewOnTheBackground() {
    let (h, _, _, terminal) = Self.session(settingsAt: "/dev/null/arcade/settings", backdrop: .light)
    // The theme: auto → dark → light → high-contrast → colour-blind.
    h.press(.right, .right, .right, .right)
    #expect(terminal.themes.last == ThemeName.colourBlind.palette(on: .light))
    #expect(h.contains("its light or dark variant"))
  }

  @Test("an answer after the first frame switches the theme shown to its variant for that background")
  func lateAnswer() {
    let (h, _, effects, terminal) = Self.session(settingsAt: "/dev/null/arcade/settings")
    h.press(.right, .right, .right, .right)
    #expect(terminal.themes.last == ThemeName.colourBlind.palette(on: .dark))
    effects.autoPicked(.light)
    #expect(terminal.themes.last == ThemeName.colourBlind.palette(on: .light))
    let count = terminal.themes.count
    effects.autoPicked(.light)  // the same background again: nothing to repaint
    #expect(terminal.themes.count == count)
  }

  @Test("saving the value a line spelt wrong repairs that line, and Settings lists no problem after")
  func saveRepairsTheFile() throws {
    let directory = NSTemporaryDirectory() + "arcade-effects-\(UUID().uuidString)"
    defer { try? FileManager.default.removeItem(atPath: directory) }
    try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
    let path = directory + "/settings"
    try "theme = drak # mine\r\n".write(toFile: path, atomically: true, encoding: .utf8)
    let file = SettingsFile(bytes: Array("theme = drak # mine\r\n".utf8))
    let assets = AssetLocator.directory()
    let env = AppEnvironment(
      records: RecordStore(directory: directory + "/records"), seed: 7, assetsDirectory: assets,
      decks: MemoryDeckLibrary(assetsDirectory: assets).shelf())
    env.settingsPath = path
    env.settingsProblems = file.problems.map { $0.description }
    let effects = SessionEffects(
      env: env, terminal: NotedTerminal(), settingsFile: file, theme: .auto, backdrop: .dark, previews: true)
    env.effectRunner = effects.run
    let h = Harness(SettingsScene(env: env), size: Size(width: 80, height: 24))
    h.afterFrame = { env.runPendingEffects() }
    #expect(h.contains("! Your file: line 1, column 9: theme 'drak'"))
    h.press(.right)  // theme: auto -> dark
    h.press(.enter)
    #expect(effects.failures.isEmpty)
    #expect(try String(contentsOfFile: path, encoding: .utf8) == "theme = dark # mine\r\n")
    #expect(env.settingsProblems.isEmpty)
    h.stack.push(SettingsScene(env: env))
    #expect(!h.contains("Your file"))
  }
}
