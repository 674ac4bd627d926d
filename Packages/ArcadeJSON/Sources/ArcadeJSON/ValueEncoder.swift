/// The `Encoder` handed to `encode(to:)`: writes into one `PendingValue`.
struct ValueEncoder: Encoder {
  let node: PendingValue
  let codingPath: [any CodingKey]
  let userInfo: [CodingUserInfoKey: Any]

  init(node: PendingValue, codingPath: [any CodingKey], userInfo: [CodingUserInfoKey: any Sendable]) {
    self.node = node
    self.codingPath = codingPath
    self.userInfo = userInfo
  }

  private init(node: PendingValue, codingPath: [any CodingKey], anyUserInfo: [CodingUserInfoKey: Any]) {
    self.node = node
    self.codingPath = codingPath
    userInfo = anyUserInfo
  }

  func child(_ node: PendingValue, at key: any CodingKey) -> ValueEncoder {
    ValueEncoder(node: node, codingPath: codingPath + [key], anyUserInfo: userInfo)
  }

  func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
    node.becomeObject()
    return KeyedEncodingContainer(KeyedValueEncoder<Key>(encoder: self))
  }

  func unkeyedContainer() -> any UnkeyedEncodingContainer {
    node.becomeArray()
    return UnkeyedValueEncoder(encoder: self)
  }

  func singleValueContainer() -> any SingleValueEncodingContainer { SingleValueEncoder(encoder: self) }

  /// `value` as a slot of this node's object or array, at `key`.
  func slot<T: Encodable>(for value: T, at key: any CodingKey) throws -> PendingValue.Slot {
    if let scalar = try PendingValue.scalar(value, codingPath: codingPath + [key]) { return .done(scalar) }
    let node = PendingValue()
    try value.encode(to: child(node, at: key))
    return node.kind == .scalar ? .done(node.resolved()) : .pending(node)
  }
}

struct KeyedValueEncoder<Key: CodingKey>: KeyedEncodingContainerProtocol {
  let encoder: ValueEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil(forKey key: Key) throws { encoder.node.set(.done(.null), forKey: key.stringValue) }

  mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
    encoder.node.set(try encoder.slot(for: value, at: key), forKey: key.stringValue)
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type, forKey key: Key)
    -> KeyedEncodingContainer<NestedKey>
  {
    let node = PendingValue()
    encoder.node.set(.pending(node), forKey: key.stringValue)
    return encoder.child(node, at: key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
    let node = PendingValue()
    encoder.node.set(.pending(node), forKey: key.stringValue)
    return encoder.child(node, at: key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder { superEncoder(key: JSONCodingKey.super) }

  mutating func superEncoder(forKey key: Key) -> any Encoder { superEncoder(key: key) }

  private func superEncoder(key: any CodingKey) -> any Encoder {
    let node = PendingValue()
    encoder.node.set(.pending(node), forKey: key.stringValue)
    return encoder.child(node, at: key)
  }
}

struct UnkeyedValueEncoder: UnkeyedEncodingContainer {
  let encoder: ValueEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }
  var count: Int { encoder.node.count }

  private var nextKey: JSONCodingKey { JSONCodingKey(index: count) }

  mutating func encodeNil() throws { encoder.node.append(.done(.null)) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    encoder.node.append(try encoder.slot(for: value, at: nextKey))
  }

  mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
    -> KeyedEncodingContainer<NestedKey>
  {
    let key = nextKey
    let node = PendingValue()
    encoder.node.append(.pending(node))
    return encoder.child(node, at: key).container(keyedBy: keyType)
  }

  mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
    let key = nextKey
    let node = PendingValue()
    encoder.node.append(.pending(node))
    return encoder.child(node, at: key).unkeyedContainer()
  }

  mutating func superEncoder() -> any Encoder {
    let key = nextKey
    let node = PendingValue()
    encoder.node.append(.pending(node))
    return encoder.child(node, at: key)
  }
}

struct SingleValueEncoder: SingleValueEncodingContainer {
  let encoder: ValueEncoder
  var codingPath: [any CodingKey] { encoder.codingPath }

  mutating func encodeNil() throws { encoder.node.set(.null) }

  mutating func encode<T: Encodable>(_ value: T) throws {
    if let scalar = try PendingValue.scalar(value, codingPath: codingPath) {
      encoder.node.set(scalar)
    } else {
      try value.encode(to: encoder)
    }
  }
}
