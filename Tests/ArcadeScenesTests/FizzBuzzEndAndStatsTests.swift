import ArcadeKit
import ArcadeScenes
import FizzBuzzModel
import Testing

@Suite("FizzBuzz end screen and stats")
struct FizzBuzzEndAndStatsTests {
  @Test("the share card has a row per decade, a square per number: 1-10, then 11-15")
  func shareCardDecades() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 15), options: RenderOptions(ascii: true))
    f.harness.press(.ctrl("g"))
    f.playPerfectly()
    f.harness.press(.char("s"))
    #expect(f.harness.contains("Share"))
    #expect(f.harness.contains("| ..+.++..++"))
    #expect(f.harness.contains("| .+..+ "))
  }

  @Test("a finished game shows Finished!, the score and the counts, and is saved")
  func finishedScreen() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 15))
    f.harness.press(.ctrl("g"))
    f.playPerfectly()
    let multiples = (1...15).filter { $0 % 3 == 0 || $0 % 5 == 0 }.count
    #expect(f.harness.contains("Finished!"))
    #expect(f.harness.contains("Score: \(2 * multiples)"))
    #expect(
      f.harness.contains("correct: \(multiples)") && f.harness.contains("wrong: 0")
        && f.harness.contains("missed: 0"))
    #expect(f.records.games.count == 1)
    #expect(f.records.games.first?.settings == fizzSettings(3, 5, 15))
    #expect(f.records.games.first?.score == 2 * multiples && f.records.games.first?.correct == multiples)
    #expect(f.harness.stack.nextWakeTime() == nil)
  }

  @Test("the end screen shows the sequence with answers marked right, wrong or missed")
  func marks() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 6))
    f.harness.press(.ctrl("g"))
    f.advance(toNumber: 1)
    f.harness.press(.char("f"))  // 1: wrong
    f.advance(toNumber: 3)
    f.harness.press(.char("f"))  // 3: right
    f.harness.advance(by: 30)  // 5 and 6 missed
    let sequence = f.row(containing: "fizz+") ?? ""
    #expect(sequence.contains("1x said fizz  2  fizz+  4  buzz?  fizz?"))
    #expect(f.harness.contains("Score: 1"))
  }

  @Test("in monochrome the share card tells right, wrong and missed by shape: ✅ ❌ ❔, not coloured squares")
  func shareCardMarksInMonochrome() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 6), options: RenderOptions(monochrome: true))
    f.harness.press(.ctrl("g"))
    f.advance(toNumber: 1)
    f.harness.press(.char("f"))  // 1: wrong
    f.advance(toNumber: 3)
    f.harness.press(.char("f"))  // 3: right
    f.harness.advance(by: 30)  // 5 and 6 missed
    f.harness.press(.char("s"))
    #expect(f.harness.contains("❌⬛✅⬛❔❔"))
    #expect(!f.harness.contains("🟩") && !f.harness.contains("🟥"))
  }

  @Test("a long sequence scrolls")
  func scrolls() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 1000))
    f.harness.press(.ctrl("g"))
    f.harness.advance(by: 1000)
    #expect(f.harness.contains("Finished!"))
    #expect(f.harness.contains("lines 1-"))
    #expect(!f.harness.contains("998"))
    f.harness.press(.end)
    #expect(f.harness.contains("998"))
    f.harness.press(.home)
    #expect(f.harness.lines[4].hasPrefix(" 1  2  fizz?"))
  }

  @Test("Enter returns to the form, and the game appears in Stats")
  func backToForm() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 15))
    f.harness.press(.ctrl("g"))
    f.playPerfectly()
    f.harness.press(.enter)
    #expect(f.harness.stack.top is FizzBuzzHomeScene)
    #expect(f.harness.contains("[ Play ]"))
    f.harness.press(.right)
    let best = f.records.games.first?.score ?? -99
    #expect(f.row(containing: "3 * 5 * 15 * fizz * buzz")?.contains("1    \(best)") == true)
  }

  @Test("q q from the end screen goes back to the menu, as in every other game, typing nothing")
  func qTwiceGoesBack() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 6), overMenu: true)
    f.harness.press(.ctrl("g"))
    f.playPerfectly()
    #expect(f.harness.contains("Finished!"))
    f.harness.type("q")
    #expect(f.harness.stack.top is FizzBuzzHomeScene)
    let first = f.row(containing: "First number") ?? ""
    #expect(!first.contains("q") && !first.contains("whole number"), "\(first)")
    f.harness.type("q")
    #expect(f.harness.stack.top is MenuScene)
    #expect(f.home == nil)
  }

  @Test("back on the form after a game, a first key other than q edits as usual")
  func otherFirstKeyTypes() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 6), overMenu: true)
    f.harness.press(.ctrl("g"))
    f.playPerfectly()
    f.harness.press(.enter)
    f.harness.type("7q")
    #expect(f.harness.stack.top is FizzBuzzHomeScene)
    let first = f.row(containing: "First number") ?? ""
    #expect(first.contains("7q"), "\(first)")
  }

  @Test("an empty history says so")
  func emptyStats() {
    let f = FizzBuzzFixture()
    f.harness.press(.right)
    #expect(f.harness.contains("No games played yet."))
  }

  @Test("Stats rows are sorted by games played, ties most recent first, with count, best and gauge")
  func statsRows() {
    let classic = FizzBuzzSettings.classic
    let small = fizzSettings(3, 5, 15)
    let other = fizzSettings(2, 7, 30, "pop", "zap")
    let f = FizzBuzzFixture(games: [
      finished(other, score: 4), finished(classic, score: 10), finished(small, score: 3),
      finished(classic, score: 30), finished(classic, score: 20), finished(small, score: 5),
    ])
    f.harness.press(.right)
    let rows = f.harness.lines.filter { $0.contains(" * ") }
    #expect(rows.count == 3)
    #expect(rows[0].contains("3 * 5 * 100 * fizz * buzz") && rows[0].contains("3    30"))
    #expect(rows[1].contains("3 * 5 * 15 * fizz * buzz") && rows[1].contains("2     5"))
    #expect(rows[2].contains("2 * 7 * 30 * pop * zap") && rows[2].contains("1     4"))
    let gauges = rows.map { $0.filter { $0 == "#" }.count }
    #expect(gauges[0] > gauges[1] && gauges[1] > gauges[2] && gauges[2] > 0)
    #expect(rows[0].hasPrefix(" >"))
  }

  @Test("selecting a row shows its score history; Enter replays it")
  func chartAndReplay() {
    let small = fizzSettings(3, 5, 15)
    let f = FizzBuzzFixture(games: [
      finished(.classic, score: 1), finished(small, score: 2), finished(small, score: 12),
    ])
    f.harness.press(.right)
    #expect(f.harness.contains("Scores: 2 games, best 12, last 12"))
    f.harness.press(.down)
    #expect(f.harness.contains("Scores: 1 game, best 1, last 1"))
    f.harness.press(.up, .enter)
    #expect(f.gameScene?.settings == small)
    f.harness.press(.escape)
    #expect(f.home?.tab == .play)
    #expect(f.row(containing: "Limit")?.contains("[15") == true)
  }

  @Test("a click selects a Stats row and a second click replays it")
  func clickRows() {
    let f = FizzBuzzFixture(games: [finished(.classic, score: 1), finished(fizzSettings(3, 5, 15), score: 2)])
    f.harness.press(.right)
    let row = f.harness.lines.firstIndex { $0.contains("3 * 5 * 100") } ?? 0
    f.harness.click(x: 10, y: row)
    #expect(f.harness.lines[row].hasPrefix(" >"))
    f.harness.click(x: 10, y: row)
    #expect(f.gameScene?.settings == .classic)
  }

  @Test("the launch menu line counts games and the best score")
  func menuSummary() {
    let f = FizzBuzzFixture(games: [finished(.classic, score: 7), finished(.classic, score: 11)])
    #expect(GameEntry.fizzbuzz.recordSummary(f.env) == "Games: 2  Best: 11")
    #expect(GameCatalog.entry(id: "fizzbuzz") != nil)
  }

  @Test("a wrong answer shows what was said next to its mark")
  func wrongShowsWhatWasSaid() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 5, "Fizz", "Buzz"), options: RenderOptions())
    f.harness.press(.ctrl("g"))
    f.advance(toNumber: 2)
    f.harness.press(.char(" "))  // 2: said both
    f.advance(toNumber: 3)
    f.harness.press(.char("j"))  // 3: Buzz where Fizz was due
    f.harness.advance(by: 30)
    #expect(f.row(containing: "said")?.contains("2✗ said FizzBuzz  Fizz✗ said Buzz  4  Buzz?") == true)
  }

  @Test("a record score of Int.max opens Stats without trapping, the number cut with an ellipsis")
  func extremeScoresOpenStats() {
    let s = fizzSettings(3, 5, 15)
    let f = FizzBuzzFixture(games: [
      finished(s, score: Int.max), finished(s, score: Int.min), finished(s, score: 3),
    ])
    f.harness.press(.right)
    #expect(f.harness.contains("Scores: 3 games"))
    #expect(f.harness.contains("92..."))
  }

  @Test("replaying settings out of range from the records goes through the form's checks")
  func replayOutOfRangeIsChecked() {
    let f = FizzBuzzFixture(games: [finished(fizzSettings(0, 5, Int.max), score: 1)])
    f.harness.press(.right, .enter)
    #expect(f.gameScene == nil)
    #expect(f.home?.tab == .play)
    #expect(f.harness.contains("x First number must be between 1 and 9 999"))
  }

  @Test("help on Stats lists each key once, ? and q included")
  func statsHelpListsEachKeyOnce() throws {
    let f = FizzBuzzFixture()
    f.harness.press(.right)
    let home = try #require(f.home)
    let keys = helpKeys(HelpOverlay(for: home).lines(width: 70))
    #expect(Set(keys).count == keys.count, "\(keys)")
    #expect(keys.contains("?") && keys.contains("q"))
  }

  @Test("help on the Play tab lists each key once and neither ? nor q, which type there")
  func playHelpListsEachKeyOnce() {
    let f = FizzBuzzFixture()
    f.harness.press(.function(1))
    guard let help = f.harness.stack.top as? HelpOverlay else {
      Issue.record("F1 opened no help")
      return
    }
    let keys = helpKeys(help.lines(width: 70))
    #expect(Set(keys).count == keys.count, "\(keys)")
    #expect(!keys.contains("?") && !keys.contains("q"))
    #expect(keys.contains("F1") && keys.contains("Esc") && keys.contains("^U") && keys.contains("→"))
  }

  @Test("help on the end screen lists each key once")
  func endHelpListsEachKeyOnce() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 3))
    f.harness.press(.ctrl("g"))
    f.harness.advance(by: 30)
    guard let end = f.harness.stack.top as? FizzBuzzEndScene else {
      Issue.record("no end screen")
      return
    }
    let keys = helpKeys(HelpOverlay(for: end).lines(width: 70))
    #expect(Set(keys).count == keys.count, "\(keys)")
  }
}
