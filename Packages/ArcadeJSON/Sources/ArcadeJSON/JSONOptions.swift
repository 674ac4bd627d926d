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
}

/// What the parser lets through beyond RFC 8259.
public struct JSONParsingOptions: OptionSet, Sendable {
  public let rawValue: Int
  public init(rawValue: Int) { self.rawValue = rawValue }

  /// `[1,2,]` and `{"a":1,}`, which Foundation's `JSONDecoder` accepts.
  public static let allowsTrailingCommas = JSONParsingOptions(rawValue: 1 << 0)
  /// A UTF-8 byte order mark before the text is skipped.
  public static let skipsByteOrderMark = JSONParsingOptions(rawValue: 1 << 1)
  /// What Foundation's `JSONDecoder` reads: both of the above.
  public static let foundationCompatible: JSONParsingOptions = [.allowsTrailingCommas, .skipsByteOrderMark]
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

/// A value that has no JSON text: a NaN or an infinite double.
public struct JSONValueError: Error, Equatable, Sendable, CustomStringConvertible {
  public var value: Double
  public init(value: Double) { self.value = value }
  public var description: String { "\(value) cannot be written in JSON" }
}
