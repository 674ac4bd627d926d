import ArcadeJSON

/// Reads and checks the lines after the header, one at a time: the same checks on the first
/// pass (`ReplayFile.read`) and on every later one, so a file changed in between is caught.
struct ReplayEventReader {
  enum Next {
    case event(line: Int, event: ReplayLine)
    case end(ReplayLine)
  }

  private let header: ReplayHeader
  private let name: String
  private let decoder = ArcadeJSON.JSONDecoder()
  private(set) var count = 0
  private(set) var lastTime: Double?

  init(header: ReplayHeader, name: String) {
    self.header = header
    self.name = name
  }

  mutating func next(_ lines: inout ReplaySource.Lines) throws(ReplayError) -> Next {
    while true {
      if let next = try line(&lines) { return next }
    }
  }

  /// The next line: an event, the end, or nil for a line that is no event (an old "wake").
  private mutating func line(_ lines: inout ReplaySource.Lines) throws(ReplayError) -> Next? {
    let bytes: [UInt8]
    switch lines.next(limit: ReplayLimits.eventBytes) {
    case .line(let line): bytes = line
    case .tooLong:
      throw ReplayError(
        file: name, line: lines.number, reason: "corrupt line (longer than \(ReplayLimits.eventBytes) bytes)")
    case .unreadable: throw ReplayError(file: name, line: lines.number + 1, reason: "cannot be read")
    case .end:
      throw ReplayError(
        file: name, line: lines.number,
        reason: "truncated: no end line after event \(count) (the session did not finish writing)")
    }
    let number = lines.number
    let line: ReplayLine
    do {
      line = try decoder.decode(ReplayLine.self, from: bytes)
    } catch {
      throw ReplayError(file: name, line: number, reason: "corrupt line (\(ReplayFile.why(error)))")
    }
    if line.isEnd {
      guard case .end = lines.next(limit: 0) else {
        throw ReplayError(file: name, line: number + 1, reason: "corrupt: lines after the end line")
      }
      return .end(line)
    }
    guard let time = line.t, time.isFinite, time >= (lastTime ?? header.t0) else {
      throw ReplayError(file: name, line: number, reason: "corrupt line (time missing or going back)")
    }
    guard time - header.t0 <= ReplayLimits.seconds else {
      throw ReplayError(
        file: name, line: number, reason: "corrupt line (time more than 30 days after the start: the limit)")
    }
    if let gameTime = line.g, !(gameTime.isFinite && gameTime >= 0 && gameTime <= ReplayLimits.seconds) {
      throw ReplayError(file: name, line: number, reason: "corrupt line (game time negative or over 30 days)")
    }
    guard count < ReplayLimits.events else {
      throw ReplayError(
        file: name, line: number, reason: "more than \(ReplayLimits.events) events (the limit)")
    }
    switch line.e {
    case "wake":
      // Written by arcades that still had a wake path; the scenes never acted on it.
      lastTime = time
      return nil
    case "suspend", "resume": break
    case "resize":
      guard let w = line.w, let h = line.h, (0...ReplayLimits.width).contains(w),
        (0...ReplayLimits.height).contains(h)
      else {
        throw ReplayError(
          file: name, line: number,
          reason:
            "corrupt line (a resize beyond \(ReplayLimits.width)×\(ReplayLimits.height), the largest terminal)"
        )
      }
    default:
      guard line.inputEvent != nil else {
        throw ReplayError(file: name, line: number, reason: "corrupt line (unknown event '\(line.summary)')")
      }
    }
    count += 1
    lastTime = time
    return .event(line: number, event: line)
  }
}

/// The events of a checked replay, streamed from its source again. A line that no longer
/// passes the checks (the file changed while it was replayed) ends the stream; `failure`
/// then says where.
public final class ReplayEvents {
  private var lines: ReplaySource.Lines
  private var reader: ReplayEventReader
  /// The events kept when the file was parsed (nothing is read from the source then).
  private let kept: [(line: Int, event: ReplayLine)]?
  public private(set) var failure: ReplayError?
  /// How many events have been taken.
  public private(set) var taken = 0

  init(file: ReplayFile, name: String) {
    lines = file.source.lines()
    kept = file.kept
    if kept == nil { _ = lines.next(limit: ReplayLimits.headerBytes) }  // the header, checked already
    reader = ReplayEventReader(header: file.header, name: name)
  }

  public func next() -> (line: Int, event: ReplayLine)? {
    if let kept {
      guard taken < kept.count else { return nil }
      taken += 1
      return kept[taken - 1]
    }
    guard failure == nil else { return nil }
    do {
      switch try reader.next(&lines) {
      case .event(let line, let event):
        taken += 1
        return (line, event)
      case .end: return nil
      }
    } catch {
      failure = ReplayError(
        file: error.file, line: error.line, reason: "changed while it was replayed: " + error.reason)
      return nil
    }
  }
}
