import ArcadeGlyphs
/// One terminal cell: a grapheme cluster (or a blank), its style, and whether it is the right
/// half of the wide glyph to its left (such a cell is never drawn on its own).
public struct Cell: Hashable, Sendable {
  /// The text: a single scalar's value (nearly every cell), `empty`, or `clusterBit` plus the
  /// number of a longer cluster in `GlyphClusters`. Without a `String` inside, a cell is 8 bytes
  /// and holds no reference: a screen of cells is allocated, copied, compared and freed as
  /// plain memory (it was 24 bytes and a reference count per cell).
  @usableFromInline var glyph: UInt32
  public var style: Style
  public var isContinuation: Bool

  private static let empty: UInt32 = 0x4000_0000
  private static let clusterBit: UInt32 = 0x8000_0000

  public init(_ text: String = " ", style: Style = .normal, isContinuation: Bool = false) {
    glyph = Self.glyph(of: text)
    self.style = style
    self.isContinuation = isContinuation
  }
  /// A cell of one scalar (no `String` made).
  public init(scalar: Unicode.Scalar, style: Style = .normal) {
    glyph = scalar.value
    self.style = style
    isContinuation = false
  }
  public static let blank = Cell()

  public var text: String {
    get {
      if glyph == Self.empty { return "" }
      if glyph & Self.clusterBit != 0 { return GlyphClusters.text(number: glyph & ~Self.clusterBit) }
      return String(Character(Unicode.Scalar(glyph)!))
    }
    set { glyph = Self.glyph(of: newValue) }
  }

  /// The text's byte when it is one ASCII character: what a screen's digest reads of nearly
  /// every cell (inlinable: read from another module in a loop over a whole screen).
  @inlinable public var asciiByte: UInt8? { glyph < 0x80 ? UInt8(truncatingIfNeeded: glyph) : nil }

  /// The text's scalar when it is a single one (no `String` made): what the backend paints.
  /// Inlinable, as `asciiByte` (the mask is `clusterBit | empty`).
  @inlinable public var scalar: Unicode.Scalar? {
    glyph & 0xC000_0000 == 0 ? Unicode.Scalar(glyph) : nil
  }

  private static func glyph(of text: String) -> UInt32 {
    var scalars = text.unicodeScalars.makeIterator()
    guard let first = scalars.next() else { return empty }
    if scalars.next() == nil { return first.value }
    return clusterBit | GlyphClusters.number(of: text)
  }
}

/// An in-memory grid of cells that scenes draw into. It knows glyph widths: a wide glyph takes
/// two cells, nothing is ever written into its right half, and everything is clipped at the
/// edges (and at an optional column limit).
public struct Canvas: Equatable, Sendable {
  public private(set) var size: Size
  public private(set) var cells: [Cell]
  /// Where the terminal's cursor stands, shown (screen-reader mode: at the start of the news,
  /// so a reader that follows the cursor speaks it); nil: hidden.
  public var cursor: Point?

  public init(size: Size) {
    self.size = Size(width: max(0, size.width), height: max(0, size.height))
    cells = Array(repeating: .blank, count: self.size.width * self.size.height)
  }

  public var width: Int { size.width }
  public var height: Int { size.height }
  public var bounds: Rect { Rect(x: 0, y: 0, width: width, height: height) }

  public subscript(x: Int, y: Int) -> Cell {
    guard x >= 0, y >= 0, x < width, y < height else { return .blank }
    return cells[y * width + x]
  }

  /// The visible text of every row (continuation cells skipped), as a person reads the screen.
  public var lines: [String] {
    (0..<height).map { row in
      var line = ""
      for x in 0..<width {
        let cell = cells[row * width + x]
        if !cell.isContinuation { line += cell.text }
      }
      return line
    }
  }

  /// The rows with trailing blanks removed, joined by newlines: handy in tests.
  public var text: String {
    lines.map { String($0.reversed().drop(while: { $0 == " " }).reversed()) }.joined(separator: "\n")
  }

  public mutating func clear(style: Style = .normal) {
    let blank = Cell(" ", style: style)
    for i in cells.indices { cells[i] = blank }
  }

