/// Says where a text stops being JSON, with the words and the byte offsets Foundation's
/// `JSONSerialization` used, so a broken deck file gets the message it always got
/// ("invalid value at line 1, column 32") without linking the full Foundation (and its ICU
/// data) just to locate a typo. The decoder itself only says "not valid JSON".
///
/// Grammar and quirks follow that parser: trailing commas are accepted, nesting stops at
/// 512 levels, literals are matched byte by byte.
struct JSONSyntaxCheck {
  /// What is wrong: a description and, when it has one, the byte offset it happened at.
  struct Problem: Equatable, Error {
    var description: String
    var offset: Int?
  }

  private let bytes: [UInt8]
  private var index = 0
  private var depth = 0
  /// A number too large for a Double; reported only when the syntax is otherwise fine.
  private var unrepresentable: Problem?

  /// The first problem in `bytes`, or nil when they are valid JSON (any value at the top).
  static func problem(in bytes: [UInt8]) -> Problem? {
    var check = JSONSyntaxCheck(bytes: bytes)
    // A UTF-8 byte order mark is skipped, as Foundation did.
    if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { check.index = 3 }
    do throws(Problem) {
      try check.value()
      while let byte = check.peek() {
        guard isSpace(byte) else { throw invalid(at: check.index) }
        check.index += 1
      }
      return check.unrepresentable
    } catch {
      return error
    }
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private static let endOfFile = Problem(description: "unexpected end of file during JSON parse", offset: nil)

  private static func invalid(at offset: Int) -> Problem {
    Problem(description: "invalid value", offset: offset)
  }

  private static func isSpace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
  }

  private func peek(_ ahead: Int = 0) -> UInt8? {
    index + ahead < bytes.count ? bytes[index + ahead] : nil
  }

  /// Skips white space; the byte after it (not consumed), or the end of the file.
  private mutating func skipSpace() throws(Problem) -> UInt8 {
    while let byte = peek() {
      if !Self.isSpace(byte) { return byte }
      index += 1
    }
    throw Self.endOfFile
  }

