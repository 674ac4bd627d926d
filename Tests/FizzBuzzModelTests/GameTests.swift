import FizzBuzzModel
import PropertyBased
import Testing

@Suite("The game engine")
struct GameTests {
  let countdownEnd = 1.5  // 3, 2, 1 at 0.5 s each

  @Test("the countdown shows 3, 2, 1 for 0.5 s each, then number 1")
  func countdown() {
    var game = FizzBuzzGame(settings: settings(3, 5, 15), startedAt: 10)
    #expect(game.phase == .countdown(3))
    #expect(game.nextDeadline == 10.5)
    #expect(game.apply(.tick, now: 10.5) == [.countdown(2)])
    #expect(game.apply(.tick, now: 11.0) == [.countdown(1)])
    #expect(game.apply(.tick, now: 11.4) == [])
    #expect(game.apply(.tick, now: 11.5) == [.showing(1)])
    #expect(game.phase == .showing(1))
  }

  @Test("the first number stays 1 s, each next 0.99 times as long, never under 0.2 s")
  func tickDelays() {
    var game = FizzBuzzGame(settings: settings(3, 5, 400), startedAt: 0)
    game.apply(.tick, now: countdownEnd)
    var previous = 0.0
    for number in 1...400 {
      #expect(game.phase == .showing(number))
      let duration = game.stepDuration
      if number == 1 { #expect(duration == 1.0) }
      if number > 1 {
        let expected = max(0.2, previous * 0.99)
        #expect(abs(duration - expected) < 1e-9)
      }
      #expect(duration >= 0.2)
      #expect(abs(duration - FizzBuzzTiming.standard.duration(of: number)) < 1e-9)
      previous = duration
      game.apply(.tick, now: game.stepEnds)
    }
    #expect(game.isFinished)
    #expect(FizzBuzzTiming.standard.duration(of: 400) == 0.2)
  }

  @Test("after the last number the game is finished and asks for no more time")
  func finishes() {
    var game = FizzBuzzGame(settings: settings(3, 5, 2), startedAt: 0)
    let events = game.apply(.tick, now: 100)
    #expect(events == [.countdown(2), .countdown(1), .showing(1), .showing(2), .finished])
    #expect(game.nextDeadline == nil)
  }

  @Test("a right answer scores +2, a wrong one -1")
  func scoring() {
    var game = FizzBuzzGame(settings: settings(3, 5, 15), startedAt: 0)
    game.apply(.tick, now: countdownEnd)
    let wrong = game.apply(.answer(.first), now: countdownEnd + 0.1)  // 1 is no multiple
    #expect(wrong == [.answered(number: 1, answer: .first, correct: false)])
    #expect(game.score == -1 && game.wrongCount == 1)
    game.apply(.tick, now: game.stepEnds + 0.01)  // 2
    game.apply(.tick, now: game.stepEnds + 0.01)  // 3
    #expect(game.currentNumber == 3)
    game.apply(.answer(.first), now: game.stepEnds - 0.01)
    #expect(game.score == 1 && game.correctCount == 1)
  }

  @Test("only the exact answer is right: a multiple of both wants both words")
  func exactAnswer() {
    var game = FizzBuzzGame(
      settings: settings(1, 1, 3), startedAt: 0,
      timing: .init(countdownFrom: 0, countdownStep: 0.5, firstNumber: 1, factor: 1, shortest: 0.2))
    game.apply(.answer(.first), now: 0.1)
    game.apply(.tick, now: 1.0)
    game.apply(.answer(.both), now: 1.1)
    #expect(game.wrongCount == 1 && game.correctCount == 1 && game.score == 1)
  }

  @Test("one answer per number: later presses on the same number are ignored")
  func oneAnswerPerNumber() {
    var game = FizzBuzzGame(settings: settings(1, 7, 5), startedAt: 0)
    game.apply(.tick, now: countdownEnd)
    game.apply(.answer(.first), now: countdownEnd + 0.1)
    let again = game.apply(.answer(.first), now: countdownEnd + 0.2)
    let other = game.apply(.answer(.both), now: countdownEnd + 0.3)
    #expect(again.isEmpty && other.isEmpty)
    #expect(game.score == 2 && game.correctCount == 1 && game.wrongCount == 0)
  }

  @Test("presses during the countdown are ignored")
  func countdownPresses() {
    var game = FizzBuzzGame(settings: settings(1, 1, 5), startedAt: 0)
    game.apply(.tick, now: 1.0)  // countdown at 1
    for answer in FizzBuzzAnswer.allCases {
      #expect(game.apply(.answer(answer), now: 1.1).isEmpty)
      #expect(game.apply(.answer(answer), now: 1.4) == [])
    }
    #expect(game.score == 0 && game.correctCount == 0 && game.wrongCount == 0)
  }

  @Test("presses after the end are ignored")
  func afterEnd() {
    var game = FizzBuzzGame(settings: settings(1, 1, 3), startedAt: 0)
    game.apply(.tick, now: 1000)
    let before = game.missedCount
    #expect(game.apply(.answer(.both), now: 1001) == [])
    #expect(game.score == 0 && game.correctCount == 0 && game.missedCount == before)
  }

  @Test("a missed multiple scores 0 but is counted; plain numbers are not misses")
  func missed() {
    var game = FizzBuzzGame(settings: settings(3, 5, 15), startedAt: 0)
    let events = game.apply(.tick, now: 1000)
    #expect(game.missedCount == 7)  // 3 5 6 9 10 12 15
    #expect(game.score == 0)
    #expect(events.contains(.missed(15)) && !events.contains(.missed(4)))
    #expect(game.outcome(of: 3) == .missed && game.outcome(of: 4) == nil)
  }

  @Test("a press lands on the number on screen at that time, even if no timer fired yet")
  func lateTimer() {
    var game = FizzBuzzGame(settings: settings(2, 7, 5), startedAt: 0)
    let events = game.apply(.answer(.first), now: countdownEnd + 1.5)  // number 2 is up
    #expect(events.last == .answered(number: 2, answer: .first, correct: true))
  }

  @Test("outcomes mark right, wrong and missed")
  func outcomes() {
    var game = FizzBuzzGame(settings: settings(2, 3, 4), startedAt: 0)
    game.apply(.tick, now: countdownEnd)
    game.apply(.answer(.second), now: countdownEnd)  // 1: wrong
    game.apply(.tick, now: game.stepEnds)
    game.apply(.answer(.first), now: game.stepEnds - 0.01)  // 2: right
    game.apply(.tick, now: 100)  // 3 and 4 missed
    #expect((1...4).map(game.outcome(of:)) == [.wrong, .right, .missed, .missed])
    let result = game.result(playedAt: 42)
    #expect(result.score == 1 && result.correct == 1 && result.wrong == 1 && result.missed == 2)
    #expect(result.playedAt == 42 && result.settings == game.settings)
  }

  @Test("random presses keep the counts consistent")
  func invariants() async {
    // Each press: an answer (value % 3) after a gap of value / 3 milliseconds.
    let presses = Gen.int(in: 0...9_000).array(of: 0...60)
    await propertyCheck(input: Gen.int(in: 1...9), Gen.int(in: 1...9), Gen.int(in: 1...40), presses) {
      a, b, limit, presses in
      var game = FizzBuzzGame(settings: settings(a, b, limit), startedAt: 0)
      var time = 0.0
      for press in presses {
        time += Double(press / 3) / 1000
        game.apply(.answer(FizzBuzzAnswer.allCases[press % 3]), now: time)
        #expect(game.invariantViolations().isEmpty)
      }
      game.apply(.tick, now: 1_000)
      let multiples = (1...limit).filter { $0 % a == 0 || $0 % b == 0 }.count
      #expect(game.isFinished)
      #expect(game.invariantViolations().isEmpty)
      #expect(game.score == 2 * game.correctCount - game.wrongCount)
      #expect(game.correctCount + game.wrongCount <= limit)
      #expect(game.correctCount + game.missedCount <= multiples)
      #expect(game.answers.compactMap { $0 }.count == game.correctCount + game.wrongCount)
    }
  }
}
