import ArcadeGeometry
import ArcadeKit
import MazeModel

/// The maze's shape in words (line mode's `map`, screen-reader mode's `m`): what the overview
/// and the detail view draw, row by row as drawn (row 1 at the top), each row's rooms as runs
/// of columns, with its doors and the exit; S and E with where one lies from the other. One
/// line a row. A maze too big to read whole is read in the detail view's window.
extension MazeScene {
  /// The most squares read row by row in the overview; a bigger maze is read by its window.
  static let mapSquaresReadWhole = 6_000

  /// Made again only when the rooms, the view or the window changed: the status line asks
  /// for the speech after every event, and a maze may hold millions of rooms.
  func spokenMap(size: Size) -> String {
    let key = MapKey(rooms: grid.count, view: view, topLeft: topLeft, running: phase.isRunning, size: size)
    if let cached = mapCache, cached.key == key { return cached.text }
    let text = makeMap(size: size)
    mapCache = (key, text)
    return text
  }

  struct MapKey: Equatable {
    let rooms: Int
    let view: ViewMode
    let topLeft: GridPoint
    let running: Bool
    let size: Size
  }

  /// A room's place as drawn: (row, column) from 1 at the top left of the known maze.
  private func drawnPlace(_ point: GridPoint) -> (row: Int, column: Int) {
    (point.row - grid.minRow + 1, point.col - grid.minCol + 1)
  }

  private func placeName(_ point: GridPoint) -> String {
    let place = drawnPlace(point)
    return "row \(place.row), column \(place.column)"
  }

  private func makeMap(size: Size) -> String {
    guard !grid.isEmpty else {
      return phase.isRunning
        ? "No room known yet: the start room is on its way." : "No maze yet: g generates one."
    }
    var header =
      "Maze map, as drawn, row 1 at the top (north is drawn below): \(grid.rowCount) rows by \(grid.columnCount)"
      + " columns, \(SpokenList.count(grid.count, "room", "rooms")) known"
      + (phase.isRunning ? ", still exploring" : "") + "."
    header += " S, the start, is on \(placeName(.origin))"
    if let exit = exitRoom {
      let (rows, columns) = (exit.row - GridPoint.origin.row, exit.col - GridPoint.origin.col)
      var way: [String] = []
      if rows != 0 {
        way.append(SpokenList.count(abs(rows), "row", "rows") + (rows > 0 ? " below" : " above"))
      }
      if columns != 0 {
        way.append(SpokenList.count(abs(columns), "column", "columns") + (columns > 0 ? " right" : " left"))
      }
      header +=
        "; E, the exit, on \(placeName(exit))" + (way.isEmpty ? "." : ": \(SpokenList.joined(way)) of S.")
    } else {
      header += "; no exit found yet."
    }
    let whole = grid.rowCount * grid.columnCount <= Self.mapSquaresReadWhole
    let rows: ClosedRange<Int>
    let columns: ClosedRange<Int>
    if view == .detail || !whole {
      let area = Self.mazeArea(size)
      rows = max(grid.minRow, topLeft.row)...min(grid.maxRow, topLeft.row + area.height - 1)
      columns =
        max(grid.minCol, topLeft.col)...min(grid.maxCol, topLeft.col + MazeDetailView.tilesWide(area) - 1)
      guard !rows.isEmpty, !columns.isEmpty else { return header }
      let first = drawnPlace(GridPoint(row: rows.lowerBound, col: columns.lowerBound))
      let last = drawnPlace(GridPoint(row: rows.upperBound, col: columns.upperBound))
      header +=
        (view == .detail
          ? " The detail view shows" : " Too big to read whole here; the detail view (v) shows")
        + " rows \(first.row) to \(last.row), columns \(first.column) to \(last.column):"
    } else {
      rows = grid.minRow...grid.maxRow
      columns = grid.minCol...grid.maxCol
      header += " Rooms row by row:"
    }
    return ([header] + rows.map { spokenRow($0, columns: columns) }).joined(separator: "\n")
  }

  /// "Row 3: rooms on 1 to 5, 7 and 9 to 41; door on 7." (columns as drawn).
  private func spokenRow(_ row: Int, columns: ClosedRange<Int>) -> String {
    var runs: [(first: Int, last: Int)] = []
    var doors: [Int] = []
    var exit: Int?
    for col in columns {
      let cell = grid[GridPoint(row: row, col: col)]
      guard cell.isKnown else { continue }
      let column = col - grid.minCol + 1
      if let last = runs.last, last.last == column - 1 {
        runs[runs.count - 1].last = column
      } else {
        runs.append((column, column))
      }
      if cell.type == .door { doors.append(column) }
      if cell.type == .exit { exit = column }
    }
    let name = "Row \(row - grid.minRow + 1)"
    guard !runs.isEmpty else { return name + ": no room known." }
    let spans = runs.map { $0.first == $0.last ? "\($0.first)" : "\($0.first) to \($0.last)" }
    var text = name + ": rooms on " + SpokenList.joined(spans)
    if row == GridPoint.origin.row, columns.contains(GridPoint.origin.col) {
      text += "; S on \(GridPoint.origin.col - grid.minCol + 1)"
    }
    if let exit { text += "; E on \(exit)" }
    if !doors.isEmpty {
      text += "; " + (doors.count == 1 ? "door on " : "doors on ") + SpokenList.joined(doors.map(String.init))
    }
    return text + "."
  }
}
