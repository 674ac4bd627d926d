import ArcadeKit
import FizzBuzzModel

/// FizzBuzz in words: the number on screen, and the verdict on the last answer ("14: Fizz?
/// Right, +2.").
extension FizzBuzzGameScene {
  public func speech(context: SceneContext) -> Speech {
    Speech(status: spokenStatus, look: spokenLook(now: context.now), idle: spokenIdle)
  }

  /// Why a key changes nothing now: the countdown, or the number on screen already answered
  /// (one answer a number).
  var spokenIdle: String? {
    switch game.phase {
    case .countdown: return "the first number is not up yet"
    case .showing(let number) where lastAnswer?.number == number: return "\(number) is already answered"
    default: return nil
    }
  }

  /// "Fizz", "Buzz", "FizzBuzz", or "said as is" for a plain number.
  private func said(_ number: Int) -> String {
    settings.kind(of: number) == .number
      ? "\(number) is said as is" : "\(number) is \(settings.text(of: number))"
  }

  private func signed(_ points: Int) -> String { points >= 0 ? "+\(points)" : "\(points)" }

  var spokenStatus: String {
    switch game.phase {
    case .countdown(let value):
      return "Get ready: \(value)."
    case .finished:
      return "Finished: score \(signed(game.score))."
    case .showing(let number):
      var parts: [String] = []
      if let last = lastAnswer, last.number == number || (isUntimed && last.number == number - 1) {
        let verdict =
          last.correct
          ? "Right, \(signed(FizzBuzzGame.pointsForCorrect))."
          : "Wrong, \(signed(FizzBuzzGame.pointsForWrong)): \(said(last.number))."
        parts.append("\(last.number): \(settings.word(for: last.answer))? \(verdict)")
      } else if let left = lastLeft, left.number == number - 1 {
        parts.append(
          left.missed
            ? "Missed \(left.number): it was \(settings.text(of: left.number))."
            : "\(left.number): no word, said as is.")
      }
      if lastAnswer?.number != number || isUntimed {
        parts.append(parts.isEmpty ? "\(number)." : "Next: \(number).")
      }
      return parts.joined(separator: " ")
    }
  }

  /// Where things are; in a timed game, how long the number on screen has left (the sighted
  /// see it shrink).
  func spokenLook(now: Double) -> String {
    let mode = isUntimed ? "untimed practice, each number waits for your answer" : "timed"
    let position: String
    switch game.phase {
    case .countdown(let value): position = "get ready: \(value); \(settings.limit) numbers"
    case .showing(let number):
      let left = game.nextDeadline.map { "; \(Format.fixed(max(0, $0 - now), digits: 1)) s left" } ?? ""
      position = "the number is \(number) of \(settings.limit)\(left)"
    case .finished: position = "finished, \(settings.limit) numbers"
    }
    let keys =
      "\(settings.firstWord) for multiples of \(settings.firstDivisor), \(settings.secondWord) for multiples of"
      + " \(settings.secondDivisor), both for multiples of both"
      + (isUntimed ? ", next for any other number" : ", nothing for any other number")
    return "FizzBuzz, \(mode); \(position); score \(signed(game.score)); say \(keys)."
  }

  public var spokenWords: [String] {
    [settings.firstWord.lowercased(), settings.secondWord.lowercased(), "both"] + (isUntimed ? ["next"] : [])
  }

  public func keys(forWord word: String) -> [Key]? {
    let said = word.lowercased()
    if said == (settings.firstWord + settings.secondWord).lowercased() || said == "both" {
      return [.char(" ")]
    }
    if said == settings.firstWord.lowercased() { return [.char("f")] }
    if said == settings.secondWord.lowercased() { return [.char("j")] }
    if isUntimed && (said == "next" || said == "pass" || Int(said) == game.currentNumber) { return [.enter] }
    return nil
  }
}

extension FizzBuzzEndScene {
  public func speech(context: SceneContext) -> Speech {
    let kind = game.timing.waitsForAnswer ? " (untimed practice)" : ""
    let numbers = 1...max(1, game.settings.limit)
    // The plain numbers left unanswered ("said as is" when each went by): counted apart, so the
    // tally agrees with the lines said during the game.
    let asIs = numbers.filter {
      $0 <= game.numbersDone && game.settings.kind(of: $0) == .number && game.outcome(of: $0) == nil
    }.count
    // The last number's verdict first: the game ended on it, so no line of the game said it.
    let last = game.settings.limit
    let lastVerdict =
      last <= game.numbersDone ? (Self.verdict(on: last, in: game).map { $0 + " " } ?? "") : ""
    let status =
      lastVerdict
      + "Finished\(kind)! Score \(game.score >= 0 ? "+" : "")\(game.score): \(game.correctCount) right,"
      + " \(game.wrongCount) wrong, \(game.missedCount) missed, \(asIs) said as is."
      + " Enter: back to \(backToName)."
      + RecordsNotice.spoken(env, table: FizzBuzzRecordsTable.name)
    let wrong = numbers.filter { game.outcome(of: $0) == .wrong }
    let missed = numbers.filter { game.outcome(of: $0) == .missed }
    var look = status
    if !wrong.isEmpty { look += " Wrong on " + Self.listed(wrong) + "." }
    if !missed.isEmpty { look += " Missed " + Self.listed(missed) + "." }
    return Speech(status: status, look: look)
  }

  /// How `number` went, as the game's lines say it: "15: fizz? Wrong, -1: 15 is FizzBuzz.",
  /// "Missed 15: it was FizzBuzz.", "14: no word, said as is."
  static func verdict(on number: Int, in game: FizzBuzzGame) -> String? {
    let settings = game.settings
    guard let outcome = game.outcome(of: number) else {
      return settings.kind(of: number) == .number ? "\(number): no word, said as is." : nil
    }
    let shown =
      settings.kind(of: number) == .number
      ? "\(number) is said as is" : "\(number) is \(settings.text(of: number))"
    switch outcome {
    case .missed: return "Missed \(number): it was \(settings.text(of: number))."
    case .right, .wrong:
      guard let answer = game.answers[number - 1] else { return nil }
      let verdict =
        outcome == .right
        ? "Right, +\(FizzBuzzGame.pointsForCorrect)." : "Wrong, \(FizzBuzzGame.pointsForWrong): \(shown)."
      return "\(number): \(settings.word(for: answer))? \(verdict)"
    }
  }

  /// The most numbers a list names; the rest are counted ("and 11 more"), never read as if whole.
  static let listedNumbers = 20

  /// "1, 2 and 4", or "1, 2, …, 20 and 11 more" (said in words, without the ellipsis).
  static func listed(_ numbers: [Int]) -> String {
    let named = numbers.prefix(listedNumbers).map(String.init)
    guard numbers.count > listedNumbers else { return SpokenList.joined(named) }
    return named.joined(separator: ", ") + " and \(numbers.count - listedNumbers) more"
  }
}
