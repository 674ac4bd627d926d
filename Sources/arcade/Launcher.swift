#if canImport(Glibc)
  import Glibc
#endif
import ArcadeKit
import ArcadeScenes

/// Starts the terminal, runs the scenes and restores the terminal on every way out.
enum Launcher {
  /// Runs the launch menu; with `start`, opens that game on top of it (Esc returns to the menu).
  static func play(_ global: GlobalOptions, start: (@Sendable (AppEnvironment) -> Scene)?) throws {
    FileHandleOutput.stderr("arcade: the terminal front end is not built yet")
  }
}

/// Writes straight to file descriptor 2 (no buffering, no shared C `FILE`).
enum FileHandleOutput {
  static func stderr(_ text: String) {
    var line = text
    if !line.hasSuffix("\n") { line += "\n" }
    let bytes = Array(line.utf8)
    bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
  }
}
