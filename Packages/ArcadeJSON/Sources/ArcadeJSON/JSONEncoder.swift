/// Encodes `Encodable` values as JSON bytes, as Foundation's `JSONEncoder` writes them
/// (same layout, escapes, number forms and key order for `.sortedKeys`), on the standard
/// library alone. Nil optionals of synthesized `Codable` types are left out (their
/// `encodeIfPresent`); non-finite doubles are an `EncodingError`.
public final class JSONEncoder {
  public typealias OutputFormatting = JSONWritingOptions

  public var outputFormatting: OutputFormatting = []
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]

  public init() {}

  public func encode<T: Encodable>(_ value: T) throws -> [UInt8] {
    let tree = try encodeTree(value)
    do {
      return try tree.serialized(options: outputFormatting)
    } catch {
      // Unreachable: every double was checked when it was encoded.
      throw EncodingError.invalidValue(
        value, EncodingError.Context(codingPath: [], debugDescription: "\(error)", underlyingError: error))
    }
  }

  /// The value as a `JSONValue`, without writing it out.
  public func encodeTree<T: Encodable>(_ value: T) throws -> JSONValue {
    if let scalar = try PendingValue.scalar(value, codingPath: []) { return scalar }
    let root = PendingValue()
    try value.encode(to: ValueEncoder(node: root, codingPath: [], userInfo: userInfo))
    guard root.kind != .empty else {
      throw EncodingError.invalidValue(
        value,
        EncodingError.Context(
          codingPath: [], debugDescription: "Top-level \(T.self) did not encode any values."))
    }
    return root.resolved()
  }
}

/// A value being encoded. A reference, so a nested container handed out earlier keeps adding
/// to its part of the tree; `resolved()` turns the finished tree into a `JSONValue`.
final class PendingValue {
  enum Kind { case empty, scalar, object, array }
  enum Slot {
    case done(JSONValue)
    case pending(PendingValue)
  }

  private(set) var kind = Kind.empty
  private var scalar = JSONValue.null
  private var keys: [String] = []
  private var slots: [Slot] = []
  /// Key positions, made once an object grows past a few keys (a key set twice is replaced).
  private var keyIndex: [String: Int]?

  var count: Int { slots.count }

  func set(_ value: JSONValue) {
    kind = .scalar
    scalar = value
    keys = []
    slots = []
    keyIndex = nil
  }

  func becomeObject() {
    guard kind != .object else { return }
    kind = .object
    keys = []
    slots = []
  }

  func becomeArray() {
    guard kind != .array else { return }
    kind = .array
    keys = []
    slots = []
  }

  func set(_ slot: Slot, forKey key: String) {
    if let position = position(of: key) {
      slots[position] = slot
      return
    }
    keys.append(key)
    slots.append(slot)
    if keyIndex != nil {
      keyIndex![key] = slots.count - 1
    } else if keys.count > 16 {
      keyIndex = Dictionary(keys.enumerated().map { ($1, $0) }, uniquingKeysWith: { first, _ in first })
    }
  }

  private func position(of key: String) -> Int? {
    if let keyIndex { return keyIndex[key] }
    return keys.firstIndex(of: key)
  }

  func append(_ slot: Slot) { slots.append(slot) }

  func resolved() -> JSONValue {
    func value(_ slot: Slot) -> JSONValue {
      switch slot {
      case .done(let value): value
      case .pending(let node): node.resolved()
      }
    }
    switch kind {
    case .empty: return .object([])
    case .scalar: return scalar
    case .array: return .array(slots.map(value))
    case .object: return .object(zip(keys, slots).map { ($0, value($1)) })
    }
  }

  /// The JSON of a standard-library scalar, without going through `encode(to:)`; nil for any
  /// other type.
  static func scalar<T: Encodable>(_ value: T, codingPath: @autoclosure () -> [any CodingKey]) throws
    -> JSONValue?
  {
    switch value {
    case let text as String: return .string(text)
    case let flag as Bool: return .bool(flag)
    case let n as Int: return .integer(Int64(n))
    case let x as Double: return try double(x, codingPath: codingPath())
    case let n as Int64: return .integer(n)
    case let n as UInt64: return unsigned(n)
    case let n as UInt: return unsigned(UInt64(n))
    case let n as Int32: return .integer(Int64(n))
    case let n as UInt32: return .integer(Int64(n))
    case let n as Int16: return .integer(Int64(n))
    case let n as UInt16: return .integer(Int64(n))
    case let n as Int8: return .integer(Int64(n))
    case let n as UInt8: return .integer(Int64(n))
    case let x as Float:
      guard x.isFinite else { throw nonFinite(x, codingPath: codingPath()) }
      // Float's own shortest form (0.1, not 0.10000000149011612).
      return .double(Double(x.description) ?? Double(x))
    default: return nil
    }
  }

  static func unsigned(_ n: UInt64) -> JSONValue {
    n <= UInt64(Int64.max) ? .integer(Int64(n)) : .unsignedInteger(n)
  }

  static func double(_ x: Double, codingPath: [any CodingKey]) throws -> JSONValue {
    guard x.isFinite else { throw nonFinite(x, codingPath: codingPath) }
    return .double(x)
  }

  static func nonFinite<F: BinaryFloatingPoint>(_ x: F, codingPath: [any CodingKey]) -> EncodingError {
    EncodingError.invalidValue(
      x,
      EncodingError.Context(
        codingPath: codingPath, debugDescription: "Unable to encode \(F.self).\(x) directly in JSON."))
  }
}
