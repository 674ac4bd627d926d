import ArcadeRandom
import MemoryModel
import Testing

@Suite("Finishing and restarting")
struct FinishAndRestartTests {
  /// Plays every pair of `game`, one turn per pair, one second apart, starting at `start`.
  func solve(_ game: inout MemoryGame, start: Double = 0) -> [MemoryEffect] {
    var effects: [MemoryEffect] = []
    for card in 0..<game.pairCount {
      let slots = Fixture.slots(of: card, in: game)
      let t = start + Double(card)
      effects += game.apply(.flipCard(at: slots[0]), at: t)
      effects += game.apply(.flipCard(at: slots[1]), at: t)
    }
    return effects
  }

  @Test("matching the last pair finishes the game with the moves and the time")
  func finish() {
    var game = Fixture.game()
    game.apply(.flipCard(at: 0), at: 2)
    game.apply(.flipCard(at: 2), at: 3)  // one miss
    let effects = solve(&game, start: 4)
    #expect(effects.last == .finished(moves: 9, seconds: 9))
    #expect(game.isFinished)
    #expect(game.elapsed(at: 100) == 9)
    #expect(game.pairsFound == 8)
  }

  @Test("the clock starts at the first flip")
  func clockStartsAtFirstFlip() {
    var game = Fixture.game()
    #expect(game.elapsed(at: 50) == 0)
    game.apply(.flipCard(at: 3), at: 7)
    #expect(game.elapsed(at: 9.5) == 2.5)
  }

  @Test("a finished game waits: time and moves leave the board as it is")
  func finishedBoardWaits() {
    var game = Fixture.game()
    _ = solve(&game, start: 0)
    let finished = game
    #expect(game.nextDeadline == nil)
    var rng = SeededRandom(seed: 3)
    #expect(game.apply(.tick, now: 1000, using: &rng).isEmpty)
    for action in [MemoryAction.flip, .move(.left), .flipCard(at: 3)] {
      #expect(game.apply(action, at: 8).isEmpty, "\(action)")
    }
    #expect(game == finished)
  }

  @Test("restart on the finished board deals the same cards reshuffled, a whole new game")
  func restartAfterFinish() {
    var game = Fixture.game()
    _ = solve(&game, start: 0)
    #expect(game.apply(.restart, at: 8) == [.restarted])
    // The whole state is a new game's on the new deal: nothing of the last one is left.
    #expect(game == MemoryGame(cards: game.cards, layout: game.layout))
    #expect(game.layout.sorted() == Fixture.adjacentLayout)
  }

  @Test("restart resets the selection, the matches, the moves and the clock")
  func restartResets() {
    var game = Fixture.game()
    game.apply(.flipCard(at: 0))
    game.apply(.flipCard(at: 1))
    game.apply(.flipCard(at: 4))
    #expect(game.apply(.restart, at: 3) == [.restarted])
    // The whole state: a new game on the new deal (no selection, matches, moves, clock, mismatch).
    #expect(game == MemoryGame(cards: Fixture.cards(), layout: game.layout))
    #expect(game.elapsed(at: 9) == 0)
  }
}
