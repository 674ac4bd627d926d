import ArcadeGeometry
import ArcadeRandom
@testable import ZombiesModel

func sq(_ row: Int, _ col: Int) -> GridPoint { GridPoint(row: row, col: col) }

extension ZombiesGame {
  /// Applies moves one after the other with a fixed generator; returns every effect.
  @discardableResult
  mutating func walk(_ headings: [Direction]) -> [ZombiesEffect] {
    var rng = SeededRandom(seed: 0)
    return headings.flatMap { apply(.move($0), using: &rng) }
  }

  @discardableResult
  mutating func dismiss(seed: UInt64 = 1) -> [ZombiesEffect] {
    var rng = SeededRandom(seed: seed)
    return apply(.dismiss, using: &rng)
  }
}

/// A 5×5 classic room with the given zombies.
func classicGame(zombies: [GridPoint], lives: Int = 3) -> ZombiesGame {
  ZombiesGame(mode: .classic, layout: RoomLayout(size: 5, zombies: zombies), lives: lives)
}

/// A route from the start (4,4) to the SOS (0,0) along the bottom row, then the left column.
let bottomThenLeftColumn: [Direction] = [.left, .left, .left, .left, .up, .up, .up, .up]
