import ArcadeGeometry
import ArcadeKit
import MazeModel
import Testing

@testable import ArcadeScenes

/// The maze's shape in words (issue 46): what a sighted player sees of the maze, a listener can
/// ask for with `map` (line mode) or `m` (screen-reader mode).
@Suite("Maze map in words")
struct MazeMapSpeechTests {
  /// The columns "rooms on 1 to 3, 5 and 7 to 8" names: [1, 2, 3, 5, 7, 8].
  private func columns(in row: Substring) -> [Int] {
    guard let start = row.range(of: "rooms on ") else { return [] }
    let runs = row[start.upperBound...].prefix { $0 != ";" && $0 != "." }
    return runs.replacingOccurrences(of: " and ", with: ", ").split(separator: ",").flatMap { run -> [Int] in
      let ends = run.split(separator: " ").compactMap { Int($0) }
      return ends.count == 2 ? Array(ends[0]...ends[1]) : ends
    }
  }

  private func finishedMaze(size: Size = Size(width: 80, height: 24)) throws -> (Harness, MazeScene) {
    let scene = simulatedMazeScene(settings: MazeSettings(width: 15, height: 11, latencyScale: 0))
    let h = Harness(scene, size: size)
    h.press(.char("g"))
    try #require(h.finishExploration(scene))
    return (h, scene)
  }

  @Test("the map reads every row of the maze as drawn, each room once, with S and E and their distance")
  func mapReadsEveryRoom() throws {
    let (h, scene) = try finishedMaze()
    let map = try #require(h.stack.speech()?.map)
    let lines = map.split(separator: "\n")
    let grid = scene.grid
    #expect(lines.count == 1 + grid.rowCount, "a header, then one line a row")
    #expect(
      lines[0].contains("\(grid.rowCount) rows by \(grid.columnCount) columns, \(grid.count) rooms known"))
    #expect(
      lines[0].contains("S, the start, is on row") && lines[0].contains("E, the exit, on row"), "\(lines[0])")
    for (index, line) in lines.dropFirst().enumerated() {
      let row = grid.minRow + index
      let known = (grid.minCol...grid.maxCol).filter { grid[GridPoint(row: row, col: $0)].isKnown }
      #expect(columns(in: line) == known.map { $0 - grid.minCol + 1 }, "row \(index + 1): \(line)")
    }
    #expect(
      lines.filter { $0.contains("; S on ") }.count == 1 && lines.filter { $0.contains("; E on ") }.count == 1
    )
    let doors = lines.map { line in
      line.range(of: "door").map { line[$0.lowerBound...].split(separator: ",").count } ?? 0
    }
    #expect(doors.reduce(0, +) > 0, "the doors are named")
  }

  @Test("before a maze, the map says how to make one; look says whether the exit is found")
  func noMazeYet() throws {
    let h = Harness(simulatedMazeScene(settings: instantMaze))
    #expect(h.stack.speech()?.map == "No maze yet: g generates one.")
    let (done, _) = try finishedMaze()
    #expect(done.stack.speech()?.look.contains("The exit is found; map says where.") == true)
  }

  @Test("in the detail view the map reads the rows the view shows")
  func detailViewWindow() throws {
    let (h, scene) = try finishedMaze(size: Size(width: 60, height: 20))
    h.press(.char("v"))
    let map = try #require(h.stack.speech()?.map)
    let lines = map.split(separator: "\n")
    let area = MazeScene.mazeArea(Size(width: 60, height: 20))
    #expect(lines[0].contains("The detail view shows rows 1 to "), "\(lines[0])")
    #expect(lines.count - 1 == min(area.height, scene.grid.rowCount), "one line a row in view")
  }

  @Test("screen-reader mode: m shows the maze's map until the next key, and changes nothing")
  func screenReaderMapKey() throws {
    let (h, scene) = try finishedMaze()
    h.stack.screenReader = true
    let view = scene.view
    h.press(SceneStack.mapKey)
    #expect(h.stack.isLook(.key(SceneStack.mapKey)), "a query: a counted daily leaves it out")
    #expect(h.screen.contains("Maze map, as drawn"), "\(h.screen)")
    #expect(h.screen.contains("Row 1: rooms on"), "one row a line")
    #expect(scene.view == view)
    h.press(.char("v"))
    #expect(!h.screen.contains("Maze map, as drawn"))
  }
}
