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

  /// Adds without ever trapping: the sum stops at `Int.max` (at `Int.min` going down).
  public static func add(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? Int.max : Int.min) : sum
  }
}

/// What a records file holds, as far as this arcade can tell.
enum Decoded<T> {
  case value(T)
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
    return .value(envelope.data)
  }

  static func encode<T: Codable>(_ value: T, schema: Int) -> [UInt8]? {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    return try? encoder.encode(Envelope(schema: schema, data: value))
  }
}
