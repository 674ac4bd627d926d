import ArcadeRandom
import MemoryModel
import Testing

@Suite("Dealing")
struct ShuffleTests {
  @Test("pairs come from the first 8 valid cards of the deck")
  func pairsFromFirstEightValid() throws {
    let entries = (0..<12).map { i in
      CardEntry(
        id: "c\(i)", title: "T", artist: "A", face: i % 3 == 1 ? nil : Fixture.faces[i % 10] + "",
        asciiFace: "F\(i % 10)")
    }
    let deck = Deck(name: "D", entries: entries)
    let chosen = try deck.gameCards()
    let expected = entries.filter { $0.face != nil }.prefix(8).map(\.id)
    #expect(chosen.map(\.id) == expected)
    var rng = SeededRandom(seed: 1)
    let game = MemoryGame(cards: deck.cards, using: &rng)
    #expect(game.cards.map(\.id) == expected)
    for card in game.cards.indices {
      #expect(game.layout.filter { $0 == card }.count == 2)
    }
  }

  @Test("the shuffle is seeded: the same seed deals the same board")
  func shuffleIsSeeded() {
    var a = SeededRandom(seed: 42)
    var b = SeededRandom(seed: 42)
    let first = MemoryGame(cards: Fixture.cards(), using: &a)
    let second = MemoryGame(cards: Fixture.cards(), using: &b)
    #expect(first.layout == second.layout)
    let layouts = Set(
      (0..<20).map { seed in
        var rng = SeededRandom(seed: UInt64(seed))
        return MemoryGame(cards: Fixture.cards(), using: &rng).layout
      })
    #expect(layouts.count > 15)
  }

  @Test("a new game starts face down with the cursor on the first card")
  func newGameFaceDown() {
    var rng = SeededRandom(seed: 9)
    let game = MemoryGame(cards: Fixture.cards(10), using: &rng)
    #expect(game.cards.count == 8)
    #expect((0..<16).allSatisfy { game.state(at: $0) == .faceDown })
    #expect(game.cursor == 0)
    #expect(game.nextDeadline == nil)
  }
}
