import ArcadeGlyphs
import ArcadeKit
import Testing

@Suite("Canvas")
struct CanvasTests {
  /// One row drawn by a few `put`s: (text, x, y, limit).
  struct PutCase: CustomTestStringConvertible, Sendable {
    var rule: String
    var width: Int
    var puts: [(text: String, x: Int, y: Int, limit: Int?)]
    /// Blanked after the puts.
    var clearing: Rect? = nil
    var row: String
    var testDescription: String { rule }
  }

  static let putCases = [
    PutCase(
      rule: "text is clipped at the right edge", width: 5, puts: [("abcdefgh", 2, 0, nil)], row: "  abc"),
    PutCase(
      rule: "text starting left of the canvas shows only its visible part", width: 4,
      puts: [("abcdef", -2, 0, nil)], row: "cdef"),
    PutCase(
      rule: "rows outside the canvas are ignored", width: 3, puts: [("abc", 0, 1, nil), ("abc", 0, -1, nil)],
      row: "   "),
    PutCase(
      rule: "a wide glyph that would straddle the edge becomes a blank", width: 3, puts: [("ab🧟", 0, 0, nil)],
      row: "ab "),
    PutCase(
      rule: "a wide glyph never straddles a limit column either", width: 6, puts: [("a🧟🧟", 0, 0, 4)],
      row: "a🧟   "),
    PutCase(
      rule: "writing into the right half of a wide glyph blanks its left half", width: 4,
      puts: [("🧟", 0, 0, nil), ("x", 1, 0, nil)], row: " x  "),
    PutCase(
      rule: "writing into the left half of a wide glyph blanks its right half", width: 4,
      puts: [("🧟", 1, 0, nil), ("x", 1, 0, nil)], row: " x  "),
    PutCase(
      rule: "a wide glyph over another wide glyph's right half keeps the row aligned", width: 5,
      puts: [("🧟", 0, 0, nil), ("🆘", 1, 0, nil)], row: " 🆘  "),
    PutCase(
      rule: "a wide glyph whose right half lies under a cleared rectangle's left edge is blanked whole",
      width: 6, puts: [("a🧟bcd", 0, 0, nil)], clearing: Rect(x: 2, y: 0, width: 2, height: 1), row: "a   cd"),
    PutCase(
      rule: "a wide glyph whose left half lies under a cleared rectangle's right edge is blanked whole",
      width: 6, puts: [("abc🧟d", 0, 0, nil)], clearing: Rect(x: 1, y: 0, width: 3, height: 1), row: "a    d"),
  ]

  @Test("drawing text keeps every glyph whole and the row its width", arguments: putCases)
  func put(_ example: PutCase) {
    var c = Canvas(size: Size(width: example.width, height: 1))
    for put in example.puts { c.put(put.text, x: put.x, y: put.y, limit: put.limit) }
    if let rect = example.clearing { c.clear(rect) }
    #expect(c.lines == [example.row])
    #expect(GlyphWidth.of(c.lines[0]) == example.width)
    // A continuation cell only ever follows a wide glyph.
    for x in 0..<example.width where c[x, 0].isContinuation {
      #expect(x > 0 && GlyphWidth.of(c[x - 1, 0].text) == 2, "column \(x)")
    }
  }

  @Test(
    "plain text (a cell per scalar) draws the same cells and ends at the same column as any text",
    arguments: ["", "a", "abc def", "╔═╗ ║╚═╝", "é—→ ↑↓ ·"])
  func plainTextMatchesTheGeneralPath(_ text: String) {
    #expect(GlyphWidth.isPlainNarrow(text))
    // A trailing zero-width space makes the text not plain, so it takes the general path; it
    // draws nothing itself.
    let general = text + "\u{200B}"
    #expect(!GlyphWidth.isPlainNarrow(general))
    for x in -3...7 {
      for limit in [nil, 0, 2, 5, 7] as [Int?] {
        var plain = Canvas(size: Size(width: 7, height: 1))
        var other = plain
        plain.put("🧟🧟🧟", x: 0, y: 0)
        other.put("🧟🧟🧟", x: 0, y: 0)
        let plainEnd = plain.put(text, x: x, y: 0, style: .title, limit: limit)
        let otherEnd = other.put(general, x: x, y: 0, style: .title, limit: limit)
        #expect(plain == other, "x \(x), limit \(String(describing: limit))")
        #expect(plainEnd == otherEnd, "x \(x), limit \(String(describing: limit))")
      }
    }
  }

