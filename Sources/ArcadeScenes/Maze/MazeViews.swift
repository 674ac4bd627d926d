import ArcadeGeometry
import ArcadeKit
import MazeModel

/// The whole known maze in the area it has: braille dots (2×4 per character), or in ASCII one
/// column of 4 dots per character ("'" top, "-" middle, "." bottom, "|" through). A maze too
/// big for the area is scaled down (a dot for a block of rooms); one that leaves room grows
/// (`zoom` dots per room side), and from 2 dots a room its walls show: a room is its dots but
/// the last row and column, which are filled only where it opens south or east. A 63×63 maze
/// takes 31×16 cells at 80×24 (ASCII: 61×16).
enum MazeOverview {
  /// Rooms across one character: two braille dot columns, or one ASCII column (the layout of
  /// `MazeGlyphs.overviewCells`, whose ASCII twins read only the left dots).
  static func columnsPerCell(_ options: RenderOptions) -> Int { options.ascii ? 1 : 2 }

  /// The largest room drawn, in dots per side: bigger reads as blocks, not a maze.
  static let maxZoom = 16
  /// The largest room drawn while a reveal adds rooms: 2 dots a side shows its walls, and each
  /// zoom step is a repaint of the whole picture.
  static let growingZoom = 2

  /// Rooms per dot side so that `rows`×`cols` rooms fit in `area`.
  static func scale(rows: Int, cols: Int, area: Size, across: Int) -> Int {
    guard area.width > 0, area.height > 0 else { return 1 }
    var s = 1
    while (cols + s - 1) / s > area.width * across || (rows + s - 1) / s > area.height * 4 { s += 1 }
    return s
  }

  /// Dots per room side when every room fits at one dot: as many as the area has room for.
  static func zoom(rows: Int, cols: Int, area: Size, across: Int) -> Int {
    guard rows > 0, cols > 0 else { return 1 }
    return max(1, min(maxZoom, area.width * across / cols, area.height * 4 / rows))
  }

  /// The cell rectangle the drawing occupies inside `area` (centred), its scale (rooms per dot)
  /// and zoom (dots per room); one of them is 1.
  static func frame(of grid: MazeGrid, in area: Rect, options: RenderOptions) -> (
    rect: Rect, scale: Int, zoom: Int
  ) {
    let across = columnsPerCell(options)
    let areaSize = Size(width: area.width, height: area.height)
    let s = scale(rows: grid.rowCount, cols: grid.columnCount, area: areaSize, across: across)
    let z = s == 1 ? zoom(rows: grid.rowCount, cols: grid.columnCount, area: areaSize, across: across) : 1
    let dotsWide = (grid.columnCount * z + s - 1) / s
    let dotsHigh = (grid.rowCount * z + s - 1) / s
    let size = Size(width: (dotsWide + across - 1) / across, height: (dotsHigh + 3) / 4)
    return (area.centered(size), s, z)
  }

  /// Where the drawing goes: its cells, the room at its first dot, rooms per dot and dots per
  /// room.
  struct Layout: Equatable {
    var rect: Rect
    var origin: GridPoint
    var scale: Int
    var zoom: Int
  }

  /// The drawing's layout. A whole maze (`growing` false) is centred, as large as it fits
  /// (`frame`). While a reveal adds rooms, a maze that fits at one dot a room is drawn at
  /// `growingZoom` dots a room (halved once it outgrows it) with its start room at the area's
  /// centre, or, when it does not fit so, the middle of its known rooms rounded to blocks of an
  /// eighth of the area: each new room then draws its own dots and nothing else moves
  /// (re-centring and re-zooming at every room repainted the whole picture). A maze that does
  /// not fit either way is centred as when whole.
  static func layout(of grid: MazeGrid, in area: Rect, options: RenderOptions, growing: Bool) -> Layout {
    let (rect, s, z) = frame(of: grid, in: area, options: options)
    let whole = Layout(rect: rect, origin: GridPoint(row: grid.minRow, col: grid.minCol), scale: s, zoom: z)
    guard growing, s == 1 else { return whole }
    let across = columnsPerCell(options)
    // The first room of the area on one axis, at `zoom`, for rooms `low...high` on `dots`, with
    // the start room (0) at the centre, else the rooms' middle rounded to a block.
    func first(_ low: Int, _ high: Int, dots: Int, zoom: Int, onStart: Bool) -> Int? {
      let rooms = dots / zoom
      let block = max(1, rooms / 8)
      let middle = onStart ? 0 : Int((Double(low + high) / 2 / Double(block)).rounded(.down)) * block
      let start = middle - rooms / 2
      return low >= start && high < start + rooms ? start : nil
    }
    var zoom = growingZoom
    while zoom >= 1 {
      for onStart in [true, false] {
        if let row = first(grid.minRow, grid.maxRow, dots: area.height * 4, zoom: zoom, onStart: onStart),
          let col = first(grid.minCol, grid.maxCol, dots: area.width * across, zoom: zoom, onStart: onStart)
        {
          return Layout(rect: area, origin: GridPoint(row: row, col: col), scale: 1, zoom: zoom)
        }
      }
      zoom /= 2
    }
    return whole
  }

