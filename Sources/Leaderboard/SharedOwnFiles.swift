import ArcadeSystem
import DailyModel
import LeaderboardModel

#if canImport(Glibc)
  import Glibc
#endif

/// How long a user's own files stay in the shared directory.
extension SharedDirectory {
  /// Days a user's own files are kept after their day (start records, notes, claims, attempts):
  /// their owner removes older ones at start-up. Past the verdicts' days a reader keeps nothing of them
  /// either way (see README, "Shared daily leaderboard").
  public static let keptDays = 30

  /// Removes this user's result files of days more than `keptDays` before `today`; returns
  /// how many went.
  @discardableResult
  func removeOldDays(_ own: OwnFiles, today: DailyDate) -> Int {
    let oldest = today.dayNumber - Self.keptDays
    let (removed, _, _) = remove(own, matching: { $0.date.dayNumber < oldest }, members: false)
    return removed.values.reduce(0, +)
  }
}