  private mutating func value() throws(Problem) {
    let byte = try skipSpace()
    switch byte {
    case UInt8(ascii: "\""): try string()
    case UInt8(ascii: "{"): try object()
    case UInt8(ascii: "["): try array()
    case UInt8(ascii: "t"): try literal("true")
    case UInt8(ascii: "f"): try literal("false")
    case UInt8(ascii: "n"): try literal("null")
    case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): try number()
    default: throw Self.invalid(at: index)
    }
  }

  private mutating func enter() throws(Problem) {
    guard depth < 512 else {
      throw Problem(description: "too many nested arrays or dictionaries", offset: index + 1)
    }
    depth += 1
    index += 1
  }

  private mutating func array() throws(Problem) {
    try enter()
    defer { depth -= 1 }
    if try skipSpace() == UInt8(ascii: "]") {
      index += 1
      return
    }
    while true {
      try value()
      let next = try skipSpace()
      guard next == UInt8(ascii: ",") || next == UInt8(ascii: "]") else { throw Self.invalid(at: index) }
      index += 1
      if next == UInt8(ascii: "]") { return }
      if try skipSpace() == UInt8(ascii: "]") {  // a trailing comma
        index += 1
        return
      }
    }
  }

  private mutating func object() throws(Problem) {
    try enter()
    defer { depth -= 1 }
    if try skipSpace() == UInt8(ascii: "}") {
      index += 1
      return
    }
    while true {
      try string()
      guard try skipSpace() == UInt8(ascii: ":") else { throw Self.invalid(at: index) }
      index += 1
      try value()
      let next = try skipSpace()
      guard next == UInt8(ascii: ",") || next == UInt8(ascii: "}") else { throw Self.invalid(at: index) }
      index += 1
      if next == UInt8(ascii: "}") { return }
      if try skipSpace() == UInt8(ascii: "}") {  // a trailing comma
        index += 1
        return
      }
    }
  }

  private mutating func literal(_ word: StaticString) throws(Problem) {
    let expected = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
    for byte in expected {
      guard let next = peek() else { throw Self.endOfFile }
      index += 1
      // A wrong last byte of the file counted as its end.
      if next != byte { throw index == bytes.count ? Self.endOfFile : Self.invalid(at: index - 1) }
    }
  }

  private mutating func string() throws(Problem) {
    guard let first = peek() else { throw Self.endOfFile }
    guard first == UInt8(ascii: "\"") else { throw Self.invalid(at: index) }
    index += 1
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "\""):
        index += 1
        return
      case 0...31:
        // Foundation's message kept its offset in words ("around character 6").
        throw Problem(description: "unescaped control character around character \(index)", offset: nil)
      case UInt8(ascii: "\\"):
        try escape()
      default:
        index += 1
      }
    }
    throw Self.endOfFile
  }

  private mutating func escape() throws(Problem) {
    let backslash = index
    index += 1
    guard let code = peek() else { throw Self.endOfFile }
    index += 1
    switch code {
    case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"), UInt8(ascii: "b"), UInt8(ascii: "f"),
      UInt8(ascii: "n"), UInt8(ascii: "r"), UInt8(ascii: "t"):
      return
    case UInt8(ascii: "u"):
      let unit = try hexQuad()
      if unit & 0xFC00 == 0xD800 {
        guard peek() != nil, peek(1) != nil else { throw Self.endOfFile }
        let isEscape = peek() == UInt8(ascii: "\\") && peek(1) == UInt8(ascii: "u")
        index += 2
        guard isEscape, try hexQuad() & 0xFC00 == 0xDC00 else { throw Self.missingLowSurrogate }
      } else if unit & 0xFC00 == 0xDC00 {
        throw Problem(
          description: "unable to convert hex escape sequence (no high character) to UTF8-encoded character",
          offset: nil)
      }
    default:
      throw Problem(description: "invalid escape sequence", offset: backslash)
    }
  }

  private static let missingLowSurrogate = Problem(
    description:
      "unexpected end of file during string parse (expected low-surrogate code point but did not find one",
    offset: nil)

  private mutating func hexQuad() throws(Problem) -> UInt16 {
    guard index + 4 <= bytes.count else { throw Self.endOfFile }
    let digits = bytes[index..<index + 4]
    var value: UInt16 = 0
    for digit in digits {
      guard let nibble = Self.hexValue(digit) else {
        let text = String(decoding: digits, as: UTF8.self)
        throw Problem(description: "invalid hex encoded sequence in \"\(text)\" at \(index)", offset: nil)
      }
      value = value << 4 | nibble
    }
    index += 4
    return value
  }

  private static func hexValue(_ byte: UInt8) -> UInt16? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): return UInt16(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): return UInt16(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): return UInt16(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
  }

  private enum NumberPart { case integer, fraction, exponent, exponentSign }

  private mutating func number() throws(Problem) {
    let start = index
    var part = NumberPart.integer
    var digits = bytes[index] == UInt8(ascii: "-") ? 0 : 1
    var leadingZero = bytes[index] == UInt8(ascii: "0")
    index += 1
    while let byte = peek() {
      switch byte {
      case UInt8(ascii: "0")...UInt8(ascii: "9"):
        if leadingZero { throw Problem(description: "number with leading zero", offset: index) }
        if byte == UInt8(ascii: "0") && digits == 0 && part == .integer { leadingZero = true }
        digits += 1
      case UInt8(ascii: "."):
        guard digits > 0, part == .integer else { throw Self.invalid(at: index) }
        (part, digits, leadingZero) = (.fraction, 0, false)
      case UInt8(ascii: "e"), UInt8(ascii: "E"):
        guard digits > 0, part == .integer || part == .fraction else { throw Self.invalid(at: index) }
        (part, digits, leadingZero) = (.exponent, 0, false)
      case UInt8(ascii: "+"), UInt8(ascii: "-"):
        guard digits == 0, part == .exponent else { throw Self.invalid(at: index) }
        part = .exponentSign
      case 0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}"):
        guard digits > 0 else { throw Self.invalid(at: index) }
        representable(start)
        return
      default:
        throw Self.invalid(at: index)
      }
      index += 1
    }
    guard digits > 0 else { throw Self.endOfFile }
    representable(start)
  }

  /// Foundation refused numbers that overflow a Double, after checking the syntax.
  private mutating func representable(_ start: Int) {
    let text = String(decoding: bytes[start..<index], as: UTF8.self)
    if let value = Double(text), value.isFinite { return }
    if unrepresentable == nil {
      unrepresentable = Problem(description: "number \(text) is not representable in Swift", offset: nil)
    }
  }
}
