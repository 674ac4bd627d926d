import ArcadeJSON
import ArcadeKit
import DailyModel

/// The replay a counted daily is shared with: the session up to the result (its header and
/// events as recorded), an end line taken then, and the claim in the header. It is a replay
/// like any other (`arcade replay` plays it), with what would tell about the sharer's machine
/// left out: the records and data directories become placeholders, and the screen digests go
/// (help screens name those directories; a reader checks the state and the result instead).
public enum SharedReplay {
  /// What the data directory is called in a shared replay.
  public static let dataDirectoryPlaceholder = "~/.local/share/arcade"

  /// The shared file's bytes, or nil when the session's lines cannot be read back (the
  /// session's replay was not kept in full).
  public static func make(session: [UInt8], claim: SharedClaim, uid: UInt32, end: ReplayLine) -> [UInt8]? {
    var lines = session.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: true)[...]
    let decoder = ArcadeJSON.JSONDecoder()
    guard let first = lines.popFirst(),
      var header = try? decoder.decode(ReplayHeader.self, from: Array(first))
    else { return nil }
    header.shared = claim
    header.uid = uid
    header.dataDir = dataDirectoryPlaceholder
    header.assetsDir = nil
    header.args = withoutPaths(header.args)
    var out = ReplayRecorder.encode(header)
    for line in lines {
      guard var event = try? decoder.decode(ReplayLine.self, from: Array(line)), !event.isEnd else {
        return nil
      }
      event.s = nil
      out += ReplayRecorder.encode(event)
    }
    var last = end
    last.screen = nil
    out += ReplayRecorder.encode(last)
    return out
  }

  /// The command line without `--data-dir DIR` (the replay's records come from its header).
  static func withoutPaths(_ args: [String]) -> [String] {
    var out: [String] = []
    var rest = args[...]
    while let argument = rest.popFirst() {
      if argument == "--data-dir" {
        _ = rest.popFirst()
      } else if !argument.hasPrefix("--data-dir=") {
        out.append(argument)
      }
    }
    return out
  }
}
