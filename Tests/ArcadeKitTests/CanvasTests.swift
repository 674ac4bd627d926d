import ArcadeKit
import Testing

@Suite("Canvas")
struct CanvasTests {
  @Test("text is clipped at the right edge")
  func clipsAtRightEdge() {
    var c = Canvas(size: Size(width: 5, height: 1))
    c.put("abcdefgh", x: 2, y: 0)
    #expect(c.lines == ["  abc"])
  }

  @Test("text starting left of the canvas shows only its visible part")
  func clipsAtLeftEdge() {
    var c = Canvas(size: Size(width: 4, height: 1))
    c.put("abcdef", x: -2, y: 0)
    #expect(c.lines == ["cdef"])
  }

  @Test("rows outside the canvas are ignored")
  func rowsOutsideIgnored() {
    var c = Canvas(size: Size(width: 3, height: 1))
    c.put("abc", x: 0, y: 1)
    c.put("abc", x: 0, y: -1)
    #expect(c.lines == ["   "])
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

  @Test("a wide glyph that would straddle the edge becomes a blank")
  func wideGlyphAtEdge() {
    var c = Canvas(size: Size(width: 3, height: 1))
    c.put("ab🧟", x: 0, y: 0)
    #expect(c.lines == ["ab "])
    #expect(!c[2, 0].isContinuation)
  }

  @Test("a wide glyph never straddles a limit column either")
  func wideGlyphAtLimit() {
    var c = Canvas(size: Size(width: 6, height: 1))
    c.put("a🧟🧟", x: 0, y: 0, limit: 4)
    #expect(c.lines == ["a🧟   "])
    #expect(c[3, 0].text == " ")
    #expect(!c[4, 0].isContinuation)
  }

  @Test("writing into the right half of a wide glyph blanks its left half")
  func overwriteRightHalf() {
    var c = Canvas(size: Size(width: 4, height: 1))
    c.put("🧟", x: 0, y: 0)
    c.put("x", x: 1, y: 0)
    #expect(c.lines == [" x  "])
    #expect(!c[1, 0].isContinuation)
  }

  @Test("writing into the left half of a wide glyph blanks its right half")
  func overwriteLeftHalf() {
    var c = Canvas(size: Size(width: 4, height: 1))
    c.put("🧟", x: 1, y: 0)
    c.put("x", x: 1, y: 0)
    #expect(c.lines == [" x  "])
    #expect(!c[2, 0].isContinuation)
  }

  @Test("a wide glyph over another wide glyph's right half keeps the row aligned")
  func wideOverWide() {
    var c = Canvas(size: Size(width: 5, height: 1))
    c.put("🧟", x: 0, y: 0)
    c.put("🆘", x: 1, y: 0)
    #expect(c.lines == [" 🆘  "])
    #expect(GlyphWidth.of(c.lines[0]) == 5)
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

  @Test("a wide glyph whose right half lies under the left edge is blanked whole")
  func wideGlyphCutByTheLeftEdge() {
    var c = Canvas(size: Size(width: 6, height: 1))
    c.put("a🧟bcd", x: 0, y: 0)  // the zombie takes columns 1 and 2
    c.clear(Rect(x: 2, y: 0, width: 2, height: 1))
    #expect(c.lines == ["a   cd"])
    #expect(!c[1, 0].isContinuation && !c[2, 0].isContinuation)
  }

  @Test("a wide glyph whose left half lies under the right edge is blanked whole")
  func wideGlyphCutByTheRightEdge() {
    var c = Canvas(size: Size(width: 6, height: 1))
    c.put("abc🧟d", x: 0, y: 0)  // the zombie takes columns 3 and 4
    c.clear(Rect(x: 1, y: 0, width: 3, height: 1))
    #expect(c.lines == ["a    d"])
    #expect(!c[4, 0].isContinuation)
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
