import MemoryModel
import Testing

/// The original's GameController tests, and the turn rules of issue 4.
@Suite("Memory turn rules")
struct GameRulesTests {
  @Test("an unmatched card can be selected")
  func unmatchedCardSelectable() {
    let game = Fixture.game()
    #expect(game.canSelect(5))
  }

  @Test("a matched card cannot be selected")
  func matchedCardNotSelectable() {
    var game = Fixture.game()
    game.apply(.flipCard(at: 0))
    game.apply(.flipCard(at: 1))
    #expect(game.state(at: 0) == .matched)
    #expect(!game.canSelect(0))
    #expect(!game.canSelect(1))
    game.apply(.move(.left))
    let before = game
    #expect(game.apply(.flip).isEmpty)
    #expect(game == before)
  }

  @Test("the first selection turns the card face up and remembers it")
  func firstSelection() {
    var game = Fixture.game()
    let effects = game.apply(.flipCard(at: 2))
    #expect(effects == [.turnedUp(2)])
    #expect(game.selected == 2)
    #expect(game.state(at: 2) == .faceUp)
    #expect(game.moves == 0)
  }

  @Test("the face-up first card cannot be selected again")
  func firstCardNotSelectableAgain() {
    var game = Fixture.game()
    game.apply(.flipCard(at: 2))
    let before = game
    #expect(game.apply(.flipCard(at: 2)).isEmpty)
    #expect(game == before)
    #expect(game.state(at: 2) == .faceUp)
  }

  @Test("a match keeps both cards face up as matched and clears the selection")
  func match() {
    var game = Fixture.game()  // [A,A,B,B,...]
    game.apply(.flipCard(at: 0))
    let effects = game.apply(.flipCard(at: 1))
    #expect(effects == [.turnedUp(1), .matched(0, 1)])
    #expect(game.selected == nil)
    #expect(game.matched[0] && game.matched[1])
    #expect(game.found == [0])
    #expect(game.pairsFound == 1)
  }

  @Test("no match leaves the matches unchanged and shows both cards as mismatched")
  func noMatch() {
    var game = Fixture.game()
    game.apply(.flipCard(at: 0))
    let effects = game.apply(.flipCard(at: 2))
    #expect(effects == [.turnedUp(2), .mismatched(0, 2)])
    #expect(game.selected == nil)
    #expect(!game.matched.contains(true))
    #expect(game.state(at: 0) == .mismatched)
    #expect(game.state(at: 2) == .mismatched)
  }

  @Test("moves count one per turn of two cards")
  func movesCounted() {
    var game = Fixture.game()
    game.apply(.flipCard(at: 0))
    #expect(game.moves == 0)
    game.apply(.flipCard(at: 2), at: 0)
    #expect(game.moves == 1)
    game.apply(.flipCard(at: 0), at: 1)
    game.apply(.flipCard(at: 1), at: 1)
    #expect(game.moves == 2)
    game.apply(.flipCard(at: 1), at: 2)  // matched: no effect, no move
    #expect(game.moves == 2)
  }

  @Test("the cursor moves with directions and stops at the edges")
  func cursorMoves() {
    var game = Fixture.game()
    game.apply(.move(.left))
    game.apply(.move(.up))
    #expect(game.cursor == 0)
    game.apply(.move(.right))
    game.apply(.move(.down))
    #expect(game.cursor == 5)
    for _ in 0..<5 {
      game.apply(.move(.right))
      game.apply(.move(.down))
    }
    #expect(game.cursor == 15)
  }

  @Test("flip acts on the card under the cursor, as a click on that card does")
  func flipAtCursor() {
    var game = Fixture.game()
    game.apply(.move(.right))
    #expect(game.apply(.flip) == [.turnedUp(1)])
    var clicked = Fixture.game()
    clicked.apply(.flipCard(at: 1))
    #expect(game == clicked, "the whole state: the same card up, the cursor on it")
  }

  @Test("a click flips the clicked card and moves the cursor there")
  func clickFlips() {
    var game = Fixture.game()
    #expect(game.apply(.flipCard(at: 9)) == [.turnedUp(9)])
    #expect(game.cursor == 9)
  }

  @Test("a click outside the board does nothing")
  func clickOutside() {
    var game = Fixture.game()
    let before = game
    #expect(game.apply(.flipCard(at: 16)).isEmpty)
    #expect(game.apply(.flipCard(at: -1)).isEmpty)
    #expect(game == before)
    #expect(!game.canSelect(16))
  }
}
