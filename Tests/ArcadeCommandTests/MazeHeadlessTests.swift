import ArcadeKit
import Foundation
import MazeModel
import MemoryModel
import Records
import Testing

@testable import ArcadeScenes
@testable import arcade

/// `arcade maze --headless` (the arcade's, it reads /proc): the benchmark's report, and the
/// same maze as on screen.
@Suite struct MazeHeadlessTests {
  @Test("headless mode reports every key of the benchmark as one JSON object")
  func headlessReport() throws {
    let settings = MazeSettings(width: 41, height: 41, latencyScale: 0, transport: .direct)
    let (report, grid) = MazeHeadless.run(settings: settings, seed: 3, clock: ManualClock())
    let json = MazeHeadless.json(report)
    // The report rides along in every message: this test failed once under heavy load.
    #expect(report.outcome == "finished", "\(json)")
    #expect(report.rooms == grid.count && report.rooms > 0, "grid \(grid.count), \(json)")
    #expect(report.fetches == report.rooms, "\(json)")
    #expect(report.unlocks == report.doors, "\(json)")
    for key in [
      "rooms", "fetches", "cache_hits", "unlocks", "doors", "retries", "wall_s", "critical_path_s", "ratio",
      "peak_rss_mb", "simulated_s", "reveal_digest",
    ] {
      #expect(json.contains("\"\(key)\":"))
    }
    #expect(json.hasPrefix("{") && json.hasSuffix("}") && !json.contains("\n"))
  }

  @Test("the same session seed reveals the same maze on screen as --headless, in the same order")
  func screenMatchesHeadless() {
    let settings = MazeSettings()
    let env = AppEnvironment(
      records: RecordStore(directory: NSTemporaryDirectory() + "arcade-maze-\(UUID().uuidString)"), seed: 4,
      assetsDirectory: "", decks: DeckShelf(directory: "", choices: []))
    let scene = MazeScene(env: env, settings: settings, connect: settings.simulatedServer(session: 4))
    let h = Harness(scene)
    h.press(.char("g"))
    h.advance(by: MazeScene.frameSeconds)
    while scene.phase.isRunning && h.clock.now < 3600 { h.advance(by: 1) }
    #expect(!scene.phase.isRunning)
    let (report, _) = MazeHeadless.run(settings: settings, seed: 4, clock: ManualClock())
    #expect(report.outcome == "finished")
    #expect(scene.stats.rooms == report.rooms)
    #expect(scene.digest.hex == report.reveal_digest)
    #expect(
      Format.fixed(scene.stats.criticalPathSeconds, digits: 3)
        == Format.fixed(report.critical_path_s, digits: 3))
    #expect(Format.fixed(scene.stats.wallSeconds, digits: 3) == Format.fixed(report.simulated_s, digits: 3))
  }

  @Test("a failed headless run says what happened: gave up after N attempts")
  func headlessFailureMessage() {
    let (report, _) = MazeHeadless.run(
      settings: MazeSettings(faultRate: 1), seed: 1, clock: ManualClock())
    let message = MazeHeadless.failureMessage(report)
    #expect(message?.contains("gave up on R") == true, "\(message ?? "nil")")
    #expect(message?.contains("after 6 attempts") == true)
    #expect(!MazeHeadless.json(report).contains("\n"))
  }
}