  /// Writes `text` from column `x` of row `y`; stops at `limit` (an exclusive column) or the
  /// right edge. Returns the column after the last cell written. (A `String`, not any
  /// `StringProtocol`: called from another module, a generic `put` ran unspecialized, walking
  /// the text through protocol witnesses.)
  @discardableResult
  public mutating func put(_ text: String, x: Int, y: Int, style: Style = .normal, limit: Int? = nil) -> Int {
    let end = min(width, limit ?? width)
    var column = x
    guard y >= 0, y < height else { return x + GlyphWidth.of(text) }
    // Plain text (nearly all the arcade draws) is a cell per scalar: no grapheme breaking and
    // no String per cell, which were most of the cost of drawing the menu.
    if GlyphWidth.isPlainNarrow(text) {
      for scalar in text.unicodeScalars {
        if column >= end { return column + 1 }
        if column >= 0 { setCell(column, y, Cell(scalar: scalar, style: style)) }
        column += 1
      }
      return column
    }
    for character in text {
      let w = GlyphWidth.of(character)
      if w == 0 { continue }
      if column + w > end {
        // A wide glyph that would straddle the edge becomes a blank: never half a glyph.
        if column >= 0 && column < end { setCell(column, y, Cell(" ", style: style)) }
        return column + w
      }
      if column >= 0 {
        setCell(column, y, Cell(String(character), style: style))
        if w == 2 { setCell(column + 1, y, Cell("", style: style, isContinuation: true)) }
      } else if column + w > 0 {
        setCell(0, y, Cell(" ", style: style))  // the right half of a glyph cut by the left edge
      }
      column += w
    }
    return column
  }

  /// `from..<to` cut to `0..<limit`; empty when the span lies outside (never a trap).
  private func clamped(_ from: Int, _ to: Int, to limit: Int) -> Range<Int> {
    let lower = max(0, from)
    return lower..<max(lower, min(limit, to))
  }

  /// Fills a rectangle with one narrow character.
  public mutating func fill(_ rect: Rect, with character: Character = " ", style: Style = .normal) {
    guard rect.width > 0 else { return }
    let row = String(repeating: character, count: rect.width)
    for y in clamped(rect.y, rect.maxY, to: height) {
      put(row, x: rect.x, y: y, style: style, limit: rect.maxX)
    }
  }

  /// Blanks every cell of a rectangle, so that whatever is drawn there next owns all of it: a
  /// wide glyph cut by the rectangle's left or right edge is blanked whole (both halves), so
  /// no half glyph shows at its border.
  public mutating func clear(_ rect: Rect, style: Style = .normal) {
    let blank = Cell(" ", style: style)
    for y in clamped(rect.y, rect.maxY, to: height) {
      for x in clamped(rect.x, rect.maxX, to: width) { setCell(x, y, blank) }
    }
  }

  /// Whether two runs of cells hold the same cells, one for one. `==` on slices called from
  /// another module compares through a call per cell (a screen's worth at each frame); this is
  /// one loop with the comparison inlined.
  public static func same(_ a: ArraySlice<Cell>, _ b: ArraySlice<Cell>) -> Bool {
    guard a.count == b.count else { return false }
    return a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        for index in 0..<a.count where a[index] != b[index] { return false }
        return true
      }
    }
  }

  /// Calls `body` with the offset (from each run's start) of every cell where two runs of the
  /// same length differ, in order.
  public static func forEachDifference(_ a: ArraySlice<Cell>, _ b: ArraySlice<Cell>, _ body: (Int) -> Void) {
    guard a.count == b.count else { return }
    a.withUnsafeBufferPointer { a in
      b.withUnsafeBufferPointer { b in
        for index in 0..<a.count where a[index] != b[index] { body(index) }
      }
    }
  }

  /// Puts back whole rows read from `cells` (`range` from a row's start to a row's end, of this
  /// width): a drawing kept from an earlier frame. Anything else is left as it is.
  public mutating func replaceCells(_ range: Range<Int>, with rows: ArraySlice<Cell>) {
    guard width > 0, rows.count == range.count, range.lowerBound >= 0, range.upperBound <= cells.count,
      range.lowerBound % width == 0, range.count % width == 0
    else { return }
    cells.replaceSubrange(range, with: rows)
  }

  /// Writes one cell, first breaking any wide glyph it would overlap. Inlined into the loops
  /// that call it (a call per cell was most of the cost of writing a word).
  @inline(__always)
  private mutating func setCell(_ x: Int, _ y: Int, _ cell: Cell) {
    let i = y * width + x
    if cells[i].isContinuation, x > 0 {
      cells[i - 1] = Cell(" ", style: cells[i - 1].style)
    }
    if !cell.isContinuation, x + 1 < width, cells[i + 1].isContinuation {
      cells[i + 1] = Cell(" ", style: cells[i + 1].style)
    }
    cells[i] = cell
  }
}
