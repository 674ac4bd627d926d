import ArcadeGeometry
import ArcadeRandom
import Testing

@testable import ZombiesModel

@Suite("Classic rules")
struct ClassicRulesTests {
  /// The 5×5 classic room the generator makes from `seed`.
  private func room(seed: UInt64) -> RoomLayout {
    var rng = SeededRandom(seed: seed)
    return Placement.make(mode: .classic, size: 5, using: &rng)
  }

  @Test("the SOS is the top-left corner and the player starts in the bottom-right corner")
  func corners() {
    let game = classicGame(zombies: [sq(2, 2)])
    #expect(game.player == sq(4, 4))
    #expect(game.layout.sos == sq(0, 0))
    #expect(game.sight(at: sq(0, 0)) == .sos)
    #expect(game.lives == 3)
  }

  @Test("fog: only the squares next to the player show their content, the SOS always shows")
  func fogMask() {
    var game = classicGame(zombies: [sq(1, 3), sq(3, 1)])
    game.walk([.up, .left])  // player at (3,3): neighbours (2,3) (4,3) (3,2) (3,4)
    #expect(game.outcome == nil)
    for square in game.layout.allSquares {
      let expected: Sight
      if square == sq(3, 3) {
        expected = .player
      } else if square == sq(0, 0) {
        expected = .sos
      } else if [sq(2, 3), sq(4, 3), sq(3, 2), sq(3, 4)].contains(square) {
        expected = .floor
      } else {
        expected = .dark
      }
      #expect(game.sight(at: square) == expected, "\(square)")
    }
  }

  @Test("no diagonal sight: a zombie diagonal to the player stays dark")
  func noDiagonalSight() {
    var game = classicGame(zombies: [sq(2, 2)])
    game.walk([.up, .left])  // (3,3), diagonal to (2,2)
    #expect(game.sight(at: sq(2, 2)) == .dark)
    #expect(game.outcome == nil)
  }

  @Test("moves go one square up, down, left and right")
  func movesOneSquare() {
    var game = classicGame(zombies: [sq(0, 4)])
    game.walk([.left])
    #expect(game.player == sq(4, 3))
    game.walk([.up])
    #expect(game.player == sq(3, 3))
    game.walk([.right])
    #expect(game.player == sq(3, 4))
    game.walk([.down])
    #expect(game.player == sq(4, 4))
  }

  @Test(
    "at each edge the arrow off the room is disabled and pressing it does nothing",
    arguments: [
      (Direction.down, [Direction]()), (.right, []), (.up, [.up, .up, .up, .up]),
      (.left, [.left, .left, .left, .left]),
    ])
  func edgeArrowsAreDisabled(heading: Direction, path: [Direction]) {
    var game = classicGame(zombies: [sq(2, 2)])
    game.walk(path)
    #expect(game.outcome == nil)
    #expect(!game.canMove(heading))
    let before = game
    #expect(game.walk([heading]).isEmpty)
    #expect(game == before)
    let others = Direction.allCases.filter { $0 != heading && game.player.moved($0).isInside(roomOf: 5) }
    #expect(others.allSatisfy(game.canMove))
  }

  @Test("a revealed zombie costs a life and shows Try again!")
  func revealedZombieCostsALife() {
    var game = classicGame(zombies: [sq(3, 2)])
    let effects = game.walk([.up])  // (3,4): neighbours (2,4) (3,3) (4,4): safe
    #expect(game.outcome == nil && effects == [.moved])
    let fatal = game.walk([.left])  // (3,3) is next to (3,2)
    #expect(fatal.contains(.roundEnded(.tryAgain)))
    #expect(game.lives == 2)
    #expect(game.outcome == .tryAgain)
    #expect(game.sight(at: sq(3, 2)) == .zombie)
    #expect(game.outcome?.message == "Try again!")
  }

  @Test("reaching the SOS wins: W += 1 and the message is You won!")
  func reachingSOSWins() {
    var game = classicGame(zombies: [sq(1, 3)], lives: 2)
    let effects = game.walk(bottomThenLeftColumn)
    #expect(game.player == sq(0, 0))
    #expect(effects.last == .roundEnded(.won))
    #expect(game.outcome == .won && game.outcome?.message == "You won!")
    #expect(game.wins == 1 && game.losses == 0 && game.lives == 2)
  }

