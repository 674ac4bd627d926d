import ArcadeKit
import Testing

@Suite("Cells")
struct CellTests {
  @Test(
    "a cell gives back the text it was given, one scalar or a whole cluster",
    arguments: [
      " ", "a", "é", "e\u{301}", "⬛", "🧟", "🇫🇷", "👍🏽", "#️⃣", "", "\u{0}", "字", "\u{10FFFF}",
    ])
  func textRoundTrips(_ text: String) {
    let cell = Cell(text, style: .title)
    #expect(Array(cell.text.unicodeScalars) == Array(text.unicodeScalars))
    #expect(cell.style == .title)
    var changed = Cell("x")
    changed.text = text
    #expect(Array(changed.text.unicodeScalars) == Array(text.unicodeScalars))
  }

  @Test("equal text and style make equal cells; any difference tells them apart")
  func equality() {
    #expect(Cell("🇫🇷") == Cell("🇫🇷"))
    #expect(Cell("🇫🇷") != Cell("🇩🇪"))
    #expect(Cell("a") != Cell("b"))
    #expect(Cell("") != Cell("\u{0}"), "a continuation's empty text is not a NUL")
    #expect(Cell("a", style: .title) != Cell("a"))
    #expect(Cell("", isContinuation: true) != Cell(""))
    #expect(Set([Cell("🇫🇷"), Cell("🇫🇷"), Cell("a")]).count == 2)
  }

  @Test("the single scalar is offered without a string; a cluster or an empty text has none")
  func scalar() {
    #expect(Cell("a").scalar == "a")
    #expect(Cell("🧟").scalar == "🧟")
    #expect(Cell("🇫🇷").scalar == nil)
    #expect(Cell("").scalar == nil)
  }

  /// A screen of cells is plain memory: no reference to count when it is copied or freed.
  @Test("a cell is 8 bytes and holds no reference")
  func plainMemory() {
    #expect(MemoryLayout<Cell>.stride == 8)
    #expect(_isPOD(Cell.self))
  }

  @Test("a canvas gives back the clusters drawn into it")
  func canvasKeepsClusters() {
    var canvas = Canvas(size: Size(width: 6, height: 1))
    canvas.put("a🇫🇷e\u{301}", x: 0, y: 0)  // a flag is one column, as glibc says
    #expect(canvas.lines == ["a🇫🇷e\u{301}   "])
    #expect(canvas[1, 0].text == "🇫🇷" && canvas[2, 0].text == "e\u{301}")
  }
}
