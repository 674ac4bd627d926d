/// The client's JSON reader, written by hand for the two answers of the rooms API: it parses any
/// JSON text (so malformed bytes are told from a wrong shape) but keeps only what the answers
/// use: objects and strings. Foundation's `JSONDecoder` was a quarter of the reveal's CPU.
enum WireJSONValue {
  case object([String: WireJSONValue])
  case string(String)
  case null
  /// A number, a boolean or an array: valid JSON, never what an answer field wants.
  case other
}

struct WireJSONReader {
  private let bytes: [UInt8]
  private var index = 0

  /// The value of the whole text, nil when it is not JSON.
  static func parse(_ bytes: [UInt8]) -> WireJSONValue? {
    var reader = WireJSONReader(bytes: bytes)
    guard let value = reader.value() else { return nil }
    reader.skipSpace()
    return reader.index == bytes.count ? value : nil
  }

  private init(bytes: [UInt8]) { self.bytes = bytes }

  private var current: UInt8? { index < bytes.count ? bytes[index] : nil }

  private mutating func skipSpace() {
    while let byte = current, byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09 { index += 1 }
  }

  private mutating func take(_ literal: String) -> Bool {
    let expected = Array(literal.utf8)
    guard index + expected.count <= bytes.count, Array(bytes[index..<index + expected.count]) == expected
    else {
      return false
    }
    index += expected.count
    return true
  }

  private mutating func value() -> WireJSONValue? {
    skipSpace()
    switch current {
    case UInt8(ascii: "{"): return object()
    case UInt8(ascii: "["): return array()
    case UInt8(ascii: "\""): return string().map(WireJSONValue.string)
    case UInt8(ascii: "t"): return take("true") ? .other : nil
    case UInt8(ascii: "f"): return take("false") ? .other : nil
    case UInt8(ascii: "n"): return take("null") ? .null : nil
    case .some(let byte) where byte == UInt8(ascii: "-") || (0x30...0x39).contains(byte): return number()
    default: return nil
    }
  }

  private mutating func object() -> WireJSONValue? {
    index += 1
    var members: [String: WireJSONValue] = [:]
    skipSpace()
    if current == UInt8(ascii: "}") {
      index += 1
      return .object(members)
    }
    while true {
      skipSpace()
      guard current == UInt8(ascii: "\""), let key = string() else { return nil }
      skipSpace()
      guard current == UInt8(ascii: ":") else { return nil }
      index += 1
      guard let member = value() else { return nil }
      members[key] = member
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "}"):
        index += 1
        return .object(members)
      default: return nil
      }
    }
  }

  private mutating func array() -> WireJSONValue? {
    index += 1
    skipSpace()
    if current == UInt8(ascii: "]") {
      index += 1
      return .other
    }
    while true {
      guard value() != nil else { return nil }
      skipSpace()
      switch current {
      case UInt8(ascii: ","): index += 1
      case UInt8(ascii: "]"):
        index += 1
        return .other
      default: return nil
      }
    }
  }

  private mutating func number() -> WireJSONValue? {
    let start = index
    if current == UInt8(ascii: "-") { index += 1 }
    var digits = 0
    while let byte = current,
      (0x30...0x39).contains(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "e")
        || byte == UInt8(ascii: "E") || byte == UInt8(ascii: "+") || byte == UInt8(ascii: "-")
    {
      if (0x30...0x39).contains(byte) { digits += 1 }
      index += 1
    }
    guard digits > 0, Double(String(decoding: bytes[start..<index], as: UTF8.self)) != nil else { return nil }
    return .other
  }

  /// A string starting at the quote; nil when unterminated or badly escaped.
  private mutating func string() -> String? {
    index += 1
    var out: [UInt8] = []
    while let byte = current {
      index += 1
      switch byte {
      case UInt8(ascii: "\""):
        return String(validating: out, as: UTF8.self)
      case UInt8(ascii: "\\"):
        guard let escaped = current else { return nil }
        index += 1
        switch escaped {
        case UInt8(ascii: "\""), UInt8(ascii: "\\"), UInt8(ascii: "/"): out.append(escaped)
        case UInt8(ascii: "b"): out.append(0x08)
        case UInt8(ascii: "f"): out.append(0x0C)
        case UInt8(ascii: "n"): out.append(0x0A)
        case UInt8(ascii: "r"): out.append(0x0D)
        case UInt8(ascii: "t"): out.append(0x09)
        case UInt8(ascii: "u"):
          guard var scalar = hex4() else { return nil }
          if (0xD800..<0xDC00).contains(scalar) {
            guard take("\\u"), let low = hex4(), (0xDC00..<0xE000).contains(low) else { return nil }
            scalar = 0x10000 + ((scalar - 0xD800) << 10) + (low - 0xDC00)
          }
          guard let unicode = Unicode.Scalar(scalar) else { return nil }
          out.append(contentsOf: Array(String(Character(unicode)).utf8))
        default: return nil
        }
      case 0..<0x20:
        return nil
      default:
        out.append(byte)
      }
    }
    return nil
  }

  private mutating func hex4() -> UInt32? {
    guard index + 4 <= bytes.count else { return nil }
    var value: UInt32 = 0
    for byte in bytes[index..<index + 4] {
      guard let digit = Int(String(UnicodeScalar(byte)), radix: 16) else { return nil }
      value = value << 4 | UInt32(digit)
    }
    index += 4
    return value
  }
}

/// Reading the answers' fields, with the errors a player sees.
enum WireJSONFields {
  static func object(_ value: WireJSONValue?, at path: String) throws(MazeError) -> [String: WireJSONValue] {
    switch value {
    case .object(let members): return members
    case .null: throw .malformed("null at \(path)")
    default: throw .malformed("wrong type at \(path)")
    }
  }

  static func string(
    _ members: [String: WireJSONValue], _ key: String, in path: String? = nil
  ) throws(MazeError) -> String {
    let at = path.map { "\($0).\(key)" } ?? key
    switch members[key] {
    case .string(let text): return text
    case nil: throw .malformed("missing key \"\(key)\"")
    case .null: throw .malformed("null at \(at)")
    default: throw .malformed("wrong type at \(at)")
    }
  }
}

extension StartRoomPayload {
  init(wireJSON bytes: [UInt8]) throws(MazeError) {
    guard let value = WireJSONReader.parse(bytes) else { throw .malformed("not JSON") }
    let top = try WireJSONFields.object(value, at: "top level")
    self.init(id: try WireJSONFields.string(top, "id"))
  }
}

extension RoomPayload {
  init(wireJSON bytes: [UInt8]) throws(MazeError) {
    guard let value = WireJSONReader.parse(bytes) else { throw .malformed("not JSON") }
    let top = try WireJSONFields.object(value, at: "top level")
    let id = try WireJSONFields.string(top, "id")
    let tileUrl = try WireJSONFields.string(top, "tileUrl")
    guard let roomsValue = top["rooms"] else { throw .malformed("missing key \"rooms\"") }
    var rooms: [String: [String: String]] = [:]
    for (side, pointer) in try WireJSONFields.object(roomsValue, at: "rooms") {
      let entries = try WireJSONFields.object(pointer, at: "rooms.\(side)")
      var strings: [String: String] = [:]
      for key in entries.keys { strings[key] = try WireJSONFields.string(entries, key, in: "rooms.\(side)") }
      rooms[side] = strings
    }
    let type = try WireJSONFields.string(top, "type")
    self.init(id: id, tileUrl: tileUrl, rooms: rooms, type: type)
  }
}
