/// A day of the UTC calendar ("2026-11-23"): the day everyone playing the daily shares.
public struct DailyDate: Hashable, Comparable, Sendable, CustomStringConvertible {
  public let year: Int
  public let month: Int
  public let day: Int

  /// Nil for a day the calendar does not have (2026-02-29, month 13...).
  public init?(year: Int, month: Int, day: Int) {
    guard (1...12).contains(month), day >= 1, day <= Self.days(inMonth: month, year: year) else {
      return nil
    }
    self.year = year
    self.month = month
    self.day = day
  }

  /// The day `dayNumber` days after 1970-01-01 (Howard Hinnant's `civil_from_days`).
  public init(dayNumber: Int) {
    let z = dayNumber + 719_468
    let era = (z >= 0 ? z : z - 146_096) / 146_097
    let dayOfEra = z - era * 146_097
    let yearOfEra = (dayOfEra - dayOfEra / 1460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
    let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
    let shiftedMonth = (5 * dayOfYear + 2) / 153
    day = dayOfYear - (153 * shiftedMonth + 2) / 5 + 1
    month = shiftedMonth < 10 ? shiftedMonth + 3 : shiftedMonth - 9
    year = yearOfEra + era * 400 + (month <= 2 ? 1 : 0)
  }

  /// The UTC day of a wall-clock reading (seconds since 1970); a clock before 1970 gives a
  /// day before 1970, as it says.
  public init(secondsSince1970 seconds: Double) {
    let days = (seconds / 86_400).rounded(.down)
    let bound = 3_000_000.0  // about ±8 000 years: any clock, however wrong, stays a date
    self.init(dayNumber: Int(min(max(days, -bound), bound)))
  }

  /// Days since 1970-01-01 (Howard Hinnant's `days_from_civil`).
  public var dayNumber: Int {
    let shiftedYear = month <= 2 ? year - 1 : year
    let era = (shiftedYear >= 0 ? shiftedYear : shiftedYear - 399) / 400
    let yearOfEra = shiftedYear - era * 400
    let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
    let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
    return era * 146_097 + dayOfEra - 719_468
  }

  public func adding(days: Int) -> DailyDate { DailyDate(dayNumber: dayNumber + days) }

  /// `YYYY-MM-DD`, zero-padded.
  public var description: String {
    func pad(_ n: Int, _ width: Int) -> String {
      let digits = String(abs(n))
      return (n < 0 ? "-" : "") + String(repeating: "0", count: max(0, width - digits.count)) + digits
    }
    return "\(pad(year, 4))-\(pad(month, 2))-\(pad(day, 2))"
  }

  /// Parses exactly `YYYY-MM-DD` (ASCII digits); nil for anything else or a day that does
  /// not exist.
  /// Four digits, a dash, two digits, a dash, two digits: the form `init(iso:)` reads, whether
  /// or not the day exists.
  public static func hasISOShape(_ text: String) -> Bool {
    let bytes = Array(text.utf8)
    guard bytes.count == 10 else { return false }
    return bytes.indices.allSatisfy { i in
      i == 4 || i == 7
        ? bytes[i] == UInt8(ascii: "-") : (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[i])
    }
  }

  public init?(iso text: String) {
    let bytes = Array(text.utf8)
    guard bytes.count == 10, bytes[4] == UInt8(ascii: "-"), bytes[7] == UInt8(ascii: "-") else {
      return nil
    }
    func number(_ range: Range<Int>) -> Int? {
      var value = 0
      for byte in bytes[range] {
        guard (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) else { return nil }
        value = value * 10 + Int(byte - UInt8(ascii: "0"))
      }
      return value
    }
    guard let year = number(0..<4), let month = number(5..<7), let day = number(8..<10) else {
      return nil
    }
    self.init(year: year, month: month, day: day)
  }

  public static func < (a: DailyDate, b: DailyDate) -> Bool { a.dayNumber < b.dayNumber }

  public static func isLeap(_ year: Int) -> Bool {
    year % 4 == 0 && (year % 100 != 0 || year % 400 == 0)
  }

  public static func days(inMonth month: Int, year: Int) -> Int {
    switch month {
    case 2: return isLeap(year) ? 29 : 28
    case 4, 6, 9, 11: return 30
    default: return 31
    }
  }
}

extension DailyDate: Codable {
  public init(from decoder: any Decoder) throws {
    let text = try decoder.singleValueContainer().decode(String.self)
    guard let date = DailyDate(iso: text) else {
      throw DecodingError.dataCorrupted(
        .init(codingPath: decoder.codingPath, debugDescription: "not a YYYY-MM-DD date"))
    }
    self = date
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }
}
