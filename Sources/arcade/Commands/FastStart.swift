import ArcadeKit

/// The global options as plain values, whoever parsed them.
struct PlayOptions: Equatable {
  var seed: UInt64? = nil
  var ascii = false
  var noColor = false
  var dataDir: String? = nil
  /// `--record FILE`: where the session's replay goes.
  var record: String? = nil
  /// `--force`: `--record` may replace an existing file.
  var force = false
  /// `--theme NAME` (or `list`), checked.
  var theme: String? = nil
  /// `--keys LIST`, checked.
  var keys: String? = nil
  /// `--animations LEVEL`, checked.
  var animations: String? = nil
  /// `--lines`: line mode (plain lines on stdin and stdout, no curses).
  var lines = false
  /// `--screen-reader` (or ARCADE_SCREEN_READER=1, or the setting).
  var screenReader = false
  /// `--no-menu`: the game alone, with no launch menu under it.
  var noMenu = false
}

/// The common command lines — a bare `arcade`, or only the global options, each given once in
/// its plain form (`--seed 7 --ascii --no-color --data-dir PATH`) — read without
/// swift-argument-parser, whose first parse reflects over every command and option type
/// (about two thirds of the start-up time of a bare `arcade`). Anything else, including every
/// mistake, `--help` and every subcommand, returns nil and goes through ArgumentParser, so its
/// help and errors stay exactly as they were.
enum FastStart {
  static func options(_ arguments: [String]) -> PlayOptions? {
    var options = PlayOptions()
    var seen: [String] = []  // at most four: an array, not a Set (no hashing at start-up)
    var rest = arguments[...]
    while let argument = rest.popFirst() {
      guard !seen.contains(argument) else { return nil }
      seen.append(argument)
      switch argument {
      case "--ascii": options.ascii = true
      case "--no-color": options.noColor = true
      case "--lines": options.lines = true
      case "--screen-reader": options.screenReader = true
      case "--seed":
        guard let value = rest.popFirst(), let seed = UInt64(value), value.first?.isNumber == true else {
          return nil
        }
        options.seed = seed
      case "--theme":
        guard let value = rest.popFirst(), value == "list" || ThemeChoice(value) != nil else { return nil }
        options.theme = value
      case "--data-dir":
        guard let value = rest.popFirst(), !value.isEmpty, !value.hasPrefix("-") else { return nil }
        options.dataDir = value
      default:
        return nil
      }
    }
    return options
  }
}
