import DailyModel

/// A timed game's counted daily played at the player's own pace (FizzBuzz: each number waited) is
/// ranked in a table of its own, "FizzBuzz · own pace", after the timed one: the two are different games
/// for the clock, and a verifier checks each as what it claims (`DailyResult.ownPace`).
extension LeaderboardEntry {
  /// The table of a game's rows played by other rules ("own pace"); nil for the game's own.
  /// Rows of different tables are never ranked against each other (`LeaderboardRanking.tables`).
  public var variant: String? { result.ownPace == true ? LeaderboardRanking.ownPaceTable : nil }
  public var isOwnPace: Bool { variant == LeaderboardRanking.ownPaceTable }
}

extension LeaderboardRanking {
  /// The own-pace table's name after the game's title ("FizzBuzz · own pace").
  public static let ownPaceTable = "own pace"

  /// `entries` as shown: each table (`tables`) in turn, ranked on its own, each row with its
  /// place.
  public static func byPace(_ entries: [LeaderboardEntry]) -> [(entry: LeaderboardEntry, place: Int?)] {
    tables(entries).flatMap { table in Array(zip(table.entries, places(table.entries))) }
  }
}
