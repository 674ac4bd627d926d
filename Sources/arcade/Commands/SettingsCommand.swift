import ArcadeKit
import ArcadeSystem
import ArgumentParser
import SettingsFormat

/// `arcade settings`: each setting in force and where it came from.
struct SettingsCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "settings",
    abstract: "Print the settings in force and where each came from (default, file, environment, flag).")

  @OptionGroup var global: GlobalOptions

  func run() throws {
    let loaded = SettingsLoader.load(global.playOptions)
    for line in loaded.problems { FileHandleOutput.stderr("arcade: " + line) }
    for line in Self.lines(loaded, auto: AutoTheme.resolve(loaded.settings.theme)) {
      FileHandleOutput.stdoutLine(line)
    }
  }

  /// The report: the file, then a line per setting.
  static func lines(_ loaded: LoadedSettings, auto: (ThemePalette, String?)) -> [String] {
    var out = ["settings file: \(loaded.path)"]
    let width = PlayerSettings.names.map(\.count).max() ?? 0
    for name in PlayerSettings.names {
      var value = loaded.settings.value(of: name) ?? ""
      if name.hasPrefix("key."), value.isEmpty { value = "-" }
      var source = loaded.sources[name] ?? "default"
      if name == "theme", let how = auto.1 {
        value = loaded.settings.theme == .auto ? "auto -> \(auto.0.title)" : auto.0.title
        source += "; \(how)"
      }
      if name == "glyphs", loaded.settings.glyphs == nil {
        let term = Environment.value("TERM") ?? ""
        value = "auto -> \(TerminalGlyphs.pick(loaded.settings).rawValue)"
        source += "; TERM=\(SafeText.shown(term, limit: 40))"
      }
      if name.hasPrefix("key."), let action = GameAction(rawValue: String(name.dropFirst(4))) {
        let keys = loaded.settings.keys(for: action).map(\.description).joined(separator: " ")
        source += "; keys in force: \(keys)"
      }
      let padded = name + String(repeating: " ", count: width - name.count)
      out.append("\(padded) = \(value)  (\(source))")
    }
    return out
  }
}
