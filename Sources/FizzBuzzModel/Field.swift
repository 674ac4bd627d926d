/// The five fields of the settings form, in screen order.
public enum Field: Int, CaseIterable, Hashable, Sendable {
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

  public var isNumber: Bool { self == .firstNumber || self == .secondNumber || self == .limit }

  public var next: Field? { Field(rawValue: rawValue + 1) }
  public var previous: Field? { Field(rawValue: rawValue - 1) }
}
