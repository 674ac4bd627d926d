import MemoryModel
import Testing

@Suite("Mismatch display and fast input")
struct MismatchTimingTests {
  /// A game where slots 0 and 2 were just turned up at time `t` and do not match.
  func mismatchedGame(at t: Double = 10) -> MemoryGame {
    var game = Fixture.game()
    game.apply(.flipCard(at: 0), at: t)
    game.apply(.flipCard(at: 2), at: t)
    return game
  }

  @Test("a mismatch hides after 0.5 s of clock")
  func mismatchHidesAfterHalfSecond() {
    var game = mismatchedGame(at: 10)
    #expect(game.nextDeadline == 10.5)
    #expect(game.apply(.tick, at: 10.49).isEmpty)
    #expect(game.state(at: 0) == .mismatched)
    #expect(game.apply(.tick, at: 10.5) == [.turnedDown(0, 2)])
    #expect(game.state(at: 0) == .faceDown)
    #expect(game.state(at: 2) == .faceDown)
    #expect(game.nextDeadline == nil)
  }

  @Test("a flip during the mismatch display first turns the pair down, then flips")
  func flipDuringMismatch() {
    var game = mismatchedGame(at: 10)
    let effects = game.apply(.flipCard(at: 4), at: 10.1)
    #expect(effects == [.turnedDown(0, 2), .turnedUp(4)])
    #expect(game.faceUpUnmatched == [4])
    #expect(game.selected == 4)
    #expect(game.nextDeadline == nil)
  }

  @Test("flipping a card of the mismatched pair again makes it the new first card")
  func reflipMismatchedCard() {
    var game = mismatchedGame(at: 10)
    let effects = game.apply(.flipCard(at: 2), at: 10.2)
    #expect(effects == [.turnedDown(0, 2), .turnedUp(2)])
    #expect(game.selected == 2)
    #expect(game.apply(.flipCard(at: 3), at: 10.3) == [.turnedUp(3), .matched(2, 3)])
  }

  @Test("a flip on a matched card during the display still ends the display")
  func matchedFlipDuringMismatch() {
    var game = Fixture.game()
    game.apply(.flipCard(at: 0))
    game.apply(.flipCard(at: 1))
    game.apply(.flipCard(at: 2), at: 1)
    game.apply(.flipCard(at: 4), at: 1)
    #expect(game.apply(.flipCard(at: 0), at: 1.1) == [.turnedDown(2, 4)])
    #expect(game.faceUpUnmatched.isEmpty)
  }

  @Test("moving the cursor does not end the mismatch display early")
  func moveKeepsMismatch() {
    var game = mismatchedGame(at: 10)
    game.apply(.move(.down), at: 10.2)
    #expect(game.state(at: 0) == .mismatched)
    #expect(game.apply(.move(.down), at: 10.6) == [.turnedDown(0, 2)])
  }

  @Test("a burst of flips at one instant never shows more than two unmatched cards")
  func burstOfFlips() {
    var game = Fixture.game(layout: (0..<16).map { $0 % 8 })
    for slot in 0..<16 {
      game.apply(.flipCard(at: slot), at: 5)
      #expect(game.faceUpUnmatched.count <= 2)
    }
  }
}
