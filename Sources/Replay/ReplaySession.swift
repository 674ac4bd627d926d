import ArcadeKit
import ArcadeSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The wall clock a session's scenes read (dates on records): the recorded start plus the
/// session clock, so a replay dates its records exactly as the session did.
public final class SessionWallClock: @unchecked Sendable {
  private let start: Double
  private let t0: Double
  private let clock: Clock

  /// Only read on the loop's thread, like the clock itself.
  public init(start: Double, t0: Double, clock: Clock) {
    self.start = start
    self.t0 = t0
    self.clock = clock
  }

  public func read() -> Double { start + (clock.now - t0) }
}

/// The records a session starts from: every `*.json` table of the records directory, as text.
public enum RecordsSnapshot {
  /// A table larger than this is not copied (no game writes one; the replay then starts without it).
  static let largest = 1 << 20

  public static func take(directory: String) -> [String: String] {
    guard let names = Files.names(in: directory) else { return [:] }
    var tables: [String: String] = [:]
    for name in names where name.hasSuffix(".json") && !name.hasPrefix(".") {
      let path = directory + "/" + name
      var info = stat()
      guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG,
        let bytes = Files.read(path, limit: largest)
      else { continue }
      tables[name] = String(decoding: bytes, as: UTF8.self)
    }
    return tables
  }

  /// Writes the tables into `directory` (a fresh throwaway one).
  public static func restore(_ tables: [String: String], into directory: String) {
    for (name, text) in tables where !name.contains("/") && name.hasSuffix(".json") {
      Files.write(Array(text.utf8), to: directory + "/" + name)
    }
  }
}

/// A private directory under $TMPDIR, removed with everything in it by `remove()`: where a
/// replay's records live, so playing a replay never touches the player's records.
public final class ThrowawayDirectory {
  public let path: String

  public init?() {
    var template = Array((Environment.temporaryDirectory + "/arcade-replay-XXXXXX").utf8CString)
    guard let made = template.withUnsafeMutableBufferPointer({ mkdtemp($0.baseAddress!) }) else { return nil }
    path = String(cString: made)
  }

  public func remove() { Files.removeTree(path) }
}

/// Writes a replay as the session goes: one `write(2)` per line (no buffering, no fsync), so
/// a crash or a kill leaves every line written so far.
public final class ReplayWriter {
  public let path: String
  private var fd: Int32
  public private(set) var failed = false

  /// Creates (or truncates) `path`; throws a one-line reason.
  public init(path: String) throws(ReplayError) {
    self.path = path
    fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      throw ReplayError(
        file: path, line: 0, reason: "cannot be written (\(String(cString: strerror(errno))))")
    }
  }

  public var descriptor: Int32 { fd }

  public func write(_ line: some Encodable) {
    let bytes = ReplayRecorder.encode(line)
    guard fd >= 0 else { return }
    var offset = 0
    while offset < bytes.count {
      let n = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
      if n < 0 && errno == EINTR { continue }
      if n <= 0 {
        failed = true
        return
      }
      offset += n
    }
  }

  public func close() {
    guard fd >= 0 else { return }
    Glibc.close(fd)
    fd = -1
  }
}
