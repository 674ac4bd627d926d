import ArcadeKit
import DailyModel
import FizzBuzzModel
import MemoryModel
import Testing
import ZombiesModel

@testable import ArcadeScenes

/// A daily cannot be scouted: choosing a counted daily says what counts and waits for Enter;
/// the attempt begins at the first move in every game; leaving it after that asks, and it then
/// stands as abandoned; any later attempt that day is practice.
@Suite("Daily attempts")
struct DailyAttemptTests {
  private let size = Size(width: 80, height: 24)

  private func book(_ env: AppEnvironment) -> DailyBook { DailyRecordsTable.read(env.records) }

  /// The daily list, as a player opens it.
  private func dailyList(_ env: AppEnvironment) -> Harness {
    Harness(DailyListScene(env: env), size: size)
  }

  @Test(
    "Zombies: left after a move (q, y), the day's attempt is abandoned; the same rooms again are practice")
  func zombiesCannotBeScouted() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("Zombies"))
    #expect(h.stack.top is CountedAttemptNotice)
    #expect(h.contains("Counted attempt: starts at your first move"), "\(h.screen)")
    h.press(.enter)
    let first = try #require(h.stack.top as? ZombiesScene)
    #expect(book(env).result(of: .zombies, on: dailyToday) == nil, "nothing counts before the first move")
    #expect(!h.lines[23].contains("practice"))
    h.press(.up)
    #expect(book(env).result(of: .zombies, on: dailyToday)?.abandoned == true, "counted from the first move")
    h.press(.escape)
    #expect(h.stack.top is LeaveAttemptOverlay, "leaving a begun attempt asks first")
    h.press(.char("n"))
    #expect(h.stack.top === first, "any other key stays")
    h.press(.escape)
    h.press(.char("y"))
    #expect(h.stack.top is DailyListScene)
    #expect(h.contains("1 Zombies") && h.contains("✗ abandoned"), "\(h.screen)")
    let said = try #require(h.stack.speech()?.look)
    #expect(
      said.contains("1 Zombies, abandoned") && !said.contains("abandoned: abandoned"), "said once: \(said)")

    h.press(dailyKey("Zombies"))
    let again = try #require(
      h.stack.top as? ZombiesScene, "the attempt left is closed: its board is practice")
    #expect(again.game.layout == first.game.layout)
    #expect(h.lines[23].contains("(practice)"), "\(h.lines[23])")
    #expect(book(env).result(of: .zombies, on: dailyToday)?.summary == "abandoned")
    #expect(book(env).result(of: .zombies, on: dailyToday)?.isOpen == false, "closed by the answer")
    #expect(book(env).streak(today: dailyToday).current == 0, "an abandoned daily keeps no streak")
    _ = first
  }

  @Test("Zombies: once the counted attempt is finished, the same rooms again are practice")
  func zombiesPracticeAfterTheCountedAttempt() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("Zombies"))
    h.press(.enter)
    let first = try #require(h.stack.top as? ZombiesScene)
    let route = try #require(SafeRoute.find(in: first.game.layout))
    for heading in SafeRoute.moves(along: route) { h.press(heading.keys[0]) }
    h.advance(by: 1)
    h.press(.escape)
    h.press(dailyKey("Zombies"))
    let again = try #require(h.stack.top as? ZombiesScene)
    #expect(again.game.layout == first.game.layout, "the day's rooms, for everyone")
    #expect(h.lines[23].hasSuffix("daily 2026-11-23 (practice) "), "\(h.lines[23])")
    for heading in SafeRoute.moves(along: route) { h.press(heading.keys[0]) }
    #expect(again.game.outcome == .won)
    h.advance(by: 1)
    h.press(.char("s"))
    let card = try #require(env.lastShareCard).components(separatedBy: "\n")
    #expect(card.first == "Arcade Zombies · daily 2026-11-23 (practice)")
    #expect(
      book(env).result(of: .zombies, on: dailyToday)?.summary == "won, 3 lives left",
      "a practice win changes nothing")
    #expect(book(env).practice == ["2026-11-23": 1])
  }

  @Test("an attempt begun elsewhere and not finished: its board is not practice today")
  func unfinishedElsewhereIsRefused() throws {
    let env = dailyEnvironment()
    let key = DailyChallenge(date: dailyToday, game: .memory).key
    env.startedElsewhere = [key]
    env.unfinishedElsewhere = [key]
    let h = dailyList(env)
    h.press(dailyKey("Memory"))
    #expect(h.stack.top is DailyListScene)
    #expect(
      h.contains("today's Memory is unfinished in another data directory: practice tomorrow"), "\(h.screen)")
  }

  @Test("leaving before the first move counts nothing: the attempt is still the day's first")
  func leavingBeforeTheFirstMove() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("Zombies"))
    h.press(.escape)
    #expect(h.stack.top is DailyListScene, "the notice goes back")
    h.press(dailyKey("Zombies"))
    h.press(.enter)
    #expect(h.stack.top is ZombiesScene)
    h.press(.escape)
    #expect(h.stack.top is DailyListScene, "no move yet: nothing to ask")
    #expect(book(env).result(of: .zombies, on: dailyToday) == nil)
    h.press(dailyKey("Zombies"))
    #expect(h.stack.top is CountedAttemptNotice, "still counted")
  }

  @Test("an attempt begun from another data directory makes this one practice, with no notice")
  func startedElsewhereIsPractice() throws {
    let env = dailyEnvironment()
    env.startedElsewhere = [DailyChallenge(date: dailyToday, game: .zombies).key]
    let h = dailyList(env)
    h.press(dailyKey("Zombies"))
    #expect(h.stack.top is ZombiesScene)
    #expect(h.lines[23].contains("(practice)"), "\(h.lines[23])")
  }

  @Test("a pause hides the game: the board is not on screen while its clock stands still")
  func pauseHidesTheBoard() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("Memory"))
    h.press(.enter)
    h.press(.enter)  // a card face up
    h.press(.char("p"))
    #expect(h.contains("Paused") && h.contains("hidden"), "\(h.screen)")
    #expect(!h.contains("Moves:"), "nothing of the board: \(h.screen)")
  }

  @Test("Zombies: the counted attempt, finished, takes the place of its abandoned mark")
  func zombiesFinishedCounts() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("Zombies"))
    h.press(.enter)
    let scene = try #require(h.stack.top as? ZombiesScene)
    let route = try #require(SafeRoute.find(in: scene.game.layout))
    for heading in SafeRoute.moves(along: route) { h.press(heading.keys[0]) }
    #expect(book(env).result(of: .zombies, on: dailyToday)?.summary == "won, 3 lives left")
    #expect(book(env).practice.isEmpty)
    #expect(book(env).streak(today: dailyToday).current == 1)
  }

  @Test("a daily Zombies screen shows no W/L: a daily never counts them")
  func zombiesDailyHasNoTally() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("Zombies"))
    h.press(.enter)
    #expect(!h.contains("W: 0") && !h.contains("L: 0"), "\(h.screen)")
    h.press(.char("?"))
    #expect(h.contains("Round 1 of the daily 2026-11-23"), "\(h.screen)")
  }

  @Test("Memory: r deals nothing in the counted daily, and leaving it half-way abandons it")
  func memoryCannotBeScouted() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("Memory"))
    h.press(.enter)
    let scene = try #require(h.stack.top as? MemoryGameScene)
    let layout = scene.game.layout
    #expect(!h.lines[23].contains("new deal"), "\(h.lines[23])")
    h.press(.enter)
    h.press(.char("r"))
    #expect(scene.game.layout == layout)
    #expect(scene.game.selected != nil, "the flip stays: r did nothing")
    h.press(.escape)
    h.press(.char("y"))
    #expect(h.contains("✗ abandoned"))
    h.press(dailyKey("Memory"))
    #expect(h.stack.top is MemoryGameScene, "left with y: the day's deal is practice")
    #expect(h.lines[23].contains("(practice)"), "\(h.lines[23])")
  }

  @Test("Memory: the counted daily, finished, is the day's result")
  func memoryFinishedCounts() throws {
    let env = dailyEnvironment()
    let scene = try #require(
      try DailyLaunch.scene(.memory, date: dailyToday, env: env, confirmed: true).get() as? MemoryGameScene)
    let table = MemoryTable(scene: scene, env: env)
    table.solve()
    let result = try #require(book(env).result(of: .memory, on: dailyToday))
    #expect(!result.abandoned && result.summary.hasPrefix("8 moves"))
  }

  @Test("FizzBuzz: the attempt begins with the numbers; left during the countdown it has not begun")
  func fizzBuzzBeginsWithTheNumbers() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("FizzBuzz"))
    h.press(.enter)
    #expect(h.stack.top is FizzBuzzGameScene)
    h.press(.escape)
    #expect(book(env).result(of: .fizzbuzz, on: dailyToday) == nil, "the countdown scouts nothing")
    h.press(dailyKey("FizzBuzz"))
    h.press(.enter)
    let scene = try #require(h.stack.top as? FizzBuzzGameScene)
    for _ in 0..<100 where scene.game.currentNumber == nil { h.advance(by: 0.1) }  // the countdown: 1.5 s
    try #require(scene.game.currentNumber != nil, "no number after 10 s of game time")
    #expect(book(env).result(of: .fizzbuzz, on: dailyToday)?.abandoned == true)
    h.press(.escape)
    h.press(.char("y"))
    #expect(h.contains("✗ abandoned"))
  }

  @Test("FizzBuzz daily end screen: the footer names where Enter goes, and Enter goes there")
  func fizzBuzzDailyEndSaysWhereEnterGoes() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("FizzBuzz"))
    h.press(.enter)
    h.advance(by: 120)
    #expect(h.contains("Finished!"))
    #expect(h.lines[23].contains("Enter back to the daily list"), "\(h.lines[23])")
    // At 80 columns with the day's tag, scrolling and paging give way, not sharing.
    #expect(h.lines[23].contains("s share"), "\(h.lines[23])")
    #expect(h.lines[23].contains("q back"), "\(h.lines[23])")
    #expect(book(env).result(of: .fizzbuzz, on: dailyToday)?.summary == "+0, 0 right")
    h.press(.enter)
    #expect(h.stack.top is DailyListScene)
  }

  @Test("Maze: a second g explores the day's maze again, practice to its end")
  func mazePracticeKeepsTheDaysMaze() throws {
    let env = dailyEnvironment()
    let scene = try #require(
      try DailyLaunch.scene(.maze, date: dailyToday, env: env, confirmed: true).get() as? MazeScene)
    let h = Harness(scene, size: size)
    func reveal() {
      h.press(.char("g"))
      for _ in 0..<400 where !scene.phase.isOver { h.advance(by: 0.25) }
    }
    reveal()
    let counted = (scene.stats.rooms, scene.digest)
    #expect(h.lines[23].hasSuffix("daily 2026-11-23 "))
    #expect(h.lines[23].contains("s share"), "the footer names s where it works: \(h.lines[23])")
    #expect(h.lines[23].hasPrefix(" g day's maze"), "\(h.lines[23])")
    reveal()
    #expect(scene.phase == .finished)
    #expect((scene.stats.rooms, scene.digest) == counted, "the same maze")
    #expect(h.lines[23].hasSuffix("daily 2026-11-23 (practice) "), "\(h.lines[23])")
    h.press(.char("s"))
    #expect(h.contains("Arcade Maze · daily 2026-11-23 (practice)"))
    #expect(book(env).practice == ["2026-11-23": 1])
  }
}
