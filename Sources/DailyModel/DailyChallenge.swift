import ArcadeRandom

/// The games that have a daily, in the order the daily list shows them.
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

  /// A game the clock races (FizzBuzz's numbers): its counted attempt offers the player's own
  /// pace first in line and screen-reader modes, and its past days are timed there.
  public var isTimed: Bool {
    switch self {
    case .fizzbuzz: return true
    case .zombies, .memory, .maze: return false
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
  /// mode, which deck, which settings), so they never disturb the game's own draws. Each
  /// model owns its choice (`ZombiesMode.daily`, `DeckShelf.daily`, `FizzBuzzSettings.daily`).
  public var choices: SeededRandom { SeededRandom(seed: seed ^ 0xDA11_7C4A_11E4_6E00) }
}
