import ArcadeKit
import ArcadeRandom
import DailyModel
import LeaderboardModel
import Records

/// A game played as a day's challenge: which day, whether this attempt counts (the first
/// attempt of today's challenge, from the moment its board is shown) and where the result goes.
public struct DailySession: Sendable {
  /// Whether the counted attempt has begun and whether it finished: shared by the scene's
  /// copies of the session (read and written on the loop's thread only).
  final class Progress: @unchecked Sendable {
    var begun = false
    var finished = false
    /// The game time of the first move: a result's time is counted from it.
    var begunAt: Double?
  }
  private let progress = Progress()

  public let challenge: DailyChallenge
  public let today: DailyDate
  /// Decided when the game starts: today's challenge not begun yet.
  public let counts: Bool
  /// Where leaving the game leads ("the daily list"), as end screens name it.
  public let returnsTo: String
  /// The day's counted attempt was begun earlier and left unfinished (this one is practice).
  public let followsAbandoned: Bool
  /// A timed game at the player's own pace (FizzBuzz: each number waits), chosen on the counted
  /// attempt's notice: ranked in a table of its own.
  public let ownPace: Bool

  /// `startedElsewhere`: this user began the day's counted attempt from another data directory
  /// (its start record is in the shared directory): this one is practice.
  public init(
    game: DailyGame, date: DailyDate, today: DailyDate, book: DailyBook, returnsTo: String = "the menu",
    startedElsewhere: Bool = false, ownPace: Bool = false
  ) {
    self.ownPace = ownPace
    challenge = DailyChallenge(date: date, game: game)
    self.today = today
    self.returnsTo = returnsTo
    counts = book.counts(game, on: date, today: today) && !startedElsewhere
    followsAbandoned = book.result(of: game, on: date)?.abandoned == true
  }

  public var isPractice: Bool { !counts }

  /// The attempt's progress now (shared by the scene's copies of the session); calling the
  /// result puts it back: part of a game scene's keyframe (`RestorableScene`).
  public func savedProgress() -> () -> Void {
    let saved = (progress.begun, progress.finished, progress.begunAt)
    return { [progress] in (progress.begun, progress.finished, progress.begunAt) = saved }
  }

  /// The daily in a replay's state snapshot: which day, which game, whether it counts.
  public var snapshotText: String {
    "\(challenge.date) \(challenge.game.rawValue) counts=\(counts) afterAbandoned=\(followsAbandoned)"
      + (ownPace ? " ownPace" : "")
  }

  /// The seeds of the day's rounds: the same sequence for everyone.
  public var seeds: SeededRandom { SeededRandom(seed: challenge.seed) }

  /// The footer's note on a daily's screen: which day, and whether this game counts.
  public func footerTag(again: Bool = false) -> String {
    "daily \(challenge.date)" + (isPractice || again ? " (practice)" : "")
  }

  /// The share card's heading; `again` for a game after the day's first in the same scene
  /// (practice: only the first finished attempt counts).
  public func heading(_ game: DailyGame, again: Bool = false) -> ShareCard.Heading {
    ShareCard.Heading(
      game: game, daily: challenge.date, practice: isPractice || again, abandonedAttempt: followsAbandoned)
  }

  /// The counted attempt has begun and is not over: leaving it asks first.
  public var isOpen: Bool { counts && progress.begun && !progress.finished }

  /// The attempt begins, at the player's first move (the same point in every game; nothing of
  /// the board is revealed before it): a counted one is saved as abandoned at once, and its
  /// result replaces that when it finishes; its start record goes to the shared directory
  /// after the frame (`Effect.attemptBegan`). The records write happens when the run loop flushes.
  public func begin(env: AppEnvironment, now: Double) {
    if progress.begunAt == nil { progress.begunAt = now }
    guard counts, !progress.begun else { return }
    progress.begun = true
    env.post(.attemptBegan(challenge))
    let time = env.wallClock()
    env.records.update(DailyRecordsTable.table) { book in
      book.begin(challenge.game, on: challenge.date, today: today, at: time)
    }
  }

  /// Saves a finished daily (counted or practice) in the `daily` records table; the write
  /// happens when the run loop flushes. A daily never changes the game's own records.
  /// `score`: what the leaderboard ranks by, higher first.
  /// `now`: the game time it finished at; its time is game time from the first move (time
  /// stopped by a pause, a too-small terminal or Ctrl-Z is not in it), the one time the board
  /// shows.
  public func finish(summary: String, won: Bool, score: Double, env: AppEnvironment, now: Double) {
    progress.finished = true
    let seconds = progress.begunAt.map { max(0, now - $0) }
    progress.begunAt = nil  // a practice game after it times itself from its own first move
    var result = DailyResult(
      summary: ownPace ? summary + ", own pace" : summary, won: won, finishedAt: env.wallClock(),
      score: score,
      seconds: seconds)
    if ownPace { result.ownPace = true }
    let book = env.records.update(DailyRecordsTable.table) { book in
      book.record(result, of: challenge.game, on: challenge.date, today: today, counted: counts)
    }
    // A counted result is offered to the shared leaderboard: the launcher shares it, with the
    // session's replay, when the player has joined.
    if counts, let stored = book.result(of: challenge.game, on: challenge.date), !stored.abandoned,
      stored.finishedAt == result.finishedAt
    {
      env.post(.counted(SharedClaim(game: challenge.game, date: challenge.date, result: stored)))
    }
  }
}

extension DailySession {
  /// Back (q, Esc) during an open counted attempt asks first (`LeaveAttemptOverlay`); true when
  /// the event was that question.
  public func confirmsLeaving(_ event: InputEvent, context: SceneContext, env: AppEnvironment) -> Bool {
    guard isOpen, case .key(let key) = event, SharedKeys.back.keys.contains(key) else { return false }
    context.push(LeaveAttemptOverlay(game: challenge.game) { leave(env: env) })
    return true
  }

  /// The player answered yes to Leave?: the attempt is closed, abandoned for good (shared as
  /// such when the player shares), and the day's board is practice from now on (an attempt
  /// whose arcade was killed stays open).
  func leave(env: AppEnvironment) {
    guard isOpen else { return }
    progress.finished = true
    let book = env.records.update(DailyRecordsTable.table) { book in
      book.close(challenge.game, on: challenge.date)
    }
    if let closed = book.result(of: challenge.game, on: challenge.date), closed.abandoned, !closed.isOpen {
      env.post(.counted(SharedClaim(game: challenge.game, date: challenge.date, result: closed)))
    }
  }
}

/// Reads the `daily` records table (the sessions write it: `DailySession`).
public enum DailyRecordsTable {
  public static let table = RecordsTable("daily", default: DailyBook())
  public static var name: String { table.name }

  public static func read(_ records: DeferredRecords) -> DailyBook { records.read(table) }

  /// The UTC day the environment's clock says it is.
  public static func today(_ env: AppEnvironment) -> DailyDate {
    DailyDate(secondsSince1970: env.wallClock())
  }
}
