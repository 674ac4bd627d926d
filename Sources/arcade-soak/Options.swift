// The soak's command line (`arcade-soak --help`) and its unbuffered output.
import ArgumentParser
import FoundationEssentials

#if canImport(Glibc)
  import Glibc
#endif

/// Unbuffered, so a trap never swallows the lines before it.
func say(_ text: String) { writeAll(1, text + "\n") }

func writeAll(_ fd: Int32, _ text: String) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
}

struct Options: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "arcade-soak", abstract: "Headless key fuzz of every game in GameCatalog.all.")

  @Option(help: "Events per game (half Unicode, half ASCII).")
  var events = 20_000
  @Option(help: "The fuzz seed: the same seed replays the same events.")
  var seed: UInt64 = 1
  @Option(name: .customLong("game"), help: "Fuzz only this game (repeatable); see --list.")
  var games: [String] = []
  @Option(help: "Render and check a frame every K events.")
  var renderEvery = 1
  @Flag(help: "Print every event before it is sent.")
  var trace = false
  @Flag(help: "List the game ids and exit.")
  var list = false
  /// `--keep-replay PATH`: the first session's replay, failing or not (`make bench` times its check).
  @Option(help: "Write the first session's replay here, failing or not.")
  var keepReplay: String?
  @Option(
    name: .customLong("replay-dir"),
    help: "Where a failing run's replay is written (default: $TMPDIR or /tmp).")
  var replayDir: String?
  var replayDirectory: String {
    replayDir ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  }

  mutating func validate() throws {
    guard events >= 1 else {
      throw ValidationError("--events must be at least 1 (nothing fuzzed is no pass)")
    }
    guard renderEvery >= 1 else { throw ValidationError("--render-every must be at least 1") }
  }
}

/// A bad command line is one line on stderr and exit 2 (ArgumentParser's default is 64).
func parseOptions() -> Options {
  do {
    return try Options.parse()
  } catch {
    if Options.exitCode(for: error) == .success {
      say(Options.fullMessage(for: error))
      exit(0)
    }
    let message = Options.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
    usage(message)
  }
}

func usage(_ message: String) -> Never {
  writeAll(2, "arcade-soak: \(message) (see 'arcade-soak --help')\n")
  exit(2)
}
