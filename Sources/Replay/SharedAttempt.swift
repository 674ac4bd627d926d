import ArcadeKit
import DailyModel
import LeaderboardModel

/// A shared daily result: one counted attempt, from its board to its result, and nothing else.
/// Its first line names the day, the game, the claim, the player's uid and the clocks the
/// attempt began on; then come the attempt's inputs (the event lines of a replay) and an end
/// line with the digest of the attempt's final state. No command line, option, path, assets
/// directory or records: a reader's verifier makes the day's game itself (`AttemptSession`)
/// and plays these inputs into it.
public struct SharedAttemptHeader: Codable, Equatable, Sendable {
  /// The format (`SharedAttemptFormat.version`).
  public var arcadeShared: Int
  /// The arcade that played it (`arcade 0.1.0`): another version may play otherwise.
  public var arcade: String
  /// Who played it: a file counts only for its owner.
  public var uid: UInt32
  public var claim: SharedClaim
  /// The terminal the attempt began on (clicks land by cell) and whether it drew in ASCII.
  public var width: Int
  public var height: Int
  public var ascii: Bool
  /// The session's wall clock: `start` seconds since 1970 when its clock read `t0`.
  public var start: Double
  public var t0: Double
  /// The session clock when the attempt's scene was made; every event comes at or after it.
  public var t: Double
  /// The game time the scene was made at, and the game clock then.
  public var startedAt: Double
  public var gameClock: GameClock.State

  public init(
    arcade: String, uid: UInt32, claim: SharedClaim, size: Size, ascii: Bool, start: Double, t0: Double,
    t: Double, startedAt: Double, gameClock: GameClock.State
  ) {
    arcadeShared = SharedAttemptFormat.version
    self.arcade = arcade
    self.uid = uid
    self.claim = claim
    width = size.width
    height = size.height
    self.ascii = ascii
    self.start = start
    self.t0 = t0
    self.t = t
    self.startedAt = startedAt
    self.gameClock = gameClock
  }

  public var size: Size { Size(width: width, height: height) }

  /// The wall-clock time the attempt began (its board was made).
  public var began: Double { start + (t - t0) }

  /// The first bound this header is past, in words; nil when every number is one a real
  /// attempt can have. Every field is checked here, before anything is played.
  public var problem: String? {
    typealias L = ReplayLimits
    guard arcadeShared == SharedAttemptFormat.version else { return "shared format \(arcadeShared)" }
    guard arcade.utf8.count <= L.versionBytes else { return "\"arcade\" longer than \(L.versionBytes) bytes" }
    guard width > 0, height > 0, width <= L.width, height <= L.height else {
      return "a size beyond \(L.width)×\(L.height), the largest terminal"
    }
    let clocks = [start, t0, t, startedAt, gameClock.offset] + (gameClock.pausedAt.map { [$0] } ?? [])
    guard clocks.allSatisfy({ $0.isFinite && abs($0) <= L.clockReading }), t >= t0, t - t0 <= L.seconds,
      gameClock.offset >= 0
    else { return "impossible clock readings" }
    let day = Double(claim.date.dayNumber) * 86_400
    guard began >= day, began < day + 86_400 else { return "an attempt not begun on \(claim.date)" }
    return claim.result.problem(after: began)
  }
}

public enum SharedAttemptFormat {
  /// The one version read: a file in another (an older shared replay, whatever its header
  /// turns off) is not verified.
  public static let version = 1
  /// The key that marks a shared attempt's first line.
  public static let marker = "arcadeShared"
  /// The root `ReplayHeader.root` names for a shared attempt's replay.
  public static let root = "attempt"
}

extension DailyResult {
  /// Why this claimed result cannot be a real finished attempt begun at `began`, or nil: a
  /// summary within bounds, a finish within two days of the beginning, a score and a time
  /// that are ordinary numbers. Checked before a claim is shown, so no value of it can trap.
  public func problem(after began: Double) -> String? {
    guard summary.utf8.count <= ReplayLimits.summaryBytes else {
      return "a claimed result longer than \(ReplayLimits.summaryBytes) bytes"
    }
    guard !abandoned else { return "an abandoned attempt" }
    guard finishedAt.isFinite, finishedAt >= began, finishedAt - began <= 2 * 86_400 else {
      return "a claimed finish outside the attempt's day"
    }
    if let score, !(score.isFinite && abs(score) <= 1e9) { return "a claimed score out of range" }
    if let seconds, !(seconds.isFinite && seconds >= 0 && seconds <= 2 * 86_400) {
      return "a claimed time out of range"
    }
    return nil
  }
}

extension ReplayHeader {
  /// The replay header a shared attempt plays under: what `arcade replay` shows and the
  /// event reader checks times against (every event at or after the attempt began).
  init(attempt: SharedAttemptHeader) {
    self.init(
      arcade: attempt.arcade, seed: 0,
      args: [attempt.claim.game.rawValue, "--daily", "--date", attempt.claim.date.description],
      ascii: attempt.ascii, monochrome: false, size: attempt.size, start: attempt.began, t0: attempt.t,
      records: [:])
    root = SharedAttemptFormat.root
    uid = attempt.uid
    shared = attempt.claim
  }
}
