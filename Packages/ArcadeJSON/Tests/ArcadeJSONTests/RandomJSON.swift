import ArcadeJSON

/// Builds a JSON value from a list of random numbers (what the property tests generate, so a
/// failing value shrinks with its list): each number picks a kind and a payload; containers
/// take the numbers that follow. Doubles are never integral (those read back as integers),
/// keys in one object are unique (a duplicate cannot round-trip through `Codable`).
struct RandomJSON {
  private let numbers: [UInt64]
  private var position = 0

  static func value(from numbers: [UInt64]) -> JSONValue {
    var builder = RandomJSON(numbers: numbers)
    return builder.next(depth: 0)
  }

  private init(numbers: [UInt64]) { self.numbers = numbers }

  private mutating func take() -> UInt64? {
    guard position < numbers.count else { return nil }
    defer { position += 1 }
    return numbers[position]
  }

  private static let alphabet: [Unicode.Scalar] = [
    "a", "b", "Z", "_", " ", "/", "\\", "\"", "\n", "\t", "\u{0}", "\u{1f}", "\u{7f}", "é", "😀", "\u{2028}",
    "\u{FFFF}", "\u{10FFFF}", "1",
  ]

  private static func string(_ n: UInt64) -> String {
    var out = String.UnicodeScalarView()
    var rest = n
    for _ in 0..<(n % 7) {
      out.append(alphabet[Int(rest % UInt64(alphabet.count))])
      rest /= UInt64(alphabet.count)
    }
    return String(out)
  }

  private static func double(_ n: UInt64) -> Double {
    let x = Double(bitPattern: n)
    guard x.isFinite, x != x.rounded() else { return Double(Int64(bitPattern: n) % 1000) + 0.25 }
    return x
  }

  private mutating func next(depth: Int) -> JSONValue {
    guard let n = take() else { return .null }
    let payload = n >> 4
    let kind = depth < 6 ? n % 16 : n % 10
    switch kind {
    case 0: return .null
    case 1: return .bool(payload % 2 == 0)
    case 2, 3: return .integer(Int64(bitPattern: n) >> 4)
    case 4: return .integer(Int64(payload % 100))
    case 5: return .unsignedInteger(UInt64.max - payload % 1000)
    case 6, 7: return .double(Self.double(take() ?? payload))
    case 8, 9: return .string(Self.string(payload))
    case 10, 11, 12:
      return .array((0..<Int(payload % 5)).map { _ in next(depth: depth + 1) })
    case 13, 14, 15:
      var members: [(key: String, value: JSONValue)] = []
      for _ in 0..<Int(payload % 5) {
        let key = Self.string(take() ?? 0)
        let value = next(depth: depth + 1)
        if !members.contains(where: { $0.key == key }) { members.append((key, value)) }
      }
      return .object(members)
    default: return .string(Self.string(payload))
    }
  }
}

/// A `JSONValue` through `Codable`, so both encoders and decoders can be given the same tree.
struct CodableJSON: Codable, Equatable {
  var value: JSONValue

  init(_ value: JSONValue) { self.value = value }

  private struct Key: CodingKey {
    var stringValue: String
    var intValue: Int? { nil }
    init(stringValue: String) { self.stringValue = stringValue }
    init?(intValue: Int) { nil }
  }

  func encode(to encoder: any Encoder) throws {
    switch value {
    case .null:
      var single = encoder.singleValueContainer()
      try single.encodeNil()
    case .bool(let flag):
      var single = encoder.singleValueContainer()
      try single.encode(flag)
    case .integer(let n):
      var single = encoder.singleValueContainer()
      try single.encode(n)
    case .unsignedInteger(let n):
      var single = encoder.singleValueContainer()
      try single.encode(n)
    case .double(let x):
      var single = encoder.singleValueContainer()
      try single.encode(x)
    case .string(let text):
      var single = encoder.singleValueContainer()
      try single.encode(text)
    case .array(let elements):
      var list = encoder.unkeyedContainer()
      for element in elements { try list.encode(CodableJSON(element)) }
    case .unreadableString(let error):
      throw EncodingError.invalidValue(
        value, .init(codingPath: encoder.codingPath, debugDescription: "\(error)"))
    case .object(let members):
      var object = encoder.container(keyedBy: Key.self)
      for member in members {
        try object.encode(CodableJSON(member.value), forKey: Key(stringValue: member.key))
      }
    }
  }

  /// Members come back in the order of `allKeys`, which a Foundation decoder does not keep:
  /// compare decoded objects with `sortedKeys` applied to both sides.
  init(from decoder: any Decoder) throws {
    if let object = try? decoder.container(keyedBy: Key.self) {
      value = .object(
        try object.allKeys.map { ($0.stringValue, try object.decode(CodableJSON.self, forKey: $0).value) })
    } else if var list = try? decoder.unkeyedContainer() {
      var elements: [JSONValue] = []
      while !list.isAtEnd { elements.append(try list.decode(CodableJSON.self).value) }
      value = .array(elements)
    } else {
      let single = try decoder.singleValueContainer()
      if single.decodeNil() {
        value = .null
      } else if let flag = try? single.decode(Bool.self) {
        value = .bool(flag)
      } else if let n = try? single.decode(Int64.self) {
        value = .integer(n)
      } else if let n = try? single.decode(UInt64.self) {
        value = .unsignedInteger(n)
      } else if let x = try? single.decode(Double.self) {
        value = .double(x)
      } else {
        value = .string(try single.decode(String.self))
      }
    }
  }
}

extension JSONValue {
  /// The same value with every object's members in key order (UTF-8 bytes).
  var sortingKeys: JSONValue {
    switch self {
    case .array(let elements): .array(elements.map(\.sortingKeys))
    case .object(let members):
      .object(
        members.map { ($0.key, $0.value.sortingKeys) }.sorted {
          $0.0.utf8.lexicographicallyPrecedes($1.0.utf8)
        })
    default: self
    }
  }
}
