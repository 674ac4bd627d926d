import ArcadeKit
import ArcadeScenes
import ArgumentParser
import MazeModel
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade maze`: the animated reveal of a maze discovered through the rooms API, or with
/// `--headless` the same exploration without a terminal, reported as one JSON object.
struct MazeCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "maze",
    abstract: "Watch a maze being discovered room by room through a (simulated) rooms API.")

  @OptionGroup var global: GlobalOptions
  @OptionGroup var dailyOptions: DailyOptions

  @Flag(help: "Explore one maze without a terminal and print one JSON object of statistics.")
  var headless = false

  @Option(
    parsing: .unconditional,
    help:
      "Maze size W×H with odd sides 5…4001, 501×501 at most to --record (default: from the maze id, 31…63).")
  var size: String?

  @Option(
    name: .customLong("latency-scale"), parsing: .unconditional,
    help: "Multiply the simulated latencies (0 = none).")
  var latencyScaleArgument = DecimalArgument(1.0)

  @Option(
    name: .customLong("faults"), parsing: .unconditional,
    help: "Chance (0…1) of an injected 504 on each fetch.")
  var faultsArgument = DecimalArgument(0.0)

  var latencyScale: Double { latencyScaleArgument.value }
  var faults: Double { faultsArgument.value }

  @Option(
    help: "json (bytes encoded and decoded, as a network) or direct (values handed over).",
    completion: .list(["json", "direct"]))
  var transport = "json"

  func validate() throws {
    if try dailyOptions.day() != nil, headless || size != nil {
      throw ValidationError("--daily plays the day's own game: drop --headless and --size")
    }
    if let size, MazeSettings.parseSize(size) == nil {
      throw ValidationError("--size must be W×H with odd sides from 5 to 4001, e.g. 63x63")
    }
    if global.record != nil, let size = size.flatMap(MazeSettings.parseSize),
      let problem = ReplayLimits.mazeProblem(width: size.width, height: size.height)
    {
      throw ValidationError("--record: \(problem)")
    }
    guard latencyScale >= 0, latencyScale <= 100, latencyScale.isFinite else {
      throw ValidationError("--latency-scale must be between 0 and 100")
    }
    guard faults >= 0, faults <= 1 else { throw ValidationError("--faults must be between 0 and 1") }
    guard MazeTransport(rawValue: transport) != nil else {
      throw ValidationError("--transport must be json or direct")
    }
  }

  var settings: MazeSettings {
    let dimensions = size.flatMap(MazeSettings.parseSize)
    return MazeSettings(
      width: dimensions?.width, height: dimensions?.height, latencyScale: latencyScale, faultRate: faults,
      transport: MazeTransport(rawValue: transport) ?? .json)
  }

  func run() throws {
    guard headless, try dailyOptions.day() == nil else { return try Launcher.play(session()) }
    let settings = settings
    var system = SystemRandomNumberGenerator()
    let (report, _) = MazeHeadless.run(
      settings: settings, seed: global.seed ?? system.next(), clock: MonotonicClock())
    FileHandleOutput.document(Array((MazeHeadless.json(report) + "\n").utf8))
    // The arguments were fine: the run itself stopped. Say what happened; exit 1.
    if let message = MazeHeadless.failureMessage(report) {
      FileHandleOutput.stderr("arcade: \(message)")
      Glibc.exit(1)
    }
  }

  func session() throws -> GameSession {
    if let day = try dailyOptions.day() { return dailyOptions.session(.maze, global, day: day) }
    guard !headless else { throw ValidationError("--headless runs no session") }
    let settings = settings
    return global.session { env in
      MazeScene(env: env, settings: settings, connect: settings.simulatedServer(session: env.sessionSeed))
    }
  }
}
