import ArcadeKit
import Testing

@testable import ArcadeScenes

/// Replays digest the scenes' state snapshots, and ARCHITECTURE.md promises that renaming a
/// field or a type leaves every replay valid: so no snapshot may carry what reflection writes.
@Suite("State snapshots name no types")
struct SnapshotTextTests {
  /// Every module whose types a scene holds: a name qualified by one of them is reflection.
  static let modules = [
    "Swift", "ArcadeKit", "ArcadeScenes", "ArcadeGeometry", "ArcadeGlyphs", "ArcadeRandom", "ArcadeText",
    "Records", "ZombiesModel", "MemoryModel", "FizzBuzzModel", "MazeModel", "MazeServer", "DailyModel",
  ]

  static func reflection(in snapshot: StateSnapshot) -> [String] {
    snapshot.text.split(separator: "\n").map(String.init).filter { line in
      line.contains("Optional(") || modules.contains { line.contains($0 + ".") }
    }
  }

  @Test(
    "every scene of every golden screen: no Optional( and no module-qualified name in its snapshot",
    arguments: GoldenScene.allCases)
  func goldenScenes(_ golden: GoldenScene) throws {
    let h = try golden.harness(RenderOptions())
    for scene in h.stack.scenes {
      #expect(Self.reflection(in: scene.snapshot) == [], "\(type(of: scene))")
    }
  }

  @Test("every catalog game's first scene, and the scenes it opens on Enter: no reflection either")
  func catalogScenes() {
    for entry in GameCatalog.all {
      let h = Harness(entry.makeScene(testEnvironment()))
      h.press(.enter)
      h.advance(by: 5)
      for scene in h.stack.scenes {
        #expect(Self.reflection(in: scene.snapshot) == [], "\(entry.id): \(type(of: scene))")
      }
    }
  }

  @Test("an optional is written nil or as its value, never Optional(…)")
  func optionalsAreWrittenOut() {
    let snapshot = StateSnapshot { s in
      s.add("none", Int?.none)
      s.add("some", Int?.some(3))
    }
    #expect(snapshot.text == "none=nil\nsome=3\n")
  }
}
