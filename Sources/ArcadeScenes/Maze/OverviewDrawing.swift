import ArcadeGeometry
import ArcadeKit

/// One drawing of the maze overview kept for the next frames: the rows of its area before and
/// after it was drawn, and what it was drawn from. A frame drawn from the same (the same area,
/// options and layout) over the same rows gets the rows back without walking the grid again,
/// with the characters over the rooms that arrived since drawn again (on blank rows, where the
/// drawing is all there is; else the whole picture is drawn again).
struct OverviewDrawing {
  struct Key: Equatable {
    var area: Rect
    var options: RenderOptions
    var layout: MazeOverview.Layout
  }

  let key: Key
  private let under: ArraySlice<Cell>
  private let underIsBlank: Bool
  /// A copy of its own: a slice of the canvas would share the canvas's cells, and the frame's
  /// next write (the status lines, the footer) would then copy the whole screen.
  private var drawn: [Cell]

  /// Draws with `draw` on `canvas` and keeps the area's rows before and after.
  init(_ key: Key, on canvas: inout Canvas, draw: (inout Canvas) -> Void) {
    self.key = key
    let rows = Self.rows(of: key.area, in: canvas)
    under = canvas.cells[rows]
    underIsBlank = under.allSatisfy { $0 == .blank }
    draw(&canvas)
    drawn = Array(canvas.cells[rows])
  }

  /// Puts the kept drawing on `canvas` when it was made from `key` over the same rows, and
  /// `drawRooms` draws the characters over the rooms that arrived since (`arrived` says
  /// whether any did); false (nothing written) otherwise.
  mutating func redraw(
    _ key: Key, into canvas: inout Canvas, arrived: Bool, drawRooms: (inout Canvas) -> Void
  ) -> Bool {
    let rows = Self.rows(of: key.area, in: canvas)
    guard key == self.key, rows.count == under.count, !arrived || underIsBlank,
      Canvas.same(canvas.cells[rows], under)
    else { return false }
    canvas.replaceCells(rows, with: drawn[...])
    if arrived {
      drawRooms(&canvas)
      drawn = Array(canvas.cells[rows])
    }
    return true
  }

  /// The cells of the area's rows, every column (a drawing never spans rows outside them).
  private static func rows(of area: Rect, in canvas: Canvas) -> Range<Int> {
    let top = min(max(0, area.y), canvas.height)
    let bottom = min(max(top, area.maxY), canvas.height)
    return top * canvas.width..<bottom * canvas.width
  }
}
