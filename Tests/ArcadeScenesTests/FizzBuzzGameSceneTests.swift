import ArcadeKit
import ArcadeScenes
import FizzBuzzModel
import Testing

@Suite("FizzBuzz game screen")
struct FizzBuzzGameSceneTests {
  /// A fixture already in a game with `settings`.
  func started(_ settings: FizzBuzzSettings, options: RenderOptions = RenderOptions(ascii: true))
    -> FizzBuzzFixture
  {
    let f = FizzBuzzFixture(prefill: settings, options: options)
    f.harness.press(.ctrl("g"))
    return f
  }

  /// The screen's rows, trimmed, from `row` on.
  func trimmed(_ f: FizzBuzzFixture, from row: Int = 0) -> [String] {
    f.harness.lines.dropFirst(row).map { $0.trimmingCharacters(in: .whitespaces) }
  }

  /// True when the screen shows `rows` (large digits) on consecutive lines.
  func showsLarge(_ rows: [String], _ f: FizzBuzzFixture) -> Bool {
    let lines = trimmed(f)
    return lines.indices.contains { start in
      rows.indices.allSatisfy { start + $0 < lines.count && lines[start + $0] == rows[$0] }
    }
  }

  static let large3 = ["######", "##", "####", "##", "######"]
  static let large2 = ["######", "##", "######", "##", "######"]
  static let large1 = ["##", "####", "##", "##", "######"]

  @Test("a countdown 3, 2, 1 at 0.5 s each, then the numbers")
  func countdown() {
    let f = started(fizzSettings(3, 5, 15))
    #expect(f.harness.contains("Get ready..."))
    #expect(showsLarge(Self.large3, f))
    f.harness.advance(by: 0.5)
    #expect(showsLarge(Self.large2, f))
    f.harness.advance(by: 0.5)
    #expect(showsLarge(Self.large1, f))
    f.harness.advance(by: 0.5)
    #expect(f.game?.currentNumber == 1)
    #expect(!f.harness.contains("Get ready"))
    f.harness.advance(by: 0.99)
    #expect(f.game?.currentNumber == 1)
    f.harness.advance(by: 0.02)
    #expect(f.game?.currentNumber == 2)
  }

  @Test("a right answer by key scores +2 and flashes; a wrong one -1")
  func scoringByKeys() {
    let f = started(fizzSettings(3, 5, 15))
    f.advance(toNumber: 3)
    f.harness.press(.char("f"))
    #expect(f.harness.contains("Score: 2"))
    #expect(f.harness.contains("+ right +2"))
    f.advance(toNumber: 4)
    #expect(!f.harness.contains("right +2"))
    f.harness.press(.right)
    #expect(f.harness.contains("Score: 1"))
    #expect(f.harness.contains("x wrong -1"))
  }

  @Test("the flash ends after 0.3 s of game time")
  func flashEnds() {
    let f = started(fizzSettings(1, 7, 15))
    f.advance(toNumber: 1)
    f.harness.press(.left)
    f.harness.advance(by: 0.29)
    #expect(f.harness.contains("right +2"))
    f.harness.advance(by: 0.02)
    #expect(!f.harness.contains("right +2"))
  }

  @Test("later presses on the same number are ignored")
  func oneAnswer() {
    let f = started(fizzSettings(1, 7, 15))
    f.advance(toNumber: 1)
    f.harness.press(.char("f"), .char("f"), .char(" "), .right)
    #expect(f.game?.score == 2)
    #expect(f.harness.contains("Score: 2"))
  }

  @Test("presses during the countdown are ignored")
  func countdownPresses() {
    let f = started(fizzSettings(1, 1, 15))
    f.harness.press(.char("f"), .char(" "), .char("j"))
    f.harness.advance(by: 1.2)
    f.harness.press(.char(" "))
    #expect(f.game?.score == 0)
    #expect(f.harness.contains("Score: 0"))
  }

  @Test("Space answers both words and clicking the word buttons answers")
  func bothAndClicks() {
    let f = started(fizzSettings(1, 1, 15, "ping", "pong"))
    f.advance(toNumber: 1)
    f.harness.press(.char(" "))
    #expect(f.game?.correctCount == 1)
    f.advance(toNumber: 2)
    let row = f.harness.lines.firstIndex { $0.contains("pingpong") } ?? 0
    let column = f.harness.lines[row].distance(
      from: f.harness.lines[row].startIndex, to: f.harness.lines[row].range(of: "pingpong")!.lowerBound)
    f.harness.click(x: column, y: row)
    #expect(f.game?.correctCount == 2 && f.game?.score == 4)
    f.advance(toNumber: 3)
    let left = f.harness.lines[row].range(of: "ping")!.lowerBound
    f.harness.click(x: f.harness.lines[row].distance(from: f.harness.lines[row].startIndex, to: left), y: row)
    #expect(f.game?.wrongCount == 1 && f.game?.score == 3)
  }

