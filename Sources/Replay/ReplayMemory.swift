#if canImport(Glibc)
  import Glibc
#endif

/// A session's replay kept in memory when no `--record` file was asked for, so the crash
/// trap can write it out (from a signal handler: it only needs a pointer and a length, told
/// to it through `moved` after every append). Nothing touches the disk unless there is a
/// crash, so a normal session (or a SIGKILL) leaves nothing behind.
public final class ReplayMemory {
  private var buffer: UnsafeMutableRawPointer?
  private var capacity = 0
  public private(set) var count = 0
  /// Past this the session stops keeping its replay (a crash then says nothing of one).
  public static let limit = 64 << 20
  public private(set) var full = false
  /// Told the new start and length after every append (the crash trap's view).
  private let moved: (UnsafeRawBufferPointer) -> Void

  public init(moved: @escaping (UnsafeRawBufferPointer) -> Void) { self.moved = moved }

  deinit {
    moved(UnsafeRawBufferPointer(start: nil, count: 0))
    free(buffer)
  }

  public func append(_ bytes: [UInt8]) {
    guard !full, !bytes.isEmpty else { return }
    if count + bytes.count > capacity {
      let wanted = max(64 << 10, (count + bytes.count) * 2)
      guard wanted <= Self.limit, let grown = malloc(wanted) else {
        full = true
        moved(UnsafeRawBufferPointer(start: nil, count: 0))
        return
      }
      if let buffer { grown.copyMemory(from: buffer, byteCount: count) }
      // The trap sees the new copy before the old one is freed.
      moved(UnsafeRawBufferPointer(start: grown, count: count))
      free(buffer)
      buffer = grown
      capacity = wanted
    }
    bytes.withUnsafeBytes { (buffer! + count).copyMemory(from: $0.baseAddress!, byteCount: $0.count) }
    count += bytes.count
    moved(UnsafeRawBufferPointer(start: buffer, count: count))
  }

  /// The lines so far.
  public var bytes: [UInt8] {
    guard let buffer else { return [] }
    return Array(UnsafeRawBufferPointer(start: buffer, count: count))
  }
}
