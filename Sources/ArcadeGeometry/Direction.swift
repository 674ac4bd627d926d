/// One of the four ways on a grid, as the screen shows them: `up` is a row less, `left` a
/// column less. The one direction type of the arcade: the keys move by it, the models step by
/// it (each game names the ways as it likes; the maze's north is `.down`, see MazeModel).
public enum Direction: CaseIterable, Hashable, Sendable {
  case up, down, left, right

  /// The change of row one step makes (rows grow downward).
  public var rowStep: Int {
    switch self {
    case .up: return -1
    case .down: return 1
    case .left, .right: return 0
    }
  }

  /// The change of column one step makes.
  public var columnStep: Int {
    switch self {
    case .left: return -1
    case .right: return 1
    case .up, .down: return 0
    }
  }
}
