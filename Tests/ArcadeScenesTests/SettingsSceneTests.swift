import ArcadeKit
import Testing

@testable import ArcadeScenes

/// The Settings screen changes nothing itself: Enter asks the launcher to save (an effect),
/// Esc asks for nothing to be kept and puts the first theme back, `r` shows the defaults.
@Suite("Settings screen")
struct SettingsSceneTests {
  final class Effects {
    var saved: [PlayerSettings] = []
    var previewed: [ThemeChoice] = []
    init(_ env: AppEnvironment) {
      env.effectRunner = { [unowned self] effect in
        switch effect {
        case .saveSettings(let settings): saved.append(settings)
        case .previewTheme(let theme): previewed.append(theme)
        default: break
        }
      }
    }
  }

  static func opened() -> (Harness, AppEnvironment, Effects) {
    let env = testEnvironment()
    let effects = Effects(env)
    let h = Harness(MenuScene(env: env))
    h.afterFrame = { env.runPendingEffects() }
    let row = h.lines.first { $0.contains("Settings") } ?? ""
    h.type(String(row.split(separator: " ").first { $0.allSatisfy(\.isNumber) } ?? "0"))
    return (h, env, effects)
  }

  @Test("the menu has a Settings entry that opens the screen")
  func menuEntry() {
    let (h, _, _) = Self.opened()
    #expect(h.stack.top is SettingsScene)
    #expect(h.contains("the arrows always move"))
  }

  @Test("←→ change a value and preview a theme; Enter asks for the values to be saved")
  func enterSaves() {
    let (h, env, effects) = Self.opened()
    h.press(.right)
    #expect(effects.previewed == [.named(.dark)])
    h.press(.down, .down, .right)
    h.press(.enter)
    #expect(effects.saved.count == 1)
    #expect(effects.saved.first?.theme == .named(.dark))
    #expect(effects.saved.first?.animations == .reduced)
    #expect(env.settings.animations == .reduced)
    #expect(h.stack.top is MenuScene)
  }

  @Test("Esc saves nothing and puts the first theme back")
  func escLeaves() {
    let (h, _, effects) = Self.opened()
    h.press(.right, .escape)
    #expect(effects.saved.isEmpty)
    #expect(effects.previewed == [.named(.dark), .auto])
    #expect(h.stack.top is MenuScene)
  }

  @Test("r shows the defaults; Enter then keeps them")
  func restoresDefaults() {
    let (h, _, effects) = Self.opened()
    h.press(.right, .down, .right, .char("r"))
    #expect((h.stack.top as? SettingsScene)?.edited == PlayerSettings.defaults)
    #expect(h.contains("◀ vi, wasd ▶"))
    h.press(.enter)
    #expect(effects.saved == [PlayerSettings.defaults])
  }

  /// The screen opened with the row of `action`'s own key chosen.
  static func onKeyRow(_ action: GameAction) -> (Harness, AppEnvironment, Effects, SettingsScene) {
    let (h, env, effects) = opened()
    let scene = h.stack.top as! SettingsScene
    for _ in SettingsScene.items where SettingsScene.items[scene.selected] != .key(action) { h.press(.down) }
    #expect(SettingsScene.items[scene.selected] == .key(action), "↓ never reached \(action)'s row")
    return (h, env, effects, scene)
  }

  @Test("→ on an action's row asks for its key; the key pressed is the player's own; Enter saves it")
  func pressTheKeyForUp() {
    let (h, _, effects, scene) = Self.onKeyRow(.up)
    h.press(.right)
    #expect(h.contains("Press the key for Up (Esc: none)."))
    h.press(.char("x"))
    #expect(scene.edited.remaps[.up] == .char("x"))
    #expect(h.contains("Up: up k w x."))
    h.press(.enter)
    #expect(effects.saved.first?.remaps == [.up: .char("x")])
  }

  @Test("the key asked for may be one the screen itself uses (q, r, ?): it is taken, not obeyed")
  func screenKeysAreTaken() {
    let (h, _, _, scene) = Self.onKeyRow(.pause)
    h.press(.right, .char("r"))
    #expect(scene.edited.remaps[.pause] == .char("r"))
    h.press(.right, .char("q"))
    #expect(h.stack.top === scene)
    #expect(h.contains("q would be bound to both back and pause: not bound"))
    #expect(scene.edited.remaps[.pause] == .char("r"))
  }

  @Test("a key bound to another action is refused with a line naming both; nothing changes")
  func boundTwiceIsRefused() {
    let (h, _, _, scene) = Self.onKeyRow(.up)
    h.press(.right, .char("j"))
    #expect(h.contains("j would be bound to both up and down: not bound"))
    #expect(scene.edited.remaps.isEmpty)
  }

  @Test("a control key, which terminals cannot send apart from others, is refused")
  func controlKeysAreRefused() {
    let (h, _, _, scene) = Self.onKeyRow(.share)
    h.press(.right, .ctrl("a"))
    #expect(h.contains("is not a key every terminal sends apart: not bound"))
    #expect(scene.edited.remaps.isEmpty)
  }

  @Test("Esc while a key is asked for binds nothing and stays; Backspace clears the player's key")
  func escCancelsBackspaceClears() {
    let (h, _, _, scene) = Self.onKeyRow(.help)
    h.press(.right, .escape)
    #expect(h.stack.top === scene && scene.capturing == nil && scene.edited.remaps.isEmpty)
    h.press(.right, .char("x"))
    #expect(scene.edited.remaps[.help] == .char("x"))
    h.press(.backspace)
    #expect(scene.edited.remaps.isEmpty)
  }

  @Test("r clears the player's own keys too: they are defaults like the rest")
  func restoreClearsOwnKeys() {
    let (h, _, _, scene) = Self.onKeyRow(.select)
    h.press(.right, .char("x"), .char("r"))
    #expect(scene.edited == PlayerSettings.defaults)
  }
}
