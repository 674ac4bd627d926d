import ArcadeKit
import FizzBuzzModel

/// Reads and writes the `fizzbuzz` records table.
enum FizzBuzzRecordsTable {
  static let name = "fizzbuzz"

  static func read(_ env: AppEnvironment) -> FizzBuzzRecords {
    env.records.read(name, default: FizzBuzzRecords())
  }

  static func append(_ game: FinishedGame, _ env: AppEnvironment) {
    env.records.update(name, default: FizzBuzzRecords()) { $0.games.append(game) }
  }

  /// The launch menu's line: "Games: 4  Best: 18".
  static func summary(_ env: AppEnvironment) -> String {
    let games = read(env).games
    guard let best = games.map(\.score).max() else { return "" }
    return "Games: \(games.count)  Best: \(best)"
  }
}
