/// The bounds a setting must respect. The game keeps numbers small enough to play; print mode
/// only needs them positive.
public struct FizzBuzzBounds: Hashable, Sendable {
  public var divisors: ClosedRange<Int>
  public var limit: ClosedRange<Int>
  public var wordColumns: Int

  public init(divisors: ClosedRange<Int>, limit: ClosedRange<Int>, wordColumns: Int) {
    self.divisors = divisors
    self.limit = limit
    self.wordColumns = wordColumns
  }

  public static let game = FizzBuzzBounds(divisors: 1...9_999, limit: 1...10_000, wordColumns: 16)
  public static let print = FizzBuzzBounds(divisors: 1...Int.max, limit: 1...Int.max, wordColumns: 16)

  public func range(of field: FizzBuzzField) -> ClosedRange<Int> { field == .limit ? limit : divisors }
}

/// Why a field's text is refused; `message` completes "<Field> …".
public enum FizzBuzzFieldError: Error, Hashable, Sendable {
  case empty
  /// A word of spaces only: not empty, but nothing shows.
  case blank
  case notWholeNumber
  case outOfRange(ClosedRange<Int>)
  case tooWide(maximum: Int, actual: Int)
  case controlCharacter
  case unsupportedEmoji(String)
  /// A format character that draws nothing (U+200B, U+00AD, U+2060, U+FEFF…).
  case invisibleCharacter(Unicode.Scalar)
  /// A bidi control that would turn the text around (U+202E…).
  case bidiControl(Unicode.Scalar)
  /// A combining mark with no letter to sit on (a lone U+0301).
  case loneCombiningMark(Unicode.Scalar)

  public var message: String {
    switch self {
    case .empty:
      return "must not be empty"
    case .blank:
      return "must have a visible character"
    case .notWholeNumber:
      return "must be a whole number"
    case .outOfRange(let range):
      return "must be between \(grouped(range.lowerBound)) and \(grouped(range.upperBound))"
    case .tooWide(let maximum, let actual):
      return "must be at most \(maximum) columns wide (now \(actual))"
    case .controlCharacter:
      return "must not contain control characters"
    case .unsupportedEmoji(let glyph):
      // Named by code points: the glyph itself is what terminals draw split. Short enough to
      // stand beside the field at 80 columns.
      let scalars = glyph.unicodeScalars
      if scalars.contains(where: { $0.value == 0x200D }) {
        return "has a joined emoji (\(codePoints(glyph)))"
      }
      if scalars.contains(where: { $0.value == 0xFE0F }) {
        return "has an emoji with U+FE0F (\(codePoints(glyph)))"
      }
      if scalars.count > 1 { return "has an emoji sequence (\(codePoints(glyph)))" }
      return "cannot use \(codePoints(glyph)), a text-style symbol"
    case .invisibleCharacter(let scalar):
      return "has an invisible character \(codePoint(scalar))"
    case .bidiControl(let scalar):
      return "has a text-direction control \(codePoint(scalar))"
    case .loneCombiningMark(let scalar):
      return "has a lone combining mark \(codePoint(scalar))"
    }
  }
}

/// "U+200B".
func codePoint(_ scalar: Unicode.Scalar) -> String {
  let hex = String(scalar.value, radix: 16, uppercase: true)
  return "U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
}

/// "U+1F468 U+200D …", the first two code points of a glyph.
func codePoints(_ glyph: String) -> String {
  let scalars = Array(glyph.unicodeScalars)
  let named = scalars.prefix(2).map(codePoint).joined(separator: " ")
  return scalars.count > 2 ? named + " …" : named
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

public enum FizzBuzzValidation {
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
  public static func number(_ text: String, in range: ClosedRange<Int>) -> Result<Int, FizzBuzzFieldError> {
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
  /// rule) in which every character shows: no control, format or bidi control characters, no
  /// combining mark without a letter; emoji only as single code points with emoji presentation
  /// (an emoji sequence is refused whole: no U+FE0F, no ZWJ, no flags or skin tones, no
  /// text-style symbols).
  public static func word(
    _ text: String, maximumColumns: Int, columns: (String) -> Int
  ) -> Result<String, FizzBuzzFieldError> {
    if text.isEmpty { return .failure(.empty) }
    let text = trimmed(text)
    if text.isEmpty { return .failure(.blank) }
    for character in text {
      if let error = problem(with: character) { return .failure(error) }
    }
    let width = columns(text)
    if width < 1 { return .failure(.invisibleCharacter(text.unicodeScalars.first!)) }
    if width > maximumColumns { return .failure(.tooWide(maximum: maximumColumns, actual: width)) }
    return .success(text)
  }

  /// Why one character (grapheme cluster) cannot be part of a word, or nil when it can.
  public static func problem(with character: Character) -> FizzBuzzFieldError? {
    let scalars = character.unicodeScalars
    if scalars.contains(where: isControl) { return .controlCharacter }
    if let bidi = scalars.first(where: isBidiControl) { return .bidiControl(bidi) }
    let emojiLike = scalars.contains { ($0.value >= 0x80 && $0.properties.isEmoji) || $0.value == 0xFE0F }
    if emojiLike && !isAllowedGlyph(character) { return .unsupportedEmoji(String(character)) }
    if let format = scalars.first(where: isFormat) { return .invisibleCharacter(format) }
    if let first = scalars.first, scalars.allSatisfy(isMark) { return .loneCombiningMark(first) }
    return nil
  }

  static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    scalar.value < 0x20 || (0x7F..<0xA0).contains(scalar.value)
  }

  /// The embeddings, overrides, isolates and marks that reorder text (Trojan Source).
  static func isBidiControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }

  /// Format characters draw nothing (zero width space, soft hyphen, word joiner, BOM, tags).
  static func isFormat(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.generalCategory == .format
  }

  static func isMark(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .spacingMark: return true
    default: return false
    }
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
