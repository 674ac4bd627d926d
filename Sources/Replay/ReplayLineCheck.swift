/// A live stream's lines checked one at a time as they arrive, with the same checks as a
/// replay file's (`ReplayEventReader`: the line's length, its JSON, its time never going back,
/// its kind, a resize's size, the number of events), so a live watch believes no more of
/// another user's file than `arcade replay` would.
public struct ReplayLineCheck {
  private var reader: ReplayEventReader
  private let name: String

  public init(header: ReplayHeader, name: String) {
    reader = ReplayEventReader(header: header, name: name)
    self.name = name
  }

  /// The event on `bytes` (one line, without its newline), nil for the end line, or why the
  /// line is refused.
  public mutating func check(_ bytes: [UInt8]) -> Result<ReplayLine?, ReplayError> {
    var lines = ReplaySource(bytes: bytes + [UInt8(ascii: "\n")]).lines()
    do {
      switch try reader.next(&lines) {
      case .event(_, let event): return .success(event)
      case .end: return .success(nil)
      }
    } catch {
      return .failure(ReplayError(file: name, line: reader.count + 2, reason: error.reason))
    }
  }

  /// The header of a live stream's first line, checked as a replay's (its end line is not
  /// written until the session ends, so one is put after it).
  public static func header(_ bytes: [UInt8], name: String) -> Result<ReplayFile, ReplayError> {
    do {
      return .success(try ReplayFile.parse(bytes + Array("\n{\"e\":\"end\"}\n".utf8), name: name))
    } catch {
      return .failure(error)
    }
  }
}
