import Dispatch
import Foundation
import MazeModel
import MazeServer

/// `arcade maze --headless`: explores one maze without a terminal and reports the numbers the
/// benchmark reads, as one JSON object.
public enum MazeHeadless {
  public struct Report: Codable, Hashable, Sendable {
    public var rooms: Int
    public var fetches: Int
    public var cache_hits: Int
    public var unlocks: Int
    public var doors: Int
    public var retries: Int
    public var wall_s: Double
    public var critical_path_s: Double
    public var ratio: Double
    public var peak_rss_mb: Double
    /// "finished", or the error that stopped the run.
    public var outcome: String
  }

  /// Runs to the end (or `timeout` seconds). The grid is built as the rooms come in, as the
  /// scene would.
  public static func run(settings: MazeSettings, seed: UInt64, timeout: Double = 3600) -> (Report, MazeGrid) {
    let server = MazeServer(seed: seed, configuration: settings.serverConfiguration())
    let news = DispatchSemaphore(value: 0)
    let explorer = MazeExplorer(
      service: server.service(settings.transport), configuration: settings.explorerConfiguration,
      clock: ExplorerClock.now, onNews: { news.signal() })
    var grid = MazeGrid()
    let deadline = ExplorerClock.now() + timeout
    explorer.start()
    // With zero latency rooms arrive during start(): the first drain carries rooms too.
    var update = explorer.drain()
    grid.add(update.rooms)
    while !update.phase.isOver && ExplorerClock.now() < deadline {
      _ = news.wait(timeout: .now() + 0.5)
      update = explorer.drain()
      grid.add(update.rooms)
    }
    if !update.phase.isOver { explorer.cancel() }
    _ = explorer.waitUntilSettled(timeout: 10)
    update = explorer.drain()
    grid.add(update.rooms)
    let stats = update.stats
    let outcome: String
    switch update.phase {
    case .finished: outcome = "finished"
    case .failed(let error): outcome = "error: \(error)"
    default: outcome = "timed out"
    }
    let report = Report(
      rooms: stats.rooms, fetches: stats.fetches, cache_hits: stats.cacheHits, unlocks: stats.unlocks,
      doors: stats.doors, retries: stats.retries, wall_s: rounded(stats.wallSeconds),
      critical_path_s: rounded(stats.criticalPathSeconds), ratio: rounded(stats.ratio),
      peak_rss_mb: rounded(peakResidentMegabytes()), outcome: outcome)
    return (report, grid)
  }

  public static func json(_ report: Report) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys]
    return (try? String(decoding: encoder.encode(report), as: UTF8.self)) ?? "{}"
  }

  private static func rounded(_ value: Double) -> Double { (value * 1000).rounded() / 1000 }

  /// VmHWM from /proc/self/status, in MB (0 where there is no /proc).
  static func peakResidentMegabytes() -> Double {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return 0 }
    for line in status.split(separator: "\n") where line.hasPrefix("VmHWM:") {
      let digits = line.split(separator: " ").dropFirst().first.flatMap { Double($0) } ?? 0
      return digits / 1024
    }
    return 0
  }
}
