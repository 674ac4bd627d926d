/// A JSON document in memory. Integers stay exact (`integer` for every value an `Int64`
/// holds, `unsignedInteger` above it); a number with a fraction or an exponent is a `double`.
/// An object keeps its members in the order they were written (and duplicates, if any).
public enum JSONValue: Sendable {
  case null
  case bool(Bool)
  case integer(Int64)
  /// Only for values above `Int64.max`: the parser never makes one `Int64` could hold.
  case unsignedInteger(UInt64)
  case double(Double)
  case string(String)
  case array([JSONValue])
  case object([(key: String, value: JSONValue)])
  /// A string value that is not valid (only parsed with `.defersStringErrors`): why, and
  /// where. Decoding it throws; it has no JSON text.
  case unreadableString(JSONSyntaxError)

  /// The value of `key` in an object (the first one, as Foundation's decoder reads a key
  /// written twice); nil for a missing key or a value that is not an object.
  public subscript(key: String) -> JSONValue? {
    guard case .object(let members) = self else { return nil }
    return members.first { $0.key == key }?.value
  }

  /// The number as a `Double`, for any of the three kinds of number; nil for anything else.
  public var doubleValue: Double? {
    switch self {
    case .integer(let n): Double(n)
    case .unsignedInteger(let n): Double(n)
    case .double(let x): x
    default: nil
    }
  }
}

extension JSONValue: Equatable {
  /// Structural equality; an `integer` and an `unsignedInteger` of the same value are equal,
  /// an integer and a `double` never are (1 and 1.0 are different values here).
  public static func == (a: JSONValue, b: JSONValue) -> Bool {
    switch (a, b) {
    case (.null, .null): return true
    case (.bool(let x), .bool(let y)): return x == y
    case (.integer(let x), .integer(let y)): return x == y
    case (.unsignedInteger(let x), .unsignedInteger(let y)): return x == y
    case (.integer(let x), .unsignedInteger(let y)), (.unsignedInteger(let y), .integer(let x)):
      return x >= 0 && UInt64(x) == y
    case (.double(let x), .double(let y)): return x == y
    case (.string(let x), .string(let y)): return x == y
    case (.unreadableString(let x), .unreadableString(let y)): return x == y
    case (.array(let x), .array(let y)): return x == y
    case (.object(let x), .object(let y)):
      return x.count == y.count && zip(x, y).allSatisfy { $0.key == $1.key && $0.value == $1.value }
    default: return false
    }
  }
}

extension JSONValue {
  /// Parses one JSON text (RFC 8259; white space around it is fine, anything else after it
  /// is an error). Throws `JSONSyntaxError` with the byte offset of the problem.
  public init(parsing bytes: some Collection<UInt8>, options: JSONParsingOptions = []) throws(JSONSyntaxError)
  {
    self = try JSONParser.parse(bytes, options: options)
  }

  /// The JSON text of this value: compact unless `options` say otherwise. Throws
  /// `JSONValueError` for a non-finite double (JSON has no NaN or infinity) or an unreadable
  /// string.
  public func serialized(options: JSONWritingOptions = []) throws(JSONValueError) -> [UInt8] {
    var writer = JSONWriter(options: options)
    try writer.write(self)
    return writer.bytes
  }
}
