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

  /// Where the panel of found pairs goes.
  enum Arrangement {
    /// Beside the board, the two centred together (the smallest terminals).
    case besideBlock
    /// The board centred under the centred title, the panel in the columns right of it.
    case besideBoard
    /// The board centred under the centred title, the panel centred under the status lines.
    case below
  }

  /// The found pairs' box when it sits below: a row per pair and its border.
  static let panelBelowHeight = 8 + 2
  /// Title to detail line, as drawn from row 0.
  static let blockHeight = 3 + boardHeight + 3

  var arrangement: Arrangement {
    let boardLeft = (size.width - Self.boardWidth) / 2
    // Beside the centred board only at its widest: a narrower panel would cut titles.
    if size.width - 1 - (boardLeft + Self.boardWidth + Self.panelGap) >= Self.maxPanelWidth {
      return .besideBoard
    }
    if size.height - 2 >= Self.blockHeight + 1 + Self.panelBelowHeight { return .below }
    return .besideBlock
  }

  /// The panel takes what the board leaves of the terminal's width (one column each side).
  var panelWidth: Int {
    switch arrangement {
    case .besideBlock:
      return min(
        Self.maxPanelWidth, max(Self.minPanelWidth, size.width - 2 - Self.boardWidth - Self.panelGap))
    case .besideBoard:
      return min(Self.maxPanelWidth, size.width - 1 - (left + Self.boardWidth + Self.panelGap))
    case .below:
      return min(Self.maxPanelWidth, size.width - 2)
    }
  }
  /// The board's left column.
  var left: Int {
    switch arrangement {
    case .besideBlock:
      return max(1, (size.width - (Self.boardWidth + Self.panelGap + panelWidthBesideBlock)) / 2)
    case .besideBoard, .below:
      return (size.width - Self.boardWidth) / 2
    }
  }
  private var panelWidthBesideBlock: Int {
    min(Self.maxPanelWidth, max(Self.minPanelWidth, size.width - 2 - Self.boardWidth - Self.panelGap))
  }
  /// The screen's rows, the panel below included when it goes there.
  private var height: Int {
    arrangement == .below ? Self.blockHeight + 1 + Self.panelBelowHeight : Self.blockHeight
  }
  /// A taller terminal centres the screen as a whole (title, board, panel, status together),
  /// as the width does, in the rows above the footer, leaning up a row (80×24 keeps row 0).
  var top: Int { max(0, (size.height - 1 - height - 1) / 2) }
  var titleRow: Int { top }
  var statsRow: Int { top + 1 }
  var boardTop: Int { top + 3 }
  var statusRow: Int { boardTop + Self.boardHeight + 1 }
  var detailRow: Int { statusRow + 1 }

  var panel: Rect {
    switch arrangement {
    case .besideBlock, .besideBoard:
      return Rect(
        x: left + Self.boardWidth + Self.panelGap, y: boardTop, width: panelWidth, height: Self.boardHeight)
    case .below:
      return Rect(
        x: (size.width - panelWidth) / 2, y: detailRow + 2, width: panelWidth, height: Self.panelBelowHeight)
    }
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
