import ArcadeKit
import DailyModel
import Testing

@testable import ArcadeScenes

/// The leaderboard in words, as screen-reader mode's status line and line mode say it: what the
/// last key changed, the table as sentences on look, marks as words, the cursor on the tab or
/// the row.
@Suite("The leaderboard in words")
struct LeaderboardSpeechTests {
  /// alice first, bob (the reader) second, mallory's result not believed.
  private func board() -> HandLeaderboard { HandLeaderboard.threePlayers(uid: 1001) }

  private func harness(_ board: HandLeaderboard, screenReader: Bool = true) -> Harness {
    leaderboardHarness(board, options: RenderOptions(ascii: true), screenReader: screenReader)
  }

  private func speech(_ h: Harness) -> Speech { h.stack.speech()! }

  /// The screen's text from the terminal's cursor on.
  private func atCursor(_ h: Harness) -> Substring {
    let canvas = h.canvas
    guard let cursor = canvas.cursor else { return "" }
    return canvas.lines[cursor.y].dropFirst(cursor.x)
  }

  @Test("opened, it says the game shown, how many results, how many verified and the reader's place")
  func openedSaysTheStanding() {
    let h = harness(board())
    #expect(
      speech(h).status == "Zombies: 3 results, 2 verified; you are 2nd with 1:10. All shared results checked."
    )
    #expect(h.lines[22].hasPrefix("Zombies: 3 results"), "the status line, on two rows")
    #expect(atCursor(h).hasPrefix(" 1 Zombies"), "the cursor on the tab shown")
  }

  @Test("look reads the table as sentences, marks as words")
  func lookReadsTheTable() {
    let look = speech(harness(board())).look
    #expect(
      look.hasPrefix("Leaderboard, 2026-11-23 UTC, Zombies (games: 1 Zombies, 2 Memory and 3 FizzBuzz;"))
    #expect(look.contains("You do not share your dailies (o shares them)."))
    #expect(
      look.contains(
        "3 results: 1st, alice, won, 3 lives left, 0:41, verified; 2nd, bob (you), won, 1 life left, 1:10,"
          + " verified; not ranked, mallory, won, 3 lives left, 0:01, not verified: its replay ends with"
          + " \"lost\" instead."))
    #expect(!look.contains("✓") && !look.contains(" ok") && !look.contains("?"))
  }

  @Test("while the shared files are checked it says how many are left, and when they all are")
  func checking() {
    let board = board()
    board.pending = 4
    let h = harness(board)
    #expect(speech(h).status.hasSuffix("Still checking 4 shared results."))
    #expect(speech(h).look.hasSuffix("Still checking 4 shared results."))
    board.pending = 0
    h.advance(by: 0.1)
    #expect(speech(h).status.hasSuffix("All shared results checked."))
  }

  @Test(
    "a game with no results while shared files are still checked says none is checked yet, not none shared")
  func noResultsWhileChecking() {
    let hand = board()
    hand.pending = 1
    let h = harness(hand)
    h.press(.right)
    #expect(speech(h).status == "Memory: no results checked yet. Still checking 1 shared result.")
    #expect(speech(h).look.contains("No results checked for this game yet."))
    #expect(!speech(h).look.contains("No results shared"))
  }

  @Test("another game says its own table; one with no results says so")
  func anotherGame() {
    let h = harness(board())
    h.press(.right)
    #expect(speech(h).status == "Memory: no results yet. All shared results checked.")
    #expect(atCursor(h).hasPrefix(" 2 Memory"))
    #expect(speech(h).look.contains("No results shared for this game yet."))
  }

  @Test("scrolling says the row reached, and the cursor stands on it")
  func rows() {
    let h = harness(board())
    h.press(.down)
    #expect(speech(h).status == "Zombies, row 2 of 3: 2nd, bob (you), won, 1 life left, 1:10, verified.")
    #expect(atCursor(h).hasPrefix("  2  bob"))
    h.press(.down)
    #expect(
      speech(h).status
        == "Zombies, row 3 of 3: not ranked, mallory, won, 3 lives left, 0:01, not verified: its replay ends"
        + " with \"lost\" instead.")
    #expect(atCursor(h).contains("mallory"))
  }

  @Test("v says the unverified rows are hidden, and counts what is left")
  func hidingUnverified() {
    let h = harness(board())
    h.press(.char("v"))
    #expect(
      speech(h).status
        == "Unverified results hidden. Zombies: 2 results, 2 verified; you are 2nd with 1:10."
        + " All shared results checked.")
    #expect(speech(h).look.contains("Unverified results are hidden (v shows them)."))
  }

  @Test("the reader's own result, not shared, is said as theirs and not verified")
  func ownUnverified() {
    let board = board()
    board.rows[.zombies]![0].verdict = .unverified("not shared")
    let h = harness(board)
    #expect(
      speech(h).status
        == "Zombies: 3 results, 1 verified; yours, 1:10, is not verified: not shared. All shared results checked."
    )
  }

  @Test("leaving asks in words; any other key than y says sharing goes on")
  func leaving() {
    let board = board()
    board.sharing = true
    let h = harness(board)
    h.press(.char("o"))
    #expect(
      speech(h).status
        == "Stop sharing and delete your shared results? y stops sharing, any other key keeps it.")
    #expect(h.canvas.cursor == Point(x: 0, y: 22), "the question is the news (two rows)")
    h.press(.char("n"))
    #expect(speech(h).status == "You still share your counted dailies (o stops).")
  }

  @Test("a sealed claim of today is said as sealed")
  func sealed() {
    let board = board()
    board.rows[.zombies]![1].verdict = .sealed
    #expect(
      speech(harness(board)).look.contains("1st, alice, won, 3 lives left, 0:41, sealed until the day ends;"))
  }

  @Test("a directory that cannot be used is the status")
  func problem() {
    let board = board()
    board.problem = "No shared directory: set ARCADE_SHARED_DIR, or make install."
    #expect(speech(harness(board)).status == "No shared directory: set ARCADE_SHARED_DIR, or make install.")
  }

  @Test("line mode's words: a game's name shows it, verified shows or hides, share and yes")
  func words() {
    let scene = LeaderboardScene(env: dailyEnvironment(), date: dailyToday)
    #expect(scene.keys(forWord: "Memory") == [.char("2")])
    #expect(scene.keys(forWord: "verified") == [.char("v")])
    #expect(scene.keys(forWord: "share") == [.char("o")])
    #expect(scene.keys(forWord: "yes") == [.char("y")])
    #expect(scene.keys(forWord: "maze") == nil, "the maze has no leaderboard")
  }

  @Test("places are said as ordinals")
  func ordinals() {
    #expect(
      [1, 2, 3, 4, 11, 12, 13, 21, 22, 101, 111].map(SpokenList.ordinal) == [
        "1st", "2nd", "3rd", "4th", "11th", "12th", "13th", "21st", "22nd", "101st", "111th",
      ])
  }
}
