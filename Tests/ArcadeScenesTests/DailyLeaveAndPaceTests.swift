import ArcadeKit
import DailyModel
import FizzBuzzModel
import LeaderboardModel
import MemoryModel
import Testing
import ZombiesModel

@testable import ArcadeScenes

/// Leaving a counted daily is clear (the Leave? question hides the game; yes closes the
/// attempt; only one whose arcade was killed stays open), FizzBuzz's counted daily can be
/// played at your own pace, and sealed boards are refused with a line.
@Suite("Daily: leaving, own pace and sealed boards")
struct DailyLeaveAndPaceTests {
  private let size = Size(width: 80, height: 24)

  private func book(_ env: AppEnvironment) -> DailyBook { DailyRecordsTable.read(env.records) }
  private func dailyList(_ env: AppEnvironment) -> Harness { Harness(DailyListScene(env: env), size: size) }

  /// Today's counted attempt at `game` begun by an arcade that is gone (or still playing).
  private func beganElsewhere(_ game: DailyGame, _ env: AppEnvironment) {
    env.records.update(DailyRecordsTable.table) { $0.begin(game, on: dailyToday, today: dailyToday, at: 0) }
  }

  @Test("the Leave? question hides Memory's board: a missed pair is not on screen while the clock stands")
  func leaveHidesMemory() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("Memory"))
    h.press(.enter)
    let scene = try #require(h.stack.top as? MemoryGameScene)
    h.press(.enter)
    h.press(.right)
    h.press(.enter)  // two cards up
    #expect(h.contains("Moves: 1"), "\(h.screen)")
    h.press(.char("q"))
    #expect(h.stack.top is LeaveAttemptOverlay)
    #expect(h.contains("Leave today's counted Memory?") && h.contains("hidden"), "\(h.screen)")
    #expect(!h.contains("Moves:") && !h.contains("Pairs:"), "nothing of the board: \(h.screen)")
    #expect(h.stack.isGameTimePaused, "the clock stands still under it")
    h.press(.char("n"))
    #expect(h.stack.top === scene, "any other key stays")
  }

  @Test("the Leave? question hides FizzBuzz's number and score")
  func leaveHidesFizzBuzz() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("FizzBuzz"))
    h.press(.enter)
    let scene = try #require(h.stack.top as? FizzBuzzGameScene)
    for _ in 0..<100 where scene.game.currentNumber == nil { h.advance(by: 0.1) }
    let number = try #require(scene.game.currentNumber)
    let counter = "\(number)/\(scene.settings.limit)"
    #expect(h.contains(counter), "\(h.screen)")
    h.press(.char("q"))
    #expect(!h.contains(counter) && !h.contains("Score:"), "\(h.screen)")
  }

  @Test("answering yes closes the attempt: abandoned for good, and its board is practice from then on")
  func yesClosesTheAttempt() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("FizzBuzz"))
    h.press(.enter)
    let scene = try #require(h.stack.top as? FizzBuzzGameScene)
    for _ in 0..<100 where scene.game.currentNumber == nil { h.advance(by: 0.1) }
    h.press(.char("q"))
    h.press(.char("y"))
    let result = try #require(book(env).result(of: .fizzbuzz, on: dailyToday))
    #expect(result.abandoned && !result.isOpen)
    #expect(h.contains("✗ abandoned"), "\(h.screen)")
    h.press(dailyKey("FizzBuzz"))
    #expect(h.stack.top is TimedPracticeNotice, "practice, timed: said first")
    h.press(.enter)
    #expect(h.stack.top is FizzBuzzGameScene, "practice, with no counted notice")
    #expect(h.lines[23].contains("(practice)"), "\(h.lines[23])")
  }

  @Test("an attempt whose arcade was killed stays open: cut off, no practice until tomorrow, in 80 columns")
  func killedAttemptStaysOpen() throws {
    let env = dailyEnvironment()
    beganElsewhere(.zombies, env)
    let h = dailyList(env)
    #expect(h.lines[4].contains("✗ cut off: practice tomorrow"), "\(h.lines[4])")
    h.press(dailyKey("Zombies"))
    #expect(h.stack.top is DailyListScene)
    let line = "today's Zombies was cut off unfinished: practice opens tomorrow"
    #expect(h.contains(line), "\(h.screen)")
    for game in DailyGame.allCases {
      for error in [DailyLaunchError.cutOff(game), .inProgress(game), .unfinishedElsewhere(game)] {
        #expect(error.description.count <= 76, "fits the list's line at 80 columns: \(error)")
      }
    }
  }

  @Test("an attempt another terminal is playing (its lock held) is in progress, not abandoned")
  func attemptInProgressElsewhere() throws {
    let env = dailyEnvironment()
    beganElsewhere(.memory, env)
    env.attemptsInProgress = [DailyChallenge(date: dailyToday, game: .memory).key]
    let h = dailyList(env)
    #expect(
      h.lines[5].contains("in progress elsewhere") && !h.lines[5].contains("abandoned"), "\(h.lines[5])")
    h.press(dailyKey("Memory"))
    #expect(h.contains("today's Memory is in progress in another terminal: finish it there"), "\(h.screen)")
  }

  @Test(
    "a timed game plays untimed outside a daily in line and screen-reader modes, and in a daily only at its own pace"
  )
  func playsUntimedRule() {
    let env = dailyEnvironment()
    func daily(_ date: DailyDate, ownPace: Bool) -> DailySession {
      DailySession(game: .fizzbuzz, date: date, today: dailyToday, book: DailyBook(), ownPace: ownPace)
    }
    #expect(!env.playsUntimed(daily: nil), "full screen: timed")
    env.untimedPractice = true
    #expect(env.playsUntimed(daily: nil), "line and screen-reader modes: an untimed practice")
    #expect(!env.playsUntimed(daily: daily(dailyToday, ownPace: false)), "a counted attempt chosen timed")
    #expect(env.playsUntimed(daily: daily(dailyToday, ownPace: true)), "a counted attempt at one's own pace")
    #expect(
      !env.playsUntimed(daily: daily(dailyToday.adding(days: -3), ownPace: false)),
      "a past day is timed, as its board was")
  }

  @Test("a timed game's notices are in its entry's words, or the standard ones when it gives none")
  func paceWordsFromTheEntry() {
    #expect(PaceWords.of(.fizzbuzz).timedShort == "1 s a number, then less")
    for game in DailyGame.allCases where GameCatalog.entry(id: game.rawValue)?.pace == nil {
      #expect(PaceWords.of(game).timed == PaceWords.standard.timed, "\(game)")
    }
    let notice = TimedPracticeNotice(game: .fizzbuzz, date: dailyToday, untimedFromMenu: true) { _ in
      NamedScene("x")
    }
    #expect(notice.text.contains("FizzBuzz from the menu, untimed practice that waits for each answer"))
  }

  @Test("FizzBuzz's notice offers your own pace: o plays the counted daily with each number waiting")
  func ownPaceChosenOnTheNotice() throws {
    let env = dailyEnvironment()
    let h = dailyList(env)
    h.press(dailyKey("FizzBuzz"))
    #expect(
      h.contains("Enter or t: timed (1 s a number, then less)")
        && h.contains("o: at your own pace (each number waits; ranked apart)"),
      "timed first in full screen: \(h.screen)")
    h.press(.char("o"))
    let scene = try #require(h.stack.top as? FizzBuzzGameScene)
    #expect(scene.isUntimed, "each number waits")
    #expect(scene.daily?.counts == true, "still the day's one counted attempt")
    for _ in 0..<100 where scene.game.currentNumber == nil { h.advance(by: 0.1) }
    h.advance(by: 30)
    #expect(scene.game.currentNumber == 1, "the first number still waits")
    for _ in 0..<200 where h.stack.top is FizzBuzzGameScene { h.press(.char("n")) }
    let result = try #require(book(env).result(of: .fizzbuzz, on: dailyToday))
    #expect(result.ownPace == true && result.summary.hasSuffix(", own pace"), "\(result)")
    h.press(.escape)
    h.press(dailyKey("FizzBuzz"))
    #expect(h.stack.top is TimedPracticeNotice, "one counted attempt a day either way: practice now")
    h.press(.enter)
    #expect(h.stack.top is FizzBuzzGameScene)
  }

  @Test("line and screen-reader modes offer own pace first: Enter takes it, t the timed one")
  func ownPaceFirstWithoutSight() throws {
    let env = dailyEnvironment()
    env.untimedPractice = true
    let h = dailyList(env)
    h.press(dailyKey("FizzBuzz"))
    let notice = try #require(h.stack.top as? CountedAttemptNotice)
    #expect(notice.speech(context: h.stack).status.contains("Enter starts at your own pace, t: timed"))
    #expect(notice.keys(forWord: "own") == [.char("o")] && notice.keys(forWord: "timed") == [.char("t")])
    h.press(.enter)
    let scene = try #require(h.stack.top as? FizzBuzzGameScene)
    #expect(scene.isUntimed && scene.daily?.ownPace == true)
  }

  @Test("the timed counted daily stays timed in line mode when t is chosen")
  func timedChosenWithoutSight() throws {
    let env = dailyEnvironment()
    env.untimedPractice = true
    let h = dailyList(env)
    h.press(dailyKey("FizzBuzz"))
    h.press(.char("t"))
    let scene = try #require(h.stack.top as? FizzBuzzGameScene)
    #expect(!scene.isUntimed && scene.daily?.ownPace == false)
  }

  @Test("a clock ahead of the kernel's shows no board of the kernel's today or later, and counts nothing")
  func clockSealRefusesTheBoard() throws {
    let env = dailyEnvironment()
    env.boardSeals = [.clock(ahead: 86_400, now: env.wallClock())]
    let h = dailyList(env)
    h.press(dailyKey("Zombies"))
    #expect(h.stack.top is DailyListScene)
    #expect(
      h.contains("Zombies 2026-11-23 is sealed: your clock is 1 day ahead of the system's"), "\(h.screen)")
    #expect(env.sealRefusals.count == 1)
    let past = try DailyLaunch.scene(.zombies, date: DailyDate(iso: "2026-11-21")!, env: env).get()
    #expect(past is ZombiesScene, "a past day is practice as ever")
  }

  @Test("a replay shows no board of today unless the player's own records opened it")
  func replaySealSaysUntilWhen() throws {
    let env = dailyEnvironment()
    var own = DailyBook()
    own.record(
      DailyResult(summary: "+2", won: true, finishedAt: 0), of: .fizzbuzz, on: dailyToday, today: dailyToday,
      counted: true)
    env.boardSeals = [BoardSeal(cause: .replay, from: dailyToday, finished: BoardSeal.open(in: own))]
    var refusal: String?
    if case .failure(let error) = DailyLaunch.scene(.zombies, date: dailyToday, env: env, confirmed: true) {
      refusal = error.description
    }
    #expect(refusal == "Zombies 2026-11-23 is sealed until 2026-11-24: not your finished attempt")
    #expect(
      (try? DailyLaunch.scene(.fizzbuzz, date: dailyToday, env: env, confirmed: true).get())
        is FizzBuzzGameScene,
      "the player's own finished attempt replays")
  }

  @Test("the leaderboard shows FizzBuzz at your own pace in a table of its own, under its title")
  func ownPaceTableOnTheLeaderboard() throws {
    func entry(_ player: String, _ uid: UInt32, score: Double, ownPace: Bool) -> LeaderboardEntry {
      var result = DailyResult(
        summary: "+\(Int(score))" + (ownPace ? ", own pace" : ""), won: true, finishedAt: 1, score: score,
        seconds: 40)
      if ownPace { result.ownPace = true }
      return LeaderboardEntry(player: player, uid: uid, result: result, verdict: .verified)
    }
    let board = HandLeaderboard()
    board.rows[.fizzbuzz] = [
      entry("ann", 1001, score: 110, ownPace: true), entry("bob", 1002, score: 50, ownPace: false),
      entry("cy", 1003, score: 90, ownPace: true),
    ]
    let h = leaderboardHarness(board, options: RenderOptions())
    h.press(.char("3"))
    let lines = h.lines
    let bob = try #require(lines.firstIndex { $0.contains("bob") })
    let title = try #require(lines.firstIndex { $0.contains("FizzBuzz · own pace") })
    let ann = try #require(lines.firstIndex { $0.contains("ann") })
    let cy = try #require(lines.firstIndex { $0.contains("cy ") })
    #expect(bob < title && title < ann && ann < cy, "\(h.screen)")
    #expect(lines[bob].contains("1  bob") && lines[ann].contains("1  ann") && lines[cy].contains("2  cy"))
  }
}
