/// One counted daily: how it ended, in the words the daily list shows.
public struct DailyResult: Codable, Hashable, Sendable {
  /// A short result ("won, 2 lives left", "14 moves, 0:52", "+61", "ratio 1.04").
  public var summary: String
  /// Whether the game was won or finished (a lost Zombies daily still counts for the streak:
  /// the challenge was played through).
  public var won: Bool
  /// Wall-clock seconds since 1970 when it was finished.
  public var finishedAt: Double

  public init(summary: String, won: Bool, finishedAt: Double) {
    self.summary = summary
    self.won = won
    self.finishedAt = finishedAt
  }
}

/// The daily records: one counted result per game per day. Kept in the records files with
/// their usual guarantees; a file from before a field existed reads with that field empty.
public struct DailyBook: Codable, Hashable, Sendable {
  /// Counted results by day (`YYYY-MM-DD`) and game.
  public var days: [String: [String: DailyResult]]
  /// Practice runs (replays of a finished daily, or of a past date) by day: counted nowhere
  /// else, shown so the player sees they were played.
  public var practice: [String: Int]

  public init(days: [String: [String: DailyResult]] = [:], practice: [String: Int] = [:]) {
    self.days = days
    self.practice = practice
  }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    days = try container.decodeIfPresent([String: [String: DailyResult]].self, forKey: .days) ?? [:]
    practice = try container.decodeIfPresent([String: Int].self, forKey: .practice) ?? [:]
  }

  public func result(of game: DailyGame, on date: DailyDate) -> DailyResult? {
    days[date.description]?[game.rawValue]
  }

  /// Whether playing `game` on `date` now counts: only the first finished attempt of the
  /// day's own challenge does; a past date or a second attempt is practice.
  public func counts(_ game: DailyGame, on date: DailyDate, today: DailyDate) -> Bool {
    date == today && result(of: game, on: date) == nil
  }

  /// Records a finished daily: counted when `counts` says so, practice otherwise. Returns
  /// whether it counted.
  @discardableResult
  public mutating func record(
    _ result: DailyResult, of game: DailyGame, on date: DailyDate, today: DailyDate
  ) -> Bool {
    if counts(game, on: date, today: today) {
      days[date.description, default: [:]][game.rawValue] = result
      return true
    }
    practice[date.description, default: 0] += 1
    return false
  }

  /// Days with at least one counted daily finished.
  public var finishedDays: Set<DailyDate> {
    Set(days.compactMap { key, results in results.isEmpty ? nil : DailyDate(iso: key) })
  }

  public func streak(today: DailyDate) -> DailyStreak {
    DailyStreak(finishedDays: finishedDays, today: today)
  }
}

/// Days in a row with at least one counted daily finished.
public struct DailyStreak: Hashable, Sendable {
  /// The run that ends today, or yesterday while today has none yet (a streak stays alive
  /// until the day ends); 0 once a whole day was missed.
  public let current: Int
  public let longest: Int

  public init(finishedDays: Set<DailyDate>, today: DailyDate) {
    let numbers = Set(finishedDays.map(\.dayNumber))
    var end = today.dayNumber
    if !numbers.contains(end) { end -= 1 }
    var run = 0
    while numbers.contains(end - run) { run += 1 }
    current = run
    var best = 0
    for day in numbers where !numbers.contains(day - 1) {
      var length = 1
      while numbers.contains(day + length) { length += 1 }
      best = max(best, length)
    }
    longest = best
  }
}
