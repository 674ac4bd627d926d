import ArcadeKit
import ArcadeScenes
import FizzBuzzModel
import Foundation
import Testing

@Suite("FizzBuzz form")
struct FizzBuzzFormTests {
  @Test("the first time, the form opens with 3, 5, 100, Fizz, Buzz, all valid")
  func firstTimeDefaults() {
    let f = FizzBuzzFixture()
    for (field, value) in zip(FizzBuzzField.allCases, ["3", "5", "100", "Fizz", "Buzz"]) {
      #expect(f.row(containing: field.title)?.contains("[\(value)") == true)
      #expect(f.row(containing: field.title)?.trimmingCharacters(in: .whitespaces).hasSuffix("ok") == true)
      #expect(f.harness.contains(field.description))
    }
    #expect(!f.harness.contains("must not be empty"))
    #expect(f.harness.contains("Ready"))
  }

  @Test("before Go the form says the game is timed and how to play it at one's own pace")
  func saysTimedAndHowToPlayUntimed() throws {
    let f = FizzBuzzFixture()
    let note = try #require(f.row(containing: "Timed:"), "\(f.harness.screen)")
    #expect(note.contains("Timed: 1 s a number, then less. Untimed: arcade --screen-reader or --lines"))
    let go = try #require(f.harness.lines.firstIndex { $0.contains("[ Go ]") })
    let noteRow = try #require(f.harness.lines.firstIndex(of: note))
    #expect(noteRow > go, "below Go, read before it")
    f.harness.press(.function(1))
    #expect(f.harness.stack.speech()?.look.contains("Timed: each number stays 1 s at first") == true)
  }

  @Test("in words, Enter says back the value it kept before the next field, and look says the pace")
  func enterConfirmsTheValueInWords() throws {
    let f = FizzBuzzFixture()
    f.harness.press(.down, .down, .ctrl("u"), .char("2"), .char("0"), .enter)
    let speech = try #require(f.harness.stack.speech())
    #expect(speech.status == "Limit 20. First word: Fizz.")
    #expect(speech.look.contains("Timed: 1 s a number, then less."))
    f.harness.press(.down)
    #expect(f.harness.stack.speech()?.status == "Second word: Buzz.", "said once, not with every key")
  }

  @Test("where FizzBuzz waits for each answer, the form says it is untimed practice")
  func saysUntimedWhereItIs() {
    let env = testEnvironment(seed: 1)
    env.untimedPractice = true
    let h = Harness(FizzBuzzHomeScene(env: env), options: RenderOptions(ascii: true))
    #expect(h.contains("Untimed practice: each number waits for your answer (Enter or n: no word)"))
    #expect(!h.contains("Timed:"))
    #expect(h.stack.speech()?.look.contains("Untimed practice: each number waits for your answer.") == true)
  }

  @Test("the form opens with the settings of the last game played")
  func opensWithLastSettings() {
    let older = fizzSettings(2, 7, 30, "pop", "zap")
    let last = fizzSettings(4, 6, 12, "tic", "tac")
    let f = FizzBuzzFixture(games: [finished(older, score: 1), finished(last, score: 2)])
    #expect(f.row(containing: "First number")?.contains("[4") == true)
    #expect(f.row(containing: "Limit")?.contains("[12") == true)
    #expect(f.row(containing: "Second word")?.contains("[tac") == true)
    f.harness.press(.ctrl("g"))
    #expect(f.gameScene?.settings == last)
  }

  @Test("flags win over the last settings played")
  func flagsWinOverLastPlayed() {
    let f = FizzBuzzFixture(
      prefill: fizzSettings(7, 11, 50), games: [finished(fizzSettings(4, 6, 12), score: 2)])
    #expect(f.row(containing: "First number")?.contains("[7") == true)
  }

  @Test("emptied fields each show why they are invalid")
  func fiveFieldsEmpty() {
    let f = FizzBuzzFixture()
    f.clearAll()
    for field in FizzBuzzField.allCases {
      #expect(f.row(containing: field.title)?.contains("x must not be empty") == true)
    }
  }

