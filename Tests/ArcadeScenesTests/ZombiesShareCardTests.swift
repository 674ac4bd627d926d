import ArcadeKit
import Testing
import ZombiesModel

@testable import ArcadeScenes

@Suite("Zombies share card")
struct ZombiesShareCardTests {
  @Test("after a lost game, the next game's card shows only its own lives")
  func cardOfTheSecondGameHasOnlyItsLives() throws {
    // The play test's session: seed 11, classic 5×5; game 1 is lost, game 2 is won.
    let env = testEnvironment(seed: 11)
    let scene = ZombiesScene(env: env, mode: .classic)
    let h = Harness(scene, size: Size(width: 80, height: 24))
    func play(_ keys: [Key]) {
      for key in keys {
        h.press(key)
        h.advance(by: ZombiesScene.messageGrace)
      }
    }
    play([.up, .up, .up, .up, .left, .left, .left, .left, .enter, .left])
    #expect(scene.game.outcome == .lost)
    h.press(.char("s"))
    let first = try #require(env.lastShareCard).components(separatedBy: "\n")
    #expect(first.count == 6, "heading, result, three lives, hearts: \(first)")
    h.press(.escape)
    play([.char("x"), .enter, .up, .up, .up, .up, .enter, .up, .up, .up, .up, .left, .left, .left, .left])
    #expect(scene.game.outcome == .won)
    h.press(.char("s"))
    let second = try #require(env.lastShareCard).components(separatedBy: "\n")
    #expect(second.first == "Arcade Zombies · classic 5×5")
    #expect(second.contains("Reached the SOS sign"))
    #expect(second.count == 2 + scene.lives.count + 1, "\(second)")
    #expect(scene.lives.count == 2, "this game's two lives only: \(second)")
  }

  @Test("the help's replay hint names the mode and size the session used")
  func helpNamesModeAndSize() {
    // The session's first room: its seed is the session's first draw, so --seed is the session's.
    let scene = ZombiesScene(env: testEnvironment(seed: 7), mode: .classic, size: 12)
    #expect(
      scene.info.helpText[0].hasSuffix(
        "arcade zombies --seed 7 --mode classic --size 12 starts in this room."),
      "\(scene.info.helpText[0])")
  }
}
