@_exported import ArcadeGeometry

/// A square of the room: `row` 0 is the top, `col` 0 the left.
public struct Square: Hashable, Sendable, CustomStringConvertible {
  public var row: Int
  public var col: Int

  public init(row: Int, col: Int) {
    self.row = row
    self.col = col
  }

  /// The square one step away (there are no diagonals).
  public func moved(_ direction: Direction) -> Square {
    Square(row: row + direction.rowStep, col: col + direction.columnStep)
  }

  /// The up to four squares sharing an edge with this one (no diagonals), inside a room of `size`.
  public func neighbours(inRoomOf size: Int) -> [Square] {
    Direction.allCases.map(moved).filter { $0.isInside(roomOf: size) }
  }

  public func isNext(to other: Square) -> Bool {
    abs(row - other.row) + abs(col - other.col) == 1
  }

  public func isInside(roomOf size: Int) -> Bool {
    row >= 0 && col >= 0 && row < size && col < size
  }

  public var description: String { "(\(row), \(col))" }
}
