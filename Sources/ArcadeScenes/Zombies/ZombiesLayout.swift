import ArcadeGeometry
import ArcadeKit
import ZombiesModel

/// Where the board, the side panel, the arrow pad and the round's message go for a room size
/// on a canvas; used both to draw and to turn clicks into moves. The board and the panel are
/// centred together under the centred title, and the whole (title, board, panel) in the rows
/// above the footer, leaning up a row, as Memory does.
struct ZombiesLayout {
  /// The rows from the title to the board's top.
  static let boardOffset = 2
  /// The panel's rows: lives, W/L, mode, blank, status, blank, Move, the pad (three rows),
  /// "[x] closed", blank, two rows of legend.
  static let panelHeight = 15
  static let panelWidth = 30
  /// The gap between the board and the panel.
  static let gap = 3

  let roomSize: Int
  /// A blank row between squares when the room is small enough: a squarer board.
  let spaced: Bool
  let board: Rect
  let panelX: Int
  /// The title's row.
  let titleRow: Int

  init(roomSize: Int, canvas: Size) {
    self.roomSize = roomSize
    let spacedHeight = 2 * roomSize + 3
    spaced = spacedHeight <= canvas.height - 4
    let rows = spaced ? spacedHeight : roomSize + 2
    let boardWidth = 3 * roomSize + 3
    let contentWidth = boardWidth + Self.gap + Self.panelWidth
    let left = max(2, (canvas.width - contentWidth) / 2)
    let blockHeight = Self.boardOffset + max(rows, Self.panelHeight)
    titleRow = max(0, (canvas.height - 1 - blockHeight - 1) / 2)
    board = Rect(x: left, y: titleRow + Self.boardOffset, width: boardWidth, height: rows)
    panelX = board.maxX + Self.gap
  }

  /// The smallest canvas on which a room of `roomSize` and the panel fit (80×24 always does).
  static func minimumSize(roomSize: Int) -> Size {
    let layout = ZombiesLayout(roomSize: roomSize, canvas: Size(width: 0, height: 0))
    return Size(width: layout.panelX + panelWidth, height: max(layout.board.maxY + 2, 22))
  }

  /// The top-left cell of a square's glyph.
  func origin(of square: GridPoint) -> Point {
    Point(
      x: board.x + 2 + 3 * square.col,
      y: board.y + 1 + (spaced ? 1 + 2 * square.row : square.row))
  }

  /// The square whose glyph covers `point`, if any.
  func square(at point: Point) -> GridPoint? {
    for row in 0..<roomSize {
      for col in 0..<roomSize {
        let square = GridPoint(row: row, col: col)
        let o = origin(of: square)
        if point.y == o.y && (o.x...(o.x + 1)).contains(point.x) { return square }
      }
    }
    return nil
  }

  /// The row of the panel's first line.
  var panelY: Int { board.y }

  /// The arrow pad, below the panel's text: each button is 3 cells wide.
  func padButton(_ heading: Direction) -> Rect {
    let x = panelX + 2
    let y = panelY + 8
    switch heading {
    case .up: return Rect(x: x + 4, y: y, width: 3, height: 1)
    case .left: return Rect(x: x, y: y + 1, width: 3, height: 1)
    case .right: return Rect(x: x + 8, y: y + 1, width: 3, height: 1)
    case .down: return Rect(x: x + 4, y: y + 2, width: 3, height: 1)
    }
  }

  /// The round's message sits in the panel, over the status line and the arrow pad (no move
  /// is possible while it is up), so the whole room stays in sight beside it.
  var messageBox: Rect { Rect(x: panelX, y: panelY + 4, width: 28, height: 7) }
}
