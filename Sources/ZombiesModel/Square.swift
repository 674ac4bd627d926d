/// A square of the room: `row` 0 is the top, `col` 0 the left.
public struct Square: Hashable, Sendable, CustomStringConvertible {
  public var row: Int
  public var col: Int

  public init(row: Int, col: Int) {
    self.row = row
    self.col = col
  }

  public func moved(_ heading: Heading) -> Square {
    Square(row: row + heading.rowStep, col: col + heading.colStep)
  }

  /// The up to four squares sharing an edge with this one (no diagonals), inside a room of `size`.
  public func neighbours(inRoomOf size: Int) -> [Square] {
    Heading.allCases.map(moved).filter { $0.isInside(roomOf: size) }
  }

  public func isNext(to other: Square) -> Bool {
    abs(row - other.row) + abs(col - other.col) == 1
  }

  public func isInside(roomOf size: Int) -> Bool {
    row >= 0 && col >= 0 && row < size && col < size
  }

  public var description: String { "(\(row), \(col))" }
}

/// One of the four moves; there are no diagonals.
public enum Heading: CaseIterable, Hashable, Sendable {
  case up, down, left, right

  public var rowStep: Int {
    switch self {
    case .up: return -1
    case .down: return 1
    case .left, .right: return 0
    }
  }

  public var colStep: Int {
    switch self {
    case .left: return -1
    case .right: return 1
    case .up, .down: return 0
    }
  }
}
