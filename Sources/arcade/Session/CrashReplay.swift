import ArcadeKit
import ArcadeSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Where a crash writes the replay it kept in memory: beside the crash log's temp file.
enum CrashReplay {
  static func path() -> String {
    // The crash trap prints this path as it is (no escaping in a signal handler): a TMPDIR
    // with control characters, or too long to show, is passed over for /tmp.
    let base =
      Environment.value("TMPDIR").flatMap {
        $0.isEmpty || $0.utf8.count > 512 || SafeText.shown($0, limit: 512) != $0 ? nil : $0
      } ?? "/tmp"
    return base + "/arcade-crash-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).jsonl"
  }
}
