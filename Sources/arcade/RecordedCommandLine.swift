import DailyModel

/// The command line a replay records: everything after `arcade` but `--record FILE` and
/// `--force`; a daily
/// challenge gets its day written out (`--date`), so a replay on another day plays the same one.
enum RecordedCommandLine {
  static func arguments(
    _ all: [String] = Array(CommandLine.arguments.dropFirst()), startedAt start: Double
  ) -> [String] {
    var out: [String] = []
    var rest = all[...]
    while let argument = rest.popFirst() {
      if argument == "--record" {
        _ = rest.popFirst()
      } else if !argument.hasPrefix("--record=") && argument != "--force" {
        out.append(argument)
      }
    }
    let daily = out.contains("--daily") || out.first { !$0.hasPrefix("-") } == "daily"
    if daily && !out.contains(where: { $0 == "--date" || $0.hasPrefix("--date=") }) {
      out += ["--date", DailyDate(secondsSince1970: start).description]
    }
    return out
  }
}
