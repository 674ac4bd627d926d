/// The five fields of the settings form, in screen order.
public enum FizzBuzzField: Int, CaseIterable, Hashable, Sendable {
  case firstNumber
  case secondNumber
  case limit
  case firstWord
  case secondWord

  public var title: String {
    switch self {
    case .firstNumber: return "First number"
    case .secondNumber: return "Second number"
    case .limit: return "Limit"
    case .firstWord: return "First word"
    case .secondWord: return "Second word"
    }
  }

  public var description: String {
    switch self {
    case .firstNumber: return "Its multiples are answered with the first word"
    case .secondNumber: return "Its multiples are answered with the second word"
    case .limit: return "The game counts from 1 up to this number"
    case .firstWord: return "Said for multiples of the first number"
    case .secondWord: return "Said for multiples of the second number"
    }
  }

  /// Its name in replay snapshots, written out (a renamed case changes no digest).
  public var name: String {
    switch self {
    case .firstNumber: return "firstNumber"
    case .secondNumber: return "secondNumber"
    case .limit: return "limit"
    case .firstWord: return "firstWord"
    case .secondWord: return "secondWord"
    }
  }

  public var isNumber: Bool { self == .firstNumber || self == .secondNumber || self == .limit }

  /// The most characters the field holds: room for any valid value with a sign, leading zeros
  /// or a few characters too many (so "too wide" can still be shown), never more — a paste of
  /// any size stops here and costs no more per key than a short field.
  public var maximumCharacters: Int { isNumber ? 12 : 32 }

  /// The most UTF-8 bytes the field holds: combining marks pile onto one character without
  /// making more characters, so bytes are bounded too (4 per character: any emoji).
  public var maximumBytes: Int { maximumCharacters * 4 }

  public var next: FizzBuzzField? { FizzBuzzField(rawValue: rawValue + 1) }
  public var previous: FizzBuzzField? { FizzBuzzField(rawValue: rawValue - 1) }
}
