import ArcadeKit
import FizzBuzzModel
import Records

/// Reads and writes the `fizzbuzz` records table.
enum FizzBuzzRecordsTable {
  static let table = RecordsTable("fizzbuzz", default: FizzBuzzRecords())
  static var name: String { table.name }

  static func read(_ records: DeferredRecords) -> FizzBuzzRecords { records.read(table) }

  /// Counts a finished game; the write happens when the run loop flushes.
  static func append(_ game: FizzBuzzFinishedGame, _ env: AppEnvironment) {
    env.records.update(table) { $0.games.append(game) }
  }

  /// The launch menu's line: "Games: 4  Best: 18".
  static func summary(_ env: AppEnvironment) -> String {
    let games = read(env.records).games
    guard let best = games.map(\.score).max() else { return "" }
    return "Games: \(games.count)  Best: \(best)"
  }
}

extension FizzBuzzRecords: PlausibleRecords {
  /// A game no form could have set up, or a score no such game could reach, makes the file
  /// corrupt: the Stats chart multiplies scores, and a replay counts up to the limit.
  public var isPlausible: Bool {
    let bounds = FizzBuzzBounds.game
    let most = bounds.limit.upperBound
    return games.allSatisfy { game in
      let settings = game.settings
      return bounds.divisors.contains(settings.firstDivisor)
        && bounds.divisors.contains(settings.secondDivisor)
        && bounds.limit.contains(settings.limit)
        && settings.firstWord.unicodeScalars.count <= 256 && settings.secondWord.unicodeScalars.count <= 256
        && (0...most).contains(game.correct) && (0...most).contains(game.wrong)
        && (0...most).contains(game.missed)
        && (-most...2 * most).contains(game.score) && Plausible.seconds(game.playedAt)
    }
  }
}
