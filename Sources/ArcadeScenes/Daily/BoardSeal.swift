import DailyModel

/// Days whose boards this session may not show (`DailyLaunch` refuses them with a line): no
/// board before its day, and none outside the player's own attempt.
public struct BoardSeal: Sendable, Equatable {
  public enum Cause: Sendable, Equatable {
    /// This process's clock stands this many seconds ahead of the kernel's (negative: behind),
    /// as `faketime` moves it: no board of the kernel's today or later is shown (it could be
    /// a day not begun yet), and nothing in the session counts.
    case clock(ahead: Double)
    /// `arcade replay`: a replay may come from anyone, so it shows no board of today or later
    /// but the days the player finished themselves.
    case replay
  }

  public let cause: Cause
  /// The first sealed day: today by the kernel's clock.
  public let from: DailyDate
  /// Days and games (`DailyChallenge.key`) whose counted attempt the player finished or left,
  /// read from their own records (a replay's recorded ones may come from anyone): those boards
  /// are practice for them already.
  public let finished: Set<String>

  public init(cause: Cause, from: DailyDate, finished: Set<String> = []) {
    self.cause = cause
    self.from = from
    self.finished = finished
  }

  /// The boards `book` opens to its player: the days and games whose counted attempt is over
  /// (finished, or left with the Leave? question).
  public static func open(in book: DailyBook) -> Set<String> {
    var keys: Set<String> = []
    for (day, results) in book.days {
      for (game, result) in results where !result.isOpen { keys.insert("\(day)-\(game)") }
    }
    return keys
  }

  /// A session whose clock disagrees with the kernel's by more than the leeway: the kernel's
  /// today is the process's today less the shift.
  public static func clock(ahead: Double, now: Double) -> BoardSeal {
    BoardSeal(cause: .clock(ahead: ahead), from: DailyDate(secondsSince1970: now - ahead))
  }

  /// Nothing counts in a session whose clock is not the kernel's.
  public var stopsCounting: Bool {
    if case .clock = cause { return true }
    return false
  }

  /// Why `challenge`'s board may not be shown, in one line (nil: it may). `finishedHere`: the
  /// session's own records say the player finished it (trusted for a clock seal only).
  public func refusal(_ challenge: DailyChallenge, finishedHere: Bool) -> String? {
    guard challenge.date >= from, !finished.contains(challenge.key) else { return nil }
    let game = challenge.game.title
    switch cause {
    case .clock(let ahead):
      if finishedHere { return nil }
      let days = Int((abs(ahead) / 86_400).rounded())
      let shift = days >= 1 ? "\(days) \(days == 1 ? "day" : "days")" : "\(Int(abs(ahead) / 60)) min"
      // At most 76 columns, the daily list's line at 80.
      return "\(game) \(challenge.date) is sealed: your clock is \(shift) "
        + (ahead > 0 ? "ahead of" : "behind") + " the system's"
    case .replay:
      return "\(game) \(challenge.date) is sealed until \(challenge.date.adding(days: 1)):"
        + " not your finished attempt"
    }
  }
}
