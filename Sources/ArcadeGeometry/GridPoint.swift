/// A cell of a grid: `row` grows downward, `col` rightward. Zombies' squares (0, 0 is the top
/// left of the room) and the maze's rooms (0, 0 is the start room) are grid points.
public struct GridPoint: Hashable, Sendable, CustomStringConvertible {
  public var row: Int
  public var col: Int

  public init(row: Int = 0, col: Int = 0) {
    self.row = row
    self.col = col
  }

  public static let origin = GridPoint()

  /// The point one step away (there are no diagonals).
  public func moved(_ direction: Direction) -> GridPoint {
    GridPoint(row: row + direction.rowStep, col: col + direction.columnStep)
  }

  /// Whether `other` shares an edge with this point.
  public func isNext(to other: GridPoint) -> Bool {
    abs(row - other.row) + abs(col - other.col) == 1
  }

  public var description: String { "(\(row), \(col))" }
}
