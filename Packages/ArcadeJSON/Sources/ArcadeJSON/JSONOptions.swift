/// How a JSON text is written. The names and the layout are Foundation's `JSONEncoder`'s.
public struct JSONWritingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// Two-space indentation, one member per line, `"key" : value`.
  public static let prettyPrinted = JSONWritingOptions(rawValue: 1 << 0)
  /// Object members in the byte order of their keys' UTF-8.
  public static let sortedKeys = JSONWritingOptions(rawValue: 1 << 1)
  /// `/` written as is rather than `\/`.
  public static let withoutEscapingSlashes = JSONWritingOptions(rawValue: 1 << 2)
  /// Characters a terminal acts on or hides (DEL, the C1 controls, line and paragraph
  /// separators, bidirectional controls) written as `\uXXXX` too (not Foundation's): the
  /// text stays valid JSON with the same meaning, and safe to print on a terminal.
  public static let escapingInvisibles = JSONWritingOptions(rawValue: 1 << 3)
}

/// What the parser lets through beyond RFC 8259.
public struct JSONParsingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `[1,2,]` and `{"a":1,}`, which Foundation's `JSONDecoder` accepts.
  public static let allowsTrailingCommas = JSONParsingOptions(rawValue: 1 << 0)
  /// A UTF-8 byte order mark before the text is skipped.
  public static let skipsByteOrderMark = JSONParsingOptions(rawValue: 1 << 1)
  /// A string value with a bad escape, an unescaped control character, a lone surrogate or
  /// bytes that are not UTF-8 does not spoil the text: it parses as `unreadableString`, an
  /// error only when decoded. Foundation's `JSONDecoder` checks string values this lazily, so
  /// a deck with a raw tab in one card's field loses that field, not the deck. Keys are always
  /// checked.
  public static let defersStringErrors = JSONParsingOptions(rawValue: 1 << 2)
  /// What Foundation's `JSONDecoder` reads: all of the above.
  public static let foundationCompatible: JSONParsingOptions = [
    .allowsTrailingCommas, .skipsByteOrderMark, .defersStringErrors,
  ]
}

/// Where and why a text is not JSON.
public struct JSONSyntaxError: Error, Equatable, Sendable, CustomStringConvertible {
  /// What is wrong, in a few words ("unterminated string").
  public var reason: String
  /// The byte offset (from 0) of the problem in the text.
  public var offset: Int

  public init(reason: String, offset: Int) {
    self.reason = reason
    self.offset = offset
  }

  public var description: String { "\(reason) at byte \(offset)" }
}

/// A value that has no JSON text: a NaN or an infinite double, an unreadable string.
public struct JSONValueError: Error, Equatable, Sendable, CustomStringConvertible {
  public var description: String
  public init(_ description: String) { self.description = description }
}
