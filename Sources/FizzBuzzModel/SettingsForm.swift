/// The settings form: the text of each field as typed. Values are always read from the text
/// on screen, so clearing a field makes it invalid (the original kept the last valid value
/// and could start a game with numbers the player no longer saw).
public struct SettingsForm: Sendable {
  public private(set) var texts: [String]
  public let bounds: SettingsBounds
  /// Display columns of a word, as the terminal draws it.
  public let columns: @Sendable (String) -> Int

  public init(bounds: SettingsBounds = .game, columns: @escaping @Sendable (String) -> Int) {
    texts = Array(repeating: "", count: Field.allCases.count)
    self.bounds = bounds
    self.columns = columns
  }

  /// A form filled with `settings` (replaying a game, or flags from the command line).
  public init(
    filledWith settings: Settings, bounds: SettingsBounds = .game,
    columns: @escaping @Sendable (String) -> Int
  ) {
    self.init(bounds: bounds, columns: columns)
    self[.firstNumber] = String(settings.firstDivisor)
    self[.secondNumber] = String(settings.secondDivisor)
    self[.limit] = String(settings.limit)
    self[.firstWord] = settings.firstWord
    self[.secondWord] = settings.secondWord
  }

  public subscript(field: Field) -> String {
    get { texts[field.rawValue] }
    set { texts[field.rawValue] = newValue }
  }

  public mutating func type(_ character: Character, into field: Field) { self[field].append(character) }

  public mutating func deleteLast(from field: Field) {
    if !self[field].isEmpty { self[field].removeLast() }
  }

  public mutating func reset() {
    for field in Field.allCases { self[field] = "" }
  }

  /// nil when the field is valid, else why not.
  public func error(in field: Field) -> FieldError? {
    if field.isNumber {
      if case .failure(let error) = Validation.number(self[field], in: bounds.range(of: field)) {
        return error
      }
    } else if case .failure(let error) = Validation.word(
      self[field], maximumColumns: bounds.wordColumns, columns: columns)
    {
      return error
    }
    return nil
  }

  public var firstInvalidField: Field? { Field.allCases.first { error(in: $0) != nil } }

  /// The settings when all five fields are valid.
  public var settings: Settings? {
    guard firstInvalidField == nil,
      case .success(let first) = Validation.number(self[.firstNumber], in: bounds.divisors),
      case .success(let second) = Validation.number(self[.secondNumber], in: bounds.divisors),
      case .success(let limit) = Validation.number(self[.limit], in: bounds.limit)
    else { return nil }
    return Settings(
      firstDivisor: first, secondDivisor: second, limit: limit,
      firstWord: Validation.trimmed(self[.firstWord]), secondWord: Validation.trimmed(self[.secondWord]))
  }
}
