import ArcadeGlyphs
import ArcadeKit
import MazeModel

/// Every glyph the maze draws, each with its ASCII twin.
enum MazeGlyphs {
  static let door = GlyphPair("🔒", ascii: "D ")
  static let exit = GlyphPair("🔴", ascii: "E ")
  /// A full overview cell in monochrome.
  static let fullCell = GlyphPair(braille(0xFF), ascii: "*")
  /// The loading spinner's frames, one character each (ten braille frames; four in ASCII).
  static let spinnerFrames = GlyphPair("⠋⠙⠹⠸⠼⠴⠦⠧⠇⠏", ascii: #"|/-\"#)
  /// The overview's cells by their 2×4 dot mask (bit i = dot i in Unicode's order): a braille
  /// character, or in ASCII the column of four rooms those dots cover (`asciiColumn`).
  static let overviewCells: [GlyphPair] = (0...255).map { (index: Int) in
    let dots = UInt8(index)
    var rows: UInt8 = 0
    for row in 0..<4 where dots & (brailleBit(column: 0, row: row) | brailleBit(column: 1, row: row)) != 0 {
      rows |= 1 << UInt8(row)
    }
    return GlyphPair(braille(dots), ascii: asciiColumn(rows))
  }

  /// The line glyph of a room by its open sides (`DirectionSet`'s raw value), with its ASCII twin.
  static let junctions: [GlyphPair] = (0..<16).map { sides in
    let open = DirectionSet(rawValue: UInt8(sides))
    return GlyphPair(junction(open, ascii: false), ascii: junction(open, ascii: true))
  }

  static func spinner(frame: Int, options: RenderOptions) -> String {
    let frames = options.glyph(spinnerFrames) == spinnerFrames.ascii ? asciiSpinner : unicodeSpinner
    return frames[((frame % frames.count) + frames.count) % frames.count]
  }

  /// The spinner's frames one by one, split once (splitting at every frame was a twentieth of
  /// drawing one).
  private static let asciiSpinner = spinnerFrames.ascii.map { String($0) }
  private static let unicodeSpinner = spinnerFrames.emoji.map { String($0) }

  /// The line glyph of a room from its open sides. North is drawn below (north = row + 1, as
  /// the original), so "up" on screen is the south side.
  static func junction(_ open: DirectionSet, ascii: Bool) -> String {
    let up = open.contains(.south)
    let down = open.contains(.north)
    let left = open.contains(.west)
    let right = open.contains(.east)
    if ascii {
      let vertical = up || down
      let horizontal = left || right
      if vertical && horizontal { return "+" }
      if vertical { return "|" }
      if horizontal { return "-" }
      return "o"
    }
    switch (up, down, left, right) {
    case (false, false, false, false): return "·"
    case (true, false, false, false): return "╵"
    case (false, true, false, false): return "╷"
    case (false, false, true, false): return "╴"
    case (false, false, false, true): return "╶"
    case (true, true, false, false): return "│"
    case (false, false, true, true): return "─"
    case (true, false, false, true): return "└"
    case (true, false, true, false): return "┘"
    case (false, true, false, true): return "┌"
    case (false, true, true, false): return "┐"
    case (true, true, false, true): return "├"
    case (true, true, true, false): return "┤"
    case (true, false, true, true): return "┴"
    case (false, true, true, true): return "┬"
    case (true, true, true, true): return "┼"
    }
  }

  /// The two columns of one room in the detail view.
  static func tile(_ cell: MazeCell, options: RenderOptions, marked: Bool, start: Bool = false) -> String {
    let eastOpen = cell.openSides.contains(.east)
    let link = eastOpen ? options.glyph(Glyphs.horizontalLine) : (marked ? "*" : " ")
    // The start room: an S (the original's start keeps coordinates (0, 0)).
    if start && cell.type == .empty { return "S" + link }
    switch cell.type {
    case .door: return room(door, link: link, options)
    case .exit: return room(exit, link: link, options)
    case .empty: return options.glyph(junctions[Int(cell.openSides.rawValue)]) + link
    case nil: return "  "
    }
  }

  /// A marked room's tile: an emoji fills both columns; an ASCII letter leaves the second to
  /// the corridor east.
  private static func room(_ glyph: GlyphPair, link: String, _ options: RenderOptions) -> String {
    let text = glyph.resolve(options)
    return GlyphWidth.of(text.prefix(1)) == 2 ? text : text.prefix(1) + link
  }

  /// A braille character from a 2×4 dot mask (bit i = dot i in Unicode's order).
  static func braille(_ dots: UInt8) -> String { String(Character(Unicode.Scalar(0x2800 + UInt32(dots))!)) }

  /// Unicode's dot numbering for braille: (column, row) -> bit.
  static func brailleBit(column: Int, row: Int) -> UInt8 {
    switch (column, row) {
    case (0, 3): return 1 << 6
    case (1, 3): return 1 << 7
    case (0, _): return 1 << UInt8(row)
    default: return 1 << UInt8(row + 3)
    }
  }

  /// One ASCII character for a column of four rooms (bit 0 = top): where the known rooms sit
  /// in the character cell.
  static func asciiColumn(_ rows: UInt8) -> String {
    switch rows & 0xF {
    case 0: return " "
    case 0b0001, 0b0011: return "'"
    case 0b0010, 0b0100, 0b0110: return "-"
    case 0b1000, 0b1100: return "."
    case 0b0101, 0b1001, 0b1010: return ":"
    default: return "|"
    }
  }
}
