import ArcadeKit
import Records

/// What the arcade remembers about mazes, in `maze.json`.
public struct MazeRecords: Codable, Hashable, Sendable {
  public var mazesExplored = 0
  public var roomsDiscovered = 0
  /// The best (lowest) wall time / critical path ratio of a finished exploration.
  public var bestRatio: Double?
  public var largestMaze = 0

  public init() {}

  public mutating func recordFinished(rooms: Int, ratio: Double) {
    mazesExplored = Plausible.add(mazesExplored, 1)
    roomsDiscovered = Plausible.add(roomsDiscovered, rooms)
    largestMaze = max(largestMaze, rooms)
    if ratio >= 1 { bestRatio = min(bestRatio ?? ratio, ratio) }
  }

  /// The menu's line under the entry.
  public var summary: String {
    guard mazesExplored > 0 else { return "" }
    var text = "explored: \(mazesExplored)  rooms: \(roomsDiscovered)"
    if let bestRatio { text += "  best ratio: " + Format.fixed(bestRatio, digits: 2) }
    return text
  }
}

/// Reads and writes the `maze` records table.
public enum MazeRecordsTable {
  public static let table = RecordsTable("maze", default: MazeRecords())
  public static var name: String { table.name }

  public static func read(_ records: DeferredRecords) -> MazeRecords { records.read(table) }

  /// Counts a finished reveal; the write happens when the run loop flushes.
  static func recordFinished(rooms: Int, ratio: Double, in records: DeferredRecords) {
    records.update(table) { $0.recordFinished(rooms: rooms, ratio: ratio) }
  }
}

extension MazeRecords: PlausibleRecords {
  /// Counts beyond any real play, or a ratio below 1 (no reveal beats its critical path),
  /// make the file corrupt.
  public var isPlausible: Bool {
    Plausible.count(mazesExplored) && Plausible.count(roomsDiscovered) && Plausible.count(largestMaze)
      && (bestRatio.map { $0.isFinite && $0 >= 1 && $0 <= 1e12 } ?? true)
  }
}

/// Number formatting without Foundation.
enum Format {
  static func fixed(_ value: Double, digits: Int) -> String {
    guard value.isFinite else { return "-" }
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let scaled = Int((abs(value) * scale).rounded())
    let whole = scaled / Int(scale)
    var fraction = String(scaled % Int(scale))
    while fraction.count < digits { fraction = "0" + fraction }
    return (value < 0 && scaled != 0 ? "-" : "") + String(whole) + (digits > 0 ? "." + fraction : "")
  }

  /// A duration as help states it: "3 s", "0.5 s", "0.25 s".
  static func seconds(_ value: Double) -> String {
    let text = fixed(value, digits: 2)
    let trimmed = text.contains(".") ? String(text.reversed().drop(while: { $0 == "0" }).reversed()) : text
    return (trimmed.hasSuffix(".") ? String(trimmed.dropLast()) : trimmed) + " s"
  }
}
