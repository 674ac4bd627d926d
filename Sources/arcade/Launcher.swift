import ArcadeKit
import ArcadeScenes
import Foundation
import NcursesTerminal
import Records

/// Starts the terminal, runs the scenes and restores the terminal on every way out.
enum Launcher {
  /// Runs the launch menu; with `start`, opens that game on top of it (Esc returns to the menu).
  static func play(_ global: GlobalOptions, start: (@Sendable (AppEnvironment) -> Scene)?) throws {
    let environment = ProcessInfo.processInfo.environment
    let monochrome = global.noColor || !(environment["NO_COLOR"] ?? "").isEmpty
    let seed = global.seed ?? UInt64.random(in: 0...999_999)
    let records = RecordStore(directory: RecordStore.defaultDirectory(override: global.dataDir))
    let env = AppEnvironment(
      records: records, seed: seed, assetsDirectory: AssetLocator.directory(),
      wallClock: { Date().timeIntervalSince1970 })
    let clock = MonotonicClock()
    let backend: NcursesBackend
    do {
      backend = try NcursesBackend(ascii: global.ascii, monochrome: monochrome, clock: clock)
    } catch let error as TerminalError {
      FileHandleOutput.stderr(error.description)
      exit(2)
    }
    let stack = SceneStack(
      root: MenuScene(env: env), size: backend.size, clock: clock, options: backend.options,
      waker: backend.waker)
    if let start { stack.push(start(env)) }
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    loop.afterFrame = { env.runPendingEffects() }
    let signal = loop.run()
    env.runPendingEffects(force: true)  // every way out (q, Ctrl-C, SIGTERM, SIGHUP) saves
    backend.close()
    for line in env.exitReport() { FileHandleOutput.stderr("arcade: " + line) }
    if let signal { exit(128 + signal) }
  }
}

/// Finds the data files: `ARCADE_ASSETS_DIR`, then `share/arcade` beside an installed binary,
/// then the source tree's `assets/` (for builds run from a checkout).
enum AssetLocator {
  static func directory() -> String {
    let fm = FileManager.default
    if let dir = ProcessInfo.processInfo.environment["ARCADE_ASSETS_DIR"], !dir.isEmpty { return dir }
    let exe = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
      .deletingLastPathComponent()
    let installed = exe.deletingLastPathComponent().appendingPathComponent("share/arcade").path
    if fm.fileExists(atPath: installed) { return installed }
    let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
      .deletingLastPathComponent().appendingPathComponent("assets").path
    return source
  }
}

/// Writes straight to file descriptor 2 (no buffering, no shared C `FILE`). Every error goes
/// through here, so control characters in quoted user data are escaped in this one place.
enum FileHandleOutput {
  static func stderr(_ text: String) {
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    let line = SafeText.escapingControls(body) + "\n"
    let bytes = Array(line.utf8)
    bytes.withUnsafeBytes { _ = write(2, $0.baseAddress, $0.count) }
  }
}
