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

  @Test("the Stats tab says the selected settings, how often they were played and the best score")
  func status() {
    let f = played()
    f.harness.press(.right)
    #expect(
      speech(f).status
        == "Stats, row 1 of 2: 3, 5, 100, Fizz, Buzz: played 4 times, best 37, last 20."
    )
    f.harness.press(.down)
    #expect(
      speech(f).status
        == "Stats, row 2 of 2: 2, 7, 30, Ping, Pong: played 1 time, best -3, last -3.")
  }

  @Test("look reads every row as a sentence, most played first, and the keys")
  func look() {
    let f = played()
    f.harness.press(.right)
    #expect(
      speech(f).look
        == "FizzBuzz stats, every combination of settings played, most played first: 1. 3, 5, 100, Fizz, Buzz:"
        + " played 4 times, best 37, last 20; 2. 2, 7, 30, Ping, Pong: played 1 time, best -3, last -3."
        + " Selected: row 1, 3, 5, 100, Fizz, Buzz. Up and down choose, enter plays it again, left goes back"
        + " to the Play tab.")
    #expect(!speech(f).look.contains("*") && !speech(f).look.contains("#"), "no bullets, no gauges")
  }

  @Test("no timed game yet: it says so, and that untimed practice is not counted")
  func empty() {
    var practice = finished(.firstGame, score: 4)
    practice.untimed = true
    let f = FizzBuzzFixture(games: [practice])
    f.harness.press(.right)
    #expect(speech(f).status == "Stats: no timed games played yet (untimed practice is not counted here).")
  }

  @Test("screen-reader mode: the cursor stands on the selected row's mark")
  func focus() {
    let f = played()
    f.harness.stack.screenReader = true
    f.harness.press(.right, .down)
    let canvas = f.harness.canvas
    let cursor = canvas.cursor!
    #expect(canvas.lines[cursor.y].dropFirst(cursor.x).hasPrefix("> 2 * 7 * 30 * Ping * Pong"))
    #expect(canvas.lines[23].hasPrefix("Stats, row 2 of 2: 2, 7, 30, Ping, Pong"))
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
