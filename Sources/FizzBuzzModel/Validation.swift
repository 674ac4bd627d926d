/// The bounds a setting must respect. The game keeps numbers small enough to play; print mode
/// only needs them positive.
public struct SettingsBounds: Hashable, Sendable {
  public var divisors: ClosedRange<Int>
  public var limit: ClosedRange<Int>
  public var wordColumns: Int

  public init(divisors: ClosedRange<Int>, limit: ClosedRange<Int>, wordColumns: Int) {
    self.divisors = divisors
    self.limit = limit
    self.wordColumns = wordColumns
  }

  public static let game = SettingsBounds(divisors: 1...9_999, limit: 1...10_000, wordColumns: 16)
  public static let print = SettingsBounds(divisors: 1...Int.max, limit: 1...Int.max, wordColumns: 16)

  public func range(of field: Field) -> ClosedRange<Int> { field == .limit ? limit : divisors }
}

/// Why a field's text is refused; `message` completes "<Field> …".
public enum FieldError: Error, Hashable, Sendable {
  case empty
  case notWholeNumber
  case outOfRange(ClosedRange<Int>)
  case tooWide(maximum: Int, actual: Int)
  case controlCharacter
  case unsupportedEmoji(String)

  public var message: String {
    switch self {
    case .empty:
      return "must not be empty"
    case .notWholeNumber:
      return "must be a whole number"
    case .outOfRange(let range):
      return "must be between \(grouped(range.lowerBound)) and \(grouped(range.upperBound))"
    case .tooWide(let maximum, let actual):
      return "must be at most \(maximum) columns wide (now \(actual))"
    case .controlCharacter:
      return "must not contain control characters"
    case .unsupportedEmoji(let glyph):
      return "cannot use \(glyph): only single emoji without variation selectors or joiners"
    }
  }
}

/// Thousands grouped with spaces: 9999 -> "9 999".
public func grouped(_ number: Int) -> String {
  let digits = String(number.magnitude)
  var out = ""
  for (index, digit) in digits.enumerated() {
    if index > 0 && (digits.count - index) % 3 == 0 { out.append(" ") }
    out.append(digit)
  }
  return number < 0 ? "-" + out : out
}

public enum Validation {
  /// Leading and trailing white space removed.
  public static func trimmed(_ text: String) -> String {
    let characters = Array(text)
    guard let first = characters.firstIndex(where: { !$0.isWhitespace }),
      let last = characters.lastIndex(where: { !$0.isWhitespace })
    else { return "" }
    return String(characters[first...last])
  }

  /// A whole number (optional sign, decimal digits; "007" is 7) inside `range`. A number too
  /// large for `Int` is out of range, never a crash.
  public static func number(_ text: String, in range: ClosedRange<Int>) -> Result<Int, FieldError> {
    let text = trimmed(text)
    if text.isEmpty { return .failure(.empty) }
    var digits = Substring(text)
    var negative = false
    if let sign = digits.first, sign == "-" || sign == "+" {
      negative = sign == "-"
      digits = digits.dropFirst()
    }
    guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isWholeNumber }) else {
      return .failure(.notWholeNumber)
    }
    var value = 0
    for digit in digits {
      let (times10, overflow1) = value.multipliedReportingOverflow(by: 10)
      let (sum, overflow2) = times10.addingReportingOverflow(Int(digit.asciiValue! - 48))
      if overflow1 || overflow2 { return .failure(.outOfRange(range)) }
      value = sum
    }
    if negative { value = -value }
    return range.contains(value) ? .success(value) : .failure(.outOfRange(range))
  }

  /// A word of 1…`maximumColumns` display columns (measured by `columns`, the terminal's width
  /// rule) with no control characters; emoji only as single code points with emoji
  /// presentation (no U+FE0F, no ZWJ sequences, no text-style symbols).
  public static func word(
    _ text: String, maximumColumns: Int, columns: (String) -> Int
  ) -> Result<String, FieldError> {
    let text = trimmed(text)
    if text.isEmpty { return .failure(.empty) }
    for character in text {
      if character.unicodeScalars.contains(where: isControl) { return .failure(.controlCharacter) }
      if !isAllowedGlyph(character) { return .failure(.unsupportedEmoji(String(character))) }
    }
    let width = columns(text)
    if width > maximumColumns { return .failure(.tooWide(maximum: maximumColumns, actual: width)) }
    return .success(text)
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }

  /// Refuses what terminals disagree on: variation selector 16, joiners, multi-code-point
  /// emoji (flags, skin tones) and text-presentation symbols such as ❤.
  static func isAllowedGlyph(_ character: Character) -> Bool {
    let scalars = Array(character.unicodeScalars)
    if scalars.contains(where: { $0.value == 0xFE0F || $0.value == 0x200D }) { return false }
    let emojiScalars = scalars.filter { $0.value >= 0x80 && $0.properties.isEmoji }
    if emojiScalars.isEmpty { return true }
    return scalars.count == 1 && emojiScalars[0].properties.isEmojiPresentation
  }
}
