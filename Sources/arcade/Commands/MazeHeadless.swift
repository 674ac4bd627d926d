import ArcadeJSON
import ArcadeKit
import ArcadeSystem
import MazeModel
import MazeServer
import ArcadeScenes

/// `arcade maze --headless`: explores one maze without a terminal, in virtual time (a
/// discrete-event simulation: the scheduler jumps from one deadline to the next, so it takes no
/// longer than the work itself and the same seed gives the same run), and reports the numbers
/// the benchmark reads as one JSON object.
enum MazeHeadless {
  struct Report: Codable, Hashable, Sendable {
    public var rooms: Int
    public var fetches: Int
    public var cache_hits: Int
    public var unlocks: Int
    public var doors: Int
    public var retries: Int
    /// Real seconds the run took (the work alone: simulated waits cost nothing).
    public var wall_s: Double
    /// Simulated seconds from the start request to the last answer: what the reveal takes on
    /// screen at these latencies.
    public var simulated_s: Double
    public var critical_path_s: Double
    /// simulated_s ÷ critical_path_s.
    public var ratio: Double
    public var peak_rss_mb: Double
    /// FNV-1a 64 of the room ids in arrival order: equal for two runs of one seed.
    public var reveal_digest: String
    /// "finished", or the error that stopped the run.
    public var outcome: String
  }

  /// Runs to the end (or `maxSimulatedSeconds` of simulated time). `seed` is the session seed
  /// (`--seed`), turned into the server's seed by the same rule as the maze screen's. The grid
  /// is built as the rooms come in, as the scene would; `clock` only measures `wall_s`.
  static func run(
    settings: MazeSettings, seed: UInt64, clock: Clock, maxSimulatedSeconds: Double = 86_400
  ) -> (Report, MazeGrid) {
    let began = clock.now
    let scheduler = EventScheduler()
    let service = settings.simulatedServer(session: seed)(scheduler)
    let explorer = MazeExplorer(
      service: service, scheduler: scheduler, configuration: settings.explorerConfiguration)
    var grid = MazeGrid()
    var digest = RevealDigest()
    func take() -> ExplorerUpdate {
      let update = explorer.drain()
      grid.add(update.rooms)
      digest.add(update.rooms)
      return update
    }
    explorer.start()
    while !explorer.phase.isOver, scheduler.now <= maxSimulatedSeconds, scheduler.runNext() {
      // Keep the inbox small on a huge maze.
      if scheduler.eventsRun % 4096 == 0 { _ = take() }
    }
    if !explorer.phase.isOver { explorer.cancel() }
    let update = take()
    let stats = update.stats
    let outcome: String
    switch update.phase {
    case .finished: outcome = "finished"
    case .failed(let error): outcome = "error: \(error)"
    default: outcome = "timed out"
    }
    let report = Report(
      rooms: stats.rooms, fetches: stats.fetches, cache_hits: stats.cacheHits, unlocks: stats.unlocks,
      doors: stats.doors, retries: stats.retries, wall_s: rounded(clock.now - began),
      simulated_s: rounded(stats.wallSeconds), critical_path_s: rounded(stats.criticalPathSeconds),
      ratio: rounded(stats.ratio), peak_rss_mb: rounded(peakResidentMegabytes()), reveal_digest: digest.hex,
      outcome: outcome)
    return (report, grid)
  }

  static func json(_ report: Report) -> String {
    let encoder = ArcadeJSON.JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? String(decoding: encoder.encode(report), as: UTF8.self)) ?? "{}"
  }

  /// The line for stderr when the run did not finish: what happened, in words.
  static func failureMessage(_ report: Report) -> String? {
    guard report.outcome != "finished" else { return nil }
    let what = report.outcome.hasPrefix("error: ") ? String(report.outcome.dropFirst(7)) : report.outcome
    return "the maze exploration stopped after \(report.rooms) rooms: \(what)"
  }

  private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// VmHWM from /proc/self/status, in MB (0 where there is no /proc).
  static func peakResidentMegabytes() -> Double {
    guard let bytes = Files.read("/proc/self/status") else { return 0 }
    let status = String(decoding: bytes, as: UTF8.self)
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
      return digits / 1024
    }
    return 0
  }
}
