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

  /// A table's file name as the records store writes it: `NAME.json`, NAME of lower-case
  /// letters, digits, `-` and `_`, at most 64 bytes: never a path, never hidden.
  public static func isTableName(_ name: String) -> Bool {
    guard name.hasSuffix(".json"), name.utf8.count <= 64 else { return false }
    let stem = name.utf8.dropLast(5)
    return !stem.isEmpty
      && stem.allSatisfy {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains($0)
          || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0)
          || $0 == UInt8(ascii: "-") || $0 == UInt8(ascii: "_")
      }
  }

  /// Writes the tables into `directory` (a fresh throwaway one).
  public static func restore(_ tables: [String: String], into directory: String) {
    for (name, text) in tables where isTableName(name) {
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
/// a crash or a kill leaves every line written so far. The lines go to a temporary file
/// beside `path` (`OutputFile`), put in place when the session ends.
public final class ReplayWriter {
  private let output: OutputFile
  public var path: String { output.path }
  /// Where the lines are until `close()`: what a crash names.
  public var temporaryPath: String { output.temporaryPath }
  public var failed: Bool { output.failed }

  /// Creates the temporary file; throws a one-line reason (an existing target without
  /// `replace`, a link, a FIFO, an unwritable directory).
  public init(path: String, replace: Bool) throws(ReplayError) {
    switch OutputFile.create(path, replace: replace) {
    case .success(let output): self.output = output
    case .failure(let error):
      throw ReplayError(file: path, line: 0, reason: "the recording cannot be written: \(error)")
    }
  }

  public var descriptor: Int32 { output.descriptor }

  public func write(_ line: some Encodable) { output.write(ReplayRecorder.encode(line)) }

  /// Puts the replay in place; nil on success, else why not.
  public func close() -> String? { output.commit() }

  /// Removes the temporary file: the session never started.
  public func discard() { output.discard() }
}
