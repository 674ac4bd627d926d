import ArcadeSystem
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// Follows another user's live stream: a file it did not write, read as an attacker's. It is
/// opened once (`O_NOFOLLOW | O_NONBLOCK`: no link followed, no FIFO waited on), must be a
/// regular file owned by the uid its name claims, and is then read only through that
/// descriptor, a bounded slice per `poll` (the screen never waits on it), split into complete
/// lines of bounded length. It ends, with one line saying why, when its owner removes it, when
/// it shrinks (rewritten), when it passes the size or event bound, when a line is too long, or
/// when its date has not moved for `staleAfter` seconds (its arcade is gone).
public final class LiveStreamReader {
  /// The whole stream, and what one `poll` reads at most.
  public static let byteLimit = LiveShare.byteLimit
  public static let slice = 256 << 10
  /// The header line (a live header holds no records larger than this), then each event line.
  public static let headerLimit = 1 << 20
  public static let lineLimit = ReplayLimits.eventBytes
  /// Events in a stream (a replay's own bound).
  public static let eventLimit = ReplayLimits.events
  /// A stream whose date is older than this (its owner refreshes it every `LiveShare.beat`)
  /// belongs to an arcade that stopped without removing it.
  public static let staleAfter = 10.0

  public enum Poll: Equatable, Sendable {
    /// Complete lines read since the last poll (the first is the header), maybe none.
    case lines([[UInt8]])
    /// The stream is over: why, in a few words.
    case ended(String)
  }

  public let name: LiveStreamName
  private let descriptor: Int32
  private var offset = 0
  private var partial: [UInt8] = []
  private var linesRead = 0
  private var ended: String?

  private init(name: LiveStreamName, descriptor: Int32) {
    self.name = name
    self.descriptor = descriptor
  }

  deinit { close(descriptor) }

  /// Opens the stream `name` in `directory`, or says why not (a link, a FIFO, a file of
  /// another owner, a file past the bound).
  public static func open(_ name: LiveStreamName, in directory: String) -> Result<
    LiveStreamReader, WatchRefusal
  > {
    let fd = Glibc.open(directory + "/" + name.description, O_RDONLY | O_CLOEXEC | O_NONBLOCK | O_NOFOLLOW)
    guard fd >= 0 else {
      return .failure(WatchRefusal(reason: errno == ELOOP ? "a symbolic link" : Files.reason(errno: errno)))
    }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      close(fd)
      return .failure(WatchRefusal(reason: Files.reason(errno: errno)))
    }
    let problem: String? =
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        UInt32(info.st_uid) != name.uid
          ? "not owned by whom it is named for"
          : Int(info.st_size) > byteLimit ? "larger than \(Self.size(byteLimit)) (the limit)" : nil
      case S_IFIFO: "a FIFO, not a file"
      case S_IFDIR: "a directory"
      default: "not a regular file"
      }
    if let problem {
      close(fd)
      return .failure(WatchRefusal(reason: problem))
    }
    return .success(LiveStreamReader(name: name, descriptor: fd))
  }

  /// What arrived since the last poll, or why the stream is over. `now`: the wall clock, in
  /// seconds since 1970 (the stream's date is compared with it).
  public func poll(now: Double) -> Poll {
    if let ended { return .ended(ended) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { return end("cannot be read (\(Files.reason(errno: errno)))") }
    let size = Int(info.st_size)
    if size < offset { return end("rewritten while it was followed") }
    if size > Self.byteLimit { return end("longer than \(Self.size(Self.byteLimit)) (the limit)") }
    var lines: [[UInt8]] = []
    if size > offset {
      var chunk = [UInt8](repeating: 0, count: min(Self.slice, size - offset))
      let count = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, $0.count, off_t(offset)) }
      guard count >= 0 else { return end("cannot be read (\(Files.reason(errno: errno)))") }
      offset += count
      if let problem = split(chunk[0..<count], into: &lines) { return end(problem) }
    }
    if !lines.isEmpty { return .lines(lines) }
    // Nothing new: gone or stale only now (what was written before is still followed).
    if info.st_nlink == 0 { return end("stopped sharing") }
    let date = Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
    if now - date > Self.staleAfter, size == offset {
      return end("stopped sharing (no sign of life for \(Int(Self.staleAfter)) s)")
    }
    return .lines([])
  }

  /// Whether the whole file has been read (a poll now would only look at its date).
  public var caughtUp: Bool {
    var info = stat()
    return fstat(descriptor, &info) != 0 || Int(info.st_size) <= offset
  }

  private func split(_ bytes: ArraySlice<UInt8>, into lines: inout [[UInt8]]) -> String? {
    var start = bytes.startIndex
    for index in bytes.indices where bytes[index] == UInt8(ascii: "\n") {
      partial += bytes[start..<index]
      start = index + 1
      if partial.last == UInt8(ascii: "\r") { partial.removeLast() }
      if let problem = tooLong() { return problem }
      linesRead += 1
      if linesRead > Self.eventLimit + 2 { return "more than \(Self.eventLimit) events (the limit)" }
      lines.append(partial)
      partial = []
    }
    partial += bytes[start...]
    return tooLong()
  }

  private func tooLong() -> String? {
    let limit = linesRead == 0 ? Self.headerLimit : Self.lineLimit
    return partial.count > limit ? "a line longer than \(Self.size(limit)) (the limit)" : nil
  }

  static func size(_ bytes: Int) -> String { bytes >= 1 << 20 ? "\(bytes >> 20) MB" : "\(bytes >> 10) KB" }

  private func end(_ reason: String) -> Poll {
    ended = reason
    return .ended(reason)
  }
}
