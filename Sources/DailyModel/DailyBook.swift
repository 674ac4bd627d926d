/// One counted daily: how it ended, in the words the daily list shows, or that it was left
/// unfinished (abandoned).
public struct DailyResult: Codable, Hashable, Sendable {
  /// A short result ("won, 2 lives left", "14 moves, 0:52", "+61", "ratio 1.04").
  public var summary: String
  /// Whether the game was won or finished (a lost Zombies daily still counts for the streak:
  /// the challenge was played through).
  public var won: Bool
  /// Wall-clock seconds since 1970 when it was finished (abandoned: when it began).
  public var finishedAt: Double
  /// The attempt began and was never finished: it is the day's result, and neither a win nor
  /// a day of the streak.
  public var abandoned: Bool
  /// What the leaderboard ranks by, higher first (lives left, fewer moves, FizzBuzz's score);
  /// nil in results from before the leaderboard.
  public var score: Double?
  /// Seconds from the board shown to the end (the leaderboard's time, and its tie-break).
  public var seconds: Double?
  /// An abandoned attempt no arcade closed yet: begun, and not finished nor left (its arcade
  /// is still playing it, or was killed). Absent once closed, and in files from before it.
  public var stillOpen: Bool?
  /// FizzBuzz played at the player's own pace (each number waited): ranked in a table of its
  /// own. Absent for a timed game.
  public var ownPace: Bool?

  public init(
    summary: String, won: Bool, finishedAt: Double, abandoned: Bool = false, score: Double? = nil,
    seconds: Double? = nil
  ) {
    self.summary = summary
    self.won = won
    self.finishedAt = finishedAt
    self.abandoned = abandoned
    self.score = score
    self.seconds = seconds
  }

  /// A counted attempt that began at `time`, as it stands until it is finished (or left).
  public static func abandoned(at time: Double) -> DailyResult {
    var result = DailyResult(summary: "abandoned", won: false, finishedAt: time, abandoned: true)
    result.stillOpen = true
    return result
  }

  /// Begun, neither finished nor left: still being played, or its arcade was killed.
  public var isOpen: Bool { abandoned && stillOpen == true }

  /// A file from before `abandoned` existed reads with every result finished.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    summary = try container.decode(String.self, forKey: .summary)
    won = try container.decode(Bool.self, forKey: .won)
    finishedAt = try container.decode(Double.self, forKey: .finishedAt)
    abandoned = try container.decodeIfPresent(Bool.self, forKey: .abandoned) ?? false
    score = try container.decodeIfPresent(Double.self, forKey: .score)
    seconds = try container.decodeIfPresent(Double.self, forKey: .seconds)
    stillOpen = try container.decodeIfPresent(Bool.self, forKey: .stillOpen)
    ownPace = try container.decodeIfPresent(Bool.self, forKey: .ownPace)
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

  /// Whether an attempt at `game` on `date` that starts now counts: only the first one of the
  /// day's own challenge does (it counts from the moment it begins, finished or not); a past
  /// date or a later attempt is practice.
  public func counts(_ game: DailyGame, on date: DailyDate, today: DailyDate) -> Bool {
    date == today && result(of: game, on: date) == nil
  }

  /// The counted attempt begins (its board is shown): it stands as abandoned until it is
  /// finished, so leaving it half-way cannot be undone by starting again. Returns whether it
  /// counts (when not, nothing changes).
  @discardableResult
  public mutating func begin(_ game: DailyGame, on date: DailyDate, today: DailyDate, at time: Double) -> Bool
  {
    guard counts(game, on: date, today: today) else { return false }
    days[date.description, default: [:]][game.rawValue] = .abandoned(at: time)
    return true
  }

  /// Records a finished daily. `counted`: the attempt counted when it started; its result
  /// then takes the place of its own "abandoned" (or of nothing, for a game that does not
  /// `begin`). Anything else is practice. Returns whether it counted. A counted result that
  /// was begun gets its time from then to its end.
  @discardableResult
  public mutating func record(
    _ result: DailyResult, of game: DailyGame, on date: DailyDate, today: DailyDate, counted: Bool
  ) -> Bool {
    let standing = self.result(of: game, on: date)
    if counted && date == today && (standing == nil || standing?.abandoned == true) {
      var result = result
      if let begun = standing?.finishedAt, result.seconds == nil {
        result.seconds = max(0, result.finishedAt - begun)
      }
      days[date.description, default: [:]][game.rawValue] = result
      return true
    }
    practice[date.description, default: 0] += 1
    return false
  }

  /// The player left the day's open attempt at `game` (answered the Leave? question): it is
  /// closed, abandoned for good, and the day's board is practice from now on. Returns the
  /// closed result (nil when there was no open attempt).
  @discardableResult
  public mutating func close(_ game: DailyGame, on date: DailyDate) -> DailyResult? {
    guard var result = result(of: game, on: date), result.isOpen else { return nil }
    result.stillOpen = nil
    days[date.description, default: [:]][game.rawValue] = result
    return result
  }

  /// Whether the day's counted attempt at `game` was finished (not abandoned, not unplayed).
  public func finished(_ game: DailyGame, on date: DailyDate) -> Bool {
    result(of: game, on: date)?.abandoned == false
  }

  /// Days with at least one counted daily finished (an abandoned one does not keep a streak).
  public var finishedDays: Set<DailyDate> {
    Set(
      days.compactMap { key, results in
        results.values.contains { !$0.abandoned } ? DailyDate(iso: key) : nil
      })
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
