import Testing

@testable import ZombiesModel

@Suite("Block mode")
struct BlockModeTests {
  private func blockGame() -> ZombiesGame {
    ZombiesGame(mode: .block, layout: RoomLayout(size: 5, zombies: [sq(1, 3)], block: sq(3, 2)))
  }

  @Test("the block is dark until the player is next to it")
  func blockIsRevealedLikeAnySquare() {
    var game = blockGame()
    #expect(game.sight(at: sq(3, 2)) == .dark)
    game.walk([.up, .left])  // (3,3)
    #expect(game.sight(at: sq(3, 2)) == .block)
  }

  @Test("the player cannot move into the block and its arrow is disabled")
  func blockStopsThePlayer() {
    var game = blockGame()
    game.walk([.up, .left])
    #expect(!game.canMove(.left))
    let before = game
    #expect(game.walk([.left]).isEmpty)
    #expect(game == before)
    #expect(game.canMove(.up) && game.canMove(.down) && game.canMove(.right))
  }

  @Test("the player walks around the block to the SOS")
  func walkAroundTheBlock() {
    var game = blockGame()
    game.walk([.left, .left, .left, .left, .up, .up, .up, .up])
    #expect(game.outcome == .won)
  }
}
