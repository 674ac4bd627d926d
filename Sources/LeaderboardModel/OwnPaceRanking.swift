import DailyModel

/// FizzBuzz's counted daily played at the player's own pace (each number waited) is ranked in
/// a table of its own, "FizzBuzz · own pace", after the timed one: the two are different games
/// for the clock, and a verifier checks each as what it claims (`DailyResult.ownPace`).
extension LeaderboardEntry {
  public var isOwnPace: Bool { result.ownPace == true }
}

extension LeaderboardRanking {
  /// The own-pace table's name after the game's title ("FizzBuzz · own pace").
  public static let ownPaceTable = "own pace"

  /// `entries` as shown: the timed table ranked (`ordered`, `places`), then the own-pace one
  /// ranked on its own, each with its place.
  public static func byPace(_ entries: [LeaderboardEntry]) -> [(entry: LeaderboardEntry, place: Int?)] {
    let timed = ordered(entries.filter { !$0.isOwnPace })
    let ownPace = ordered(entries.filter(\.isOwnPace))
    return Array(zip(timed, places(timed))) + Array(zip(ownPace, places(ownPace))).map { ($0, $1) }
  }
}
