import ArcadeScenes
import DailyModel

/// The leaderboard as a replay has it: no shared files (other users' rows are never replayed;
/// the recorder leaves the screens that show them out of its digests), but the player's
/// sharing as it was when the session began (the header's `sharing`), turned on and off by
/// the session's own requests, so `o` asks the same question it asked then. A join or a leave
/// that failed in the session is not known here.
final class ReplayedLeaderboard: LeaderboardSource {
  let directory = "the shared directory"
  let problem: String? = nil
  private(set) var sharing: Bool
  let message: String? = nil
  let uid: UInt32 = 0
  let pending = 0

  init(sharing: Bool) { self.sharing = sharing }

  func entries(for game: DailyGame) -> [LeaderboardEntry] { [] }

  /// The effects of a replayed session: only sharing changes anything here.
  func run(_ effect: Effect) {
    if case .leaderboard(.sharing(let on)) = effect { sharing = on }
  }
}