  @Test("lost is checked before won: a zombie next to the SOS catches the player on it")
  func lostBeforeWon() {
    var game = classicGame(zombies: [sq(0, 1)])
    game.walk(Array(bottomThenLeftColumn.dropLast()))  // (1,0) is diagonal to (0,1)
    #expect(game.outcome == nil)
    game.walk([.up])
    #expect(game.player == sq(0, 0))
    #expect(game.outcome == .tryAgain)
    #expect(game.wins == 0 && game.lives == 2)
  }

  @Test("the last life lost: L += 1 and the message is You lost!")
  func lastLifeLost() {
    var game = classicGame(zombies: [sq(3, 3)], lives: 1)
    game.walk([.up])
    #expect(game.outcome == .lost && game.outcome?.message == "You lost!")
    #expect(game.lives == 0 && game.losses == 1)
  }

  @Test("the three messages read You won!, Try again! and You lost!")
  func messages() {
    #expect(RoundOutcome.won.message == "You won!")
    #expect(RoundOutcome.tryAgain.message == "Try again!")
    #expect(RoundOutcome.lost.message == "You lost!")
  }

  @Test("while the message is up, moves are ignored")
  func movesIgnoredDuringMessage() {
    var game = classicGame(zombies: [sq(3, 3)])
    game.walk([.up])
    let during = game
    #expect(Direction.allCases.allSatisfy { !game.canMove($0) })
    #expect(game.walk(Direction.allCases).isEmpty)
    #expect(game == during)
  }

  @Test("dismissing without a message does nothing")
  func dismissWhilePlaying() {
    var game = classicGame(zombies: [sq(2, 2)])
    let before = game
    #expect(game.dismiss().isEmpty)
    #expect(game == before)
  }

  @Test("after Try again!: a new round with the same lives, new zombies, player back at the start")
  func newRoundKeepsLives() {
    var game = classicGame(zombies: [sq(3, 3)])
    game.walk([.up])
    let effects = game.dismiss(seed: 99)
    #expect(effects == [.newRound])
    // The whole state: a fresh room from the generator, the player at the start, no message.
    #expect(game == ZombiesGame(mode: .classic, layout: room(seed: 99), lives: 2))
  }

  @Test("after You won!: a new game with 3 lives and new zombies")
  func winStartsNewGame() {
    var game = classicGame(zombies: [sq(1, 3)], lives: 1)
    game.walk(bottomThenLeftColumn)
    #expect(game.dismiss(seed: 5) == [.newGame])
    #expect(game == ZombiesGame(mode: .classic, layout: room(seed: 5), lives: 3, wins: 1))
    #expect(game.layout.zombies != [sq(1, 3)])
  }

  @Test("after You lost!: a new game with 3 lives; W and L are not reset")
  func lossStartsNewGame() {
    var game = ZombiesGame(
      mode: .classic, layout: RoomLayout(size: 5, zombies: [sq(3, 3)]), lives: 1, wins: 4, losses: 2)
    game.walk([.up])
    #expect(game.losses == 3)
    #expect(game.dismiss(seed: 1) == [.newGame])
    #expect(game == ZombiesGame(mode: .classic, layout: room(seed: 1), lives: 3, wins: 4, losses: 3))
  }

  @Test("a new game from a seed starts at the start with 3 lives and saved W/L")
  func newGameFromSeed() {
    var rng = SeededRandom(seed: 3)
    let game = ZombiesGame(mode: .classic, size: 5, wins: 2, losses: 1, using: &rng)
    #expect(game == ZombiesGame(mode: .classic, layout: room(seed: 3), wins: 2, losses: 1))
    #expect(game.player == sq(4, 4) && game.lives == 3)
    #expect(game.layout.zombies.count == 2)
  }

  @Test("the room size is kept within 4…12")
  func sizeClamped() {
    var rng = SeededRandom(seed: 3)
    #expect(ZombiesGame(mode: .classic, size: 2, using: &rng).size == 4)
    #expect(ZombiesGame(mode: .classic, size: 40, using: &rng).size == 12)
  }

  @Test("walking the safe route of a seeded room wins")
  func safeRouteWins() {
    for seed in UInt64(0)..<200 {
      var rng = SeededRandom(seed: seed)
      var game = ZombiesGame(mode: .classic, using: &rng)
      let route = SafeRoute.find(in: game.layout)!
      game.walk(SafeRoute.moves(along: route))
      #expect(game.outcome == .won, "seed \(seed)")
    }
  }
}
