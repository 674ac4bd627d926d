import ArcadeKit
import FizzBuzzModel
import Testing

@testable import ArcadeScenes

/// FizzBuzz's Stats tab in words: the selected row as the status, every row on look, each a
/// sentence; the cursor on the selected row in screen-reader mode.
@Suite("FizzBuzz's Stats in words")
struct FizzBuzzStatsSpeechTests {
  private func speech(_ f: FizzBuzzFixture) -> Speech { f.harness.stack.speech()! }

  private func played() -> FizzBuzzFixture {
    let classic = FizzBuzzSettings.firstGame
    let other = fizzSettings(2, 7, 30, "Ping", "Pong")
    return FizzBuzzFixture(games: [
      finished(classic, score: 12), finished(other, score: -3), finished(classic, score: 37),
      finished(classic, score: 5), finished(classic, score: 20),
    ])
  }

  @Test("the Stats tab says the selected settings, each number labelled, how often played and the best score")
  func status() {
    let f = played()
    f.harness.press(.right)
    #expect(
      speech(f).status
        == "Stats, row 1 of 2: Fizz on 3, Buzz on 5, up to 100: played 4 times, best 37, last 20."
    )
    f.harness.press(.down)
    #expect(
      speech(f).status
        == "Stats, row 2 of 2: Ping on 2, Pong on 7, up to 30: played 1 time, best -3, last -3.")
  }

  @Test("look reads every row as a sentence, most played first, and the keys")
  func look() {
    let f = played()
    f.harness.press(.right)
    #expect(
      speech(f).look
        == "FizzBuzz stats, every combination of settings played, most played first: 1. Fizz on 3, Buzz on 5,"
        + " up to 100: played 4 times, best 37, last 20; 2. Ping on 2, Pong on 7, up to 30: played 1 time, best"
        + " -3, last -3. Selected: row 1. Up and down choose, enter plays it again, left"
        + " goes back to the Play tab. No untimed practice played yet. Timed: 1 s a number, then less.")
    #expect(!speech(f).look.contains("*") && !speech(f).look.contains("#"), "no bullets, no gauges")
  }

  @Test(
    "a game replayed from the Stats tab says before it starts whether it is timed and how to play at one's own pace"
  )
  func statsTabSaysTheTimingBeforeEnter() {
    let f = played()
    f.harness.press(.right)
    #expect(f.harness.contains("Timed: 1 s a number, then less. Untimed: arcade --screen-reader or --lines"))
    #expect(speech(f).look.hasSuffix("Timed: 1 s a number, then less."))
  }

  @Test("no timed game yet: it says so, and untimed practice is counted in a table of its own")
  func empty() {
    var practice = finished(.firstGame, score: 4)
    practice.untimed = true
    let f = FizzBuzzFixture(games: [practice])
    f.harness.press(.right)
    #expect(speech(f).status == "Stats: no timed games played yet (untimed practice has a table of its own).")
    #expect(
      speech(f).look.contains(
        "Untimed practice, apart: 1. Fizz on 3, Buzz on 5, up to 100: played 1 time, best 4, last 4."))
    #expect(f.harness.lines.contains { $0.contains("Untimed practice: 1 game") })
  }

  @Test("screen-reader mode: the cursor stands on the selected row's mark")
  func focus() {
    let f = played()
    f.harness.stack.screenReader = true
    f.harness.press(.right, .down)
    let canvas = f.harness.canvas
    let cursor = canvas.cursor!
    #expect(canvas.lines[cursor.y].dropFirst(cursor.x).hasPrefix("> 2 * 7 * 30 * Ping * Pong"))
    #expect(canvas.lines[22].hasPrefix("Stats, row 2 of 2: Ping on 2, Pong on 7, up to 30"))
  }

  @Test("line mode's words: stats from the form, play and replay from Stats")
  func words() {
    let f = played()
    let home = f.home!
    #expect(home.keys(forWord: "stats") == [.right])
    #expect(home.keys(forWord: "play") == nil, "on the form play is a word to type")
    f.harness.press(.right)
    #expect(home.keys(forWord: "play") == [.char("1")])
    #expect(home.keys(forWord: "replay") == [.enter])
    f.harness.press(.enter)
    #expect(f.gameScene?.settings == .firstGame)
  }
}
