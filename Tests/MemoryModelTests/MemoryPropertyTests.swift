import ArcadeRandom
import MemoryModel
import PropertyBased
import Testing

@Suite("Memory invariants under random input")
struct MemoryPropertyTests {
  /// A step of a random stream: an action and how much game time passes before it.
  static let steps = Gen.int(in: 0...99).array(of: 1...120)

  static func action(_ code: Int) -> MemoryAction {
    switch code % 10 {
    case 0: return .move(.up)
    case 1: return .move(.down)
    case 2: return .move(.left)
    case 3: return .move(.right)
    case 4, 5: return .flip
    case 6: return .tick
    case 7: return .restart
    default: return .flipCard(at: code % 18 - 1)  // includes slots outside the board
    }
  }

  @Test("random action and clock streams keep matched cards up and at most two unmatched cards up")
  func invariants() async {
    await propertyCheck(count: 200, input: Self.steps, Gen.int(in: 0...1_000_000)) { codes, seed in
      var rng = SeededRandom(seed: UInt64(seed))
      var game = MemoryGame(cards: Fixture.cards(), using: &rng)
      var now = 0.0
      var previousMatched = game.matched
      for code in codes {
        now += Double(code % 4) * 0.2
        let effects = game.apply(Self.action(code), now: now, using: &rng)
        let restarted = effects.contains(.restarted)
        for slot in 0..<16 where previousMatched[slot] && !restarted {
          #expect(game.state(at: slot) == .matched)
        }
        #expect(game.faceUpUnmatched.count <= 2)
        #expect(game.matched.filter { $0 }.count == 2 * game.pairsFound)
        for card in game.found {
          #expect(Fixture.slots(of: card, in: game).allSatisfy { game.matched[$0] })
        }
        #expect((0..<16).contains(game.cursor))
        #expect(game.mismatch.map { $0.hidesAt > now } ?? true)
        #expect(game.invariantViolations().isEmpty)
        previousMatched = game.matched
      }
    }
  }
}
