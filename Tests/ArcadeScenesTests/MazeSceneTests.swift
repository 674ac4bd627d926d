import ArcadeGlyphs
import ArcadeGeometry
import ArcadeKit
import MazeModel
import MazeTestDoubles
import MazeServer
import PropertyBased
import Testing

@testable import ArcadeScenes

@Suite("Maze scene")
struct MazeSceneTests {
  @Test("a reveal with no critical path (latency scale 0) shows its ratio as a dash, not 0.00")
  func ratioOfNoTime() {
    let line = MazeStatusText.summary(phase: .finished, stats: ExplorerStats(), options: RenderOptions()).text
    #expect(line.contains("ratio —"))
    let ascii = MazeStatusText.summary(
      phase: .finished, stats: ExplorerStats(), options: RenderOptions(ascii: true)
    ).text
    #expect(ascii.contains("ratio -  "))
  }

  @Test("before the first maze the screen invites to press g and shows the key hints")
  func idleScreen() {
    let h = Harness(
      simulatedMazeScene(settings: instantMaze), options: RenderOptions(ascii: true))
    #expect(h.contains("Press g to generate a maze."))
    #expect(h.lines[23].contains("g new maze"))
    #expect(h.lines[23].contains("? help"))
    #expect(h.stack.nextWakeTime() == nil, "a still screen asks for no timer")
  }

