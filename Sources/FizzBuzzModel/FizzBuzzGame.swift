/// One reflex game. A value: time is passed in as seconds, never read from a clock.
///
/// Fixes the original's scoring exploits: one answer per number (later presses are
/// ignored), and presses during the countdown or after the end are ignored.
public struct FizzBuzzGame: Sendable {
  public enum Phase: Hashable, Sendable {
    /// The countdown shows this value (3, 2, 1).
    case countdown(Int)
    /// This number is on screen.
    case showing(Int)
    case finished
  }

  /// What happened, for the screen to react (flash, sound-free "haptics").
  public enum Event: Hashable, Sendable {
    case countdown(Int)
    case showing(Int)
    case answered(number: Int, answer: FizzBuzzAnswer, correct: Bool)
    case missed(Int)
    case finished
  }

  public static let pointsForCorrect = 2
  public static let pointsForWrong = -1

  public let settings: FizzBuzzSettings
  public let timing: FizzBuzzTiming
  public private(set) var phase: Phase
  /// When the current phase step ends (game time).
  public private(set) var stepEnds: Double
  /// How long the number on screen stays up.
  public private(set) var stepDuration: Double
  public private(set) var score = 0
  public private(set) var correctCount = 0
  public private(set) var wrongCount = 0
  public private(set) var missedCount = 0
  /// The player's answer to each number (index = number - 1).
  public private(set) var answers: [FizzBuzzAnswer?]

  public init(settings: FizzBuzzSettings, startedAt now: Double, timing: FizzBuzzTiming = .standard) {
    self.settings = settings
    self.timing = timing
    answers = Array(repeating: nil, count: max(0, settings.limit))
    stepDuration = timing.countdownStep
    if timing.countdownFrom > 0 {
      phase = .countdown(timing.countdownFrom)
      stepEnds = now + timing.countdownStep
    } else {
      phase = .showing(1)
      stepDuration = timing.firstNumber
      stepEnds = timing.waitsForAnswer ? .infinity : now + timing.firstNumber
    }
  }

  public var isFinished: Bool { phase == .finished }

  /// The game time of the next change, nil once finished.
  public var nextDeadline: Double? { isFinished || timing.waitsForAnswer ? nil : stepEnds }

  /// The number on screen, if any.
  public var currentNumber: Int? {
    if case .showing(let n) = phase { return n }
    return nil
  }

  /// Numbers already left behind (0 during the countdown, limit at the end).
  public var numbersDone: Int {
    switch phase {
    case .countdown: return 0
    case .showing(let n): return n - 1
    case .finished: return settings.limit
    }
  }

  /// What the player (or time) does to a game, as the other games' models take it.
  public enum Action: Hashable, Sendable {
    /// Time passes: every step that ended by `now` happens.
    case tick
    /// The player answers the number on screen.
    case answer(FizzBuzzAnswer)
    /// Untimed practice: the player says no word and the next number comes (a multiple passed
    /// is missed). Ignored in a timed game, where time passes numbers on.
    case pass
  }

  /// Applies `action` at game time `now`: time first moves forward to `now` (through every
  /// step that ended meanwhile), then the answer counts, if any. An answer is ignored (no
  /// events) during the countdown, after the end, and for a number already answered.
  @discardableResult
  public mutating func apply(_ action: Action, now: Double) -> [Event] {
    switch action {
    case .tick: return advance(to: now)
    case .answer(let answer): return self.answer(answer, now: now)
    case .pass:
      guard timing.waitsForAnswer, case .showing = phase else { return [] }
      return step()
    }
  }

  private mutating func advance(to now: Double) -> [Event] {
    var events: [Event] = []
    while !isFinished && now >= stepEnds {
      events += step()
    }
    return events
  }

  private mutating func answer(_ answer: FizzBuzzAnswer, now: Double) -> [Event] {
    var events = advance(to: now)
    guard case .showing(let number) = phase, answers[number - 1] == nil else { return events }
    answers[number - 1] = answer
    let correct = settings.kind(of: number).expectedAnswer == answer
    if correct {
      score += FizzBuzzGame.pointsForCorrect
      correctCount += 1
    } else {
      score += FizzBuzzGame.pointsForWrong
      wrongCount += 1
    }
    events.append(.answered(number: number, answer: answer, correct: correct))
    if timing.waitsForAnswer { events += step() }  // untimed: the answer brings the next number
    return events
  }

  /// How the player did on `number` so far: nil for a plain number left unanswered (or
  /// still on screen).
  public func outcome(of number: Int) -> FizzBuzzOutcome? {
    guard number >= 1, number <= settings.limit else { return nil }
    let expected = settings.kind(of: number).expectedAnswer
    if let given = answers[number - 1] { return given == expected ? .right : .wrong }
    if expected != nil && number <= numbersDone { return .missed }
    return nil
  }

  private mutating func step() -> [Event] {
    switch phase {
    case .countdown(let value) where value > 1:
      phase = .countdown(value - 1)
      stepEnds += timing.countdownStep
      return [.countdown(value - 1)]
    case .countdown:
      return show(1)
    case .showing(let number):
      var events: [Event] = []
      if answers[number - 1] == nil && settings.kind(of: number) != .number {
        missedCount += 1
        events.append(.missed(number))
      }
      if number >= settings.limit {
        phase = .finished
        events.append(.finished)
      } else {
        events += show(number + 1)
      }
      return events
    case .finished:
      return []
    }
  }

  private mutating func show(_ number: Int) -> [Event] {
    guard number <= settings.limit else {
      phase = .finished
      return [.finished]
    }
    stepDuration =
      number == 1 ? timing.firstNumber : max(timing.shortest, stepDuration * timing.factor)
    phase = .showing(number)
    stepEnds += stepDuration
    return [.showing(number)]
  }

  /// The finished game for the records; `playedAt` is wall-clock seconds since 1970.
  public func result(playedAt: Double) -> FizzBuzzFinishedGame {
    FizzBuzzFinishedGame(
      settings: settings, score: score, correct: correctCount, wrong: wrongCount, missed: missedCount,
      playedAt: playedAt, untimed: timing.waitsForAnswer ? true : nil)
  }
}

/// How one number went.
public enum FizzBuzzOutcome: Hashable, Sendable {
  case right
  case wrong
  case missed
}

extension FizzBuzzGame {
  /// Rules that hold after any sequence of actions; empty when all hold (for tests and the
  /// soak fuzzer).
  public func invariantViolations() -> [String] {
    var out: [String] = []
    if score != FizzBuzzGame.pointsForCorrect * correctCount + FizzBuzzGame.pointsForWrong * wrongCount {
      out.append("score \(score) does not match \(correctCount) right and \(wrongCount) wrong")
    }
    if answers.compactMap({ $0 }).count != correctCount + wrongCount {
      out.append("answers recorded differ from right + wrong")
    }
    let numbersSeen = numbersDone + (currentNumber == nil ? 0 : 1)
    if missedCount + correctCount + wrongCount > numbersSeen {
      out.append("more outcomes than numbers shown")
    }
    if case .showing(let n) = phase, !(1...settings.limit).contains(n) {
      out.append("number \(n) outside 1...\(settings.limit)")
    }
    return out
  }
}

extension FizzBuzzGame.Phase: CustomStringConvertible {
  /// Its name in replay snapshots, written out (a renamed case changes no digest).
  public var description: String {
    switch self {
    case .countdown(let value): return "countdown(\(value))"
    case .showing(let number): return "showing(\(number))"
    case .finished: return "finished"
    }
  }
}
