import ArcadeGeometry
/// A dense 2-D array over coordinates that grows toward any side by doubling, so filling it one
/// cell at a time costs O(1) amortised per cell (the original rebuilt its grid for every room).
/// Reading outside the storage answers `empty`.
public struct GrowableGrid<Element>: Sendable where Element: Sendable {
  public let empty: Element
  private var storage: [Element]
  private var firstRow: Int
  private var firstCol: Int
  private var rows: Int
  private var cols: Int

  public init(empty: Element, initialSide: Int = 8) {
    self.empty = empty
    let side = max(1, initialSide)
    rows = side
    cols = side
    firstRow = -side / 2
    firstCol = -side / 2
    storage = Array(repeating: empty, count: side * side)
  }

  /// Cells allocated (for memory accounting in tests).
  public var capacity: Int { storage.count }

  public subscript(_ at: GridPoint) -> Element {
    get {
      guard let index = index(of: at) else { return empty }
      return storage[index]
    }
    set {
      if index(of: at) == nil { grow(toInclude: at) }
      storage[index(of: at)!] = newValue
    }
  }

  private func index(of at: GridPoint) -> Int? {
    let r = at.row - firstRow
    let c = at.col - firstCol
    guard r >= 0, r < rows, c >= 0, c < cols else { return nil }
    return r * cols + c
  }

  private mutating func grow(toInclude at: GridPoint) {
    var top = firstRow
    var bottom = firstRow + rows - 1
    var left = firstCol
    var right = firstCol + cols - 1
    // Double the exceeded dimension (at least), on the side that was exceeded.
    if at.row < top { top = min(at.row, top - rows) }
    if at.row > bottom { bottom = max(at.row, bottom + rows) }
    if at.col < left { left = min(at.col, left - cols) }
    if at.col > right { right = max(at.col, right + cols) }
    let newRows = bottom - top + 1
    let newCols = right - left + 1
    var newStorage = Array(repeating: empty, count: newRows * newCols)
    let rowShift = firstRow - top
    let colShift = firstCol - left
    for r in 0..<rows {
      let from = r * cols
      let to = (r + rowShift) * newCols + colShift
      for c in 0..<cols { newStorage[to + c] = storage[from + c] }
    }
    storage = newStorage
    firstRow = top
    firstCol = left
    rows = newRows
    cols = newCols
  }
}
