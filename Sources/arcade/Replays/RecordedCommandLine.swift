import DailyModel

/// The command line a replay records: everything after `arcade` but `--record FILE`,
/// `--force`, `--no-menu` (the header's `"root":"game"` says that) and the viewer's own
/// presentation (`--theme`: a replay is watched in the viewer's theme); a daily
/// challenge gets its day written out (`--date`), so a replay on another day plays the same one.
enum RecordedCommandLine {
  static func arguments(
    _ all: [String] = Array(CommandLine.arguments.dropFirst()), startedAt start: Double,
    screenReader: Bool = false
  ) -> [String] {
    var out: [String] = []
    var rest = all[...]
    while let argument = rest.popFirst() {
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      if argument == "--record" || PresentationFlags.names.contains(argument) {
        _ = rest.popFirst()
      } else if name != "--record" && !PresentationFlags.names.contains(name) && argument != "--force"
        && argument != "--no-menu"
      {
        out.append(argument)
      }
    }
    let daily = out.contains("--daily") || out.first { !$0.hasPrefix("-") } == "daily"
    if daily && !out.contains(where: { $0 == "--date" || $0.hasPrefix("--date=") }) {
      out += ["--date", DailyDate(secondsSince1970: start).description]
    }
    // Screen-reader mode from the settings file or ARCADE_SCREEN_READER: said on the command
    // line, so the replay plays it the same (its `l` looks; its timed games are untimed).
    if screenReader && !out.contains("--screen-reader") { out.append("--screen-reader") }
    return out
  }
}
