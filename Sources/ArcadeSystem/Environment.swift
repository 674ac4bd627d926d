#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// Environment variables one at a time (getenv): no copy of the whole environment into a
/// dictionary, which `ProcessInfo` would build (and link Foundation for).
public enum Environment {
  public static func value(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
  }

  /// The value of `name` when it is set and not empty.
  public static func nonEmpty(_ name: String) -> String? {
    value(name).flatMap { $0.isEmpty ? nil : $0 }
  }

  /// `$TMPDIR`, else /tmp.
  public static var temporaryDirectory: String { nonEmpty("TMPDIR") ?? "/tmp" }
}