  @Test("the word buttons show the words and their keys")
  func buttons() {
    let f = started(fizzSettings(3, 5, 15, "fizz", "buzz"))
    let row = f.harness.lines.first { $0.contains("fizzbuzz") } ?? ""
    #expect(row.contains("fizz") && row.contains("buzz"))
    #expect(
      f.harness.contains("Left or f") && f.harness.contains("Right or j") && f.harness.contains("Space"))
  }

  @Test("the counter names the number on screen and the bar fills with it")
  func progress() {
    let f = started(fizzSettings(3, 5, 10))
    #expect(f.harness.contains("0/10"))
    f.advance(toNumber: 1)
    #expect(f.harness.contains("1/10"))
    f.advance(toNumber: 6)
    #expect(f.harness.contains("6/10"))
    let bar = f.row(containing: "6/10") ?? ""
    #expect(bar.filter { $0 == "#" }.count > 0 && bar.contains("."))
  }

  @Test("p pauses: game time stands still until a key resumes, and the pause is not caught up after")
  func pause() {
    let f = started(fizzSettings(3, 5, 15))
    f.advance(toNumber: 2)
    f.harness.advance(by: 0.5)  // halfway through 2's second
    f.harness.press(.char("p"))
    #expect(f.harness.contains("Paused"))
    #expect(f.harness.stack.nextWakeTime() == nil)
    f.harness.advance(by: 30)
    f.harness.press(.char(" "))
    #expect(!f.harness.contains("Paused"))
    #expect(f.game?.currentNumber == 2)
    #expect(f.game?.score == 0)
    // The rest of 2's time is what it had left when paused: about half a second, not 30 behind.
    f.harness.advance(by: 0.4)
    #expect(f.game?.currentNumber == 2)
    f.harness.advance(by: 0.2)
    #expect(f.game?.currentNumber == 3)
  }

  @Test("a terminal too small stops the game")
  func tooSmall() {
    let f = started(fizzSettings(3, 5, 15))
    f.advance(toNumber: 2)
    f.harness.resize(width: 50, height: 15)
    #expect(f.harness.contains("Terminal too small"))
    f.harness.advance(by: 30)
    f.harness.resize(width: 80, height: 24)
    #expect(f.game?.currentNumber == 2)
  }

  @Test(
    "a footer 60 columns wide (a daily's at 80, beside its date) keeps the three answers and the way back")
  func narrowFooterKeepsTheAnswers() {
    // The play test's C1: the counted FizzBuzz footer dropped "Space both words".
    let f = started(fizzSettings(3, 5, 15), options: RenderOptions())
    f.harness.resize(width: 62, height: 24)
    let footer = f.harness.lines.last ?? ""
    for hint in ["first word", "second word", "Space both words", "q back"] {
      #expect(footer.contains(hint), "\(footer)")
    }
  }

  @Test("time the player never saw is not caught up: a wake 3 s late brings the next number, then the pace")
  func lateWakeIsNotCaughtUp() {
    // The play test's L5: after a too-small terminal was restored, four numbers raced in 1.8 s.
    // Whatever held the wake back (a stop without Ctrl-Z's signal, a resize seen late), one
    // timer 3 s after the deadline, with no pause in between, is that race.
    let f = started(fizzSettings(3, 5, 15))
    f.advance(toNumber: 4)
    let score = f.game?.score
    let step = (f.harness.stack.nextWakeTime() ?? 0) - f.harness.clock.now
    f.harness.clock.advance(by: step + 3)
    f.harness.loop.sendTimer()
    #expect(f.game?.currentNumber == 5)
    #expect(f.game?.score == score)
    f.advance(toNumber: 6)
    #expect(f.game?.currentNumber == 6)
    // Numbers then come one a step: 7 a step later, not at once.
    let next = (f.harness.stack.nextWakeTime() ?? 0) - f.harness.clock.now
    #expect(next > 0.5)
  }

  @Test("Esc leaves the game without saving it")
  func escape() {
    let f = started(fizzSettings(3, 5, 15))
    f.advance(toNumber: 2)
    f.harness.press(.escape)
    #expect(f.harness.stack.top is FizzBuzzHomeScene)
    #expect(f.records.games.isEmpty)
  }

  @Test("in monochrome the flash still reads: a mark and reverse video")
  func monochromeFlash() {
    let f = started(fizzSettings(1, 7, 15), options: RenderOptions(ascii: false, monochrome: true))
    f.advance(toNumber: 1)
    f.harness.press(.char("f"))
    #expect(f.harness.contains("✓ right +2"))
    // The large digits, below the progress bar (row 2), which is also drawn in blocks.
    let lines = f.harness.lines
    let row = lines.indices.first { $0 > 2 && lines[$0].contains("████") } ?? 0
    let canvas = f.harness.canvas
    #expect((0..<canvas.width).contains { canvas[$0, row].style.attributes.contains(.reverse) })
  }

  @Test("the number is drawn in large digits when the screen has room, small otherwise")
  func largeNumberWhenThereIsRoom() {
    let f = started(fizzSettings(3, 5, 150))
    f.advance(toNumber: 120)
    // 1, 2, 0 side by side, two spaces apart.
    let large120 = ["##    ######  ######", "####        ##  ##  ##"]
    #expect(showsLarge(large120, f))
    f.harness.resize(width: 60, height: 20)
    #expect(!showsLarge(large120, f))
    #expect(trimmed(f).contains("120"))
  }

  @Test("a long word is cut with an ellipsis on its button, never clipped")
  func longLabelsEllipsis() {
    let long = fizzSettings(3, 5, 15, "abcdefghijklmnop", "qrstuvwxyz012345")
    let f = started(long)
    #expect(f.harness.contains("abcdefghijklmnopqrs..."))
    #expect(!f.harness.contains("abcdefghijklmnopqrst"))
    let unicode = started(long, options: RenderOptions())
    #expect(unicode.harness.contains("abcdefghijklmnopqrstu…"))
  }

  @Test("help lists each key of the game once")
  func helpListsEachKeyOnce() throws {
    let f = started(fizzSettings(3, 5, 15))
    let scene = try #require(f.gameScene)
    let keys = helpKeys(HelpOverlay(for: scene).lines(width: 70))
    #expect(Set(keys).count == keys.count, "\(keys)")
  }
}
