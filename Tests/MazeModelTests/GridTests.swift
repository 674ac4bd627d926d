import ArcadeGeometry
import MazeModel
import PropertyBased
import Testing

@Suite("Growing grid")
struct GridTests {
  @Test("cells set in every direction read back, unknown cells read empty")
  func growsEverySide() {
    var grid = GrowableGrid<Int>(empty: -1, initialSide: 2)
    let points = [GridPoint(row: 0, col: 0), GridPoint(row: -40, col: 3), GridPoint(row: 25, col: -60)]
    for (i, p) in points.enumerated() { grid[p] = i }
    for (i, p) in points.enumerated() { #expect(grid[p] == i) }
    #expect(grid[GridPoint(row: 1, col: 1)] == -1)
    #expect(grid[GridPoint(row: 1000, col: 1000)] == -1)
  }

  @Test(
    "random writes keep every value and the storage stays within a constant factor (16x) of the bounding box")
  func randomWritesProperty() async {
    await propertyCheck(
      count: 60, input: Gen.int(in: -50...50).array(of: 1...60), Gen.int(in: -50...50).array(of: 1...60)
    ) { rows, cols in
      var grid = GrowableGrid<Int>(empty: 0, initialSide: 1)
      var expected: [GridPoint: Int] = [:]
      for (i, (r, c)) in zip(rows, cols).enumerated() {
        grid[GridPoint(row: r, col: c)] = i + 1
        expected[GridPoint(row: r, col: c)] = i + 1
      }
      for (p, v) in expected { #expect(grid[p] == v) }
      // The first storage holds the origin, so the span counted includes it.
      let rows = expected.keys.map(\.row) + [0]
      let cols = expected.keys.map(\.col) + [0]
      let height = rows.max()! - rows.min()! + 1
      let width = cols.max()! - cols.min()! + 1
      #expect(grid.capacity <= 16 * height * width)
    }
  }

  @Test("the maze grid tracks the bounds and the count of known rooms")
  func mazeGridBounds() {
    var grid = MazeGrid()
    #expect(grid.isEmpty)
    grid.add(
      DiscoveredRoom(
        id: "a", coordinates: GridPoint(row: 0, col: 0), type: .empty, openSides: [.north], order: 0))
    grid.add(
      DiscoveredRoom(
        id: "b", coordinates: GridPoint(row: 1, col: 0), type: .door, openSides: [.south], order: 1))
    grid.add(
      DiscoveredRoom(id: "c", coordinates: GridPoint(row: -3, col: 7), type: .exit, openSides: [], order: 2)
    )
    #expect(grid.count == 3)
    #expect((grid.minRow, grid.maxRow, grid.minCol, grid.maxCol) == (-3, 1, 0, 7))
    #expect(grid[GridPoint(row: 1, col: 0)].type == .door)
    #expect(grid[GridPoint(row: 1, col: 0)].openSides == [.south])
    #expect(grid[GridPoint(row: -3, col: 7)].order == 2)
    #expect(grid[GridPoint(row: 5, col: 5)].isKnown == false)
  }

  @Test("a room added twice counts once")
  func addTwiceCountsOnce() {
    var grid = MazeGrid()
    let room = DiscoveredRoom(
      id: "a", coordinates: GridPoint(row: 2, col: 2), type: .empty, openSides: [], order: 0)
    grid.add(room)
    grid.add(room)
    #expect(grid.count == 1)
  }
}
