import ArcadeGeometry
import ArcadeKit
import MazeModel
import Testing

@testable import ArcadeScenes

@Suite("Maze overview growth")
struct MazeOverviewGrowthTests {
  @Test(
    "while a reveal adds rooms the overview moves only when its middle crosses a block or its zoom halves, never at each room; the whole maze is centred as before"
  )
  func growsInPlace() {
    let scene = simulatedMazeScene(settings: MazeSettings())
    let h = Harness(scene)
    h.press(.char("g"))
    let area = MazeScene.mazeArea(h.stack.size)
    var layouts: [MazeOverview.Layout] = []
    var frames = 0
    for _ in 0..<3000 where scene.phase.isRunning {
      h.advance(by: 0.1)
      guard !scene.grid.isEmpty else { continue }
      frames += 1
      let layout = MazeOverview.layout(of: scene.grid, in: area, options: RenderOptions(), growing: true)
      if layout != layouts.last { layouts.append(layout) }
    }
    #expect(!scene.phase.isRunning)
    #expect(frames > 20)
    // Zoom 2 (walls shown), halved only when outgrown; a handful of layouts for the whole reveal.
    #expect(layouts.first?.zoom == 2)
    #expect(zip(layouts, layouts.dropFirst()).allSatisfy { $0.zoom >= $1.zoom })
    #expect(layouts.count <= 8, "\(layouts.count) layouts over \(frames) frames")
    #expect(layouts.allSatisfy { $0.rect == area })
    let whole = MazeOverview.layout(of: scene.grid, in: area, options: RenderOptions(), growing: false)
    let (rect, scale, zoom) = MazeOverview.frame(of: scene.grid, in: area, options: RenderOptions())
    #expect(
      whole
        == MazeOverview.Layout(
          rect: rect, origin: GridPoint(row: scene.grid.minRow, col: scene.grid.minCol), scale: scale,
          zoom: zoom))
  }
}

@Suite("Maze overview moves")
struct MazeOverviewMoveTests {
  let area = Rect(x: 0, y: 1, width: 80, height: 20)

  func growing(_ row: Int, _ col: Int, zoom: Int = 2) -> MazeOverview.Layout {
    MazeOverview.Layout(rect: area, origin: GridPoint(row: row, col: col), scale: 1, zoom: zoom)
  }

  func centred(_ row: Int, _ col: Int, zoom: Int = 2) -> MazeOverview.Layout {
    MazeOverview.Layout(
      rect: Rect(x: 9, y: 3, width: 63, height: 15), origin: GridPoint(row: row, col: col), scale: 1,
      zoom: zoom)
  }

  @Test(
    "a move by whole cells both up and across is drawn rows first: the picture where it ends vertically, where it was across"
  )
  func bothWaysRowsFirst() throws {
    // From: the start room's first dot at row 40, column 80 of the area; to: row 36, column 86.
    let step = try #require(
      MazeOverview.rowsFirst(
        from: growing(-20, -40), to: centred(-14, -34), area: area, options: RenderOptions()))
    #expect(step == growing(-18, -40))
  }

  @Test("a move along one axis, by half a cell, or with a new zoom is drawn at once: ncurses draws it alone")
  func otherChangesAtOnce() {
    let options = RenderOptions()
    // Only down: (36, 80).
    #expect(
      MazeOverview.rowsFirst(from: growing(-20, -40), to: centred(-14, -31), area: area, options: options)
        == nil)
    // Half a cell down (2 dots): every character changes anyway.
    #expect(
      MazeOverview.rowsFirst(from: growing(-20, -40), to: centred(-15, -34), area: area, options: options)
        == nil)
    #expect(
      MazeOverview.rowsFirst(
        from: growing(-20, -40), to: centred(-14, -34, zoom: 3), area: area, options: options)
        == nil)
  }

  @Test(
    "seed 7 at 80×24: the reveal's end moves the picture up and across; the frame after the last answer has it moved up, the next (at once) across, and that one is the whole maze centred"
  )
  func revealEndsInTwoFrames() throws {
    let scene = simulatedMazeScene(env: testEnvironment(seed: 7), settings: MazeSettings())
    let h = Harness(scene)
    let frames = FrameLog()
    h.loop.observer = frames
    h.loop.drawsFrames = true
    h.press(.char("g"))
    for _ in 0..<400 where scene.phase.isRunning { h.advance(by: 0.25) }
    #expect(scene.phase == .finished)
    h.advance(by: 1)
    let done = try #require(frames.lines.firstIndex { $0[0].contains("done in") })
    try #require(frames.lines.count > done + 1)
    let (before, step, final) = (frames.lines[done - 1], frames.lines[done], frames.lines[done + 1])
    #expect(final == h.lines)
    let rows = 1...20
    // Across: every row of the step is the final's, moved sideways by the same few columns.
    let shifts = rows.compactMap { y -> Int? in
      guard let a = drawing(step[y]), let b = drawing(final[y]) else { return nil }
      return a.text == b.text ? b.start - a.start : nil
    }
    #expect(shifts.count == rows.filter { drawing(step[$0]) != nil }.count)
    let across = try #require(shifts.first)
    #expect(across != 0 && shifts.allSatisfy { $0 == across })
    // Up: most rows of the last growing frame are rows of the step, a whole row higher or lower
    // (the last answers changed a few).
    let moved = rows.filter { y in
      drawing(before[y]) != nil && rows.contains { $0 != y && step[$0] == before[y] }
    }
    #expect(moved.count >= 10, "\(moved.count) rows moved")
  }
}

/// Where a line's drawing starts and what it is, if it has one.
private func drawing(_ line: String) -> (start: Int, text: String)? {
  let characters = Array(line)
  guard let first = characters.firstIndex(where: { $0 != " " }),
    let last = characters.lastIndex(where: { $0 != " " })
  else { return nil }
  return (first, String(characters[first...last]))
}

/// The frames a run loop presented, as lines.
private final class FrameLog: RunLoopObserver {
  var lines: [[String]] = []
  func loopWillDeliver(_ event: InputEvent) {}
  func loopWillSuspend() {}
  func loopDidResume() {}
  func loopDidPresent(_ canvas: Canvas) { lines.append(canvas.lines) }

  @Test(
    "each frame of a reveal shows the overview as drawn whole from the grid, though only the characters over new rooms are drawn again",
    arguments: [false, true])
  func keptDrawingIsTheWholeDrawing(ascii: Bool) {
    let scene = simulatedMazeScene(env: testEnvironment(seed: 7), settings: MazeSettings())
    let h = Harness(scene, options: RenderOptions(ascii: ascii))
    h.press(.char("g"))
    let area = MazeScene.mazeArea(h.stack.size)
    var compared = 0
    for _ in 0..<400 where scene.phase.isRunning || compared == 0 {
      h.advance(by: 0.25)
      guard !scene.grid.isEmpty else { continue }
      let shown = h.stack.draw()
      var whole = Canvas(size: shown.size)
      MazeOverview.render(
        scene.grid, into: &whole, area: area, options: h.stack.options, recentFrom: nil,
        growing: scene.phase.isRunning, drawnAt: scene.overviewStep)
      let rows = area.y * shown.width..<area.maxY * shown.width
      #expect(shown.cells[rows] == whole.cells[rows], "frame \(compared)")
      compared += 1
    }
    #expect(compared > 20)
  }
}