  @Test("beside Go: an empty field asks for all five; five filled with one wrong names that one")
  func statusNamesTheWrongField() {
    let f = FizzBuzzFixture()
    f.harness.press(.end, .char("q"))  // the first field (focused): "3q"
    #expect(f.row(containing: "First number")?.contains("must be a whole number") == true)
    #expect(f.harness.contains("Fix the first number to play"))
    #expect(!f.harness.contains("Fill all five fields"))
    f.clearAll()
    #expect(f.harness.contains("Fill all five fields to play"))
  }

  @Test("the tab bar names the key that switches tabs from here")
  func tabBarNamesTheWorkingKey() {
    let f = FizzBuzzFixture()
    #expect(f.harness.lines[0].contains("[ Play ]") && f.harness.lines[0].contains("Right Stats"))
    #expect(!f.harness.lines[0].contains("2 Stats"))
    f.harness.press(.char("2"))
    #expect(f.home?.tab == .play && f.row(containing: "First number")?.contains("[32") == true)
    f.harness.press(.right)
    #expect(f.harness.lines[0].contains("Left Play") && f.harness.lines[0].contains("[ Stats ]"))
    let unicode = FizzBuzzFixture(options: RenderOptions())
    #expect(unicode.harness.lines[0].contains("→ Stats"))
  }

  @Test("typing edits the focused field and marks it valid live")
  func typingValidates() {
    let f = FizzBuzzFixture()
    f.clearAll()
    f.harness.type("3")
    #expect(f.row(containing: "First number")?.contains("[3_") == true)
    #expect(f.row(containing: "First number")?.contains("ok") == true)
  }

  @Test("an invalid value shows its reason inline")
  func inlineReason() {
    let f = FizzBuzzFixture()
    f.clearAll()
    f.harness.type("0")
    #expect(f.row(containing: "First number")?.contains("x must be between 1 and 9 999") == true)
    f.harness.press(.tab, .tab)
    f.harness.type("abc")
    #expect(f.row(containing: "Limit")?.contains("x must be a whole number") == true)
  }

  @Test("Up, Down and Tab move between fields")
  func moveBetweenFields() {
    let f = FizzBuzzFixture()
    f.harness.press(.down, .tab)
    #expect(f.row(containing: "Limit")?.hasPrefix(" >") == true)
    f.harness.press(.up)
    #expect(f.row(containing: "Second number")?.hasPrefix(" >") == true)
    f.harness.press(.backTab)
    #expect(f.row(containing: "First number")?.hasPrefix(" >") == true)
  }

  @Test("clearing a field makes it invalid: Go does not start with the old value")
  func staleValueFixed() {
    let f = FizzBuzzFixture()
    f.clearAll()
    f.fill(["3", "5", "15", "fizz", "buzz"])
    f.harness.press(.up, .up, .backspace, .backspace)
    #expect(f.row(containing: "Limit")?.contains("x must not be empty") == true)
    f.harness.press(.ctrl("g"))
    #expect(f.gameScene == nil)
  }

  @Test("Go with an invalid field jumps to the first invalid one and says why")
  func goJumpsToInvalid() {
    let f = FizzBuzzFixture()
    f.clearAll()
    f.fill(["3", "5"])
    f.harness.press(.down, .down)
    f.harness.type("pop")
    f.harness.press(.ctrl("g"))
    #expect(f.gameScene == nil)
    #expect(f.row(containing: "Limit")?.hasPrefix(" >") == true)
    #expect(f.harness.contains("x Limit must not be empty"))
  }

  @Test("Go with all five valid starts the countdown")
  func goStarts() {
    let f = FizzBuzzFixture()
    f.clearAll()
    f.fill(["3", "5", "15", "fizz", "buzz"])
    f.harness.press(.enter)
    #expect(f.gameScene?.settings == fizzSettings(3, 5, 15))
    #expect(f.harness.contains("Get ready..."))
  }