  @Test("while loading, a spinner turns and the elapsed timer ticks as mm:ss")
  func spinnerAndTimer() {
    let service = HandAnsweredMazeService()
    let scene = scriptedMazeScene(service)
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("g"))
    #expect(h.lines[0].contains("| loading 00:00"))
    h.advance(by: MazeScene.tickSeconds)
    #expect(h.lines[0].contains("/ loading 00:00"))
    h.advance(by: MazeScene.tickSeconds)
    #expect(h.lines[0].contains("- loading 00:00"))
    h.advance(by: 130 - 2 * MazeScene.tickSeconds)
    #expect(h.lines[0].contains("loading 02:10"))
    let next = h.stack.nextWakeTime()
    #expect(next != nil && next! - h.clock.now <= 0.25, "the spinner asks for a tick")
  }

  @Test("while the terminal is too small, exploring and the timer both stop, and the notice says so")
  func tooSmallStopsBoth() {
    let service = HandAnsweredMazeService()
    let scene = scriptedMazeScene(service)
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("g"))
    service.answerStart("R0")
    h.advance(by: 0.3)
    #expect(service.pendingIDs == ["R0"])
    h.resize(width: 50, height: 15)
    service.answer(Room(id: "R0", tileURL: "u", type: .empty, exits: RoomExits(east: .room("R1"))))
    h.advance(by: 5)  // game time stands still: nothing is delivered or asked for
    #expect(h.contains("Terminal too small"))
    #expect(h.contains("Exploring and the timer are stopped"))
    #expect(scene.stats.rooms == 0)
    #expect(service.pendingIDs.isEmpty)
    h.resize(width: 80, height: 24)
    #expect(h.lines[0].contains("loading 00:00"), "the timer did not run while the maze was hidden")
    h.advance(by: MazeScene.frameSeconds)
    #expect(scene.stats.rooms == 1)
    h.advance(by: 1)  // the counters follow once a second while loading
    #expect(h.contains("rooms 1 "))
    #expect(service.pendingIDs == ["R1"])
    service.answer(Room(id: "R1", tileURL: "u", type: .empty, exits: RoomExits(west: .room("R0"))))
    h.advance(by: MazeScene.frameSeconds)
    #expect(h.contains("rooms 2 "))
    #expect(h.contains("done in 00:01"))
  }

  @Test("g is ignored while a maze is loading")
  func generateIgnoredWhileLoading() {
    let service = HandAnsweredMazeService()
    let scene = scriptedMazeScene(service)
    let h = Harness(scene)
    h.press(.char("g"))
    h.press(.char("g"), .enter)
    #expect(service.startRequests == 1)
  }

  @Test("rooms appear as they arrive, the newest highlighted for a moment")
  func revealOrder() {
    let service = HandAnsweredMazeService()
    let scene = scriptedMazeScene(service)
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("g"), .char("v"))  // detail view: two columns per room
    service.answerStart("R0")
    h.advance(by: MazeScene.frameSeconds)
    service.answer(Room(id: "R0", tileURL: "u", type: .empty, exits: RoomExits(east: .room("R1"))))
    h.advance(by: MazeScene.frameSeconds)
    #expect(scene.stats.rooms == 1)
    let row = h.lines.firstIndex { $0.contains("S-") }
    #expect(row != nil, "the start room, open to the east, is drawn with its S")
    #expect(!h.lines[1...20].joined().contains("E"))
    h.advance(by: 0.5)
    service.answer(Room(id: "R1", tileURL: "u", type: .exit, exits: RoomExits(west: .room("R0"))))
    h.advance(by: MazeScene.frameSeconds)
    #expect(h.contains("rooms 2 "))
    let line = h.lines[row!]
    let startColumn = line.range(of: "S-E")
    #expect(startColumn != nil, "the exit arrives east of the start")
    h.advance(by: 0.3)  // the start room's moment is over, the exit's is not
    let x = line.distance(from: line.startIndex, to: startColumn!.lowerBound)
    #expect(h.canvas[x, row!].style.role != .highlight)
    #expect(h.canvas[x + 2, row!].style.role == .highlight)
    #expect(h.contains("done in"))
    h.advance(by: 1)
    #expect(h.canvas[x + 2, row!].style.role != .highlight)
    #expect(h.stack.nextWakeTime() == nil, "no timer is left running after the reveal")
  }

  @Test("a whole maze is explored, with live counters and the final ratio line")
  func completesWithStats() {
    let env = testEnvironment(seed: 1)
    let box = ServerBox()
    let scene = simulatedMazeScene(env: env, settings: instantMaze, box: box)
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    let maze = box.server!.currentMaze!
    #expect(scene.grid.count == maze.roomCount)
    #expect(h.contains("+ done in 00:0"))
    #expect(h.contains("rooms \(maze.roomCount)  fetches"))
    #expect(h.contains("in flight 0"))
    #expect(h.lines[22].contains("critical path") && h.lines[22].contains("ratio"))
    #expect(MazeRecordsTable.read(env.records).mazesExplored == 1)
    #expect(scene.invariantViolations().isEmpty)
  }

  @Test("random keys while a maze loads keep the scene's invariants")
  func randomKeysKeepInvariants() async {
    let keys: [Key] = [
      .char("g"), .enter, .char("v"), .tab, .up, .down, .left, .right, .char("c"), .char("x"),
    ]
    await propertyCheck(count: 10, input: Gen.int(in: 0...(keys.count - 1)).array(of: 1...40)) { presses in
      let scene = simulatedMazeScene(settings: MazeSettings(width: 21, height: 21, latencyScale: 0))
      let h = Harness(scene)
      for index in presses {
        h.press(keys[index])
        h.advance(by: 0.1)
        #expect(scene.invariantViolations().isEmpty)
      }
      _ = h.finishExploration(scene)
      #expect(scene.invariantViolations().isEmpty)
    }
  }

  @Test("the overview of a 63×63 maze fits 80×24, one dot per room")
  func overviewFits() {
    let scene = simulatedMazeScene(settings: MazeSettings(width: 63, height: 63, latencyScale: 0))
    let h = Harness(scene)
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    let area = Rect(x: 0, y: 1, width: 80, height: 20)
    let (frame, scale, zoom) = MazeOverview.frame(of: scene.grid, in: area, options: RenderOptions())
    #expect(scale == 1 && zoom == 1)
    #expect(frame.x >= 0 && frame.maxX <= 80 && frame.y >= 1 && frame.maxY <= 21)
    // Every 2×4 block holding a room is drawn (braille, or E for the exit's block).
    var blocks = Set<[Int]>()
    let grid = scene.grid
    for row in grid.minRow...grid.maxRow {
      for col in grid.minCol...grid.maxCol where grid[GridPoint(row: row, col: col)].isKnown {
        blocks.insert([(row - grid.minRow) / 4, (col - grid.minCol) / 2])
      }
    }
    var drawn = 0
    for y in frame.y..<frame.maxY {
      for x in frame.x..<frame.maxX where h.canvas[x, y].text != " " { drawn += 1 }
    }
    #expect(drawn == blocks.count)
    #expect(h.lines[frame.y..<frame.maxY].joined().contains("E"))
  }

  @Test("ASCII and monochrome: both views use ASCII only and the newest rooms carry marks")
  func asciiMonochrome() {
    // Small enough for the detail view to show it whole, newest rooms included.
    let scene = simulatedMazeScene(settings: MazeSettings(width: 21, height: 15, latencyScale: 0))
    let h = Harness(scene, options: RenderOptions(ascii: true, monochrome: true))
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    #expect(h.lines.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } })
    #expect(h.contains("+ done in"))
    h.press(.char("v"))
    #expect(h.lines.allSatisfy { $0.unicodeScalars.allSatisfy { $0.isASCII } })
    #expect(h.lines[1...20].joined().contains("+") || h.lines[1...20].joined().contains("|"))
    #expect(h.lines[1...20].joined().contains("*"), "the newest rooms are marked, not only highlighted")
  }

  @Test("a malformed payload is shown with a key to retry, and g retries the same maze to its end")
  func malformedThenRetry() throws {
    let scene = simulatedMazeScene(settings: instantMaze, injectedFault: .malformedJSON(onFetch: 5))
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    #expect(h.contains("x stopped: press g to retry"))
    #expect(h.lines.last?.hasPrefix(" g retry") == true, "the footer says so too")
    #expect(h.contains("Error: malformed payload"))
    #expect(h.stack.nextWakeTime() == nil || h.stack.nextWakeTime()! - h.clock.now <= 0.6 + 1e-9)
    let failedMaze = try #require(scene.explorer?.startRoomID)
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    #expect(h.contains("done in"))
    #expect(scene.explorer?.startRoomID == failedMaze, "the same maze, from the same start room")
    let retried = scene.stats.rooms
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    #expect(scene.explorer?.startRoomID != failedMaze, "after a finished reveal g is a new maze")
    #expect(retried > 0)
  }

  @Test("an unknown room (401) is shown as an error, and generating again works")
  func unknownRoomThenRetry() {
    let scene = simulatedMazeScene(settings: instantMaze, injectedFault: .unknownRoom(onFetch: 3))
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.enter)
    #expect(h.finishExploration(scene))
    #expect(h.contains("Error: server answered 401"))
    h.press(.enter)
    #expect(h.finishExploration(scene))
    #expect(h.contains("done in"))
  }

  @Test("leaving the scene cancels the exploration")
  func leavingCancels() {
    let service = HandAnsweredMazeService()
    let scene = scriptedMazeScene(service)
    let h = Harness(scene)
    h.press(.char("g"))
    service.answerStart("R0")
    h.advance(by: MazeScene.frameSeconds)
    #expect(service.pendingIDs == ["R0"])
    h.press(.char("q"))
    #expect(h.stack.isFinished)
    #expect(scene.explorer?.drain().phase == .cancelled)
    service.answer(Room(id: "R0", tileURL: "u", type: .empty, exits: RoomExits(north: .room("R1"))))
    #expect(service.pendingIDs.isEmpty, "nothing new is asked after leaving")
  }

  @Test("the detail view scrolls with the arrows and comes back")
  func detailScrolls() {
    let scene = simulatedMazeScene(settings: instantMaze)
    let h = Harness(scene, options: RenderOptions(ascii: true))
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    h.press(.char("v"))
    #expect(h.lines[0].hasSuffix("detail"))
    let before = h.lines
    h.press(.right)
    #expect(h.lines != before)
    h.press(.left)
    #expect(h.lines == before)
    // The view starts at the bottom edge (the start room's row): up, then back down.
    h.press(.char("k"))
    #expect(h.lines != before)
    h.press(.char("j"))
    #expect(h.lines == before)
  }

  @Test("on a big terminal the overview grows: rooms of several dots, walls between them")
  func overviewGrows() {
    let scene = simulatedMazeScene(settings: MazeSettings(width: 21, height: 15, latencyScale: 0))
    let h = Harness(scene, size: Size(width: 250, height: 70))
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    let area = MazeScene.mazeArea(h.stack.size)
    let (frame, scale, zoom) = MazeOverview.frame(of: scene.grid, in: area, options: RenderOptions())
    #expect(scale == 1 && zoom > 1, "zoom \(zoom)")
    #expect(frame.maxX <= area.maxX && frame.maxY <= area.maxY)
    // The drawing takes most of the area one way or the other.
    #expect(frame.height * 3 >= area.height * 2 || frame.width * 3 >= area.width * 2, "\(frame) in \(area)")
    // A click in the middle of the drawing still lands on a room of the maze.
    h.click(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    #expect(h.lines[0].hasSuffix("detail"))
  }

  @Test("a click on the overview zooms into the detail view there")
  func clickZooms() {
    let scene = simulatedMazeScene(settings: instantMaze)
    let h = Harness(scene)
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    let (frame, _, _) = MazeOverview.frame(
      of: scene.grid, in: Rect(x: 0, y: 1, width: 80, height: 20), options: RenderOptions())
    h.click(x: frame.x + frame.width / 2, y: frame.y + frame.height / 2)
    #expect(h.lines[0].hasSuffix("detail"))
  }

  @Test("below the minimum size the stack shows the too-small notice")
  func tooSmall() {
    let h = Harness(simulatedMazeScene(settings: instantMaze))
    h.resize(width: 50, height: 15)
    #expect(h.contains("Terminal too small: need 60×20, have 50×15"))
  }

  @Test("the door and exit glyphs are allowed emoji with 2-column ASCII twins")
  func glyphRules() {
    for glyph in [MazeGlyphs.door, MazeGlyphs.exit] {
      #expect(EmojiRule.isAllowed(glyph.emoji))
      #expect(GlyphWidth.of(glyph.ascii) == 2 && glyph.ascii.unicodeScalars.allSatisfy { $0.isASCII })
    }
    for raw in UInt8(0)..<16 {
      let sides = DirectionSet(rawValue: raw)
      #expect(GlyphWidth.of(MazeGlyphs.junction(sides, ascii: false)) == 1)
      #expect(MazeGlyphs.junction(sides, ascii: true).unicodeScalars.allSatisfy { $0.isASCII })
    }
    #expect(MazeGlyphs.junction([.north, .south], ascii: false) == "│")
    #expect(MazeGlyphs.junction([.south, .east], ascii: false) == "└", "south is drawn above")
  }
}

@Suite("Maze command line")
struct MazeSizeTests {
  @Test("sizes are W×H with odd sides in range", arguments: ["63x63", "63X31", "2001×2001", "5x5"])
  func validSizes(text: String) {
    #expect(MazeSettings.parseSize(text) != nil)
  }

  @Test("bad sizes are refused", arguments: ["64x63", "3x3", "63", "axb", "63x63x63", "4003x5"])
  func invalidSizes(text: String) {
    #expect(MazeSettings.parseSize(text) == nil)
  }

}
