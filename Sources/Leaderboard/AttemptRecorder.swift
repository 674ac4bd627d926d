import ArcadeKit
import ArcadeScenes
import DailyModel
import LeaderboardModel
import Replay

/// Records a counted daily attempt alone, beside the session's own recording: from the moment
/// its scene is on the stack to its result. What it keeps is what a shared result holds
/// (`SharedAttemptHeader`, the attempt's events, the digest of its final state): nothing of
/// the session before the attempt, of other games, of the menu, of the player's records.
public final class AttemptRecorder {
  /// The largest attempt shared: far beyond a day's real play, and a bound on what every
  /// reader parses.
  public static let byteLimit = 2 << 20

  private let stack: SceneStack
  private let clock: Clock
  private let session: (start: Double, t0: Double)
  private let uid: UInt32
  private let arcade: String
  private var current: Recording?

  private struct Recording {
    var header: SharedAttemptHeader
    /// Where the attempt's scene stands on the stack: its state is digested from there up
    /// (a game may replace itself with its end screen).
    let depth: Int
    var lines: [UInt8] = []
    var events = 0
    var overflowed = false
  }

  /// `start` and `t0`: the session's wall clock (`start` when `clock` read `t0`).
  public init(stack: SceneStack, clock: Clock, start: Double, t0: Double, uid: UInt32, arcade: String) {
    self.stack = stack
    self.clock = clock
    session = (start, t0)
    self.uid = uid
    self.arcade = arcade
  }

  /// A counted attempt's scene was made (`Effect.attemptOpened`), told after the frame of the
  /// event that made it: the scene is on the stack and the game clock stands as the attempt
  /// begins. Its events are kept from here.
  public func begin(_ attempt: CountedAttempt) {
    guard let depth = stack.scenes.firstIndex(where: { $0 === attempt.scene }) else { return }
    let placeholder = SharedClaim(
      game: attempt.game, date: attempt.date, result: DailyResult(summary: "", won: false, finishedAt: 0))
    current = Recording(
      header: SharedAttemptHeader(
        arcade: arcade, uid: uid, claim: placeholder, size: stack.size, ascii: stack.options.ascii,
        start: session.start, t0: session.t0, t: clock.now, startedAt: attempt.startedAt,
        gameClock: stack.gameClockState),
      depth: depth)
  }

  /// A line the session's recorder wrote (an event, a suspend or a resume), before the stack
  /// gets the event. Screen-reader mode's look key is left out: the stack keeps it from the
  /// scenes (it only says where things are), so the attempt's game never saw it, and a
  /// reader's replay, which has no presentation, would give it to the game as a move.
  public func record(_ line: ReplayLine) {
    guard var recording = current, !line.isEnd, !recording.overflowed else { return }
    if let event = line.inputEvent, stack.isLook(event) { return }
    current = nil  // no copy of the lines while they grow
    var event = line
    event.s = nil  // screens are not compared; a reader checks the state and the result
    let bytes = ReplayRecorder.encode(event)
    if recording.lines.count + bytes.count > Self.byteLimit {
      recording.overflowed = true
      recording.lines = []
    } else {
      recording.lines += bytes
      if line.e != "suspend" && line.e != "resume" { recording.events += 1 }
    }
    current = recording
  }

  /// The shared file of the attempt that ended with `claim`, or why there is none.
  public func finish(_ claim: SharedClaim) -> Result<[UInt8], AttemptNotRecorded> {
    guard let recording = current, recording.header.claim.game == claim.game,
      recording.header.claim.date == claim.date, stack.scenes.count > recording.depth
    else { return .failure(.notRecorded) }
    current = nil
    guard !recording.overflowed else { return .failure(.tooLong) }
    var header = recording.header
    header.claim = claim
    var end = ReplayLine(e: "end")
    end.t = clock.now
    end.events = recording.events
    end.state = ReplayRecorder.stateDigest(of: Array(stack.scenes[recording.depth...]))
    return .success(ReplayRecorder.encode(header) + recording.lines + ReplayRecorder.encode(end))
  }
}

public enum AttemptNotRecorded: Error, CustomStringConvertible, Sendable {
  case notRecorded, tooLong

  public var description: String {
    switch self {
    case .notRecorded: return "the attempt was not recorded from its start"
    case .tooLong: return "the attempt is longer than a shared result may be"
    }
  }
}