  @Test("the reset key puts back 3, 5, 100, Fizz, Buzz; ^U clears the focused field only")
  func reset() {
    let f = FizzBuzzFixture(prefill: fizzSettings(7, 11, 50, "pop", "zap"))
    f.harness.press(.down, .down, .ctrl("u"))
    #expect(f.row(containing: "Limit")?.contains("x must not be empty") == true)
    #expect(f.row(containing: "Second number")?.contains("[11") == true)
    f.harness.press(.ctrl("r"))
    for (field, value) in zip(FizzBuzzField.allCases, ["3", "5", "100", "Fizz", "Buzz"]) {
      #expect(f.row(containing: field.title)?.contains("[\(value)") == true)
    }
    #expect(f.row(containing: "First number")?.hasPrefix(" >") == true)
  }

  @Test("flags pre-fill the form")
  func prefill() {
    let f = FizzBuzzFixture(prefill: fizzSettings(7, 11, 50, "pop", "zap"))
    #expect(f.row(containing: "Second number")?.contains("[11") == true)
    #expect(f.row(containing: "Second word")?.contains("zap") == true)
    #expect(f.harness.contains("Ready"))
  }

  @Test("letters, digits and q type into fields instead of acting")
  func lettersType() {
    let f = FizzBuzzFixture()
    f.harness.press(.down, .down, .down)
    f.harness.type("q12?")
    #expect(f.row(containing: "First word")?.contains("q12?") == true)
    #expect(f.home?.tab == .play)
    #expect(f.harness.stack.scenes.count == 1)
  }

  @Test("→ switches to the Stats tab, ← / 1 / Tab / click switch between tabs")
  func tabs() {
    let f = FizzBuzzFixture()
    f.harness.press(.right)
    #expect(f.home?.tab == .stats)
    f.harness.press(.left)
    #expect(f.home?.tab == .play)
    f.harness.press(.right, .char("1"))
    #expect(f.home?.tab == .play)
    f.harness.press(.right, .tab)
    #expect(f.home?.tab == .play)
    let statsColumn =
      f.harness.lines[0].range(of: "Stats").map {
        f.harness.lines[0].distance(from: f.harness.lines[0].startIndex, to: $0.lowerBound)
      } ?? 0
    f.harness.click(x: statsColumn, y: 0)
    #expect(f.home?.tab == .stats)
  }

  @Test("a click focuses a field and a click on Go starts")
  func clicks() {
    let f = FizzBuzzFixture(prefill: .classic)
    let limitRow = f.harness.lines.firstIndex { $0.contains("Limit") } ?? 0
    f.harness.click(x: 10, y: limitRow)
    #expect(f.row(containing: "Limit")?.hasPrefix(" >") == true)
    let goRow = f.harness.lines.firstIndex { $0.contains("[ Go ]") } ?? 0
    let goColumn = f.harness.lines[goRow].distance(
      from: f.harness.lines[goRow].startIndex, to: f.harness.lines[goRow].range(of: "[ Go ]")!.lowerBound)
    f.harness.click(x: goColumn + 2, y: goRow)
    #expect(f.gameScene != nil)
  }

  @Test("in Unicode the marks are ✓ and ✗, and the focus is ▶")
  func unicodeMarks() {
    let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 0), options: RenderOptions())
    #expect(f.row(containing: "First number")?.contains("✓") == true)
    #expect(f.row(containing: "Limit")?.contains("✗ must be between 1 and 10 000") == true)
    #expect(f.row(containing: "First number")?.contains("▶") == true)
  }

  @Test("F1 opens the help on the Play tab (where ? types), ? opens it on Stats")
  func help() {
    let f = FizzBuzzFixture()
    f.harness.press(.function(1))
    #expect(f.harness.contains("Help - FizzBuzz"))
    #expect(f.harness.contains("previous field") && f.harness.contains("Stats tab"))
    f.harness.press(.char("x"))
    f.harness.press(.right, .char("?"))
    #expect(f.harness.contains("Help - FizzBuzz") && f.harness.contains("replay"))
  }

  @Test("a still form asks for no wakeups")
  func idle() {
    let f = FizzBuzzFixture()
    f.harness.type("3")
    #expect(f.harness.stack.nextWakeTime() == nil)
  }

  @Test("the form fits 80×24 and the footer shows the keys")
  func fits() {
    let f = FizzBuzzFixture()
    #expect(!f.harness.stack.isTooSmall)
    #expect(f.harness.lines[23].contains("^R reset"))
    #expect(f.harness.lines[23].contains("F1 help"))
  }
}
