import DailyModel
import LeaderboardModel

/// The machine's shared leaderboard as scenes see it. The launcher's implementation reads and
/// verifies the shared directory's files on a thread of its own and hands what it found to
/// the screen in the run loop's effects; a scene reads what is known so far and asks for the
/// rest with `Effect.leaderboard` (it does no I/O, and never waits for a file).
public protocol LeaderboardSource: AnyObject {
  /// The shared directory, as help names it.
  var directory: String { get }
  /// Why the directory cannot be used, in one line (nil: it can).
  var problem: String? { get }
  /// Whether this user shares their counted dailies.
  var sharing: Bool { get }
  /// The outcome of the last join or leave, in one line.
  var message: String? { get }
  /// The reader's uid: their own row is highlighted.
  var uid: UInt32 { get }
  /// Shared files of the opened day still to be read and verified.
  var pending: Int { get }
  /// The rows known so far for `game` on the opened day (unordered).
  func entries(for game: DailyGame) -> [LeaderboardEntry]
}
