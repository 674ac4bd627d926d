/// A room's place relative to the start room, which is (0, 0).
public struct Coordinates: Hashable, Sendable, CustomStringConvertible {
  public var row: Int
  public var col: Int

  public init(row: Int = 0, col: Int = 0) {
    self.row = row
    self.col = col
  }

  public static let origin = Coordinates()

  /// The neighbour in `direction` (north = row + 1, as the original).
  public func moved(_ direction: Direction) -> Coordinates {
    Coordinates(row: row + direction.rowStep, col: col + direction.columnStep)
  }

  public var description: String { "(\(row), \(col))" }
}
