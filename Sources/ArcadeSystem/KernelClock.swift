#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The kernel's own time, which a process cannot move (`faketime` moves the process's clock,
/// not the dates the kernel gives a file): the st_ctime of a file made for the purpose, removed
/// at once. A daily's board is shown only when the process's clock agrees with it
/// (`BoardSeal`), so a shifted clock shows no board before its day.
public enum KernelClock {
  /// How far the process's clock may stand from the kernel's before it is not believed: more
  /// than any clock slew or file-date granularity, far less than the shortest day shift.
  public static let leeway = 120.0

  /// Seconds since 1970 by the kernel, read in the first of `directories` where a file can be
  /// made (the data directory, then the temporary ones); nil where none can.
  public static func now(in directories: [String]) -> Double? {
    for directory in directories where !directory.isEmpty {
      if let time = ctimeOfNewFile(in: directory) { return time }
    }
    return nil
  }

  /// The directories `now(in:)` tries after the data directory: `TMPDIR`, then `/tmp`.
  public static var temporaryDirectories: [String] {
    [Environment.nonEmpty("TMPDIR"), "/tmp"].compactMap { $0 }
  }

  /// How many seconds the process's clock stands ahead of the kernel's (negative: behind), or 0
  /// when they agree within `leeway` or the kernel's time cannot be read.
  public static func processClockAhead(in directories: [String]) -> Double {
    guard let kernel = now(in: directories) else { return 0 }
    let ahead = WallClock.secondsSince1970() - kernel
    return abs(ahead) > leeway ? ahead : 0
  }

  private static func ctimeOfNewFile(in directory: String) -> Double? {
    var template = Array((directory + "/.arcade-clock-XXXXXX").utf8CString)
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return nil }
    // fstatat by name: faketime's library moves the dates fstat and stat give, not these.
    var info = stat()
    let read = template.withUnsafeBufferPointer {
      fstatat(AT_FDCWD, $0.baseAddress!, &info, AT_SYMLINK_NOFOLLOW)
    }
    template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    close(fd)
    guard read == 0 else { return nil }
    return Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) * 1e-9
  }
}
