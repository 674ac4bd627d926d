import ArcadeKit
import ArcadeScenes
import ArcadeText
import LeaderboardModel
import NcursesTerminal
import SettingsFormat

/// What the session's effects do to the terminal: a theme shown, the bell rung.
protocol EffectTerminal: AnyObject {
  func setTheme(_ palette: ThemePalette)
  func ring(visual: Bool)
}

extension NcursesBackend: EffectTerminal {}

/// The launcher's effects that are the terminal's and the settings file's (the clipboard, the
/// Settings preview's theme, saving the settings, the bell), and what they keep between
/// frames. The player's settings are read from one place, the environment's (`env.settings`,
/// what the Settings screen shows): the bell rings as they say, saved or not.
final class SessionEffects {
  private let env: AppEnvironment
  private let terminal: EffectTerminal?
  /// The settings file as last read or saved: a save keeps its comments and unknown lines.
  private var settingsFile: SettingsFile
  /// The theme the screen shows: its variant follows a late answer.
  private var shownTheme: ThemeChoice
  /// The terminal's background: the variant of every theme shown (the preview's too).
  private var backdrop: Backdrop
  /// NO_COLOR and --no-color win for the session: the preview does not colour the screen.
  private let previews: Bool
  /// Plays a verified shared result in the viewer (set by the launcher, which has the
  /// terminal and the shared directory).
  var watch: ((LeaderboardEntry) -> Void)?
  /// `f` on the menu: who plays now, followed on this terminal (`arcade watch`).
  var watchLive: (() -> Void)?
  /// Told the settings just saved (live sharing follows `others_watch` at once).
  var settingsSaved: (PlayerSettings) -> Void = { _ in }
  /// Why settings were not saved: said after the terminal is restored.
  private(set) var failures: [String] = []

  init(
    env: AppEnvironment, terminal: EffectTerminal?, settingsFile: SettingsFile, theme: ThemeChoice,
    backdrop: Backdrop, previews: Bool
  ) {
    self.env = env
    self.terminal = terminal
    self.settingsFile = settingsFile
    shownTheme = theme
    self.backdrop = backdrop
    self.previews = previews
  }

  /// The terminal answered late: its background is `picked`, and the theme shown takes its
  /// variant for it (when that differs).
  func autoPicked(_ picked: Backdrop) {
    let before = shownTheme.palette(on: backdrop)
    backdrop = picked
    let after = shownTheme.palette(on: picked)
    if after != before { terminal?.setTheme(after) }
  }

  func run(_ effect: Effect) {
    switch effect {
    case .copy(let text): Clipboard.copy(text)
    case .previewTheme(let choice):
      guard previews else { break }
      shownTheme = choice
      terminal?.setTheme(choice.palette(on: backdrop))
    case .saveSettings(let new):
      let text = settingsFile.text(saving: new)
      let shownPath = SafeText.shown(env.settingsPath, limit: 300)
      if let failure = SettingsSaver.write(text, to: env.settingsPath) {
        failures.append("settings \(shownPath) not saved: \(failure)")
        // Over the menu's "Settings saved." (which a replay's check shows: it saves nothing).
        env.warn("Settings not saved to \(shownPath): \(failure); they hold for this session")
      } else {
        settingsFile = SettingsFile(bytes: Array(text.utf8))
        env.settingsProblems = settingsFile.problems.map(\.description)
      }
      settingsSaved(new)
    case .bell:
      switch env.settings.bell {
      case .off: break
      case .audible: terminal?.ring(visual: false)
      case .visual: terminal?.ring(visual: true)
      }
    case .watch(let entry): watch?(entry)
    case .watchLive: watchLive?()
    // The counted attempt's and the leaderboard's: `DailySharing` runs them.
    case .attemptOpened, .attemptBegan, .counted, .leaderboard: break
    }
  }
}
