import ArcadeKit
import Testing

/// A scene that fills the screen edge to edge with wide glyphs and letters, so anything of it
/// left next to the help box shows.
private final class BusyScene: Scene {
  var snapshot: StateSnapshot { StateSnapshot() }
  let lines: Int
  let wide: Bool
  init(helpLines: Int = 3, wide: Bool = false) {
    lines = helpLines
    self.wide = wide
  }
  var info: SceneInfo {
    SceneInfo(
      title: "Busy",
      helpEntries: [HelpEntry(keys: "x", help: "does x")],
      helpText: (1...self.lines).map {
        "Help line \($0)." + (self.wide ? String(repeating: " wide", count: 12) : "")
      })
  }
  func render(into canvas: inout Canvas, context: SceneContext) {
    for y in 0..<canvas.height {
      // Odd rows start one column later, so wide glyphs straddle both borders on some rows.
      canvas.put(String(repeating: "🧟F", count: canvas.width), x: y % 2, y: y)
    }
  }
  func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .ignored }
}

@Suite("Help overlay")
struct HelpOverlayTests {
  /// The rows of the box with one cell around it.
  private func frameRows(_ h: Harness) throws -> (box: Rect, rows: [String]) {
    let canvas = h.canvas
    let lines = canvas.lines
    let top = try #require(lines.firstIndex { $0.contains("Help — Busy") })
    let bottom = try #require(lines.lastIndex { $0.contains("any key closes") })
    let left = try #require((0..<canvas.width).first { canvas[$0, top].text == "╭" })
    let right = try #require((left..<canvas.width).first { canvas[$0, top].text == "╮" })
    let box = Rect(x: left, y: top, width: right - left + 1, height: bottom - top + 1)
    var rows: [String] = []
    for y in (top - 1)...(bottom + 1) {
      var row = ""
      for x in (left - 1)...(right + 1) where !canvas[x, y].isContinuation { row += canvas[x, y].text }
      rows.append(row)
    }
    return (box, rows)
  }

  @Test("a box nearly as wide as the screen owns its rows whole: no sliver of the screen beside it")
  func noSliversBesideAWideBox() throws {
    let h = Harness(BusyScene(helpLines: 40, wide: true), size: Size(width: 80, height: 24))
    h.press(.char("?"))
    let (box, _) = try frameRows(h)
    let canvas = h.canvas
    for y in (box.y - 1)...box.maxY {
      let beside =
        (0..<(box.x - 1)).map { canvas[$0, y].text } + ((box.maxX + 1)..<80).map { canvas[$0, y].text }
      #expect(beside.allSatisfy { $0 == " " }, "row \(y) shows the screen below beside the box: \(beside)")
    }
  }

  @Test("a help that fits closes on any key, arrows and j/k included")
  func fittingHelpClosesOnArrows() {
    for key in [Key.down, .up, .char("j"), .char("k")] {
      let h = Harness(BusyScene(), size: Size(width: 80, height: 24))
      h.press(.char("?"))
      #expect(h.screen.contains("any key closes"))
      h.press(key)
      #expect(!h.screen.contains("any key closes"), "\(key) left the help open")
    }
  }

  @Test("the overlay owns a blank cell all around its box: nothing below touches the border")
  func blankFrameAroundTheBox() throws {
    let h = Harness(BusyScene(), size: Size(width: 80, height: 24))
    h.press(.char("?"))
    let (box, rows) = try frameRows(h)
    #expect(rows.first!.allSatisfy { $0 == " " }, "row above: \(rows.first!)")
    #expect(rows.last!.allSatisfy { $0 == " " }, "row below: \(rows.last!)")
    for row in rows.dropFirst().dropLast() {
      #expect(row.first == " " && row.last == " ", "a side of the frame shows the screen below: \(row)")
    }
    let canvas = h.canvas
    for y in (box.y - 1)...box.maxY {
      // The frame's left cell is no right half, and the cell after its right one is none.
      #expect(!canvas[box.x - 1, y].isContinuation, "half a glyph at the frame's left on row \(y)")
      #expect(!canvas[box.maxX + 1, y].isContinuation, "half a glyph at the frame's right on row \(y)")
    }
    #expect(!h.screen.contains("F│") && !h.screen.contains("│F"))
  }

