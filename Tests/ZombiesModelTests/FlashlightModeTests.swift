import ArcadeGeometry
import Testing

@testable import ZombiesModel

@Suite("Flashlight mode")
struct FlashlightModeTests {
  /// Zombie in the top-right area, flashlight in the middle.
  private func flashlightGame(zombie: GridPoint = sq(0, 3)) -> ZombiesGame {
    ZombiesGame(mode: .flashlight, layout: RoomLayout(size: 5, zombies: [zombie], flashlight: sq(2, 2)))
  }

  @Test("before the flashlight is seen, the room is dark and the zombie stays put")
  func darkBeforeFlashlight() {
    var game = flashlightGame()
    game.walk([.up, .left])  // (3,3): the flashlight (2,2) is diagonal
    #expect(!game.isLit)
    #expect(game.layout.zombies == [sq(0, 3)])
    #expect(game.sight(at: sq(0, 3)) == .dark)
  }

  @Test("seeing the flashlight lights the whole room, zombie included")
  func flashlightLightsTheRoom() {
    var game = flashlightGame()
    let effects = game.walk([.up, .left, .left])  // (3,2) is next to (2,2)
    #expect(effects.contains(.roomLit))
    #expect(game.isLit)
    #expect(game.sight(at: sq(0, 3)) == .zombie)
    #expect(game.sight(at: sq(2, 2)) == .flashlight)
    #expect(game.layout.allSquares.allSatisfy { game.sight(at: $0) != .dark })
    #expect(game.layout.zombies == [sq(0, 3)], "the move that lights the room does not wake the zombie yet")
  }

  @Test("after light-up the zombie steps toward the player after each move, then catches it")
  func chaseAndCapture() {
    var game = flashlightGame()
    game.walk([.up, .left, .left])  // lit, player (3,2), zombie (0,3)
    game.walk([.left])  // player (3,1): rows 3 apart, cols 2 -> vertical step
    #expect(game.layout.zombies == [sq(1, 3)])
    game.walk([.left])  // player (3,0): rows 2, cols 3 -> horizontal step
    #expect(game.layout.zombies == [sq(1, 2)])
    game.walk([.up])  // player (2,0): rows 1, cols 2 -> horizontal step to (1,1), diagonal
    #expect(game.layout.zombies == [sq(1, 1)])
    #expect(game.outcome == nil)
    game.walk([.up])  // player (1,0) is next to (1,1): caught
    #expect(game.outcome == .tryAgain && game.lives == 2)
  }

  @Test("capture: a zombie that steps next to the player costs a life")
  func zombieStepCatches() {
    var game = ZombiesGame(
      mode: .flashlight, layout: RoomLayout(size: 5, zombies: [sq(0, 4)], flashlight: sq(2, 4)))
    game.walk([.up])  // (3,4) sees (2,4): lit; zombie (0,4) is 3 rows away
    #expect(game.isLit && game.outcome == nil)
    let effects = game.walk([.left])  // (3,3): zombie steps down to (1,4); not adjacent yet
    #expect(effects.contains(.zombieStepped(from: sq(0, 4), to: sq(1, 4))))
    #expect(game.outcome == nil)
    game.walk([.left])  // (3,2): zombie (1,4) rows 2, cols 2 -> tie, vertical -> (2,4)
    #expect(game.layout.zombies == [sq(2, 4)] && game.outcome == nil)
    game.walk([.right])  // (3,3): zombie (2,4) is diagonal -> tie, vertical -> (3,4): next to the player
    #expect(game.layout.zombies == [sq(3, 4)])
    #expect(game.outcome == .tryAgain)
  }

  @Test("chase: the zombie shortens the larger of the two distances")
  func chaseShortensTheLargerDistance() {
    #expect(ZombieChase.step(from: sq(0, 4), toward: sq(3, 3), barred: []) == sq(1, 4))
    #expect(ZombieChase.step(from: sq(2, 0), toward: sq(3, 4), barred: []) == sq(2, 1))
    #expect(ZombieChase.step(from: sq(4, 4), toward: sq(4, 0), barred: []) == sq(4, 3))
  }

  @Test("chase tie rule: on equal distances the zombie moves vertically first")
  func chaseTieIsVertical() {
    #expect(ZombieChase.step(from: sq(1, 1), toward: sq(3, 3), barred: []) == sq(2, 1))
    #expect(ZombieChase.step(from: sq(3, 3), toward: sq(1, 1), barred: []) == sq(2, 3))
  }

  @Test("chase: the zombie never steps onto the SOS; it tries the other axis, else waits")
  func chaseAvoidsTheSOS() {
    let sos: Set<GridPoint> = [sq(0, 0)]
    #expect(ZombieChase.step(from: sq(1, 0), toward: sq(0, 1), barred: sos) == sq(1, 1))
    #expect(ZombieChase.step(from: sq(2, 2), toward: sq(0, 2), barred: [sq(1, 2)]) == sq(2, 2))
  }

  @Test("the flashlight square does not stop the player")
  func flashlightSquareIsWalkable() {
    var game = ZombiesGame(
      mode: .flashlight, layout: RoomLayout(size: 5, zombies: [sq(0, 4)], flashlight: sq(4, 2)))
    game.walk([.left, .left])
    #expect(game.player == sq(4, 2) && game.isLit)
  }
}
