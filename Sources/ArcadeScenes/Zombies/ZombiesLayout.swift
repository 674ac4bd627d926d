import ArcadeKit
import ZombiesModel

/// Where the board, the side panel and the arrow pad go for a room size on a canvas; used
/// both to draw and to turn clicks into moves.
struct ZombiesLayout {
  static let boardOrigin = Point(x: 2, y: 2)
  static let panelWidth = 30
  /// The message box is at least this wide, so the longest message and hint fit.
  static let messageWidth = 28

  let roomSize: Int
  /// A blank row between squares when the room is small enough: a squarer board.
  let spaced: Bool
  let board: Rect
  /// The room's column: as wide as the board or the message box, the board centred in it,
  /// so the message never spills over the panel.
  let area: Rect
  let panelX: Int

  init(roomSize: Int, canvas: Size) {
    self.roomSize = roomSize
    let spacedHeight = 2 * roomSize + 3
    spaced = spacedHeight <= canvas.height - 4
    let rows = spaced ? spacedHeight : roomSize + 2
    let boardWidth = 3 * roomSize + 3
    area = Rect(
      x: Self.boardOrigin.x, y: Self.boardOrigin.y, width: max(boardWidth, Self.messageWidth),
      height: max(rows, 7))
    board = Rect(x: area.x + (area.width - boardWidth) / 2, y: area.y, width: boardWidth, height: rows)
    panelX = area.maxX + 3
  }

  /// The smallest canvas on which a room of `roomSize` and the panel fit (80×24 always does).
  static func minimumSize(roomSize: Int) -> Size {
    let layout = ZombiesLayout(roomSize: roomSize, canvas: Size(width: 0, height: 0))
    return Size(width: layout.panelX + panelWidth, height: max(layout.area.maxY + 2, 22))
  }

  /// The top-left cell of a square's glyph.
  func origin(of square: Square) -> Point {
    Point(
      x: board.x + 2 + 3 * square.col,
      y: board.y + 1 + (spaced ? 1 + 2 * square.row : square.row))
  }

  /// The square whose glyph covers `point`, if any.
  func square(at point: Point) -> Square? {
    for row in 0..<roomSize {
      for col in 0..<roomSize {
        let square = Square(row: row, col: col)
        let o = origin(of: square)
        if point.y == o.y && (o.x...(o.x + 1)).contains(point.x) { return square }
      }
    }
    return nil
  }

  /// The row of the panel's first line.
  var panelY: Int { board.y }

  /// The arrow pad, below the panel's text: each button is 3 cells wide.
  func padButton(_ heading: Heading) -> Rect {
    let x = panelX + 2
    let y = panelY + 8
    switch heading {
    case .up: return Rect(x: x + 4, y: y, width: 3, height: 1)
    case .left: return Rect(x: x, y: y + 1, width: 3, height: 1)
    case .right: return Rect(x: x + 8, y: y + 1, width: 3, height: 1)
    case .down: return Rect(x: x + 4, y: y + 2, width: 3, height: 1)
    }
  }

  /// The message box covers the whole room area (and so the board).
  var messageBox: Rect { area }
}