  /// A move of the whole picture (the reveal's end, where the maze is centred) drawn one axis
  /// at a time: ncurses draws a frame whose lines moved up or down as a scroll, and one whose
  /// lines moved sideways as characters deleted or inserted, but a frame moved both ways as every
  /// cell again. When `to` is `from` moved by whole cells both down (or up) and across, at the
  /// same zoom, this is the layout with only the rows moved: drawn for one frame before `to`,
  /// the move costs a few bytes a line instead of the picture. Nil for any other change.
  static func rowsFirst(from: Layout, to: Layout, area: Rect, options: RenderOptions) -> Layout? {
    guard from.scale == 1, to.scale == 1, from.zoom == to.zoom else { return nil }
    let across = columnsPerCell(options)
    let z = to.zoom
    // The dot (from the area's corner) where the start room's first dot is, in a layout.
    func startDot(_ layout: Layout) -> (row: Int, col: Int) {
      (
        (layout.rect.y - area.y) * 4 - layout.origin.row * z,
        (layout.rect.x - area.x) * across - layout.origin.col * z
      )
    }
    let (a, b) = (startDot(from), startDot(to))
    let (down, right) = (b.row - a.row, b.col - a.col)
    guard down != 0, right != 0, down % 4 == 0, right % across == 0, b.row % z == 0, a.col % z == 0
    else { return nil }
    return Layout(rect: area, origin: GridPoint(row: -b.row / z, col: -a.col / z), scale: 1, zoom: z)
  }

  /// Whether the dot at (`row`, `col`) of a zoomed drawing is on, and the room it belongs to
  /// when that dot is the room's first (where S and E go).
  private static func zoomedDot(_ grid: MazeGrid, row: Int, col: Int, zoom z: Int, origin: GridPoint) -> (
    on: Bool, cell: MazeCell
  ) {
    let cell = grid[GridPoint(row: origin.row + row / z, col: origin.col + col / z)]
    guard cell.isKnown else { return (false, cell) }
    guard z > 1 else { return (true, cell) }
    let (wallRow, wallCol) = (row % z == z - 1, col % z == z - 1)
    switch (wallRow, wallCol) {
    case (false, false): return (true, cell)
    case (true, false): return (cell.openSides.contains(.south), cell)
    case (false, true): return (cell.openSides.contains(.east), cell)
    case (true, true): return (false, cell)
    }
  }

