import ArcadeKit
import MemoryModel

/// Where everything of the Memory screen goes for a given terminal size. Rendering and mouse
/// clicks both use it, so a click always lands on the card drawn there. The side panel widens
/// with the terminal (up to `maxPanelWidth`), so track titles are cut only when they must be.
struct MemoryBoardLayout {
  static let cardWidth = 8
  static let cardHeight = 3
  static let gapX = 2
  static let gapY = 1
  static let boardWidth = MemoryGame.columns * cardWidth + (MemoryGame.columns - 1) * gapX
  static let boardHeight = MemoryGame.rows * cardHeight + (MemoryGame.rows - 1) * gapY
  static let panelGap = 4
  static let minPanelWidth = 34
  /// Wide enough for the longest "title by artist" of the built-in decks (48 columns).
  static let maxPanelWidth = 60
  /// Title, stats, blank, board, blank, two status lines, footer.
  static let minimumSize = Size(
    width: boardWidth + panelGap + minPanelWidth + 2, height: 3 + boardHeight + 4)

  let size: Size

  /// The panel takes what the board leaves of the terminal's width (one column each side).
  var panelWidth: Int {
    min(Self.maxPanelWidth, max(Self.minPanelWidth, size.width - 2 - Self.boardWidth - Self.panelGap))
  }
  var contentWidth: Int { Self.boardWidth + Self.panelGap + panelWidth }
  var left: Int { max(1, (size.width - contentWidth) / 2) }
  /// Title to detail line, as drawn from row 0.
  static let blockHeight = 3 + boardHeight + 3
  /// A taller terminal centres the screen as a whole (title, board, panel, status together),
  /// as the width does, in the rows above the footer, leaning up a row (80×24 keeps row 0).
  var top: Int { max(0, (size.height - 1 - Self.blockHeight - 1) / 2) }
  var titleRow: Int { top }
  var statsRow: Int { top + 1 }
  var boardTop: Int { top + 3 }
  var statusRow: Int { boardTop + Self.boardHeight + 1 }
  var detailRow: Int { statusRow + 1 }

  var panel: Rect {
    Rect(
      x: left + Self.boardWidth + Self.panelGap, y: boardTop, width: panelWidth, height: Self.boardHeight
    )
  }

  /// The rectangle of the card in `slot`.
  func card(_ slot: Int) -> Rect {
    let row = slot / MemoryGame.columns
    let column = slot % MemoryGame.columns
    return Rect(
      x: left + column * (Self.cardWidth + Self.gapX), y: boardTop + row * (Self.cardHeight + Self.gapY),
      width: Self.cardWidth, height: Self.cardHeight)
  }

  /// The slot of the card drawn at a cell, if any.
  func slot(at point: Point) -> Int? {
    (0..<MemoryGame.slotCount).first { card($0).contains(point) }
  }
}
