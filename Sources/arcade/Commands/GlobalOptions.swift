import ArcadeKit
import ArgumentParser
import SettingsFormat

/// Options every command takes: `arcade [--seed N] [--ascii] [--no-color] [--data-dir PATH]`.
struct GlobalOptions: ParsableArguments {
  @Option(
    parsing: .unconditional, help: "Seed for every random choice; the same seed replays the same games.")
  var seed: UInt64?

  @Flag(help: "Draw with ASCII instead of emoji and box-drawing characters.")
  var ascii = false

  @Flag(name: .customLong("no-color"), help: "Monochrome display (also when NO_COLOR is set).")
  var noColor = false

  @Option(
    help: ArgumentHelp(
      "Colour theme: auto, dark, light, high-contrast, colour-blind or mono; 'list' shows each one.",
      valueName: "name"))
  var theme: String?

  @Option(
    help: ArgumentHelp(
      "Letters that move besides the arrows: arrows, vi, wasd (a list: vi,wasd).", valueName: "preset"))
  var keys: String?

  @Option(help: ArgumentHelp("Motion on screen: full, reduced or none.", valueName: "level"))
  var animations: String?

  @Flag(
    help:
      "Line mode: no full screen; read commands (keys or words) a line at a time and write one line per change."
  )
  var lines = false

  @Flag(
    name: .customLong("screen-reader"),
    help: "Tuned for a screen reader: the cursor on the news, a status line in words, l to look, no motion.")
  var screenReader = false

  @Option(
    name: .customLong("data-dir"), help: "Where records are kept (default: $XDG_DATA_HOME/arcade).",
    completion: .directory)
  var dataDir: String?

  @Option(
    help: ArgumentHelp(
      "Write a replay of the session to this file (JSON lines; see 'arcade replay').", valueName: "file"),
    completion: .file())
  var record: String?

  @Flag(help: "With --record (or replay --cast): replace the file if it exists.")
  var force = false

  @Flag(
    name: .customLong("no-menu"),
    help: "With a game: play it alone; leaving it leaves the arcade instead of opening the menu.")
  var noMenu = false

  func validate() throws {
    // An empty path would quietly mean the default directory, or the current one.
    if dataDir?.isEmpty == true { throw ValidationError("--data-dir must name a directory (got '')") }
    if let theme, theme != "list", ThemeChoice(theme) == nil {
      throw ValidationError(PresentationFlags.themeProblem(theme))
    }
    var probe = PlayerSettings()
    for (name, value) in [("keys", keys), ("animations", animations)] {
      guard let value, let problem = probe.set(name, to: value) else { continue }
      throw ValidationError("--\(problem)" + PlayerSettings.suggestion(name: name, value: value))
    }
    if record?.isEmpty == true { throw ValidationError("--record must name a file (got '')") }
  }
}
