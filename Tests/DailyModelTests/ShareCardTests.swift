import DailyModel
import Testing

@Suite("Share cards")
struct ShareCardTests {
  let daily = ShareCard.Heading(game: .zombies, daily: DailyDate(iso: "2026-11-23")!)

  @Test("Zombies: a row per life, a square per move, hearts left; the same card in ASCII")
  func zombies() {
    let lives = [ZombiesLife(moves: 3, ending: .caught), ZombiesLife(moves: 6, ending: .escaped)]
    let card = ShareCard.zombies(lives, livesLeft: 2, startingLives: 3, heading: daily, ascii: false)
    #expect(
      card.text == """
        Arcade Zombies · daily 2026-11-23
        Reached the SOS sign
        🟨🟨🟨❌
        🟨🟨🟨🟨🟨🟨✅
        Lives: ♥♥♡
        """)
    let ascii = ShareCard.zombies(lives, livesLeft: 2, startingLives: 3, heading: daily, ascii: true)
    #expect(
      ascii.text == """
        Arcade Zombies - daily 2026-11-23
        Reached the SOS sign
        ...X
        ......S
        Lives: 2/3
        """)
  }

  @Test("a long life keeps the card narrow: twelve squares, then the rest as a number")
  func longLife() {
    let card = ShareCard.zombies(
      [ZombiesLife(moves: 30, ending: .caught)], livesLeft: 0, startingLives: 1,
      heading: .init(game: .zombies, detail: "classic 12×12"), ascii: true)
    #expect(
      card.lines == [
        "Arcade Zombies - classic 12×12", "Caught on every life", "............+18X", "Lives: 0/1",
      ])
  }

  @Test("Memory: moves and time, a row per pair found in order with its misses before it")
  func memory() {
    let heading = ShareCard.Heading(game: .memory, daily: DailyDate(iso: "2026-11-23")!, practice: true)
    let card = ShareCard.memory(
      movesAtPairs: [1, 4, 5], moves: 5, seconds: 65.9, heading: heading, ascii: false)
    #expect(card.lines == ["Arcade Memory · daily 2026-11-23 (practice)", "5 moves · 1:05", "✅", "⬜⬜✅", "✅"])
    let ascii = ShareCard.memory(
      movesAtPairs: [1, 4, 5], moves: 5, seconds: 65.9, heading: heading, ascii: true)
    #expect(
      ascii.lines == ["Arcade Memory - daily 2026-11-23 (practice)", "5 moves - 1:05", "#", "..#", "#"])
  }

  @Test("FizzBuzz: score and counts, then a square per number, a row per decade")
  func fizzBuzz() {
    let outcomes: [ShareOutcome] =
      [.plain, .plain, .right] + Array(repeating: .right, count: 6) + [.wrong, .missed, .plain]
    let heading = ShareCard.Heading(game: .fizzbuzz, detail: "3 • 5 • 100")
    let card = ShareCard.fizzBuzz(outcomes: outcomes, score: 13, heading: heading, ascii: false)
    #expect(
      card.lines == [
        "Arcade FizzBuzz · 3 • 5 • 100", "Score +13 · 7 right · 1 wrong · 1 missed", "⬛⬛✅✅✅✅✅✅✅❌", "❔⬛",
      ])
    let ascii = ShareCard.fizzBuzz(outcomes: [.wrong, .wrong], score: -2, heading: heading, ascii: true)
    #expect(
      ascii.lines == ["Arcade FizzBuzz - 3 • 5 • 100", "Score -2 - 0 right - 2 wrong - 0 missed", "xx"])
  }

  @Test("good and bad differ in shape, never in colour alone: no outcome is a coloured square")
  func marksDifferInShape() {
    let heading = ShareCard.Heading(game: .fizzbuzz)
    let fizz = ShareCard.fizzBuzz(
      outcomes: [.right, .wrong, .missed], score: 0, heading: heading, ascii: false)
    let zombies = ShareCard.zombies(
      [ZombiesLife(moves: 0, ending: .caught), ZombiesLife(moves: 0, ending: .escaped)], livesLeft: 1,
      startingLives: 2, heading: daily, ascii: false)
    let memory = ShareCard.memory(movesAtPairs: [1], moves: 1, seconds: 1, heading: heading, ascii: false)
    // The squares 🟥 🟧 🟨 🟩 🟦 🟪 🟫 differ only in colour.
    let squares = (0x1F7E5...0x1F7EB).map { String(Unicode.Scalar($0)!) }
    for outcome in [fizz.lines[2], zombies.lines[2], zombies.lines[3], memory.lines[2]] {
      #expect(!squares.contains { outcome.contains($0) }, "\(outcome)")
    }
    #expect(fizz.lines[2] == "✅❌❔")
    #expect(zombies.lines[2...3] == ["❌", "✅"])
  }

  @Test("Maze: rooms, time and the ratio to the critical path")
  func maze() {
    let heading = ShareCard.Heading(game: .maze, daily: DailyDate(iso: "2026-11-23")!)
    #expect(
      ShareCard.maze(rooms: 421, seconds: 7.2, ratio: 1.0449, heading: heading, ascii: false).lines == [
        "Arcade Maze · daily 2026-11-23", "421 rooms · 0:07 · ×1.04 of the critical path",
      ])
    #expect(
      ShareCard.maze(rooms: 9, seconds: 600, ratio: 1.1, heading: heading, ascii: true).lines[1]
        == "9 rooms - 10:00 - x1.10 of the critical path")
  }

  @Test("an ASCII card is pure ASCII whatever the result")
  func asciiIsAscii() {
    let heading = ShareCard.Heading(game: .zombies, daily: DailyDate(iso: "2026-11-23")!)
    let cards = [
      ShareCard.zombies(
        [ZombiesLife(moves: 4, ending: .caught)], livesLeft: 0, startingLives: 3, heading: heading,
        ascii: true),
      ShareCard.memory(movesAtPairs: [2, 3], moves: 3, seconds: 3, heading: heading, ascii: true),
      ShareCard.fizzBuzz(outcomes: [.right, .wrong, .missed], score: 1, heading: heading, ascii: true),
      ShareCard.maze(rooms: 1, seconds: 1, ratio: 1, heading: heading, ascii: true),
    ]
    for card in cards {
      #expect(card.text.unicodeScalars.allSatisfy { $0.isASCII }, "\(card.text)")
    }
  }
}
