import ArcadeRandom
import DailyModel
import Records

/// A game played as a day's challenge: which day, whether this attempt counts (the first
/// finished attempt of today's challenge) and where the result goes.
public struct DailySession: Sendable {
  public let challenge: DailyChallenge
  public let today: DailyDate
  /// Decided when the game starts: today's challenge not finished yet.
  public let counts: Bool

  public init(game: DailyGame, date: DailyDate, today: DailyDate, book: DailyBook) {
    challenge = DailyChallenge(date: date, game: game)
    self.today = today
    counts = book.counts(game, on: date, today: today)
  }

  public var isPractice: Bool { !counts }

  /// The seeds of the day's rounds: the same sequence for everyone.
  public var seeds: SeededRandom { SeededRandom(seed: challenge.seed) }

  /// The footer's note on a daily's screen: which day, and whether this game counts.
  public func footerTag(again: Bool = false) -> String {
    "daily \(challenge.date)" + (isPractice || again ? " (practice)" : "")
  }

  /// The share card's heading; `again` for a game after the day's first in the same scene
  /// (practice: only the first finished attempt counts).
  public func heading(_ game: DailyGame, again: Bool = false) -> ShareCard.Heading {
    ShareCard.Heading(game: game, daily: challenge.date, practice: isPractice || again)
  }

  /// Saves a finished daily (counted or practice) in the `daily` records table; the write
  /// happens when the run loop flushes. A daily never changes the game's own records.
  public func finish(summary: String, won: Bool, env: AppEnvironment) {
    let result = DailyResult(summary: summary, won: won, finishedAt: env.wallClock())
    env.records.update(DailyRecords.table, default: DailyBook()) { book in
      book.record(result, of: challenge.game, on: challenge.date, today: today)
    }
  }
}

/// The `daily` records table.
public enum DailyRecords {
  public static let table = "daily"

  public static func read(_ records: DeferredRecords) -> DailyBook {
    records.read(table, default: DailyBook())
  }

  /// The UTC day the environment's clock says it is.
  public static func today(_ env: AppEnvironment) -> DailyDate {
    DailyDate(secondsSince1970: env.wallClock())
  }
}
