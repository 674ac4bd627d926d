import ArcadeGeometry
import ArcadeKit
import DailyModel
import Foundation
import MemoryModel
import Records
import Testing
import ZombiesModel

@testable import ArcadeScenes

/// An environment whose clock says 2026-11-23, 12:00 UTC.
func dailyEnvironment(seed: UInt64 = 7) -> AppEnvironment {
  testEnvironment(seed: seed, wallClock: { 1_795_392_000 + 43_200 })
}

let dailyToday = DailyDate(iso: "2026-11-23")!

@Suite("Daily challenge and share cards")
struct DailySceneTests {
  private let size = Size(width: 80, height: 24)

  /// The arrow of a move (the first of its keys).
  private func key(_ direction: Direction) -> Key { direction.keys[0] }

  private func session(_ game: DailyGame, _ env: AppEnvironment, date: DailyDate = dailyToday) -> DailySession
  {
    DailySession(game: game, date: date, today: dailyToday, book: DailyRecordsTable.read(env.records))
  }

  @Test("the daily list shows the UTC day, each daily game numbered and not played yet, and a streak of 0")
  func dailyList() {
    let h = Harness(DailyListScene(env: dailyEnvironment()), size: size)
    #expect(h.contains("Daily challenge · 2026-11-23 UTC"))
    #expect(h.contains("Streak: 0 days · longest 0"))
    for game in DailyGame.allCases { #expect(h.contains("\(dailyKey(game.title)) \(game.title)")) }
    #expect(h.lines.filter { $0.contains("not played yet") }.count == DailyGame.allCases.count)
  }

  @Test("at 40×12, the daily list's longest result and the leaderboard's line are whole")
  func dailyListAtItsMinimum() {
    let env = dailyEnvironment()
    DailySession(game: .maze, date: dailyToday, today: dailyToday, book: DailyRecordsTable.read(env.records))
      .finish(summary: "985 rooms, ratio 1.00", won: true, score: -1, env: env, now: 0)
    let h = Harness(DailyListScene(env: env), size: Size(width: 40, height: 12))
    #expect(!h.contains("Terminal too small"))
    #expect(h.contains("\(dailyKey("Maze")) Maze     ✓ 985 rooms, ratio 1.00"), "\(h.screen)")
    let entry = "\(dailyKey("Leaderboard")) Leaderboard"
    let board = h.lines.first { $0.contains(entry) }?.trimmingCharacters(in: .whitespaces)
    #expect(board == entry + " everyone's results", "a whole description, not a cut one")
  }

  @Test("a clock before the first daily is used, and the list says so")
  func wrongClock() {
    let env = testEnvironment(seed: 1)
    let h = Harness(DailyListScene(env: env), size: size)
    #expect(h.contains("1970-01-01"))
    #expect(h.contains("The clock says 1970-01-01 (UTC)"))
  }

  @Test("everyone gets the same Zombies room on the same day, whatever their session seed")
  func sameRoomForEveryone() throws {
    let first = dailyEnvironment(seed: 1)
    let second = dailyEnvironment(seed: 99)
    let a = ZombiesScene(env: first, mode: .flashlight, daily: session(.zombies, first))
    let b = ZombiesScene(env: second, mode: .flashlight, daily: session(.zombies, second))
    #expect(a.game.layout == b.game.layout)
    let other = ZombiesScene(
      env: second, mode: .flashlight, daily: session(.zombies, second, date: dailyToday.adding(days: -1)))
    #expect(other.game.layout != a.game.layout)
  }

  @Test("Zombies daily: the won game counts once, s shows moves and hearts, W/L stay untouched")
  func zombiesDaily() throws {
    let env = dailyEnvironment()
    let scene = ZombiesScene(env: env, mode: .classic, daily: session(.zombies, env))
    let h = Harness(scene, size: size)
    let route = try #require(SafeRoute.find(in: scene.game.layout))
    let headings = SafeRoute.moves(along: route)
    for heading in headings { h.press(key(heading)) }
    #expect(scene.game.outcome == .won)
    h.advance(by: 1)
    h.press(.char("s"))
    #expect(h.contains("Arcade Zombies · daily 2026-11-23"))
    #expect(h.contains(String(repeating: "🟨", count: min(12, headings.count - 1))))
    #expect(h.contains("Lives: ♥♥♥"))
    #expect(env.lastShareCard?.contains("Reached the SOS sign") == true)
    let book = DailyRecordsTable.read(env.records)
    #expect(book.result(of: .zombies, on: dailyToday)?.summary == "won, 3 lives left")
    #expect(ZombiesRecordsTable.read(env.records)[.classic] == ZombiesRecords.Tally())
  }

  @Test("screen-reader mode: the share card is a sentence, not its grid of marks, with no frame")
  func shareCardInWords() throws {
    let env = dailyEnvironment()
    let scene = ZombiesScene(env: env, mode: .classic, daily: session(.zombies, env))
    let h = Harness(scene, size: size, options: RenderOptions(ascii: true))
    h.stack.screenReader = true
    let route = try #require(SafeRoute.find(in: scene.game.layout))
    for heading in SafeRoute.moves(along: route) { h.press(key(heading)) }
    h.advance(by: 1)
    h.press(.char("s"))
    let status = try #require(h.stack.speech()?.status)
    #expect(status.hasPrefix("Share card: Arcade Zombies, daily 2026-11-23. Reached the SOS sign; life 1: "))
    #expect(status.contains("; 3 of 3 lives left."))
    #expect(!status.contains("...") && !status.contains(" / "), "no marks read aloud: \(status)")
    #expect(status.hasSuffix(". c copies it; any other key closes."))
    let rows = h.lines
    let top = try #require(rows.firstIndex { $0.contains("Share") })
    for row in rows[top...] where !row.hasPrefix("Share card:") {
      #expect(!row.contains("+-") && !row.contains("-+") && !row.contains("|"), "no frame: \(row)")
    }
  }

  @Test("Memory daily: a row per pair in the card; a second game the same day is practice")
  func memoryDaily() throws {
    let env = dailyEnvironment()
    let scene = try MemoryGameScene(env: env, deck: MemoryFixture.deck, seed: 5, daily: session(.memory, env))
    let table = MemoryTable(scene: scene, env: env)
    table.solve()
    table.harness.press(.char("s"))
    let card = try #require(env.lastShareCard)
    #expect(card.hasPrefix("Arcade Memory - daily 2026-11-23\n8 moves - 0:07"))
    #expect(card.components(separatedBy: "\n").filter { $0 == "#" }.count == 8)
    table.harness.press(.escape)
    table.harness.press(.enter)  // deal again
    table.solve()
    let book = DailyRecordsTable.read(env.records)
    #expect(book.result(of: .memory, on: dailyToday)?.summary == "8 moves, 0:07")
    #expect(book.practice == ["2026-11-23": 1])
    #expect(MemoryRecordsTable.read(env.records).bestByDeck.isEmpty)
  }

  @Test("FizzBuzz daily: the day's settings; s on the end screen shows right/wrong/missed")
  func fizzBuzzDaily() throws {
    let env = dailyEnvironment()
    let scene = try DailyLaunch.scene(.fizzbuzz, date: dailyToday, env: env, confirmed: true).get()
    let h = Harness(scene, size: size)
    #expect(h.contains("5 • 7 • 54"))
    h.advance(by: 120)
    #expect(h.contains("Finished!"))
    h.press(.char("s"))
    #expect(h.contains("Arcade FizzBuzz · daily 2026-11-23"))
    #expect(h.contains("Score +0 · 0 right · 0 wrong · 16 missed"))
    #expect(
      DailyRecordsTable.read(env.records).result(of: .fizzbuzz, on: dailyToday)?.summary == "+0, 0 right")
  }

