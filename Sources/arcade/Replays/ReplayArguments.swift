import ArcadeKit
import ArcadeScenes
import Replay

/// The recorded command line of a replay, checked before any of it runs: a replay file is
/// input from anyone, and its header must describe a game session and nothing else. Only the
/// game subcommands and the options of a session are accepted; `--print`, `--headless`, help,
/// completion scripts, `--record` and the rest are refused with a line saying which.
enum ReplayArguments {
  /// The arcade's subcommands that start a session (its games and the daily list): a new
  /// game's command is accepted as soon as `ArcadeCommand` lists it.
  static let subcommands: Set<String> = Set(
    ArcadeCommand.configuration.subcommands.filter { $0 is any SessionCommand.Type }
      .compactMap { $0.configuration.commandName })
  /// Options that take a value.
  static let valued: Set<String> = [
    "--seed", "--data-dir", "--mode", "--size", "--deck", "--int1", "--int2", "--limit", "--str1", "--str2",
    "--latency-scale", "--faults", "--transport", "--date",
  ]
  /// `--lines` and `--screen-reader` stay in a recorded command line: they make a timed game an
  /// untimed practice, which the replay must play the same.
  static let flags: Set<String> = ["--ascii", "--no-color", "--daily", "--lines", "--screen-reader"]

  /// Why `arguments` are not a game session's, or nil when they are.
  static func problem(in arguments: [String]) -> String? {
    var rest = arguments[...]
    var subcommand: String?
    while let argument = rest.popFirst() {
      guard argument.hasPrefix("-") else {
        guard subcommand == nil, subcommands.contains(argument) else {
          return "'\(SafeText.shown(argument, limit: 40))' is not a game"
        }
        subcommand = argument
        continue
      }
      let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
      if flags.contains(argument) { continue }
      guard valued.contains(name) else {
        return "\(SafeText.shown(name, limit: 40)) is not an option of a game session"
      }
      if name == argument && rest.popFirst() == nil { return "\(name) has no value" }
    }
    return nil
  }

  /// Why a game session's recorded command line costs more than a replay may (a maze over
  /// `ReplayLimits.mazeCells`: the command line allows 4001×4001), or nil.
  static func costProblem(in arguments: [String]) -> String? {
    guard arguments.contains("maze") else { return nil }
    var size: String?
    for (index, argument) in arguments.enumerated() {
      if argument == "--size", index + 1 < arguments.count { size = arguments[index + 1] }
      if argument.hasPrefix("--size=") { size = String(argument.dropFirst("--size=".count)) }
    }
    guard let size, let sides = MazeSettings.parseSize(size) else { return nil }
    return ReplayLimits.mazeProblem(width: sides.width, height: sides.height)
  }
}
