/// The five settings of one game: two divisors, how far to count, and the two words said for
/// their multiples. Coded with the original app's keys (int1, int2, limit, string1, string2).
public struct FizzBuzzSettings: Codable, Hashable, Sendable {
  public var firstDivisor: Int
  public var secondDivisor: Int
  public var limit: Int
  public var firstWord: String
  public var secondWord: String

  public init(firstDivisor: Int, secondDivisor: Int, limit: Int, firstWord: String, secondWord: String) {
    self.firstDivisor = firstDivisor
    self.secondDivisor = secondDivisor
    self.limit = limit
    self.firstWord = firstWord
    self.secondWord = secondWord
  }

  /// The classic exercise: 3, 5, 100, fizz, buzz.
  public static let classic = FizzBuzzSettings(
    firstDivisor: 3, secondDivisor: 5, limit: 100, firstWord: "fizz", secondWord: "buzz")

  enum CodingKeys: String, CodingKey {
    case firstDivisor = "int1"
    case secondDivisor = "int2"
    case limit
    case firstWord = "string1"
    case secondWord = "string2"
  }

  /// What the game form shows before any game was played: 3, 5, 100, Fizz, Buzz.
  public static let firstGame = FizzBuzzSettings(
    firstDivisor: 3, secondDivisor: 5, limit: 100, firstWord: "Fizz", secondWord: "Buzz")

  /// "3 • 5 • 100 • fizz • buzz", as the original's stats rows.
  public var name: String { name(separator: " • ") }

  public func name(separator: String) -> String {
    [String(firstDivisor), String(secondDivisor), String(limit), firstWord, secondWord]
      .joined(separator: separator)
  }

  /// What `number` becomes in the sequence. Two remainders, never a product (no overflow).
  public func kind(of number: Int) -> FizzBuzzItemKind {
    switch (number % firstDivisor == 0, number % secondDivisor == 0) {
    case (true, true): return .both
    case (true, false): return .first
    case (false, true): return .second
    case (false, false): return .number
    }
  }

  /// The sequence's item for `number`: both words joined without a space, one word, or the
  /// number itself.
  public func text(of number: Int) -> String {
    switch kind(of: number) {
    case .both: return firstWord + secondWord
    case .first: return firstWord
    case .second: return secondWord
    case .number: return String(number)
    }
  }

  /// The word a player says with `answer` (both: the two words joined, as in the sequence).
  public func word(for answer: FizzBuzzAnswer) -> String {
    switch answer {
    case .first: return firstWord
    case .second: return secondWord
    case .both: return firstWord + secondWord
    }
  }

  /// The sequence 1…limit (meant for game-sized limits; print mode streams instead).
  public var sequence: [String] { limit < 1 ? [] : (1...limit).map(text(of:)) }
}

/// What a number of the sequence is replaced by.
public enum FizzBuzzItemKind: Hashable, Sendable {
  case number
  case first
  case second
  case both

  /// The answer a player should give for it, or nil when the number is said as is.
  public var expectedAnswer: FizzBuzzAnswer? {
    switch self {
    case .number: return nil
    case .first: return .first
    case .second: return .second
    case .both: return .both
    }
  }
}

/// A player's answer to the number on screen.
public enum FizzBuzzAnswer: String, Codable, Hashable, Sendable, CaseIterable {
  case first
  case second
  case both
}

extension FizzBuzzAnswer: CustomStringConvertible {
  /// Its name in replay snapshots, written out (a renamed case changes no digest).
  public var description: String {
    switch self {
    case .first: return "first"
    case .second: return "second"
    case .both: return "both"
    }
  }
}

extension FizzBuzzSettings {
  /// The daily's settings, drawn from the day's `choices`: two different divisors of 2…7 where
  /// neither divides the other, a limit of 30…60, and a pair of words from a fixed list.
  public static func daily(choosingWith random: inout some RandomNumberGenerator) -> FizzBuzzSettings {
    let (first, second) = dailyDivisorPairs[Int(random.next() % UInt64(dailyDivisorPairs.count))]
    let limit = 30 + Int(random.next() % 31)
    let words = dailyWordPairs[Int(random.next() % UInt64(dailyWordPairs.count))]
    return FizzBuzzSettings(
      firstDivisor: first, secondDivisor: second, limit: limit, firstWord: words.0, secondWord: words.1)
  }

  static let dailyDivisorPairs: [(Int, Int)] = {
    var pairs: [(Int, Int)] = []
    for a in 2...6 {
      for b in (a + 1)...7 where b % a != 0 { pairs.append((a, b)) }
    }
    return pairs
  }()

  static let dailyWordPairs: [(String, String)] = [
    ("Fizz", "Buzz"), ("Bing", "Bong"), ("Tick", "Tock"), ("Ping", "Pong"), ("Zig", "Zag"),
    ("Hip", "Hop"),
  ]
}
