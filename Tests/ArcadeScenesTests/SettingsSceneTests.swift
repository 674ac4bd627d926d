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
}
