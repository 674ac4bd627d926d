/// The `Decoder` handed to `init(from:)`: reads one `JSONValue`.
struct ValueDecoder: Decoder, SingleValueDecodingContainer {
  let value: JSONValue
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  init(value: JSONValue, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
    self.value = value
    self.codingPath = codingPath
    self.userInfo = userInfo
  }

  private init(value: JSONValue, codingPath: [any CodingKey], anyUserInfo: [CodingUserInfoKey: Any]) {
    self.value = value
    self.codingPath = codingPath
    userInfo = anyUserInfo
  }

  func child(_ value: JSONValue, at key: any CodingKey) -> ValueDecoder {
    ValueDecoder(value: value, codingPath: codingPath + [key], anyUserInfo: userInfo)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
    switch value {
    case .object(let members):
      return KeyedDecodingContainer(KeyedValueDecoder<Key>(decoder: self, members: members))
    case .null:
      throw DecodingError.valueNotFound(
        [String: Any].self,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "Cannot get keyed decoding container -- found null value instead"))
    default: throw mismatch([String: Any].self)
    }
  }

  func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
    switch value {
    case .array(let elements): return UnkeyedValueDecoder(decoder: self, elements: elements)
    case .null:
      throw DecodingError.valueNotFound(
        [Any].self,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "Cannot get unkeyed decoding container -- found null value instead"))
    default: throw mismatch([Any].self)
    }
  }

  func singleValueContainer() throws -> any SingleValueDecodingContainer { self }

  // MARK: the single value

  func decodeNil() -> Bool { if case .null = value { true } else { false } }

  func decode<T: Decodable>(_ type: T.Type) throws -> T { try decodeValue(type) }

  /// Standard-library scalars straight from the value; any other type through `init(from:)`.
  func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
    switch type {
    case is String.Type: return try string() as! T
    case is Bool.Type: return try bool() as! T
    case is Int.Type: return try integer(Int.self) as! T
    case is Double.Type: return try double() as! T
    case is Int64.Type: return try integer(Int64.self) as! T
    case is UInt64.Type: return try integer(UInt64.self) as! T
    case is UInt.Type: return try integer(UInt.self) as! T
    case is Int32.Type: return try integer(Int32.self) as! T
    case is UInt32.Type: return try integer(UInt32.self) as! T
    case is Int16.Type: return try integer(Int16.self) as! T
    case is UInt16.Type: return try integer(UInt16.self) as! T
    case is Int8.Type: return try integer(Int8.self) as! T
    case is UInt8.Type: return try integer(UInt8.self) as! T
    case is Float.Type: return try float() as! T
    default: return try T(from: self)
    }
  }

  private func string() throws -> String {
    switch value {
    case .string(let text): return text
    case .unreadableString(let error):
      // Where Foundation's decoder reports it: at the top, as text that is not JSON.
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "The given data was not valid JSON (\(error)).",
          underlyingError: error))
    default: throw problem(String.self)
    }
  }

  private func bool() throws -> Bool {
    guard case .bool(let flag) = value else { throw problem(Bool.self) }
    return flag
  }

  private func integer<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
    let result: T?
    switch value {
    case .integer(let n): result = T(exactly: n)
    case .unsignedInteger(let n): result = T(exactly: n)
    case .double(let x): result = x.isFinite ? T(exactly: x) : nil
    default: throw problem(T.self)
    }
    guard let result else { throw outOfRange(T.self) }
    return result
  }

  private func double() throws -> Double {
    guard let x = value.doubleValue else { throw problem(Double.self) }
    guard x.isFinite else { throw outOfRange(Double.self) }
    return x
  }

  private func float() throws -> Float {
    guard let x = value.doubleValue else { throw problem(Float.self) }
    guard x.isFinite, abs(x) <= Double(Float.greatestFiniteMagnitude) else { throw outOfRange(Float.self) }
    return Float(x)
  }

  // MARK: errors

  /// `valueNotFound` for a null, `typeMismatch` for anything else.
  func problem(_ type: Any.Type) -> DecodingError {
    if case .null = value {
      return DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "Cannot get value of type \(type) -- found null value instead"))
    }
    return mismatch(type)
  }

  private func mismatch(_ type: Any.Type) -> DecodingError {
    DecodingError.typeMismatch(
      type,
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "Expected to decode \(type) but found \(kindName) instead.")
    )
  }

  private func outOfRange(_ type: Any.Type) -> DecodingError {
    let number: String
    switch value {
    case .integer(let n): number = String(n)
    case .unsignedInteger(let n): number = String(n)
    case .double(let x): number = x.description
    default: number = "?"
    }
    return DecodingError.dataCorrupted(
      DecodingError.Context(
        codingPath: codingPath, debugDescription: "Number \(number) does not fit in \(type)."))
  }

  private var kindName: String {
    switch value {
    case .null: "null"
    case .bool: "bool"
    case .integer, .unsignedInteger, .double: "number"
    case .string, .unreadableString: "a string"
    case .array: "an array"
    case .object: "a dictionary"
    }
  }
}

