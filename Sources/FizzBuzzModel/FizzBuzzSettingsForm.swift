/// The settings form: the text of each field as typed. Values are always read from the text
/// on screen, so clearing a field makes it invalid (the original kept the last valid value
/// and could start a game with numbers the player no longer saw).
public struct FizzBuzzSettingsForm: Sendable {
  public private(set) var texts: [String]
  /// Each field's verdict, kept up to date on every edit: the screen asks for them every frame
  /// (a paste is thousands of frames), and a refused key changes nothing.
  private var errors: [FizzBuzzFieldError?]
  public let bounds: FizzBuzzBounds
  /// Display columns of a word, as the terminal draws it.
  public let columns: @Sendable (String) -> Int

  public init(bounds: FizzBuzzBounds = .game, columns: @escaping @Sendable (String) -> Int) {
    texts = Array(repeating: "", count: FizzBuzzField.allCases.count)
    errors = Array(repeating: .empty, count: FizzBuzzField.allCases.count)
    self.bounds = bounds
    self.columns = columns
  }

  /// A form filled with `settings` (replaying a game, or flags from the command line).
  public init(
    filledWith settings: FizzBuzzSettings, bounds: FizzBuzzBounds = .game,
    columns: @escaping @Sendable (String) -> Int
  ) {
    self.init(bounds: bounds, columns: columns)
    self[.firstNumber] = String(settings.firstDivisor)
    self[.secondNumber] = String(settings.secondDivisor)
    self[.limit] = String(settings.limit)
    self[.firstWord] = settings.firstWord
    self[.secondWord] = settings.secondWord
  }

  /// The field's text; a longer text set here is cut to the field's limits.
  public subscript(field: FizzBuzzField) -> String {
    get { texts[field.rawValue] }
    set { store(Self.cut(newValue, to: field), in: field) }
  }

  /// Types one character at the end of `field`. Returns false (and changes nothing) when the
  /// field is full: a paste stops at the limit, and each refused key costs O(limit), so a
  /// paste of n characters costs O(n).
  @discardableResult
  public mutating func type(_ character: Character, into field: FizzBuzzField) -> Bool {
    let candidate = self[field] + String(character)
    guard candidate.utf8.count <= field.maximumBytes, candidate.count <= field.maximumCharacters else {
      return false
    }
    store(candidate, in: field)
    return true
  }

  /// True when `field` takes no more characters.
  public func isFull(_ field: FizzBuzzField) -> Bool { self[field].count >= field.maximumCharacters }

  /// Removes the last character (a whole grapheme cluster: an emoji sequence goes at once).
  public mutating func deleteLast(from field: FizzBuzzField) {
    guard !self[field].isEmpty else { return }
    var text = self[field]
    text.removeLast()
    store(text, in: field)
  }

  public mutating func clear(_ field: FizzBuzzField) { store("", in: field) }

  private mutating func store(_ text: String, in field: FizzBuzzField) {
    texts[field.rawValue] = text
    errors[field.rawValue] = validate(text, as: field)
  }

  /// Every field empty.
  public mutating func reset() {
    for field in FizzBuzzField.allCases { clear(field) }
  }

  /// The longest prefix of `text` within the field's limits (whole characters only).
  static func cut(_ text: String, to field: FizzBuzzField) -> String {
    if text.utf8.count <= field.maximumBytes && text.utf8.count <= field.maximumCharacters { return text }
    var out = ""
    var bytes = 0
    for (count, character) in text.enumerated() {
      let size = character.utf8.count
      if count >= field.maximumCharacters || bytes + size > field.maximumBytes { break }
      out.append(character)
      bytes += size
    }
    return out
  }

  /// nil when the field is valid, else why not.
  public func error(in field: FizzBuzzField) -> FizzBuzzFieldError? { errors[field.rawValue] }

  private func validate(_ text: String, as field: FizzBuzzField) -> FizzBuzzFieldError? {
    if field.isNumber {
      if case .failure(let error) = FizzBuzzValidation.number(text, in: bounds.range(of: field)) {
        return error
      }
    } else if case .failure(let error) = FizzBuzzValidation.word(
      text, maximumColumns: bounds.wordColumns, columns: columns)
    {
      return error
    }
    return nil
  }

  public var firstInvalidField: FizzBuzzField? { FizzBuzzField.allCases.first { error(in: $0) != nil } }

  /// The settings when all five fields are valid.
  public var settings: FizzBuzzSettings? {
    guard firstInvalidField == nil,
      case .success(let first) = FizzBuzzValidation.number(self[.firstNumber], in: bounds.divisors),
      case .success(let second) = FizzBuzzValidation.number(self[.secondNumber], in: bounds.divisors),
      case .success(let limit) = FizzBuzzValidation.number(self[.limit], in: bounds.limit)
    else { return nil }
    return FizzBuzzSettings(
      firstDivisor: first, secondDivisor: second, limit: limit,
      firstWord: FizzBuzzValidation.trimmed(self[.firstWord]),
      secondWord: FizzBuzzValidation.trimmed(self[.secondWord]))
  }
}
