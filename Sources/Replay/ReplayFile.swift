import ArcadeJSON
import ArcadeKit

/// A replay read back and checked line by line: a header, the events, and the end line. The
/// events are not held: the file is checked once through (every bound of `ReplayLimits`),
/// then `events()` streams them again for the replay, a line at a time.
public struct ReplayFile: Sendable {
  public let header: ReplayHeader
  /// A shared daily attempt's own first line (`SharedAttemptHeader`), when it is one; `header`
  /// is then made from it.
  public let attempt: SharedAttemptHeader?
  /// How many events there are, and the session time of the last one.
  public let eventCount: Int
  public let lastEventTime: Double?
  /// The end (or crash) line.
  public let end: ReplayLine
  public let endLine: Int
  public let source: ReplaySource
  private let name: String
  /// The events as checked, when the file was parsed keeping them (`parse(keepingEvents:)`):
  /// `events()` then reads them from here instead of decoding the source again.
  let kept: [(line: Int, event: ReplayLine)]?

  /// Reads `path`; every problem is a `ReplayError` naming the file and the line.
  public static func read(path: String) throws(ReplayError) -> ReplayFile {
    switch ReplaySource.open(path) {
    case .success(let source): return try check(source, name: path)
    case .failure(let error): throw ReplayError(file: path, line: 0, reason: error.reason)
    }
  }

  /// `stopped`: asked every few hundred events; true ends the reading with `stoppedReason` (a
  /// reader's CPU budget covers reading another user's file too).
  /// `keepingEvents`: the events are held as decoded (a shared attempt, bounded by its file's
  /// size, is read several times: its digests, its pace, its check), not decoded again.
  public static func parse(
    _ bytes: [UInt8], name: String, keepingEvents: Bool = false, stopped: () -> Bool = { false }
  )
    throws(ReplayError)
    -> ReplayFile
  {
    try check(ReplaySource(bytes: bytes), name: name, keeping: keepingEvents, stopped: stopped)
  }

  /// The reason a reading ended by its `stopped` has.
  public static let stoppedReason = "stopped before its end"

  /// The events in order, each with its line number, read from the source again.
  public func events() -> ReplayEvents { ReplayEvents(file: self, name: name) }

  private init(
    header: ReplayHeader, attempt: SharedAttemptHeader?, eventCount: Int, lastEventTime: Double?,
    end: ReplayLine, endLine: Int,
    source: ReplaySource, name: String, kept: [(line: Int, event: ReplayLine)]?
  ) {
    self.kept = kept
    self.header = header
    self.attempt = attempt
    self.eventCount = eventCount
    self.lastEventTime = lastEventTime
    self.end = end
    self.endLine = endLine
    self.source = source
    self.name = name
  }

  private static func check(
    _ source: ReplaySource, name: String, keeping: Bool = false, stopped: () -> Bool = { false }
  )
    throws(ReplayError) -> ReplayFile
  {
    var lines = source.lines()
    let (header, attempt) = try readHeader(&lines, name: name)
    var events = ReplayEventReader(header: header, name: name)
    var kept: [(line: Int, event: ReplayLine)]? = keeping ? [] : nil
    while true {
      switch try events.next(&lines) {
      case .event(let line, let event):
        kept?.append((line, event))
        if events.count % 256 == 0 && stopped() {
          throw ReplayError(file: name, line: lines.number, reason: stoppedReason)
        }
      case .end(let end):
        return ReplayFile(
          header: header, attempt: attempt, eventCount: events.count, lastEventTime: events.lastTime,
          end: end,
          endLine: lines.number, source: source, name: name, kept: kept)
      }
    }
  }

  private static func readHeader(_ lines: inout ReplaySource.Lines, name: String) throws(ReplayError)
    -> (ReplayHeader, SharedAttemptHeader?)
  {
    let first: [UInt8]
    switch lines.next(limit: ReplayLimits.headerBytes) {
    case .line(let bytes) where !bytes.isEmpty: first = bytes
    case .line, .end: throw ReplayError(file: name, line: 1, reason: "empty: not a replay")
    case .tooLong:
      throw ReplayError(
        file: name, line: 1,
        reason: "the header is longer than \(ReplayLimits.headerBytes >> 20) MB (the limit)")
    case .unreadable: throw ReplayError(file: name, line: 1, reason: "cannot be read")
    }
    let decoder = ArcadeJSON.JSONDecoder()
    // The marker first, so a JSON file of another kind is called that.
    guard let object = try? decoder.parse(first), case .object = object else {
      throw ReplayError(file: name, line: 1, reason: "not a replay (the first line is not a JSON object)")
    }
    if object[SharedAttemptFormat.marker] != nil {
      let attempt = try readAttempt(object, decoder: decoder, name: name)
      return (ReplayHeader(attempt: attempt), attempt)
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
    if let limit = header.exceededLimit {
      throw ReplayError(file: name, line: 1, reason: "corrupt header (\(limit))")
    }
    return (header, nil)
  }

  /// A shared attempt's first line, every number of it checked.
  private static func readAttempt(_ object: JSONValue, decoder: ArcadeJSON.JSONDecoder, name: String)
    throws(ReplayError) -> SharedAttemptHeader
  {
    guard let version = object[SharedAttemptFormat.marker]?.doubleValue,
      version == Double(SharedAttemptFormat.version)
    else {
      throw ReplayError(
        file: name, line: 1,
        reason: "not a shared attempt of the format this arcade reads (\(SharedAttemptFormat.version))")
    }
    let attempt: SharedAttemptHeader
    do {
      attempt = try decoder.decode(SharedAttemptHeader.self, from: object)
    } catch {
      throw ReplayError(file: name, line: 1, reason: "corrupt header (\(Self.why(error)))")
    }
    if let problem = attempt.problem {
      throw ReplayError(file: name, line: 1, reason: "corrupt header (\(problem))")
    }
    return attempt
  }

  static func why(_ error: Error) -> String {
    switch error {
    case DecodingError.keyNotFound(let key, _): return "missing \"\(key.stringValue)\""
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return "bad value at \"\(context.codingPath.map(\.stringValue).joined(separator: "."))\""
    case DecodingError.dataCorrupted: return "bad JSON"
    default: return "bad JSON"
    }
  }
}
