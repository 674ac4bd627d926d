import ArcadeRandom
import ArcadeKit
import MazeModel
import MazeServer
import Testing

@testable import ArcadeScenes

/// The rows of the maze area (under the title, above the status lines) that show something.
private func drawnRows(_ h: Harness) -> [Int] {
  let area = MazeScene.mazeArea(h.stack.size)
  return (area.y..<area.maxY).filter { h.lines[$0].contains { $0 != " " } }
}

@Suite("Maze detail view")
struct MazeDetailViewTests {
  @Test("the start room is marked S in the detail view and in the overview")
  func startMarked() {
    let scene = simulatedMazeScene(settings: MazeSettings(width: 21, height: 15, latencyScale: 0))
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    let area = MazeScene.mazeArea(h.stack.size)
    #expect(h.lines[area.y..<area.maxY].joined().filter { $0 == "S" }.count == 1, "overview")
    h.press(.char("v"))
    h.advance(by: 1)  // past the newest rooms' highlight
    let row = 0 - scene.topLeft.row + area.y
    let column = 2 * (0 - scene.topLeft.col)
    #expect(h.canvas[column, row].text == "S", "detail: the start room's own square")
    #expect(h.canvas[column, row].style.role == .accent)
  }

  @Test(
    "a maze that fits is drawn whole, not clipped with blank rows (21×15: v then g, and after c)",
    arguments: [false, true])
  func fittingMazeIsWhole(centreAfter: Bool) {
    let scene = simulatedMazeScene(
      env: testEnvironment(seed: 4), settings: MazeSettings(width: 21, height: 15))
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("v"), .char("g"))
    #expect(h.finishExploration(scene))
    if centreAfter { h.press(.char("c")) }
    let grid = scene.grid
    let area = MazeScene.mazeArea(h.stack.size)
    #expect(grid.rowCount <= area.height && grid.columnCount <= MazeDetailView.tilesWide(area))
    #expect(scene.topLeft.row <= grid.minRow && grid.maxRow < scene.topLeft.row + area.height)
    #expect(
      scene.topLeft.col <= grid.minCol && grid.maxCol < scene.topLeft.col + MazeDetailView.tilesWide(area))
    #expect(drawnRows(h).count == grid.rowCount, "every row of the maze is on screen")
  }

  @Test("scrolling stops at the maze's edges and never slides it under the status lines")
  func scrollingIsBounded() {
    let scene = simulatedMazeScene(settings: MazeSettings(width: 63, height: 63, latencyScale: 0))
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    h.press(.char("v"))
    let area = MazeScene.mazeArea(h.stack.size)
    let status = Array(h.lines[area.maxY...])
    for (key, edge) in [(Key.up, area.y), (Key.down, area.maxY - 1)] {
      for _ in 0..<200 { h.press(key) }
      #expect(drawnRows(h).count == area.height, "the view stays full of maze (\(key))")
      #expect(drawnRows(h).contains(edge))
      #expect(Array(h.lines[area.maxY...]) == status, "the status lines stay as they were")
    }
    for key in [Key.left, Key.right] {
      for _ in 0..<200 { h.press(key) }
      let grid = scene.grid
      let wide = MazeDetailView.tilesWide(area)
      #expect(scene.topLeft.col >= grid.minCol && scene.topLeft.col + wide - 1 <= grid.maxCol)
    }
  }

  @Test("the footer keeps ? help and mentions c at 80 and at 60 columns", arguments: [80, 60])
  func footerKeepsHelp(width: Int) {
    let scene = simulatedMazeScene(settings: instantMaze)
    let h = Harness(scene, size: Size(width: width, height: 24), options: RenderOptions(ascii: true))
    for _ in 0..<2 {
      let footer = h.lines[23]
      #expect(footer.contains("? help"), "\(footer)")
      #expect(footer.contains("q quit"), "the maze is the first scene here: \(footer)")
      #expect(footer.contains("c "), "\(footer)")
      h.press(.char("v"))
    }
  }

  @Test("c from the overview opens the detail view on the start room")
  func centreOpensDetail() {
    let scene = simulatedMazeScene(settings: MazeSettings(width: 63, height: 63, latencyScale: 0))
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    h.press(.char("c"))
    #expect(h.lines[0].hasSuffix("detail"))
    #expect(h.lines[1...20].joined().contains("S"))
  }

  @Test("render changes nothing: drawing at another size does not move where a click lands")
  func renderIsPure() {
    let scene = simulatedMazeScene(settings: instantMaze)
    let h = Harness(scene)
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    let before = (scene.topLeft, scene.view, scene.nextDeadline(context: h.stack))
    var big = Canvas(size: Size(width: 200, height: 60))
    scene.render(into: &big, context: h.stack)
    #expect(scene.topLeft == before.0 && scene.view == before.1)
    #expect(scene.nextDeadline(context: h.stack) == before.2)
    let (frame, _, _) = MazeOverview.frame(
      of: scene.grid, in: MazeScene.mazeArea(h.stack.size), options: RenderOptions())
    h.click(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    #expect(h.lines[0].hasSuffix("detail"), "the click used the terminal's size, not the last canvas")
  }
}

@Suite("Maze time")
struct MazeTimeTests {
  @Test("the server seed comes from the session seed by one rule")
  func seedRule() {
    var random = SeededRandom(seed: 4)
    #expect(MazeSettings.serverSeed(session: 4) == random.next())
    #expect(MazeSettings.serverSeed(session: 4) != MazeSettings.serverSeed(session: 5))
  }

  @Test("during a reveal at the original's latencies the scene wakes once a frame at most (4 a second)")
  func wakesAreBatched() {
    let scene = simulatedMazeScene(settings: MazeSettings())
    let h = Harness(scene)
    h.press(.char("g"))
    var wakes = 0
    let end = h.clock.now + 2
    let most = Int(2 / MazeScene.frameSeconds) + 1
    while wakes <= most, let wakeUp = h.stack.nextWakeUp(), wakeUp.time <= end {
      h.clock.set(wakeUp.time)
      h.stack.handle(wakeUp.timer)
      wakes += 1
    }
    #expect(scene.stats.rooms > 20, "rooms keep arriving")
    #expect(wakes <= most, "more than \(most) wakes in 2 s")
    #expect(scene.stats.inFlight > 0 || scene.phase.isOver)
  }

  @Test("ratio on screen is simulated time ÷ critical path, and stays within 1.10")
  func ratioOnScreen() {
    let scene = simulatedMazeScene(settings: MazeSettings())
    let h = Harness(scene)
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    #expect(scene.phase == .finished)
    #expect(scene.stats.ratio >= 1 && scene.stats.ratio <= 1.10)
    #expect(h.contains("ratio " + Format.fixed(scene.stats.ratio, digits: 2)))
  }
}
