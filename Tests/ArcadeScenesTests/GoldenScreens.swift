import ArcadeKit
import ArcadeScenes
import Foundation
import Testing
import ZombiesModel

/// Whole screens compared with text files in `Goldens/`. `SNAPSHOT_UPDATE=1 swift test
/// --filter Golden` rewrites the files instead; review the diff before committing it.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Goldens")

  static func check(_ screen: String, named name: String, sourceLocation: SourceLocation = #_sourceLocation) {
    let file = directory.appendingPathComponent(name + ".txt")
    let actual = screen + "\n"
    if ProcessInfo.processInfo.environment["SNAPSHOT_UPDATE"] == "1" {
      try? actual.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    let expected = try? String(contentsOf: file, encoding: .utf8)
    #expect(
      expected != nil, "no golden \(name).txt yet: run with SNAPSHOT_UPDATE=1", sourceLocation: sourceLocation
    )
    #expect(actual == expected, "screen differs from \(name).txt", sourceLocation: sourceLocation)
  }
}

@Suite("Golden screens")
struct GoldenScreenTests {
  @Test("the launch menu at 80×24 in ASCII")
  func menuAscii() {
    let h = Harness(MenuScene(env: testEnvironment()), options: RenderOptions(ascii: true, monochrome: true))
    Golden.check(h.screen, named: "menu-80x24-ascii")
  }

  @Test("a seeded Zombies board at 80×24 in ASCII, after one move")
  func zombiesBoardAscii() {
    let h = Harness(
      ZombiesScene(env: testEnvironment(), mode: .classic),
      options: RenderOptions(ascii: true, monochrome: true))
    h.press(.up)
    Golden.check(h.screen, named: "zombies-classic-80x24-ascii")
  }

  /// Each game's first screen with its help open, at 80×24: the overlay must own its frame,
  /// so nothing of the screen below (wide glyphs included) touches its border.
  @Test(
    "each game's help overlay at 80×24, Unicode and ASCII",
    arguments: ["zombies", "memory", "fizzbuzz", "maze"], [false, true])
  func helpOverlay(game: String, ascii: Bool) throws {
    let env = testEnvironment()
    let scene: Scene
    switch game {
    case "zombies": scene = ZombiesScene(env: env, mode: .classic)
    case "memory": scene = try MemoryGameScene(env: env, deck: MemoryFixture.deck, seed: 11)
    default: scene = try #require(GameCatalog.entry(id: game)).makeScene(env)
    }
    let h = Harness(scene, options: RenderOptions(ascii: ascii, monochrome: ascii))
    h.press(.function(1))
    #expect(h.contains("Help"))
    Golden.check(h.screen, named: "help-\(game)-80x24-\(ascii ? "ascii" : "unicode")")
  }
}