  @Test("Maze daily: the day's maze; s on the finished overview shows rooms, time and ratio")
  func mazeDaily() throws {
    let env = dailyEnvironment()
    let scene = try DailyLaunch.scene(.maze, date: dailyToday, env: env, confirmed: true).get()
    let h = Harness(scene, size: size)
    h.press(.char("g"))
    for _ in 0..<400 where !(scene as! MazeScene).phase.isOver { h.advance(by: 0.25) }
    h.press(.char("s"))
    #expect(h.contains("Arcade Maze · daily 2026-11-23"))
    #expect(h.contains("of the critical path"))
    let summary = try #require(DailyRecordsTable.read(env.records).result(of: .maze, on: dailyToday)?.summary)
    #expect(summary.hasSuffix("ratio 1.00"))
  }

  @Test("a daily's footer names the day, and practice once the counted game is over")
  func footerTag() throws {
    let env = dailyEnvironment()
    let scene = try MemoryGameScene(env: env, deck: MemoryFixture.deck, seed: 5, daily: session(.memory, env))
    let table = MemoryTable(scene: scene, env: env)
    #expect(table.harness.lines[23].hasSuffix("daily 2026-11-23 "))
    table.solve()
    #expect(table.harness.lines[23].hasSuffix("daily 2026-11-23 "), "the counted game's end")
    table.harness.press(.enter)  // deal again
    #expect(table.harness.lines[23].hasSuffix("daily 2026-11-23 (practice) "))
    let plain = try MemoryTable()
    #expect(!plain.harness.lines[23].contains("daily"))
  }

  @Test("a past date is practice: nothing counted, the streak unchanged")
  func pastDateIsPractice() throws {
    let env = dailyEnvironment()
    let yesterday = dailyToday.adding(days: -1)
    let scene = try DailyLaunch.scene(.fizzbuzz, date: yesterday, env: env).get()
    let h = Harness(scene, size: size)
    #expect(h.stack.top is TimedPracticeNotice, "timed, said before it starts")
    #expect(h.contains("Practice, not counted. Timed") && h.contains("arcade --lines"), "\(h.screen)")
    h.press(.enter)
    #expect(h.stack.top is FizzBuzzGameScene)
    h.advance(by: 120)
    h.press(.char("s"))
    #expect(h.contains("daily 2026-11-22 (practice)"))
    let book = DailyRecordsTable.read(env.records)
    #expect(book.days.isEmpty)
    #expect(book.streak(today: dailyToday).current == 0)
  }
}
