import ArcadeKit
import ArcadeSystem
import NcursesTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Writes straight to file descriptors 1 and 2 (no buffering, no shared C `FILE`). Every
/// error and every verdict goes through here, so text from files and the environment is
/// escaped and bounded in this one place (`SafeText.shown`).
enum FileHandleOutput {
  /// The longest line printed; quoted fields are cut shorter where they are quoted.
  static let lineLimit = 2000

  static func stderr(_ text: String) { line(text, to: 2) }

  /// One line of results (`replay --check`'s verdict) on stdout.
  static func stdoutLine(_ text: String) { line(text, to: 1) }

  private static func line(_ text: String, to descriptor: Int32) {
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    StandardStreams.write(Array((SafeText.shown(body, limit: lineLimit) + "\n").utf8), to: descriptor)
  }

  /// A document made by an encoder that escapes what a terminal would act on (`--json`):
  /// written as it is, since a line's escaping or cut would break its syntax.
  static func document(_ bytes: [UInt8]) { StandardStreams.write(bytes, to: 1) }

  /// A result for the player (the share card) on stdout, after the terminal is restored.
  static func stdout(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      SafeText.shown(String($0), limit: lineLimit)
    }
    StandardStreams.write(Array((lines.joined(separator: "\n") + "\n").utf8), to: 1)
  }
}
