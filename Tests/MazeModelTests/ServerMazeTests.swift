import MazeModel
import MazeServer
import PropertyBased
import Testing

@Suite("The server's mazes")
struct ServerMazeTests {
  @Test("sizes derived from the maze id are odd and between 31 and 63")
  func sizesFromID() async {
    await propertyCheck(count: 200, input: Gen.uint32()) { id in
      let (w, h) = ServerMaze.size(forMazeID: id)
      #expect((31...63).contains(w) && w % 2 == 1)
      #expect((31...63).contains(h) && h % 2 == 1)
    }
    #expect(ServerMaze.size(forMazeID: 19 * 8).width == 8 * 4 + 31)
  }

  @Test("the exit is at the centre with the two tiles on each side open")
  func exitAtCentre() {
    let maze = ServerMaze(id: 12345)
    let (cx, cy) = maze.exit
    #expect(cx == maze.width / 2 || cx == maze.width / 2 + 1)
    #expect(maze.tile(x: cx, y: cy) == .exit)
    for (dx, dy) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
      #expect(maze.tile(x: cx + dx, y: cy + dy) == .empty)
      #expect(maze.tile(x: cx + 2 * dx, y: cy + 2 * dy) == .empty)
    }
  }

  @Test("the border stays wall and every door is a corridor square flanked by walls")
  func bordersAndDoors() async {
    await propertyCheck(count: 20, input: Gen.uint32()) { id in
      let maze = ServerMaze(id: id, doorChance: 0.5)
      for x in 0..<maze.width {
        #expect(maze.tile(x: x, y: 0) == .wall && maze.tile(x: x, y: maze.height - 1) == .wall)
      }
      for y in 0..<maze.height {
        #expect(maze.tile(x: 0, y: y) == .wall && maze.tile(x: maze.width - 1, y: y) == .wall)
      }
      for y in 0..<maze.height {
        for x in 0..<maze.width where maze.tile(x: x, y: y) == .door {
          let horizontal = maze.tile(x: x - 1, y: y) != .wall && maze.tile(x: x + 1, y: y) != .wall
          let vertical = maze.tile(x: x, y: y - 1) != .wall && maze.tile(x: x, y: y + 1) != .wall
          #expect(horizontal != vertical)
          #expect(
            horizontal ? maze.tile(x: x, y: y - 1) == .wall && maze.tile(x: x, y: y + 1) == .wall : true)
        }
      }
    }
  }

  @Test("a maze is reproducible from its id")
  func reproducible() {
    let a = ServerMaze(id: 987_654)
    let b = ServerMaze(id: 987_654)
    let c = ServerMaze(id: 987_655)
    let tiles = { (m: ServerMaze) in (0..<m.height).flatMap { y in (0..<m.width).map { m.tile(x: $0, y: y) } }
    }
    #expect(tiles(a) == tiles(b))
    #expect(a.width != c.width || a.height != c.height || tiles(a) != tiles(c))
  }

  @Test("every open tile is reachable from the exit (a perfect maze)")
  func everythingConnected() {
    let maze = ServerMaze(id: 42, width: 41, height: 33)
    let (cx, cy) = maze.exit
    #expect(reachableTiles(in: maze, fromX: cx, y: cy).count == maze.roomCount)
  }

  @Test("room ids round-trip and anything else is unknown")
  func roomIDs() {
    let maze = ServerMaze(id: 0xDEAD_BEEF)
    let (cx, cy) = maze.exit
    let id = maze.roomID(x: cx, y: cy)
    #expect(id.count == 17 && id.hasPrefix("R"))
    #expect(maze.coordinates(ofRoomID: id)! == (cx, cy))
    #expect(maze.coordinates(ofRoomID: "R" + String(id.dropFirst().reversed())) == nil)
    #expect(maze.coordinates(ofRoomID: "nonsense") == nil)
    #expect(maze.coordinates(ofRoomID: maze.roomID(x: 0, y: 0)) == nil, "a wall is not a room")
    #expect(ServerMaze(id: 1).coordinates(ofRoomID: id) == nil, "another maze's id")
  }

  @Test("a door's lock unlocks to the door's room id")
  func locks() {
    let maze = ServerMaze(id: 77, doorChance: 0.5)
    var checked = 0
    for y in 0..<maze.height {
      for x in 0..<maze.width where maze.tile(x: x, y: y) == .door {
        let lock = maze.lock(x: x, y: y)
        #expect(maze.coordinates(ofLock: lock)! == (x, y))
        #expect(maze.room(x: x, y: y).type == .door)
        checked += 1
      }
    }
    #expect(checked > 0)
    #expect(maze.coordinates(ofLock: "Lgarbage") == nil)
  }

  @Test("a room lists rooms and locks toward its open neighbours, north = y + 1")
  func roomPointers() {
    let maze = ServerMaze(id: 77, doorChance: 0.5)
    for y in 1..<(maze.height - 1) {
      for x in 1..<(maze.width - 1) where maze.tile(x: x, y: y) != .wall {
        let room = maze.room(x: x, y: y)
        switch maze.tile(x: x, y: y + 1) {
        case .wall: #expect(room.exits.north == nil)
        case .door: #expect(room.exits.north == .lock(maze.lock(x: x, y: y + 1)))
        default: #expect(room.exits.north == .room(maze.roomID(x: x, y: y + 1)))
        }
        #expect((room.exits.east == nil) == (maze.tile(x: x + 1, y: y) == .wall))
      }
    }
  }

  @Test("tile urls name the walls south, east, north, west")
  func tileURLs() {
    let maze = ServerMaze(id: 5)
    let (cx, cy) = maze.exit
    #expect(maze.tileURL(x: cx, y: cy).hasSuffix("tileset-t.jpg"))
    let (x, y) = (cx, cy + 1)  // the corridor north of the exit: open south and north
    let expected = maze.tile(x: x + 1, y: y) == .wall ? "tileset-0101.jpg" : "tileset-0000.jpg"
    #expect(maze.tileURL(x: x, y: y).hasSuffix(expected))
  }
}
