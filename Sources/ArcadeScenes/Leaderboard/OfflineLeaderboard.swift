import DailyModel
import LeaderboardModel

/// The leaderboard of a session with no shared directory to read, a replay's and the soak's:
/// no shared files (other users' rows are never replayed; the recorder leaves the screens that
/// show them out of its digests), but the player's sharing as it was when the session began (a
/// replay header's `sharing`), turned on and off by the session's own requests, so `o` asks
/// the same question it asked then. A join or a leave that failed in the session is not known.
public final class OfflineLeaderboard: LeaderboardSource {
  public let directory = "the shared directory"
  public let problem: String? = nil
  public private(set) var sharing: Bool
  public let message: String? = nil
  public let uid: UInt32 = 0
  public let pending = 0

  public init(sharing: Bool) { self.sharing = sharing }

  public func entries(for game: DailyGame) -> [LeaderboardEntry] { [] }

  /// Makes this `env`'s leaderboard, and the runner of its effects (only sharing changes
  /// anything here; the session has no other world to act on).
  public static func attach(to env: AppEnvironment, sharing: Bool) {
    let board = OfflineLeaderboard(sharing: sharing)
    env.leaderboard = board
    env.effectRunner = { board.run($0) }
  }

  /// The sharing as it stands; calling the result puts it back (a replay viewer's keyframe).
  public func savedState() -> () -> Void {
    let saved = sharing
    return { [self] in sharing = saved }
  }

  func run(_ effect: Effect) {
    if case .leaderboard(.sharing(let on)) = effect { sharing = on }
  }
}
