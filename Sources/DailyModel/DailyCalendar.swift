/// Which days have a daily, and what `--date` accepts.
public enum DailyCalendar {
  /// The first daily: the arcade's dailies begin on 2026-01-01.
  public static let firstDay = DailyDate(year: 2026, month: 1, day: 1)!

  /// A clock this far past the first day is taken to be wrong (and said to be).
  public static let implausibleYear = 2200

  /// The date given with `--date`: a real `YYYY-MM-DD` day, not after `today`, not before
  /// the first daily.
  public static func pastDaily(_ text: String, today: DailyDate) -> Result<DailyDate, DailyDateProblem> {
    guard let date = DailyDate(iso: text) else {
      return .failure(DailyDate.hasISOShape(text) ? .noSuchDay(text) : .notADate(text))
    }
    if date < firstDay { return .failure(.beforeFirstDaily(date)) }
    if date > today { return .failure(.inTheFuture(date, today: today)) }
    return .success(date)
  }

  /// A line to show when the clock looks wrong (before the first daily or centuries
  /// ahead): the daily still uses the date the clock gives, and says so.
  public static func clockNote(today: DailyDate) -> String? {
    guard today < firstDay || today.year >= implausibleYear else { return nil }
    return "The clock says \(today) (UTC): this is that day's daily."
  }
}

/// Why a `--date` is refused; `description` is the one-line error.
public enum DailyDateProblem: Error, Hashable, Sendable, CustomStringConvertible {
  /// Not in the form YYYY-MM-DD (`2026-1-5`, `26-01-05`, `tomorrow`).
  case notADate(String)
  /// In the form, but no such day (`2026-02-30`, `2026-13-01`).
  case noSuchDay(String)
  case inTheFuture(DailyDate, today: DailyDate)
  case beforeFirstDaily(DailyDate)

  public var description: String {
    switch self {
    case .notADate(let text):
      return "--date \(text.debugDescription) is in another form: use YYYY-MM-DD (e.g. 2026-01-05)"
    case .noSuchDay(let text):
      return "--date \(text.debugDescription): there is no such day"
    case .inTheFuture(let date, let today):
      return "--date \(date) is in the future (today is \(today), UTC)"
    case .beforeFirstDaily(let date):
      return "--date \(date) is before the first daily (\(DailyCalendar.firstDay))"
    }
  }
}