  @Test("a wide glyph takes two cells, the right one a continuation")
  func wideGlyphTakesTwoCells() {
    var c = Canvas(size: Size(width: 4, height: 1))
    let end = c.put("🧟x", x: 0, y: 0)
    #expect(end == 3)
    #expect(c[0, 0].text == "🧟")
    #expect(c[1, 0].isContinuation)
    #expect(c.lines == ["🧟x "])
  }

  @Test("every row is exactly the canvas width in columns, whatever was drawn")
  func rowsKeepTheirWidth() {
    var c = Canvas(size: Size(width: 7, height: 2))
    c.put("a🧟b🆘c🚶", x: -1, y: 0)
    c.put("漢字漢字", x: 1, y: 1)
    for line in c.lines { #expect(GlyphWidth.of(line) == 7) }
  }

  @Test("fill covers exactly its rectangle, in its style")
  func fill() {
    var c = Canvas(size: Size(width: 4, height: 3))
    c.fill(Rect(x: 1, y: 1, width: 2, height: 5), with: "#", style: .selection)
    #expect(c.lines == ["    ", " ## ", " ## "])
    #expect(c[1, 1].style == .selection)
    #expect(c[0, 1].style == .normal)
  }

  @Test("a box has corners, edges and a title")
  func boxDrawing() {
    var c = Canvas(size: Size(width: 12, height: 3))
    c.box(Rect(x: 0, y: 0, width: 12, height: 3), glyphs: .ascii, title: "Hi")
    #expect(c.lines == ["+- Hi -----+", "|          |", "+----------+"])
  }

  @Test("putCentered centres by display width")
  func centred() {
    var c = Canvas(size: Size(width: 8, height: 1))
    c.putCentered("🧟🧟", y: 0)
    #expect(c.lines == ["  🧟🧟  "])
  }

  @Test("text trims trailing blanks of each row")
  func textTrims() {
    var c = Canvas(size: Size(width: 5, height: 2))
    c.put("ab", x: 0, y: 0)
    #expect(c.text == "ab\n")
  }

  @Test("ASCII folding replaces every non-ASCII cell and keeps widths")
  func asciiFold() {
    var c = Canvas(size: Size(width: 8, height: 1))
    c.put("↑🧟—x", x: 0, y: 0)
    let folded = c.foldedToASCII()
    #expect(folded.lines == ["^??-x   "])
    #expect(folded.lines[0].utf8.allSatisfy { $0 < 0x80 })
  }

  @Test("ASCII folding reads an accented letter as its base letter, so it is not the '?' mark")
  func asciiFoldAccents() {
    var c = Canvas(size: Size(width: 10, height: 1))
    c.put("Là Çé e\u{301}ñ", x: 0, y: 0)
    #expect(c.foldedToASCII().lines == ["La Ce en  "])
  }

  @Test("fill and box outside the canvas do nothing (no trap)")
  func drawingOutsideIsHarmless() {
    var c = Canvas(size: Size(width: 4, height: 3))
    c.fill(Rect(x: 0, y: 5, width: 3, height: 2), with: "#")
    c.fill(Rect(x: 6, y: 0, width: 3, height: 3), with: "#")
    c.box(Rect(x: 2, y: 4, width: 6, height: 6), glyphs: .ascii)
    c.fill(Rect(x: -5, y: -5, width: 2, height: 2), with: "#")
    #expect(c.lines == ["    ", "    ", "    "])
  }
}

@Suite("Canvas clear")
struct CanvasClearTests {
  @Test("clear blanks every cell of the rectangle and keeps the rest")
  func clearsTheRectangle() {
    var c = Canvas(size: Size(width: 6, height: 3))
    for y in 0..<3 { c.put("abcdef", x: 0, y: y) }
    c.clear(Rect(x: 1, y: 1, width: 3, height: 5))
    #expect(c.lines == ["abcdef", "a   ef", "a   ef"])
  }

  @Test("a rectangle partly outside the canvas clears only what is inside, never traps")
  func clearOutsideTheCanvas() {
    var c = Canvas(size: Size(width: 3, height: 2))
    c.put("abc", x: 0, y: 0)
    c.put("abc", x: 0, y: 1)
    c.clear(Rect(x: -2, y: -1, width: 4, height: 2))
    #expect(c.lines == ["  c", "abc"])
    c.clear(Rect(x: 5, y: 5, width: 2, height: 2))
    #expect(c.lines == ["  c", "abc"])
  }
}
