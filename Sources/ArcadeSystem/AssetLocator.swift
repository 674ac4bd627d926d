#if canImport(Glibc)
  import Glibc
#endif

/// Finds the data files: `ARCADE_ASSETS_DIR`, then `share/arcade` beside an installed binary,
/// then the source tree's `assets/` (for builds run from a checkout).
public enum AssetLocator {
  public static func directory() -> String {
    if let dir = Environment.value("ARCADE_ASSETS_DIR"), !dir.isEmpty { return dir }
    // <prefix>/bin/arcade -> <prefix>/share/arcade
    let prefix = parent(parent(executablePath()))
    let installed = prefix + "/share/arcade"
    if access(installed, F_OK) == 0 { return installed }
    return parent(parent(parent(#filePath))) + "/assets"
  }

  /// The running binary with its symlinks resolved: one readlink of /proc/self/exe (a path
  /// resolved component by component cost start-up time); argv[0] where /proc is missing.
  public static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return CommandLine.arguments[0]
  }

  /// The path without its last component ("/a/b" -> "/a", "b" -> ".").
  public static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}
