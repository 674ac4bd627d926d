import ArcadeKit

/// One drawing of the maze overview kept for the next frames: the rows of its area before and
/// after it was drawn, and what it was drawn from. A frame drawn from the same (the grid
/// unchanged, the same area, options and layout step) over the same rows gets the same rows
/// back without walking the grid again.
struct OverviewDrawing {
  struct Key: Equatable {
    var gridVersion: Int
    var area: Rect
    var options: RenderOptions
    var growing: Bool
    var step: MazeOverview.Layout?
  }

  let key: Key
  private let under: ArraySlice<Cell>
  private let drawn: ArraySlice<Cell>

  /// Draws with `draw` on `canvas` and keeps the area's rows before and after.
  init(_ key: Key, on canvas: inout Canvas, draw: (inout Canvas) -> Void) {
    self.key = key
    let rows = Self.rows(of: key.area, in: canvas)
    under = canvas.cells[rows]
    draw(&canvas)
    drawn = canvas.cells[rows]
  }

  /// Puts the kept drawing on `canvas` when it was made from `key` over the same rows; false
  /// (nothing written) otherwise.
  func redraw(_ key: Key, into canvas: inout Canvas) -> Bool {
    let rows = Self.rows(of: key.area, in: canvas)
    guard key == self.key, rows.count == under.count, canvas.cells[rows] == under else { return false }
    canvas.replaceCells(rows, with: drawn)
    return true
  }

  /// The cells of the area's rows, every column (a drawing never spans rows outside them).
  private static func rows(of area: Rect, in canvas: Canvas) -> Range<Int> {
    let top = min(max(0, area.y), canvas.height)
    let bottom = min(max(top, area.maxY), canvas.height)
    return top * canvas.width..<bottom * canvas.width
  }
}
