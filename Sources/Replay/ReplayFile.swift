import ArcadeJSON
import ArcadeKit
import ArcadeSystem

/// A replay read back and checked line by line: a header, the events, and the end line.
public struct ReplayFile: Sendable {
  public let header: ReplayHeader
  /// The events, each with its line number in the file.
  public let events: [(line: Int, event: ReplayLine)]
  /// The end (or crash) line.
  public let end: ReplayLine
  public let endLine: Int

  public init(header: ReplayHeader, events: [(line: Int, event: ReplayLine)], end: ReplayLine, endLine: Int) {
    self.header = header
    self.events = events
    self.end = end
    self.endLine = endLine
  }

  /// Reads `path`; every problem is a `ReplayError` naming the file and the line.
  public static func read(path: String) throws(ReplayError) -> ReplayFile {
    guard let bytes = Files.read(path, limit: 1 << 30) else {
      throw ReplayError(file: path, line: 0, reason: "cannot be read (missing or not a file)")
    }
    return try parse(bytes, name: path)
  }

  public static func parse(_ bytes: [UInt8], name: String) throws(ReplayError) -> ReplayFile {
    let decoder = ArcadeJSON.JSONDecoder()
    var rows = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
    if rows.last?.isEmpty == true { rows.removeLast() }
    guard let first = rows.first, !first.isEmpty else {
      throw ReplayError(file: name, line: 1, reason: "empty: not a replay")
    }
    // The header: the marker first, so a JSON file of another kind is called that.
    guard let object = try? decoder.parse(first), case .object = object else {
      throw ReplayError(file: name, line: 1, reason: "not a replay (the first line is not a JSON object)")
    }
    guard let version = object[ReplayFormat.marker]?.doubleValue, version.isFinite else {
      throw ReplayError(
        file: name, line: 1, reason: "not a replay (no \"\(ReplayFormat.marker)\" format version)")
    }
    guard version == version.rounded(), version >= 1 else {
      throw ReplayError(file: name, line: 1, reason: "bad format version \(version)")
    }
    // Compared as a double: a version like 1e300 is newer too, not an Int overflow trap.
    guard version <= Double(ReplayFormat.version) else {
      let shown = version < 1e15 ? String(Int(version)) : "\(version)"
      throw ReplayError(
        file: name, line: 1,
        reason: "format version \(shown) is newer than this arcade reads (\(ReplayFormat.version))")
    }
    let header: ReplayHeader
    do {
      header = try decoder.decode(ReplayHeader.self, from: object)
    } catch {
      throw ReplayError(file: name, line: 1, reason: "corrupt header (\(Self.why(error)))")
    }
    guard header.width > 0, header.height > 0, header.width <= 1000, header.height <= 500, header.t0.isFinite,
      header.start.isFinite
    else { throw ReplayError(file: name, line: 1, reason: "corrupt header (impossible size or time)") }
    var events: [(line: Int, event: ReplayLine)] = []
    var lastTime = header.t0
    for (index, row) in rows.enumerated().dropFirst() {
      let number = index + 1
      let line: ReplayLine
      do {
        line = try decoder.decode(ReplayLine.self, from: row)
      } catch {
        throw ReplayError(file: name, line: number, reason: "corrupt line (\(Self.why(error)))")
      }
      if line.isEnd {
        guard number == rows.count else {
          throw ReplayError(file: name, line: number + 1, reason: "corrupt: lines after the end line")
        }
        return ReplayFile(header: header, events: events, end: line, endLine: number)
      }
      guard let time = line.t, time.isFinite, time >= lastTime else {
        throw ReplayError(file: name, line: number, reason: "corrupt line (time missing or going back)")
      }
      lastTime = time
      switch line.e {
      case "suspend", "resume": break
      default:
        guard line.inputEvent != nil else {
          throw ReplayError(
            file: name, line: number, reason: "corrupt line (unknown event '\(line.summary)')")
        }
      }
      events.append((number, line))
    }
    throw ReplayError(
      file: name, line: rows.count,
      reason: "truncated: no end line after event \(events.count) (the session did not finish writing)")
  }

  private static func why(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "bad value at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
    case DecodingError.dataCorrupted: return "bad JSON"
    default: return "bad JSON"
    }
  }
}
