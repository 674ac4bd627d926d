import ArcadeKit
import ArcadeScenes
import Foundation
import MemoryDecks
import Records
import Testing

@testable import Replay

/// A session's plan is written to its replay's header and read back from it in one place: a
/// replay makes the session the plan made.
@Suite("A session plan and its replay header")
struct SessionPlanTests {
  static func plan() -> SessionPlan {
    var plan = SessionPlan(arcade: "arcade 0.1.0", seed: 42, size: Size(width: 100, height: 30))
    plan.root = .game
    plan.args = ["zombies", "--no-menu"]
    plan.options = RenderOptions(ascii: true, monochrome: true).drawing(["keys = vi", "animations = none"])
    plan.start = 1_795_000_000
    plan.t0 = 12.5
    plan.records = ["daily.json": "{}"]
    plan.dataDir = "/home/a/.local/share/arcade"
    plan.assetsDir = "/usr/share/arcade"
    plan.sharing = true
    plan.startedElsewhere = ["2026-11-28-zombies", "2026-11-28-memory"]
    plan.unfinishedElsewhere = ["2026-11-28-memory"]
    return plan
  }

  @Test("every field the header keeps reads back as it was written")
  func roundTrip() throws {
    let plan = Self.plan()
    let bytes = ReplayRecorder.encode(plan.header)
    let header = try JSONDecoder().decode(ReplayHeader.self, from: Data(bytes))
    let read = SessionPlan(header: header)
    #expect(read.root == plan.root)
    #expect(read.arcade == plan.arcade && read.seed == plan.seed && read.size == plan.size)
    #expect(read.args == plan.args)
    #expect(read.options == plan.options)
    #expect(read.start == plan.start && read.t0 == plan.t0)
    #expect(read.records == plan.records)
    #expect(read.dataDir == plan.dataDir && read.assetsDir == plan.assetsDir)
    #expect(read.sharing && read.startedElsewhere == plan.startedElsewhere)
    #expect(read.unfinishedElsewhere == plan.unfinishedElsewhere)
    #expect(header.exceededLimit == nil)
  }

  @Test("a menu session's header has no root, no sharing and no attempts begun elsewhere, as before")
  func menuHeader() {
    let header = SessionPlan(arcade: "arcade 0.1.0", seed: 1, size: Size(width: 80, height: 24)).header
    #expect(header.root == nil && header.sharing == nil && header.startedElsewhere == nil)
    #expect(header.unfinishedElsewhere == nil && header.presentation == nil)
  }

  @Test("each root makes its scene under the first one; a game root without a game is the menu")
  func roots() {
    let records = RecordStore(directory: NSTemporaryDirectory() + "arcade-plan-\(UUID().uuidString)")
    var plan = Self.plan()
    let clock = ManualClock()
    let game: @Sendable (AppEnvironment) -> Scene = { MenuScene(env: $0) }
    for (root, withGame, expected) in [
      (SessionPlan.Root.game, true, "GameOnlyRoot"), (.game, false, "MenuScene"), (.soak, true, "SoakRoot"),
      (.menu, true, "MenuScene"), (.attempt, false, "AttemptRoot"),
    ] {
      plan.root = root
      let (env, stack) = plan.make(
        records: records, decks: MemoryDeckLibrary(assetsDirectory: "").shelf(), clock: clock,
        first: withGame ? game : nil)
      #expect("\(type(of: stack.scenes[0]))" == expected, "\(root)")
      #expect(stack.scenes.count == (withGame ? 2 : 1))
      #expect(env.sessionSeed == 42 && env.startedElsewhere == plan.startedElsewhere)
      #expect(stack.size == plan.size && stack.options == plan.options)
    }
  }
}
