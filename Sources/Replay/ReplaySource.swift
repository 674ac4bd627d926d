import ArcadeSystem

#if canImport(Glibc)
  import Glibc
#endif

/// The bytes of a replay: an open file read a chunk at a time, or bytes in memory (tests and
/// the soak). Each reader keeps its own position (`pread`), so the check and the playback can
/// walk the same file side by side and nothing but one line at a time is ever held.
public final class ReplaySource: @unchecked Sendable {
  private let descriptor: Int32
  private let memory: [UInt8]

  /// Opens `path` without blocking on a FIFO and without following a loop; nil and a reason
  /// when it is not a regular file that can be read.
  public static func open(_ path: String) -> Result<ReplaySource, ReplayOpenError> {
    let fd = Glibc.open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return .failure(ReplayOpenError(errno: errno)) }
    var info = stat()
    guard fstat(fd, &info) == 0 else {
      let error = ReplayOpenError(errno: errno)
      close(fd)
      return .failure(error)
    }
    guard (info.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      return .failure(ReplayOpenError(kind: info.st_mode & S_IFMT))
    }
    return .success(ReplaySource(descriptor: fd, identity: FileIdentity(info)))
  }

  /// The device and inode of the file (nil in memory): an output must never be this file.
  public let identity: FileIdentity?

  private init(descriptor: Int32, identity: FileIdentity) {
    self.descriptor = descriptor
    self.identity = identity
    memory = []
  }

  public init(bytes: [UInt8]) {
    descriptor = -1
    identity = nil
    memory = bytes
  }

  deinit { if descriptor >= 0 { close(descriptor) } }

  public func lines() -> Lines { Lines(source: self) }

  /// Up to `count` bytes at `offset`; empty at the end, nil on a read error.
  fileprivate func read(at offset: Int, count: Int) -> ArraySlice<UInt8>? {
    if descriptor < 0 {
      guard offset < memory.count else { return [] }
      return memory[offset..<min(memory.count, offset + count)]
    }
    var chunk = [UInt8](repeating: 0, count: count)
    while true {
      let got = chunk.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, count, off_t(offset)) }
      if got >= 0 { return chunk[0..<got] }
      if errno != EINTR && errno != EAGAIN { return nil }
    }
  }

  /// The lines of the source in order, numbered from 1, each read whole only when it is under
  /// the limit the caller gives.
  public struct Lines {
    fileprivate let source: ReplaySource
    private var offset = 0
    private var buffer: ArraySlice<UInt8> = []
    private var atEnd = false
    public private(set) var number = 0

    fileprivate init(source: ReplaySource) { self.source = source }

    public enum Next {
      case line([UInt8])
      /// Longer than the limit: the rest of it is skipped.
      case tooLong
      case end
      case unreadable
    }

    public mutating func next(limit: Int) -> Next {
      var line: [UInt8] = []
      var tooLong = false
      while true {
        let newline = buffer.firstIndex(of: UInt8(ascii: "\n"))
        if !tooLong {
          line += buffer[..<(newline ?? buffer.endIndex)]
          if line.count > limit {
            tooLong = true
            line = []
          }
        }
        if let newline {
          buffer = buffer[(newline + 1)...]
          number += 1
          return tooLong ? .tooLong : .line(line)
        }
        buffer = []
        if atEnd {
          guard !line.isEmpty || tooLong else { return .end }
          number += 1
          return tooLong ? .tooLong : .line(line)  // a last line without its newline
        }
        guard let chunk = source.read(at: offset, count: 64 * 1024) else { return .unreadable }
        offset += chunk.count
        if chunk.isEmpty { atEnd = true }
        buffer = chunk
      }
    }
  }
}

/// A file's identity: two paths name the same file when these agree.
public struct FileIdentity: Equatable, Sendable {
  public let device: UInt64
  public let inode: UInt64

  public init(_ info: stat) {
    device = UInt64(info.st_dev)
    inode = UInt64(info.st_ino)
  }
}

/// Why a replay file cannot be opened, in words.
public struct ReplayOpenError: Error, Sendable {
  public let reason: String

  init(errno code: Int32) {
    reason = code == EISDIR ? "a directory, not a replay" : Files.reason(errno: code)
  }

  init(kind: mode_t) {
    switch kind {
    case S_IFDIR: reason = "a directory, not a replay"
    case S_IFIFO: reason = "a FIFO, not a replay"
    case S_IFCHR, S_IFBLK: reason = "a device, not a replay"
    default: reason = "not a regular file"
    }
  }
}
