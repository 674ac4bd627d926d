/// Reads a JSON text into a `JSONValue` in one pass over its bytes, saying where it stops
/// being JSON. Nesting stops at `maximumDepth` levels so a hostile text cannot exhaust the
/// stack.
struct JSONParser {
  static let maximumDepth = 512

  private let bytes: UnsafeBufferPointer<UInt8>
  private let options: JSONParsingOptions
  private var index = 0
  private var depth = 0

  static func parse(_ input: some Collection<UInt8>, options: JSONParsingOptions) throws(JSONSyntaxError)
    -> JSONValue
  {
    let result =
      input.withContiguousStorageIfAvailable { buffer in parse(buffer: buffer, options: options) }
      ?? Array(input).withUnsafeBufferPointer { parse(buffer: $0, options: options) }
    return try result.get()
  }

  private static func parse(buffer: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions) -> Result<
    JSONValue, JSONSyntaxError
  > {
    var parser = JSONParser(bytes: buffer, options: options)
    if options.contains(.skipsByteOrderMark), buffer.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
    do throws(JSONSyntaxError) {
      let value = try parser.value()
      parser.skipSpace()
      guard parser.index == buffer.count else { throw parser.error("unexpected text after the value") }
      return .success(value)
    } catch {
      return .failure(error)
    }
  }

  private init(bytes: UnsafeBufferPointer<UInt8>, options: JSONParsingOptions) {
    self.bytes = bytes
    self.options = options
  }

