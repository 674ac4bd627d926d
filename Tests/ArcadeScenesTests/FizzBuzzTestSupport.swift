import ArcadeKit
import ArcadeScenes
import FizzBuzzModel
import Foundation
import Records

/// The `fizzbuzz` table as the scenes keep it (the same name and type as theirs).
let fizzBuzzTable = RecordsTable("fizzbuzz", default: FizzBuzzRecords())

/// A FizzBuzz screen driven headless, with its records in a fresh temporary directory.
struct FizzBuzzFixture {
  let env: AppEnvironment
  let harness: Harness
  let directory: String

  init(
    prefill: FizzBuzzSettings? = nil, options: RenderOptions = RenderOptions(ascii: true),
    games: [FizzBuzzFinishedGame] = [],
    overMenu: Bool = false
  ) {
    env = testEnvironment(seed: 1)
    directory = env.records.directory
    if !games.isEmpty {
      env.records.update(fizzBuzzTable) { $0.games = games }
    }
    let home = FizzBuzzHomeScene(env: env, prefill: prefill)
    if overMenu {  // as players see it: the footer says `q back`
      harness = Harness(MenuScene(env: env), options: options)
      harness.stack.push(home)
    } else {
      harness = Harness(home, options: options)
    }
  }

  var records: FizzBuzzRecords { env.records.read(fizzBuzzTable) }
  var home: FizzBuzzHomeScene? { harness.stack.scenes.lazy.compactMap { $0 as? FizzBuzzHomeScene }.first }
  var gameScene: FizzBuzzGameScene? { harness.stack.top as? FizzBuzzGameScene }
  var game: FizzBuzzGame? { gameScene?.game }

  /// The screen row that contains `text`.
  func row(containing text: String) -> String? { harness.lines.first { $0.contains(text) } }

  /// Empties the five fields with ^U (the form opens filled), focus back on the first.
  func clearAll() {
    for _ in FizzBuzzField.allCases { harness.press(.ctrl("u"), .tab) }
  }

  /// Fills the five fields from an empty form by typing.
  func fill(_ values: [String]) {
    for (index, value) in values.enumerated() {
      harness.type(value)
      if index < values.count - 1 { harness.press(.tab) }
    }
  }

  /// Moves game time until the number `n` is on screen.
  func advance(toNumber n: Int) {
    var guardSteps = 0
    while game?.currentNumber != n && gameScene != nil && guardSteps < 100_000 {
      harness.advance(by: 0.01)
      guardSteps += 1
    }
  }

  /// Plays to the end answering every number right by key.
  func playPerfectly() {
    var answered = Set<Int>()
    var guardSteps = 0
    while gameScene != nil, guardSteps < 100_000 {
      if let game, let n = game.currentNumber, !answered.contains(n) {
        answered.insert(n)
        switch game.settings.kind(of: n).expectedAnswer {
        case .first: harness.press(.char("f"))
        case .second: harness.press(.char("j"))
        case .both: harness.press(.char(" "))
        case nil: break
        }
      }
      harness.advance(by: 0.05)
      guardSteps += 1
    }
  }
}

func fizzSettings(_ a: Int, _ b: Int, _ limit: Int, _ first: String = "fizz", _ second: String = "buzz")
  -> FizzBuzzSettings
{
  FizzBuzzSettings(firstDivisor: a, secondDivisor: b, limit: limit, firstWord: first, secondWord: second)
}

func finished(_ settings: FizzBuzzSettings, score: Int) -> FizzBuzzFinishedGame {
  FizzBuzzFinishedGame(settings: settings, score: score, correct: 0, wrong: 0, missed: 0, playedAt: 0)
}

/// The keys a help overlay lists, one per key ("↑/S-Tab" gives ↑ and S-Tab), up to the blank
/// line before the help text.
func helpKeys(_ lines: [String]) -> [String] {
  var keys: [String] = []
  for line in lines {
    if line.trimmingCharacters(in: .whitespaces).isEmpty { break }
    guard !line.hasPrefix(" "), let label = line.components(separatedBy: "  ").first else { continue }
    keys += label.split(separator: "/").map(String.init)
  }
  return keys
}
