import ArcadeJSON

/// A records table that can tell whether its values could have come from a game. A file
/// holding a count of `Int.max` or a negative time was not written by an arcade: it is treated
/// as corrupt (moved aside and reported), so no game ever does arithmetic on it.
public protocol PlausibleRecords {
  var isPlausible: Bool { get }
}

/// The ranges a plausible record stays in: far beyond any real play, far below overflow.
public enum Plausible {
  /// Counts (wins, moves, games, rooms): a trillion leaves room to add to without overflow.
  public static let maximumCount = 1_000_000_000_000

  public static func count(_ n: Int) -> Bool { n >= 0 && n <= maximumCount }

  /// Durations and timestamps in seconds: finite, not negative, under 10^12 s (31 000 years).
  public static func seconds(_ x: Double) -> Bool { x.isFinite && x >= 0 && x <= 1e12 }

  /// Adds to a count without ever leaving the plausible range: the sum stops at
  /// `maximumCount`, the largest count the reader accepts (a count written past it would make
  /// the arcade move its own file aside as corrupt), and never goes below 0.
  public static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    if overflow { return b > 0 ? maximumCount : 0 }
    return min(max(sum, 0), maximumCount)
  }
}

/// What a records file holds, as far as this arcade can tell.
enum Decoded<T> {
  /// The table, and the whole file as it was read (its unknown fields are written back).
  case value(T, file: JSONValue)
  /// Written by a newer arcade (this schema number): never overwritten.
  case newer(Int)
  /// Not records this arcade could have written; the words say why.
  case corrupt(String)
}

enum RecordDecoding {
  private struct Envelope<Value: Codable>: Codable {
    var schema: Int
    var data: Value
  }

  private struct Header: Decodable { var schema: Int }

  static func decode<T: Codable>(_ bytes: [UInt8], as type: T.Type, schema current: Int) -> Decoded<T> {
    // One parse for both looks: the schema first, then the table.
    let decoder = JSONDecoder()
    guard let value = try? decoder.parse(bytes),
      let header = try? decoder.decode(Header.self, from: value)
    else {
      return .corrupt("not valid records")
    }
    if header.schema > current { return .newer(header.schema) }
    guard header.schema == current, let envelope = try? decoder.decode(Envelope<T>.self, from: value)
    else { return .corrupt("not valid records") }
    if let checked = envelope.data as? PlausibleRecords, !checked.isPlausible {
      return .corrupt("values out of range")
    }
    return .value(envelope.data, file: value)
  }

  /// The file for `value`; with `keeping` (the file as read, and the table read from it), the
  /// members of that file this arcade does not know (a field a newer arcade of the same
  /// schema added) are written back as they were.
  static func encode<T: Codable>(_ value: T, schema: Int, keeping old: (file: JSONValue, table: T)? = nil)
    -> [UInt8]?
  {
    let encoder = JSONEncoder()
    guard var tree = try? encoder.encodeTree(Envelope(schema: schema, data: value)) else { return nil }
    if let old, let known = try? encoder.encodeTree(Envelope(schema: schema, data: old.table)) {
      tree = keepingUnknown(tree, from: old.file, known: known)
    }
    return try? tree.serialized(options: [.prettyPrinted, .sortedKeys])
  }

  /// `new` with the members of `old` that `known` (old as this arcade reads and writes it)
  /// lacks, object by object. A member this arcade knows is never brought back from `old`
  /// (an optional it cleared stays cleared); arrays are this arcade's own.
  static func keepingUnknown(_ new: JSONValue, from old: JSONValue, known: JSONValue) -> JSONValue {
    guard case .object(let newMembers) = new, case .object(let oldMembers) = old else { return new }
    let knownMembers: [(key: String, value: JSONValue)]
    if case .object(let members) = known { knownMembers = members } else { knownMembers = [] }
    var out = newMembers.map { member -> (key: String, value: JSONValue) in
      guard let oldValue = oldMembers.first(where: { $0.key == member.key })?.value,
        let knownValue = knownMembers.first(where: { $0.key == member.key })?.value
      else { return member }
      return (member.key, keepingUnknown(member.value, from: oldValue, known: knownValue))
    }
    for member in oldMembers
    where !knownMembers.contains(where: { $0.key == member.key })
      && !out.contains(where: { $0.key == member.key })
    {
      out.append(member)
    }
    return .object(out)
  }
}