struct KeyedValueDecoder<Key: CodingKey>: KeyedDecodingContainerProtocol {
  let decoder: ValueDecoder
  private let members: [(key: String, value: JSONValue)]
  /// First position of each key, made for larger objects only (a key written twice reads as
  /// its first value, as Foundation's decoder does).
  private let index: [String: Int]?

  init(decoder: ValueDecoder, members: [(key: String, value: JSONValue)]) {
    self.decoder = decoder
    self.members = members
    index =
      members.count > 12
      ? Dictionary(members.enumerated().map { ($1.key, $0) }, uniquingKeysWith: { first, _ in first }) : nil
  }

  var codingPath: [any CodingKey] { decoder.codingPath }

  var allKeys: [Key] {
    var seen = Set<String>()
    return members.compactMap { seen.insert($0.key).inserted ? Key(stringValue: $0.key) : nil }
  }

  private func lookup(_ key: String) -> JSONValue? {
    if let index { return index[key].map { members[$0].value } }
    return members.first { $0.key == key }?.value
  }

  func contains(_ key: Key) -> Bool { lookup(key.stringValue) != nil }

  private func value(for key: some CodingKey) throws -> JSONValue {
    guard let value = lookup(key.stringValue) else {
      throw DecodingError.keyNotFound(
        key,
        DecodingError.Context(
          codingPath: codingPath,
          debugDescription: "No value associated with key \(key) (\"\(key.stringValue)\")."))
    }
    return value
  }

  private func child(_ key: some CodingKey) throws -> ValueDecoder {
    decoder.child(try value(for: key), at: key)
  }

  func decodeNil(forKey key: Key) throws -> Bool {
    if case .null = try value(for: key) { return true }
    return false
  }

  func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try child(key).decodeValue(type) }

  /// One lookup for an optional field (the standard library's default makes three: contains,
  /// decodeNil, decode), which synthesized `init(from:)` calls for every optional property.
  func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? { try optional(type, key) }

  private func optional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
    guard let value = lookup(key.stringValue) else { return nil }
    if case .null = value { return nil }
    return try decoder.child(value, at: key).decodeValue(type)
  }

  func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, key) }
  func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(type, key) }
  func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(type, key) }
  func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(type, key) }
  func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, key) }
  func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(type, key) }
  func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(type, key) }
  func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(type, key) }
  func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(type, key) }
  func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(type, key) }
  func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(type, key) }
  func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(type, key) }
  func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(type, key) }
  func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(type, key) }

  func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try child(key).container(keyedBy: type)
  }

  func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
    try child(key).unkeyedContainer()
  }

  func superDecoder() throws -> any Decoder {
    decoder.child(lookup(JSONCodingKey.super.stringValue) ?? .null, at: JSONCodingKey.super)
  }

  func superDecoder(forKey key: Key) throws -> any Decoder {
    decoder.child(lookup(key.stringValue) ?? .null, at: key)
  }
}

struct UnkeyedValueDecoder: UnkeyedDecodingContainer {
  let decoder: ValueDecoder
  private let elements: [JSONValue]
  private(set) var currentIndex = 0

  init(decoder: ValueDecoder, elements: [JSONValue]) {
    self.decoder = decoder
    self.elements = elements
  }

  var codingPath: [any CodingKey] { decoder.codingPath }
  var count: Int? { elements.count }
  var isAtEnd: Bool { currentIndex >= elements.count }

  /// The next element's decoder, moving past it only when `use` succeeds.
  private mutating func next<T>(_ type: Any.Type, _ use: (ValueDecoder) throws -> T) throws -> T {
    let key = JSONCodingKey(index: currentIndex)
    guard !isAtEnd else {
      throw DecodingError.valueNotFound(
        type,
        DecodingError.Context(
          codingPath: codingPath + [key], debugDescription: "Unkeyed container is at end."))
    }
    let result = try use(decoder.child(elements[currentIndex], at: key))
    currentIndex += 1
    return result
  }

  mutating func decodeNil() throws -> Bool {
    guard !isAtEnd else { return try next(Any?.self) { _ in false } }
    if case .null = elements[currentIndex] {
      currentIndex += 1
      return true
    }
    return false
  }

  mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
    try next(type) { try $0.decodeValue(type) }
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
    -> KeyedDecodingContainer<NestedKey>
  {
    try next(KeyedDecodingContainer<NestedKey>.self) { try $0.container(keyedBy: type) }
  }

  mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
    try next((any UnkeyedDecodingContainer).self) { try $0.unkeyedContainer() }
  }

  mutating func superDecoder() throws -> any Decoder { try next((any Decoder).self) { $0 } }
}
