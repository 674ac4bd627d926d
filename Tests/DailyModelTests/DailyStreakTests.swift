import Foundation
import DailyModel
import Testing

@Suite("Streaks and counted attempts")
struct DailyStreakTests {
  func days(_ texts: String...) -> Set<DailyDate> { Set(texts.map { DailyDate(iso: $0)! }) }
  func day(_ text: String) -> DailyDate { DailyDate(iso: text)! }

  @Test("a streak runs across a month end and a year end")
  func acrossMonthAndYear() {
    let finished = days("2026-12-30", "2026-12-31", "2027-01-01", "2027-01-02")
    #expect(DailyStreak(finishedDays: finished, today: day("2027-01-02")).current == 4)
    let january = days("2027-01-30", "2027-01-31", "2027-02-01")
    #expect(DailyStreak(finishedDays: january, today: day("2027-02-01")).current == 3)
    let leap = days("2028-02-28", "2028-02-29", "2028-03-01")
    #expect(DailyStreak(finishedDays: leap, today: day("2028-03-01")).current == 3)
  }

  @Test("a missed day ends the streak; the longest run is kept")
  func missedDay() {
    let finished = days("2026-11-01", "2026-11-02", "2026-11-03", "2026-11-05", "2026-11-06")
    let streak = DailyStreak(finishedDays: finished, today: day("2026-11-06"))
    #expect(streak.current == 2)
    #expect(streak.longest == 3)
    #expect(DailyStreak(finishedDays: finished, today: day("2026-11-08")).current == 0)
  }

  @Test("today not played yet keeps yesterday's streak alive")
  func todayNotYetPlayed() {
    let finished = days("2026-11-21", "2026-11-22")
    #expect(DailyStreak(finishedDays: finished, today: day("2026-11-23")).current == 2)
    #expect(
      DailyStreak(finishedDays: [], today: day("2026-11-23"))
        == DailyStreak(finishedDays: [], today: day("2026-01-01")))
  }

  @Test("each daily has one counted attempt; a replay or a past date is practice")
  func oneCountedAttempt() {
    let today = day("2026-11-23")
    var book = DailyBook()
    let first = DailyResult(summary: "won, 2 lives left", won: true, finishedAt: 1)
    #expect(book.counts(.zombies, on: today, today: today))
    let firstCounted = book.record(first, of: .zombies, on: today, today: today, counted: true)
    #expect(firstCounted)
    let second = DailyResult(summary: "lost", won: false, finishedAt: 2)
    let againCounted = book.record(second, of: .zombies, on: today, today: today, counted: true)
    #expect(!againCounted)
    #expect(book.result(of: .zombies, on: today) == first)
    let pastCounted = book.record(
      second, of: .memory, on: today.adding(days: -1), today: today, counted: false)
    #expect(!pastCounted)
    #expect(book.result(of: .memory, on: today.adding(days: -1)) == nil)
    #expect(book.practice == ["2026-11-23": 1, "2026-11-22": 1])
    #expect(book.streak(today: today).current == 1)
  }

  @Test("an attempt counts from its beginning: abandoned until finished, and the rest is practice")
  func countsFromTheBeginning() {
    let today = day("2026-11-23")
    var book = DailyBook()
    let began = book.begin(.memory, on: today, today: today, at: 10)
    #expect(began)
    #expect(book.result(of: .memory, on: today) == .abandoned(at: 10))
    #expect(!book.counts(.memory, on: today, today: today), "starting again is practice")
    let beganAgain = book.begin(.memory, on: today, today: today, at: 20)
    #expect(!beganAgain, "a second start changes nothing")
    #expect(!book.finished(.memory, on: today))
    #expect(book.streak(today: today).current == 0)
    let practice = DailyResult(summary: "8 moves, 0:07", won: true, finishedAt: 30)
    let practiceCounted = book.record(practice, of: .memory, on: today, today: today, counted: false)
    #expect(!practiceCounted)
    #expect(book.result(of: .memory, on: today)?.abandoned == true)
    let counted = DailyResult(summary: "12 moves, 0:40", won: true, finishedAt: 40)
    let countedCounted = book.record(counted, of: .memory, on: today, today: today, counted: true)
    #expect(countedCounted)
    var timed = counted
    timed.seconds = 30  // from the board shown at 10 to the end at 40
    #expect(book.result(of: .memory, on: today) == timed)
    #expect(book.finished(.memory, on: today))
    #expect(book.streak(today: today).current == 1)
  }

  @Test("a daily book from before abandoned attempts reads every result as finished")
  func migratesBookWithoutAbandoned() throws {
    let older =
      #"{"days":{"2026-11-22":{"maze":{"summary":"ratio 1.02","won":true,"finishedAt":5}}},"practice":{}}"#
    let book = try JSONDecoder().decode(DailyBook.self, from: Data(older.utf8))
    #expect(book.result(of: .maze, on: day("2026-11-22"))?.abandoned == false)
    #expect(book.finished(.maze, on: day("2026-11-22")))
    let written = try JSONEncoder().encode(DailyBook(days: ["2026-11-23": ["zombies": .abandoned(at: 1)]]))
    let back = try JSONDecoder().decode(DailyBook.self, from: written)
    #expect(back.result(of: .zombies, on: day("2026-11-23"))?.abandoned == true)
  }

  @Test("a daily book from before practice was kept reads with no practice")
  func migratesOlderBook() throws {
    let older = #"{"days":{"2026-11-22":{"maze":{"summary":"ratio 1.02","won":true,"finishedAt":5}}}}"#
    let book = try JSONDecoder().decode(DailyBook.self, from: Data(older.utf8))
    #expect(book.practice.isEmpty)
    #expect(book.result(of: .maze, on: day("2026-11-22"))?.summary == "ratio 1.02")
  }
}
