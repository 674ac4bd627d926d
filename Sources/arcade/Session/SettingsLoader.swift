import ArcadeKit
import ArcadeSystem
import SettingsFormat

#if canImport(Glibc)
  import Glibc
#endif

/// The settings in force for a session: the defaults, then the player's file, then the
/// environment (NO_COLOR, ARCADE_ANIMATIONS), then the command line (`--theme`, `--keys`,
/// `--animations`, `--no-color`), each saying where it came from. Read by the executable before
/// the first scene; scenes get the values.
struct LoadedSettings {
  /// The player's file as read (its lines kept for saving from the Settings screen).
  var file: SettingsFile
  var path: String
  var settings: PlayerSettings
  /// Per setting name: "default", "file, line N", "environment (NAME)", "flag (--NAME)".
  var sources: [String: String]
  /// One line per thing that could not be used, naming the file and line.
  var problems: [String]
  /// The file's own problems (its lines, or why it was not read), for the Settings screen and
  /// the menu's notice at start.
  var fileProblems: [SettingsFile.Problem]
}

enum SettingsLoader {
  /// The largest settings file read.
  static let limit = 64 * 1024

  /// `$XDG_CONFIG_HOME/arcade/settings`, else `~/.config/arcade/settings`.
  static func path() -> String {
    if let xdg = Environment.nonEmpty("XDG_CONFIG_HOME"), xdg.hasPrefix("/") {
      return xdg + "/arcade/settings"
    }
    let home = Environment.nonEmpty("HOME") ?? "/"
    return (home.hasSuffix("/") ? String(home.dropLast()) : home) + "/.config/arcade/settings"
  }

  /// The file at `path`, or the defaults with one line saying why it could not be read. A
  /// missing file is no problem: the defaults. Never writes.
  static func read(_ path: String) -> (SettingsFile, [String]) {
    let (file, problems) = readFile(path)
    let shown = SafeText.shown(path, limit: 300)
    return (file, problems.map { described($0, shown) })
  }

  /// As `read`, each problem as the file's (for the Settings screen, which names the path).
  static func readFile(_ path: String) -> (SettingsFile, [SettingsFile.Problem]) {
    var info = stat()
    if lstat(path, &info) != 0 && errno == ENOENT { return (SettingsFile(), []) }  // no file: the defaults
    switch Files.readOwned(path, limit: limit, followingLinks: true) {
    case .failure(let error):
      return (SettingsFile(), [.init(line: nil, error.reason, kept: "using the defaults")])
    case .success(let read):
      guard read.owner == getuid() else {
        return (
          SettingsFile(),
          [.init(line: nil, "owned by another user (uid \(read.owner))", kept: "using the defaults")]
        )
      }
      let file = SettingsFile(bytes: read.bytes)
      return (file, file.problems)
    }
  }

  /// "settings ~/.config/arcade/settings line 8, column 9: theme 'drak' is not … (kept auto)".
  static func described(_ problem: SettingsFile.Problem, _ shownPath: String) -> String {
    "settings \(shownPath)\(problem.line == nil ? ":" : "") \(problem)"
  }

  /// What the session uses. `flags` are already checked (a bad value exits 2 before this).
  static func load(_ options: PlayOptions) -> LoadedSettings {
    let path = path()
    let (file, fileProblems) = readFile(path)
    let shown = SafeText.shown(path, limit: 300)
    let problems = fileProblems.map { described($0, shown) }
    var settings = file.settings
    var sources = [String: String](minimumCapacity: PlayerSettings.names.count)  // no regrowing at start-up
    for name in PlayerSettings.names { sources[name] = file.setNames.contains(name) ? "file" : "default" }
    var notes = problems
    if Environment.nonEmpty("NO_COLOR") != nil {
      settings.theme = .named(.mono)
      sources["theme"] = "environment (NO_COLOR)"
    }
    if let value = Environment.nonEmpty("ARCADE_ANIMATIONS") {
      if let problem = settings.set("animations", to: value) {
        notes.append(
          "ARCADE_ANIMATIONS: \(problem)\(PlayerSettings.suggestion(name: "animations", value: value)) (ignored)"
        )
      } else {
        sources["animations"] = "environment (ARCADE_ANIMATIONS)"
      }
    }
    if let value = Environment.nonEmpty("ARCADE_SCREEN_READER") {
      if let problem = settings.set("screen_reader", to: value) {
        notes.append(
          "ARCADE_SCREEN_READER: \(problem)\(PlayerSettings.suggestion(name: "screen_reader", value: value)) (ignored)"
        )
      } else {
        sources["screen_reader"] = "environment (ARCADE_SCREEN_READER)"
      }
    }
    if options.screenReader {
      settings.screenReader = true
      sources["screen_reader"] = "flag (--screen-reader)"
    }
    if settings.screenReader && settings.animations != .none {
      // No motion for a reader: a spinner would be spoken on every frame.
      settings.animations = .none
      sources["animations"] = "screen reader"
    }
    if options.ascii {
      settings.glyphs = .ascii
      sources["glyphs"] = "flag (--ascii)"
    }
    if options.noColor {
      settings.theme = .named(.mono)
      sources["theme"] = "flag (--no-color)"
    }
    for (name, value) in [
      ("theme", options.theme), ("keys", options.keys), ("animations", options.animations),
    ] {
      guard let value, value != "list" else { continue }
      if settings.set(name, to: value) == nil { sources[name] = "flag (--\(name))" }
    }
    if let (key, a, b) = settings.conflict() {
      // Only a flag's preset can make one now (the file's lines were checked one by one).
      notes.append(
        "\(KeyName.name(key)) is bound to both \(a.rawValue) and \(b.rawValue); the file's keys are left out")
      settings.remaps = [:]
    }
    return LoadedSettings(
      file: file, path: path, settings: settings, sources: sources, problems: notes,
      fileProblems: fileProblems)
  }
}

/// Writes the settings file from the Settings screen: its directory made when missing, the
/// text in a temporary file beside it, renamed into place (`OutputFile`): the old file stays
/// whole until the new one is complete. Never through a symbolic link.
enum SettingsSaver {
  /// Nil when written, else why not.
  static func write(_ text: String, to path: String) -> String? {
    // Private to the player (0700) for what it makes; a directory that cannot be made is
    // reported by the file's creation below.
    _ = Files.makeDirectories(Files.parentDirectory(path), mode: 0o700)
    switch OutputFile.create(path, replace: true) {
    case .failure(let error): return error.description
    case .success(let file):
      guard file.write(Array(text.utf8)) else {
        file.discard()
        return "cannot be written in full"
      }
      return file.commit()
    }
  }
}
