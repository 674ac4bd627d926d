import ArcadeKit
import FizzBuzzModel

/// FizzBuzz in words: the number on screen, and the verdict on the last answer ("14: Fizz?
/// Right, +2.").
extension FizzBuzzGameScene {
  public func speech(context: SceneContext) -> Speech {
    Speech(status: spokenStatus, look: spokenLook)
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
            : "\(left.number): no word, right.")
      }
      if lastAnswer?.number != number || isUntimed {
        parts.append(parts.isEmpty ? "\(number)." : "Next: \(number).")
      }
      return parts.joined(separator: " ")
    }
  }

  var spokenLook: String {
    let mode = isUntimed ? "untimed practice, each number waits for your answer" : "timed"
    let position = game.currentNumber.map { "the number is \($0)" } ?? "no number yet"
    let keys =
      "\(settings.firstWord) for multiples of \(settings.firstDivisor), \(settings.secondWord) for multiples of"
      + " \(settings.secondDivisor), both for multiples of both"
      + (isUntimed ? ", next for any other number" : ", nothing for any other number")
    return "FizzBuzz, \(mode); \(position) of \(settings.limit); score \(signed(game.score)); say \(keys)."
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
    let status =
      "Finished\(kind)! Score \(game.score >= 0 ? "+" : "")\(game.score): \(game.correctCount) right,"
      + " \(game.wrongCount) wrong, \(game.missedCount) missed. Enter: back to \(backToName)."
      + RecordsNotice.spoken(env, table: FizzBuzzRecordsTable.name)
    let wrong = (1...max(1, game.settings.limit)).filter { game.outcome(of: $0) == .wrong }
    let missed = (1...max(1, game.settings.limit)).filter { game.outcome(of: $0) == .missed }
    var look = status
    if !wrong.isEmpty { look += " Wrong on " + SpokenList.joined(wrong.prefix(20).map(String.init)) + "." }
    if !missed.isEmpty { look += " Missed " + SpokenList.joined(missed.prefix(20).map(String.init)) + "." }
    return Speech(status: status, look: look)
  }
}
