import ArcadeRandom

/// The four games that have a daily, in the order the daily list shows them.
public enum DailyGame: String, CaseIterable, Codable, Hashable, Sendable {
  case zombies
  case memory
  case fizzbuzz
  case maze

  public var title: String {
    switch self {
    case .zombies: return "Zombies"
    case .memory: return "Memory"
    case .fizzbuzz: return "FizzBuzz"
    case .maze: return "Maze"
    }
  }

  /// Mixed into the day's seed so the four games of one day are unrelated. FNV-1a of the
  /// name: a fixed function of the text, so it never changes between builds or machines.
  var salt: UInt64 {
    var hash: UInt64 = 0xCBF2_9CE4_8422_2325
    for byte in rawValue.utf8 {
      hash = (hash ^ UInt64(byte)) &* 0x0000_0100_0000_01B3
    }
    return hash
  }
}

/// One game's challenge on one day: the same for everyone, on any machine. Everything in it
/// is derived from the date and the game only (golden seeds in the tests catch any change).
public struct DailyChallenge: Hashable, Sendable {
  public let date: DailyDate
  public let game: DailyGame
  /// The game's seed (`--seed`): the board, the deck order, the maze.
  public let seed: UInt64

  /// "2026-11-26-zombies": the challenge in sets of names.
  public var key: String { "\(date)-\(game.rawValue)" }

  public init(date: DailyDate, game: DailyGame) {
    self.date = date
    self.game = game
    var mix = SeededRandom(seed: UInt64(bitPattern: Int64(date.dayNumber)) ^ game.salt)
    seed = mix.next()
  }

  /// Another stream from the same seed, for choices the game itself does not make (which
  /// mode, which deck, which settings), so they never disturb the game's own draws.
  private var choices: SeededRandom { SeededRandom(seed: seed ^ 0xDA11_7C4A_11E4_6E00) }

  /// Zombies: the mode turns with the days (classic, block, flashlight), at the original's size.
  public var zombiesMode: String {
    let modes = ["classic", "block", "flashlight"]
    return modes[((date.dayNumber % modes.count) + modes.count) % modes.count]
  }

  /// Memory: which of `count` decks (sorted by name) the day plays.
  public func deckIndex(among count: Int) -> Int {
    guard count > 0 else { return 0 }
    var random = choices
    return Int(random.next() % UInt64(count))
  }

  /// FizzBuzz: two different divisors of 2…7 where neither divides the other, a limit of
  /// 30…60, and a pair of words from a fixed list.
  public var fizzBuzz: DailyFizzBuzz {
    var random = choices
    let pairs = DailyFizzBuzz.divisorPairs
    let (first, second) = pairs[Int(random.next() % UInt64(pairs.count))]
    let limit = 30 + Int(random.next() % 31)
    let words = DailyFizzBuzz.wordPairs[Int(random.next() % UInt64(DailyFizzBuzz.wordPairs.count))]
    return DailyFizzBuzz(
      firstDivisor: first, secondDivisor: second, limit: limit, firstWord: words.0, secondWord: words.1)
  }
}

/// The day's FizzBuzz settings (plain values: the app turns them into the game's settings).
public struct DailyFizzBuzz: Hashable, Sendable {
  public let firstDivisor: Int
  public let secondDivisor: Int
  public let limit: Int
  public let firstWord: String
  public let secondWord: String

  public init(firstDivisor: Int, secondDivisor: Int, limit: Int, firstWord: String, secondWord: String) {
    self.firstDivisor = firstDivisor
    self.secondDivisor = secondDivisor
    self.limit = limit
    self.firstWord = firstWord
    self.secondWord = secondWord
  }

  static let divisorPairs: [(Int, Int)] = {
    var pairs: [(Int, Int)] = []
    for a in 2...6 {
      for b in (a + 1)...7 where b % a != 0 { pairs.append((a, b)) }
    }
    return pairs
  }()

  static let wordPairs: [(String, String)] = [
    ("Fizz", "Buzz"), ("Bing", "Bong"), ("Tick", "Tock"), ("Ping", "Pong"), ("Zig", "Zag"),
    ("Hip", "Hop"),
  ]
}
