import ArcadeGeometry

/// The room's squares are grid points: `row` 0 is the top, `col` 0 the left.
extension GridPoint {
  /// The up to four squares sharing an edge with this one (no diagonals), inside a room of `size`.
  public func neighbours(inRoomOf size: Int) -> [GridPoint] {
    Direction.allCases.map(moved).filter { $0.isInside(roomOf: size) }
  }

  public func isInside(roomOf size: Int) -> Bool {
    row >= 0 && col >= 0 && row < size && col < size
  }
}
