import DailyModel
import FizzBuzzModel
import MemoryModel
import ZombiesModel
import PropertyBased
import Testing

@Suite("The day's challenges")
struct DailyChallengeTests {
  /// Golden seeds, computed by an independent Python SplitMix64/FNV-1a: a change to the
  /// seeding changes every player's daily, so it must be seen.
  @Test(
    "the same date gives the same challenge: golden seeds for three dates",
    arguments: [
      ("2026-01-01", DailyGame.zombies, 0x310f_b22c_530e_95cf as UInt64),
      ("2026-01-01", .memory, 0xb146_29ba_5769_d39e), ("2026-01-01", .fizzbuzz, 0x21c8_5974_7f50_a95b),
      ("2026-01-01", .maze, 0x211b_32a8_a19e_89ab), ("2026-11-23", .zombies, 0x348a_58fd_091c_42d7),
      ("2026-11-23", .memory, 0xcc08_3b6e_82cc_ba36), ("2026-11-23", .fizzbuzz, 0x88e9_661e_4cdb_b81c),
      ("2026-11-23", .maze, 0x8e98_a750_dac0_7e4e), ("2027-02-28", .zombies, 0xa69c_9479_3520_e323),
      ("2027-02-28", .memory, 0x0a46_dfe4_960d_4458), ("2027-02-28", .fizzbuzz, 0x58c2_9df3_ea87_fe4c),
      ("2027-02-28", .maze, 0xff06_7fd2_51a6_d072),
    ])
  func goldenSeeds(text: String, game: DailyGame, seed: UInt64) {
    #expect(DailyChallenge(date: DailyDate(iso: text)!, game: game).seed == seed)
  }

  @Test(
    "the day's FizzBuzz settings and Zombies mode are golden too",
    arguments: [
      ("2026-01-01", 5, 6, 52, "Zig", "Zag", "classic"), ("2026-11-23", 5, 7, 54, "Hip", "Hop", "flashlight"),
      ("2027-02-28", 4, 7, 57, "Ping", "Pong", "classic"),
    ])
  func goldenSettings(
    text: String, first: Int, second: Int, limit: Int, word1: String, word2: String, mode: String
  ) {
    let date = DailyDate(iso: text)!
    var choices = DailyChallenge(date: date, game: .fizzbuzz).choices
    #expect(
      FizzBuzzSettings.daily(choosingWith: &choices)
        == FizzBuzzSettings(
          firstDivisor: first, secondDivisor: second, limit: limit, firstWord: word1, secondWord: word2))
    #expect(ZombiesMode.daily(dayNumber: date.dayNumber).rawValue == mode)
  }

  @Test("every day's FizzBuzz is playable: two divisors of 2…7, neither dividing the other, limit 30…60")
  func fizzBuzzAlwaysPlayable() async {
    await propertyCheck(input: Gen.int(in: 20_454...120_000)) { number in
      var choices = DailyChallenge(date: DailyDate(dayNumber: number), game: .fizzbuzz).choices
      let settings = FizzBuzzSettings.daily(choosingWith: &choices)
      #expect(settings.firstDivisor < settings.secondDivisor)
      #expect((2...7).contains(settings.firstDivisor) && (2...7).contains(settings.secondDivisor))
      #expect(settings.secondDivisor % settings.firstDivisor != 0)
      #expect((30...60).contains(settings.limit))
      #expect(settings.firstWord != settings.secondWord)
    }
  }

  @Test("the four games of a day and one game on two days get different seeds")
  func seedsDiffer() async {
    await propertyCheck(input: Gen.int(in: 20_454...120_000)) { number in
      let date = DailyDate(dayNumber: number)
      let seeds = Set(DailyGame.allCases.map { DailyChallenge(date: date, game: $0).seed })
      #expect(seeds.count == DailyGame.allCases.count)
      #expect(
        DailyChallenge(date: date, game: .maze).seed
          != DailyChallenge(date: date.adding(days: 1), game: .maze).seed)
    }
  }

  @Test("the deck is one of the decks offered, the same all day; none when no deck is playable")
  func deckChoice() {
    let challenge = DailyChallenge(date: DailyDate(iso: "2026-11-23")!, game: .memory)
    let decks = ["a", "b", "c"].map { name in
      Deck(
        name: name,
        cards: (1...8).map {
          Card(id: "\(name)\($0)", title: "\($0)", artist: "", face: "\($0)", asciiFace: "\($0)")
        })
    }
    let shelf = DeckShelf(
      directory: "", choices: decks.map { DeckChoice(file: $0.name, result: .success($0)) })
    var first = challenge.choices
    var again = challenge.choices
    let chosen = shelf.daily(choosingWith: &first)
    #expect(chosen.map { decks.contains($0) } == true)
    #expect(chosen == shelf.daily(choosingWith: &again))
    var none = challenge.choices
    #expect(DeckShelf(directory: "", choices: []).daily(choosingWith: &none) == nil)
  }
}
