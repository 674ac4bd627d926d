import Foundation
import DailyModel
import PropertyBased
import Testing

@Suite("UTC days")
struct DailyDateTests {
  @Test(
    "day numbers count days since 1970-01-01",
    arguments: [
      ("1970-01-01", 0), ("1969-12-31", -1), ("2000-03-01", 11_017), ("2026-01-01", 20_454),
      ("2026-11-23", 20_780),
    ])
  func dayNumbers(text: String, number: Int) throws {
    let date = try #require(DailyDate(iso: text))
    #expect(date.dayNumber == number)
    #expect(DailyDate(dayNumber: number) == date)
    #expect(date.description == text)
  }

  @Test("any day number turns into a date and back")
  func roundTrip() async {
    await propertyCheck(input: Gen.int(in: -3_000_000...3_000_000)) { number in
      let date = DailyDate(dayNumber: number)
      #expect(date.dayNumber == number)
      #expect(date.adding(days: 1).dayNumber == number + 1)
      #expect(DailyDate(year: date.year, month: date.month, day: date.day) == date)
    }
  }

  @Test(
    "leap days exist only in leap years",
    arguments: [
      ("2028-02-29", true), ("2000-02-29", true), ("2026-02-29", false), ("2100-02-29", false),
    ])
  func leapDays(text: String, exists: Bool) {
    #expect((DailyDate(iso: text) != nil) == exists)
  }

  @Test(
    "only YYYY-MM-DD with real numbers parses",
    arguments: [
      "2026-1-01", "2026/01/01", " 2026-01-01", "2026-01-01 ", "2026-13-01", "2026-04-31", "2026-00-10",
      "2026-01-00", "", "yesterday", "２０２６-01-01", "+026-01-01",
    ])
  func refusesBadText(text: String) {
    #expect(DailyDate(iso: text) == nil)
  }

  @Test("a clock reading gives its UTC day, before 1970 included")
  func wallClock() {
    #expect(DailyDate(secondsSince1970: 1_795_392_000).description == "2026-11-23")
    #expect(DailyDate(secondsSince1970: 1_795_392_000 - 0.5).description == "2026-11-22")
    #expect(DailyDate(secondsSince1970: -1).description == "1969-12-31")
    #expect(DailyDate(secondsSince1970: .infinity).year > 9_000)
  }

  @Test("a day is stored as its YYYY-MM-DD text, and a stored day that is not real is refused")
  func codable() throws {
    let date = try #require(DailyDate(iso: "2026-11-23"))
    let json = String(decoding: try JSONEncoder().encode([date]), as: UTF8.self)
    #expect(json == #"["2026-11-23"]"#)
    #expect(try JSONDecoder().decode([DailyDate].self, from: Data(json.utf8)) == [date])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([DailyDate].self, from: Data(#"["2026-02-30"]"#.utf8))
    }
  }
}

@Suite("--date")
struct DailyCalendarTests {
  let today = DailyDate(iso: "2026-11-23")!

  @Test("a past day since the first daily is accepted, today included")
  func pastDays() throws {
    #expect(try DailyCalendar.pastDaily("2026-11-23", today: today).get() == today)
    #expect(try DailyCalendar.pastDaily("2026-01-01", today: today).get() == DailyCalendar.firstDay)
  }

  @Test(
    "a date in another form, a day that does not exist, in the future or before 2026-01-01: one line each")
  func refused() {
    let cases: [(String, DailyDateProblem)] = [
      ("2026-1-5", .notADate("2026-1-5")),
      ("-2026-01-01", .notADate("-2026-01-01")),
      ("2026-02-30", .noSuchDay("2026-02-30")),
      ("2026-13-01", .noSuchDay("2026-13-01")),
      ("2026-11-24", .inTheFuture(today.adding(days: 1), today: today)),
      ("2025-12-31", .beforeFirstDaily(DailyCalendar.firstDay.adding(days: -1))),
    ]
    for (text, problem) in cases {
      #expect(throws: problem) { try DailyCalendar.pastDaily(text, today: today).get() }
      #expect(!problem.description.contains("\n"))
      #expect(problem.description.contains(text))
    }
    #expect(DailyDateProblem.notADate("2026-1-5").description.contains("use YYYY-MM-DD"))
    #expect(DailyDateProblem.noSuchDay("2026-02-30").description.contains("no such day"))
    #expect(!DailyDateProblem.noSuchDay("2026-02-30").description.contains("YYYY-MM-DD"))
  }

  @Test("a clock far in the past or future is used and said to be")
  func wrongClock() {
    #expect(DailyCalendar.clockNote(today: today) == nil)
    let past = DailyDate(iso: "1970-01-01")!
    #expect(DailyCalendar.clockNote(today: past)?.contains("1970-01-01") == true)
    #expect(DailyCalendar.clockNote(today: DailyDate(iso: "2500-06-01")!) != nil)
  }
}