  @Test("a long help scrolls, stops at its last line, and the frame stays blank at every size")
  func longHelpScrollsWithinBounds() throws {
    let h = Harness(BusyScene(helpLines: 40), size: Size(width: 40, height: 12))
    h.press(.char("?"))
    #expect(h.contains("scroll"))
    for _ in 0..<100 { h.press(.down) }
    #expect(h.contains("Help line 40."))
    let (_, rows) = try frameRows(h)
    #expect(rows.first!.allSatisfy { $0 == " " } && rows.last!.allSatisfy { $0 == " " })
    h.press(.up)
    #expect(!h.contains("Help line 40."), "one line up after the end shows the line before")
  }

  @Test("PgDn, PgUp, Home and End scroll a long help by pages instead of closing it")
  func pageKeysScroll() {
    let h = Harness(BusyScene(helpLines: 40), size: Size(width: 80, height: 24))
    h.press(.char("?"))
    #expect(h.contains("PgUp PgDn scroll"))
    #expect(h.contains("Help line 1.") && !h.contains("Help line 30."))
    h.press(.pageDown)
    #expect(h.contains("any key closes"), "PgDn closed the help")
    #expect(!h.contains("Help line 1."), "PgDn did not scroll a page")
    h.press(.end)
    #expect(h.contains("Help line 40."))
    h.press(.pageUp)
    #expect(!h.contains("Help line 40.") && h.contains("any key closes"))
    h.press(.home)
    #expect(h.contains("Help line 1."))
    h.press(.char("x"))
    #expect(!h.contains("any key closes"), "another key still closes it")
  }

  @Test("rendering the overlay twice changes nothing it shows")
  func renderIsPure() {
    let h = Harness(BusyScene(helpLines: 40), size: Size(width: 40, height: 12))
    h.press(.char("?"))
    let first = h.canvas
    #expect(h.canvas == first)
  }

  @Test(
    "screen-reader mode: help is plain words, no frame, its rows its own; the cursor at its text, which it says"
  )
  func screenReaderHelpIsWords() {
    let h = Harness(BusyScene(), size: Size(width: 80, height: 24), options: RenderOptions(ascii: true))
    h.stack.screenReader = true
    h.press(.char("?"))
    let lines = h.lines
    let title = lines.firstIndex { $0.contains("Help: Busy") }!
    let end = lines.firstIndex { $0.contains("any key closes") }!
    for line in lines[(title - 1)...(end + 1)] {
      #expect(!line.contains("+") && !line.contains("|") && !line.contains("--"), "no box art: \(line)")
      #expect(!line.contains("??F"), "nothing of the screen below beside it: \(line)")
    }
    let cursor = h.canvas.cursor!
    #expect(lines[cursor.y].dropFirst(cursor.x).hasPrefix("x"), "at the first key of the help")
    let speech = h.stack.speech()!
    #expect(speech.status == "Help for Busy, from the cursor on. Any other key closes it.")
    #expect(
      speech.look == "Help for Busy: x: does x; ?/F1: this help; Esc/q: quit; ^L: repaint the screen;"
        + " l: look: where things are; ^P: the news before, newest first."
        + " Help line 1. Help line 2. Help line 3.", "the stack's query keys too; no m where there is no map")
  }

  @Test("screen-reader mode: the pause is words without a frame, said on the status line")
  func screenReaderPause() {
    let h = Harness(BusyScene(), size: Size(width: 80, height: 24), options: RenderOptions(ascii: true))
    h.stack.screenReader = true
    h.stack.push(PauseOverlay())
    #expect(!h.screen.contains("+--"))
    #expect(
      h.lines[23]
        == TextLayout.pad("Paused: the game is hidden and its clock stands still. Any key resumes.", to: 80))
    #expect(h.canvas.cursor == Point(x: 0, y: 23))
  }
}