  private func error(_ reason: String, at offset: Int? = nil) -> JSONSyntaxError {
    JSONSyntaxError(reason: reason, offset: offset ?? index)
  }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while index < bytes.count {
      switch bytes[index] {
      case 0x20, 0x0A, 0x0D, 0x09: index += 1
      default: return
      }
    }
  }

  private mutating func value() throws(JSONSyntaxError) -> JSONValue {
    skipSpace()
    guard let byte = current else { throw error("unexpected end of text") }
    switch byte {
    case UInt8(ascii: "{"): return try object()
    case UInt8(ascii: "["): return try array()
    case UInt8(ascii: "\""): return try stringValue()
    case UInt8(ascii: "t"): return try literal("true", .bool(true))
    case UInt8(ascii: "f"): return try literal("false", .bool(false))
    case UInt8(ascii: "n"): return try literal("null", .null)
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try number()
    default: throw error("unexpected character")
    }
  }

  private mutating func literal(_ word: StaticString, _ value: JSONValue) throws(JSONSyntaxError) -> JSONValue
  {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for (offset, byte) in expected.enumerated()
    where index + offset >= bytes.count || bytes[index + offset] != byte {
      throw error(
        index + offset >= bytes.count ? "unexpected end of text" : "invalid literal", at: index + offset)
    }
    index += expected.count
    return value
  }

  private mutating func enter() throws(JSONSyntaxError) {
    depth += 1
    guard depth <= Self.maximumDepth else { throw error("nested more than \(Self.maximumDepth) levels deep") }
    index += 1
  }

  private mutating func object() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    var members: [(key: String, value: JSONValue)] = []
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard let byte = current else { throw error("unexpected end of text") }
      if byte == UInt8(ascii: "}"), !members.isEmpty, options.contains(.allowsTrailingCommas) {
        index += 1
        return .object(members)
      }
      guard byte == UInt8(ascii: "\"") else { throw error("expected a key in quotes") }
      let key = try string()
      skipSpace()
      guard current == UInt8(ascii: ":") else {
        throw error(current == nil ? "unexpected end of text" : "expected ':' after a key")
      }
      index += 1
      members.append((key, try value()))
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      case nil: throw error("unexpected end of text")
      default: throw error("expected ',' or '}' in an object")
      }
    }
  }

  private mutating func array() throws(JSONSyntaxError) -> JSONValue {
    try enter()
    defer { depth -= 1 }
    var elements: [JSONValue] = []
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .array(elements)
    }
    while true {
      skipSpace()
      if current == UInt8(ascii: "]"), !elements.isEmpty, options.contains(.allowsTrailingCommas) {
        index += 1
        return .array(elements)
      }
      elements.append(try value())
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .array(elements)
      case nil: throw error("unexpected end of text")
      default: throw error("expected ',' or ']' in an array")
      }
    }
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  /// `-?(0|[1-9][0-9]*)(.[0-9]+)?([eE][+-]?[0-9]+)?`: exact when an integer fits 64 bits,
  /// otherwise the nearest double (infinite when beyond the double range).
  private mutating func number() throws(JSONSyntaxError) -> JSONValue {
    let start = index
    let negative = current == UInt8(ascii: "-")
    if negative { index += 1 }
    guard let first = current, Self.isDigit(first) else {
      throw error(current == nil ? "unexpected end of text" : "expected a digit")
    }
    var magnitude: UInt64 = 0
    var overflow = false
    if first == UInt8(ascii: "0") {
      index += 1
      if let next = current, Self.isDigit(next) { throw error("leading zero in a number") }
    } else {
      while let byte = current, Self.isDigit(byte) {
        let (times10, o1) = magnitude.multipliedReportingOverflow(by: 10)
        let (sum, o2) = times10.addingReportingOverflow(UInt64(byte &- UInt8(ascii: "0")))
        overflow = overflow || o1 || o2
        magnitude = sum
        index += 1
      }
    }
    var integral = true
    if current == UInt8(ascii: ".") {
      integral = false
      index += 1
      try digits()
    }
    if current == UInt8(ascii: "e") || current == UInt8(ascii: "E") {
      integral = false
      index += 1
      if current == UInt8(ascii: "+") || current == UInt8(ascii: "-") { index += 1 }
      try digits()
    }
    if integral && !overflow {
      if !negative {
        return magnitude <= UInt64(Int64.max) ? .integer(Int64(magnitude)) : .unsignedInteger(magnitude)
      }
      if magnitude <= UInt64(Int64.max) { return .integer(-Int64(magnitude)) }
      if magnitude == UInt64(Int64.max) + 1 { return .integer(.min) }
    }
    let text = String(decoding: UnsafeBufferPointer(rebasing: bytes[start..<index]), as: UTF8.self)
    guard let double = Double(text) else { throw error("invalid number", at: start) }
    return .double(double)
  }

  private mutating func digits() throws(JSONSyntaxError) {
    guard let byte = current, Self.isDigit(byte) else {
      throw error(current == nil ? "unexpected end of text" : "expected a digit")
    }
    while let byte = current, Self.isDigit(byte) { index += 1 }
  }

  /// A string value; with `.defersStringErrors`, a bad one is kept as `unreadableString`
  /// when its closing quote can still be found (a backslash skips the byte after it).
  private mutating func stringValue() throws(JSONSyntaxError) -> JSONValue {
    let open = index
    do {
      return .string(try string())
    } catch {
      guard options.contains(.defersStringErrors) else { throw error }
      index = open + 1
      while index < bytes.count {
        switch bytes[index] {
        case UInt8(ascii: "\\"): index += 2
        case UInt8(ascii: "\""):
          index += 1
          return .unreadableString(error)
        default: index += 1
        }
      }
      throw self.error("unterminated string", at: open)
    }
  }

  /// A string starting at its opening quote. Unescaped runs are copied whole; the result
  /// must be valid UTF-8 (lone surrogates in `\u` escapes are refused).
  private mutating func string() throws(JSONSyntaxError) -> String {
    let open = index
    index += 1
    var runStart = index
    // Fast path: no escape at all.
    while index < bytes.count {
      let byte = bytes[index]
      if byte == UInt8(ascii: "\"") {
        let run = UnsafeBufferPointer(rebasing: bytes[runStart..<index])
        index += 1
        guard let text = String(validating: run, as: UTF8.self) else {
          throw error("invalid UTF-8 in a string", at: open)
        }
        return text
      }
      if byte == UInt8(ascii: "\\") { break }
      if byte < 0x20 { throw error("unescaped control character in a string") }
      index += 1
    }
    var out: [UInt8] = []
    while index < bytes.count {
      let byte = bytes[index]
      switch byte {
      case UInt8(ascii: "\""):
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        index += 1
        guard let text = String(validating: out, as: UTF8.self) else {
          throw error("invalid UTF-8 in a string", at: open)
        }
        return text
      case UInt8(ascii: "\\"):
        out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[runStart..<index]))
        try escape(into: &out)
        runStart = index
      case 0..<0x20:
        throw error("unescaped control character in a string")
      default:
        index += 1
      }
    }
    throw error("unterminated string", at: open)
  }

  /// One escape sequence starting at its backslash.
  private mutating func escape(into out: inout [UInt8]) throws(JSONSyntaxError) {
    let start = index
    index += 1
    guard let letter = current else { throw error("unterminated string") }
    index += 1
    switch letter {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(letter)
    case UInt8(ascii: "b"): out.append(0x08)
    case UInt8(ascii: "f"): out.append(0x0C)
    case UInt8(ascii: "n"): out.append(0x0A)
    case UInt8(ascii: "r"): out.append(0x0D)
    case UInt8(ascii: "t"): out.append(0x09)
    case UInt8(ascii: "u"):
      var scalar = try hex4()
      if (0xD800..<0xDC00).contains(scalar) {
        guard current == UInt8(ascii: "\\"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "u")
        else { throw error("unpaired surrogate escape", at: start) }
        index += 2
        let low = try hex4()
        guard (0xDC00..<0xE000).contains(low) else { throw error("unpaired surrogate escape", at: start) }
        scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
      }
      guard let unicode = Unicode.Scalar(scalar) else { throw error("unpaired surrogate escape", at: start) }
      out.append(contentsOf: UTF8.encode(unicode)!)
    default: throw error("invalid escape", at: start)
    }
  }

  private mutating func hex4() throws(JSONSyntaxError) -> UInt32 {
    var value: UInt32 = 0
    for _ in 0..<4 {
      guard let byte = current else { throw error("unterminated string") }
      let digit: UInt8
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = byte - UInt8(ascii: "0")
      case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = byte - UInt8(ascii: "a") + 10
      case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = byte - UInt8(ascii: "A") + 10
      default: throw error("invalid hex digit in a \\u escape")
      }
      value = value << 4 | UInt32(digit)
      index += 1
    }
    return value
  }
}
