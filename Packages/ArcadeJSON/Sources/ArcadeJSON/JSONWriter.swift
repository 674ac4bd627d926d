/// Writes a `JSONValue` as Foundation's `JSONEncoder` would: the same escapes (`\/` unless
/// told otherwise, `\n`-style for the five short ones, `\u00XX` for other controls), numbers
/// in Swift's shortest round-trip form without a trailing `.0`, and the same pretty layout
/// (`"key" : value`, two spaces, an empty container as an open and a close line apart).
struct JSONWriter {
  private(set) var bytes: [UInt8] = []
  private let pretty: Bool
  private let sorted: Bool
  private let escapesSlashes: Bool
  private let escapesInvisibles: Bool

  init(options: JSONWritingOptions) {
    pretty = options.contains(.prettyPrinted)
    sorted = options.contains(.sortedKeys)
    escapesSlashes = !options.contains(.withoutEscapingSlashes)
    escapesInvisibles = options.contains(.escapingInvisibles)
  }

  mutating func write(_ value: JSONValue, depth: Int = 0) throws(JSONValueError) {
    switch value {
    case .null: bytes.append(contentsOf: "null".utf8)
    case .bool(let flag): bytes.append(contentsOf: (flag ? "true" : "false").utf8)
    case .integer(let n): bytes.append(contentsOf: String(n).utf8)
    case .unsignedInteger(let n): bytes.append(contentsOf: String(n).utf8)
    case .double(let x): try writeNumber(x)
    case .string(let text): writeString(text)
    case .unreadableString(let error): throw JSONValueError("an unreadable string (\(error))")
    case .array(let elements):
      bytes.append(UInt8(ascii: "["))
      if pretty { bytes.append(0x0A) }
      for (offset, element) in elements.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        if offset > 0 && pretty { bytes.append(0x0A) }
        indent(depth + 1)
        try write(element, depth: depth + 1)
      }
      close(UInt8(ascii: "]"), depth: depth)
    case .object(let members):
      bytes.append(UInt8(ascii: "{"))
      if pretty { bytes.append(0x0A) }
      let ordered = sorted ? members.sorted { $0.key.utf8.lexicographicallyPrecedes($1.key.utf8) } : members
      for (offset, member) in ordered.enumerated() {
        if offset > 0 { bytes.append(UInt8(ascii: ",")) }
        if offset > 0 && pretty { bytes.append(0x0A) }
        indent(depth + 1)
        writeString(member.key)
        bytes.append(contentsOf: pretty ? [0x20, UInt8(ascii: ":"), 0x20] : [UInt8(ascii: ":")])
        try write(member.value, depth: depth + 1)
      }
      close(UInt8(ascii: "}"), depth: depth)
    }
  }

  private mutating func indent(_ depth: Int) {
    guard pretty else { return }
    bytes.append(contentsOf: repeatElement(0x20, count: 2 * depth))
  }

  private mutating func close(_ bracket: UInt8, depth: Int) {
    if pretty { bytes.append(0x0A) }
    indent(depth)
    bytes.append(bracket)
  }

  /// `1` for 1.0, `0.1`, `1e-07`, `1e+20`, `-0`: Swift's `description` less a final `.0`.
  private mutating func writeNumber(_ x: Double) throws(JSONValueError) {
    guard x.isFinite else { throw JSONValueError("\(x) cannot be written in JSON") }
    var text = x.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    bytes.append(contentsOf: text.utf8)
  }

  mutating func writeString(_ text: String) {
    if escapesInvisibles && text.unicodeScalars.contains(where: Self.isInvisible) {
      return writeEscapingInvisibles(text)
    }
    JSONString.append(text, to: &bytes, escapingSlashes: escapesSlashes)
  }

  /// DEL, C1 controls, U+2028/U+2029, the bidirectional controls, format characters (soft
  /// hyphen, zero-width space, word joiner, BOM, tags...) and every other default-ignorable
  /// code point (fillers, joiners): what a terminal draws as nothing, or reorders. Escaped, the
  /// text is the same once decoded (an emoji's joiner too).
  static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x7F...0x9F, 0x061C, 0x200E, 0x200F, 0x2028...0x202E, 0x2066...0x2069: return true
    default:
      return scalar.properties.generalCategory == .format || scalar.properties.isDefaultIgnorableCodePoint
    }
  }

  /// The same string with each invisible scalar as `\uXXXX`, the rest as `writeString` writes it.
  private mutating func writeEscapingInvisibles(_ text: String) {
    var run = ""
    var parts: [String] = []
    for scalar in text.unicodeScalars {
      if Self.isInvisible(scalar) {
        parts.append(run)
        run = ""
        // Beyond the BMP (tags): a UTF-16 surrogate pair, as JSON spells it.
        let units = scalar.value > 0xFFFF ? Array(String(scalar).utf16) : [UInt16(scalar.value)]
        parts.append(
          units.map { unit in
            let hex = String(unit, radix: 16)
            return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
          }.joined())
      } else {
        run.unicodeScalars.append(scalar)
      }
    }
    parts.append(run)
    bytes.append(UInt8(ascii: "\""))
    for (index, part) in parts.enumerated() {
      if index % 2 == 1 {
        bytes.append(contentsOf: part.utf8)
        continue
      }
      // An ordinary run: escaped as usual, without its quotes.
      var inner = JSONWriter(options: escapesSlashes ? [] : .withoutEscapingSlashes)
      inner.writeString(part)
      bytes.append(contentsOf: inner.bytes.dropFirst().dropLast())
    }
    bytes.append(UInt8(ascii: "\""))
  }
}
