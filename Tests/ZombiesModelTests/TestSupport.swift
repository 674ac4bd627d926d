@testable import ZombiesModel

/// SplitMix64, so the model tests are seeded without depending on ArcadeKit.
struct TestRandom: RandomNumberGenerator {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

func sq(_ row: Int, _ col: Int) -> Square { Square(row: row, col: col) }

extension ZombiesGame {
  /// Applies moves one after the other with a fixed generator; returns every effect.
  @discardableResult
  mutating func walk(_ headings: [Heading]) -> [ZombiesEffect] {
    var rng = TestRandom(seed: 0)
    return headings.flatMap { apply(.move($0), using: &rng) }
  }

  @discardableResult
  mutating func dismiss(seed: UInt64 = 1) -> [ZombiesEffect] {
    var rng = TestRandom(seed: seed)
    return apply(.dismiss, using: &rng)
  }
}

/// A 5×5 classic room with the given zombies.
func classicGame(zombies: [Square], lives: Int = 3) -> ZombiesGame {
  ZombiesGame(mode: .classic, layout: RoomLayout(size: 5, zombies: zombies), lives: lives)
}

/// A route from the start (4,4) to the SOS (0,0) along the bottom row, then the left column.
let bottomThenLeftColumn: [Heading] = [.left, .left, .left, .left, .up, .up, .up, .up]