  /// Draws `grid` in `area` at its `layout` (or `drawnAt`, a step of a move: `rowsFirst`).
  /// `only`: the characters over these rooms alone, each written whole (blank where no dot is
  /// on), over a drawing of the same layout on blank cells (`OverviewDrawing`).
  static func render(
    _ grid: MazeGrid, into canvas: inout Canvas, area: Rect, options: RenderOptions, recentFrom: Int?,
    growing: Bool = false, drawnAt step: Layout? = nil, only rooms: [GridPoint]? = nil
  ) {
    guard !grid.isEmpty else { return }
    let layout = step ?? layout(of: grid, in: area, options: options, growing: growing)
    let (rect, s, z, origin) = (layout.rect, layout.scale, layout.zoom, layout.origin)
    let across = columnsPerCell(options)
    // Large blocks are sampled (at most 3×3 rooms each) so drawing stays cheap for huge mazes.
    let probes = s <= 3 ? Array(0..<s) : [0, s / 2, s - 1]
    // The character holding the start room (0, 0), marked S.
    let startCell = Point(
      x: (0 - origin.col) * z / s / across, y: (0 - origin.row) * z / s / 4)
    // Only the cells over known rooms: a growing maze's drawing has the whole area.
    func cells(_ low: Int, _ high: Int, from origin: Int, perCell: Int, count: Int) -> Range<Int> {
      let first = max(0, (low - origin) * z / s / perCell)
      return first..<max(first, min(count, ((high + 1 - origin) * z + s - 1) / s / perCell + 1))
    }
    let rows = cells(grid.minRow, grid.maxRow, from: origin.row, perCell: 4, count: rect.height)
    let columns = cells(grid.minCol, grid.maxCol, from: origin.col, perCell: across, count: rect.width)
    let writesBlanks = rooms != nil
    guard let rooms else {
      for cy in rows {
        for cx in columns { drawCell(cx, cy) }
      }
      return
    }
    // The characters holding a room's dots (a room left of or above the origin has none).
    func span(_ offset: Int, perCell: Int) -> ClosedRange<Int>? {
      guard offset >= 0 else { return nil }
      return offset * z / s / perCell...((offset + 1) * z - 1) / s / perCell
    }
    var drawn = Set<Int>()
    for room in rooms {
      guard let down = span(room.row - origin.row, perCell: 4),
        let across = span(room.col - origin.col, perCell: across)
      else { continue }
      for cy in down where rows.contains(cy) {
        for cx in across where columns.contains(cx) && drawn.insert(cy * rect.width + cx).inserted {
          drawCell(cx, cy)
        }
      }
    }

    func drawCell(_ cx: Int, _ cy: Int) {
      var dots: UInt8 = 0
      var recent = false
      var exit = false
      let start = cx == startCell.x && cy == startCell.y
      for dotRow in 0..<4 {
        for dotCol in 0..<across {
          let row = cy * 4 + dotRow
          let col = cx * across + dotCol
          var on = false
          if z > 1 {
            let (dot, cell) = zoomedDot(grid, row: row, col: col, zoom: z, origin: origin)
            on = dot
            if dot && cell.type == .exit && row % z == 0 && col % z == 0 { exit = true }
            if dot, let recentFrom, Int(cell.order) >= recentFrom { recent = true }
          } else {
            for dr in probes {
              for dc in probes {
                let cell = grid[GridPoint(row: origin.row + row * s + dr, col: origin.col + col * s + dc)]
                guard cell.isKnown else { continue }
                on = true
                if cell.type == .exit { exit = true }
                if let recentFrom, Int(cell.order) >= recentFrom { recent = true }
              }
            }
          }
          if on { dots |= MazeGlyphs.brailleBit(column: dotCol, row: dotRow) }
        }
      }
      guard dots != 0 else {
        if writesBlanks { canvas.put(" ", x: rect.x + cx, y: rect.y + cy) }
        return
      }
      // In ASCII a character covers one room column, so only the left dots are ever set.
      var text = options.glyph(MazeGlyphs.overviewCells[Int(dots)])
      var style = Style.normal
      if recent {
        style = Style(.highlight)  // colour alone: bold on top costs bytes every frame
        // Without colour the newest rooms need a mark of their own: a full cell for a moment.
        if options.monochrome { text = MazeGlyphs.fullCell.resolve(options) }
      }
      if start {
        text = "S"
        style = .accent
      }
      if exit {
        text = "E"
        style = .good
      }
      canvas.put(text, x: rect.x + cx, y: rect.y + cy, style: style)
    }
  }

  /// The room under a cell of the drawing, if the cell is inside it.
  static func coordinates(
    at point: Point, grid: MazeGrid, area: Rect, options: RenderOptions, growing: Bool = false
  ) -> GridPoint? {
    guard !grid.isEmpty else { return nil }
    let layout = layout(of: grid, in: area, options: options, growing: growing)
    let (rect, s, z) = (layout.rect, layout.scale, layout.zoom)
    guard rect.contains(point) else { return nil }
    let across = columnsPerCell(options)
    let row = layout.origin.row + ((point.y - rect.y) * 4 + 2) * s / z
    let col = layout.origin.col + ((point.x - rect.x) * across + across / 2) * s / z
    return GridPoint(
      row: min(max(row, grid.minRow), grid.maxRow), col: min(max(col, grid.minCol), grid.maxCol))
  }
}

/// Full detail, two columns per room, scrolled by the player: corridors drawn from each
/// room's open sides, doors and the exit with their own glyphs, unknown squares blank.
enum MazeDetailView {
  static func tilesWide(_ area: Rect) -> Int { area.width / 2 }

  static func render(
    _ grid: MazeGrid, into canvas: inout Canvas, area: Rect, topLeft: GridPoint, options: RenderOptions,
    recentFrom: Int?
  ) {
    for r in 0..<area.height {
      for c in 0..<tilesWide(area) {
        let cell = grid[GridPoint(row: topLeft.row + r, col: topLeft.col + c)]
        guard cell.isKnown else { continue }
        let recent = recentFrom.map { Int(cell.order) >= $0 } ?? false
        let start = topLeft.row + r == 0 && topLeft.col + c == 0
        let text = MazeGlyphs.tile(cell, options: options, marked: recent && options.monochrome, start: start)
        var style = Style.normal
        switch cell.type {
        case .door: style = .warning
        case .exit: style = .good
        default: if start { style = .accent }
        }
        if recent { style = .highlight }
        canvas.put(text, x: area.x + 2 * c, y: area.y + r, style: style, limit: area.maxX)
      }
    }
  }
}
