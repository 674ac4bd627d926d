import ArcadeGeometry
import MazeModel
import MazeTestDoubles
import MazeServer
import PropertyBased
import Testing

@Suite("Explorer")
struct ExplorerTests {
  /// The start room's tile, read back from its id.
  func start(of exploration: Exploration, in maze: ServerMaze) -> (x: Int, y: Int) {
    let startID = exploration.rooms.first { $0.order == 0 }!.id
    return maze.coordinates(ofRoomID: startID)!
  }

  @Test(
    "the rooms discovered are the rooms reachable from the start, each fetched once",
    arguments: MazeTransport.allCases)
  func discoversReachableRooms(transport: MazeTransport) {
    let (server, run) = exploreQuiet(seed: 7, transport: transport)
    #expect(run.final.phase == .finished)
    let maze = server.currentMaze!
    let (sx, sy) = start(of: run, in: maze)
    let reachable = reachableTiles(in: maze, fromX: sx, y: sy)
    #expect(Set(run.rooms.map(\.coordinates)) == Set(reachable.keys))
    #expect(run.rooms.count == reachable.count)
    #expect(server.counters.servedPerRoom.values.allSatisfy { $0 == 1 })
    #expect(server.counters.fetchRequests == reachable.count)
    #expect(run.final.stats.rooms == reachable.count)
    #expect(run.final.stats.fetches == reachable.count)
  }

  @Test("the grid matches the server's layout")
  func gridMatchesServer() {
    let (server, run) = exploreQuiet(seed: 11, transport: .json, tweak: { $0.doorChance = 0.3 })
    let maze = server.currentMaze!
    let (sx, sy) = start(of: run, in: maze)
    var grid = MazeGrid()
    grid.add(run.rooms)
    for (at, tile) in reachableTiles(in: maze, fromX: sx, y: sy) {
      let cell = grid[at]
      let expectedType: RoomType =
        switch maze.tile(x: tile.x, y: tile.y) {
        case .door: .door
        case .exit: .exit
        default: .empty
        }
      #expect(cell.type == expectedType)
      var open: DirectionSet = []
      for direction in Direction.allCases
      where maze.tile(x: tile.x + direction.columnStep, y: tile.y + direction.rowStep) != .wall {
        open.insert(DirectionSet(direction))
      }
      #expect(cell.openSides == open)
    }
    #expect(grid.count == run.rooms.count)
  }

  @Test("each door is unlocked once")
  func doorsUnlockedOnce() {
    let (server, run) = exploreQuiet(seed: 3, tweak: { $0.doorChance = 0.5 })
    let doors = run.rooms.filter { $0.type == .door }.count
    #expect(doors > 0)
    #expect(server.counters.unlockRequests == doors)
    #expect(run.final.stats.unlocks == doors)
    #expect(run.final.stats.doors == doors)
  }

  @Test("with 5% injected 504s the exploration completes and every room is served once")
  func survivesTimeouts() {
    let (server, run) = exploreQuiet(seed: 21, transport: .json, tweak: { $0.faultRate = 0.05 })
    #expect(run.final.phase == .finished)
    let maze = server.currentMaze!
    let (sx, sy) = start(of: run, in: maze)
    #expect(run.rooms.count == reachableTiles(in: maze, fromX: sx, y: sy).count)
    #expect(server.counters.timeouts > 0)
    #expect(run.final.stats.retries == server.counters.timeouts)
    #expect(server.counters.servedPerRoom.values.allSatisfy { $0 == 1 })
  }

  @Test("a malformed payload stops the exploration with a visible error, and a new one works")
  func malformedStops() {
    let scheduler = EventScheduler()
    let server = quietServer(
      seed: 5, scheduler: scheduler, tweak: { $0.injectedFault = .malformedJSON(onFetch: 10) })
    let broken = explore(server, scheduler: scheduler, transport: .json)
    #expect(broken.explorer.isSettled)
    guard case .failed(.malformed(let why)) = broken.final.phase else {
      Issue.record("expected a malformed failure, got \(broken.final.phase)")
      return
    }
    #expect(why.contains("not JSON"))
    let again = explore(server, scheduler: scheduler, transport: .json)
    #expect(again.final.phase == .finished)
  }

  @Test("an unknown room (401) stops the exploration, and a new one works")
  func unknownRoomStops() {
    let scheduler = EventScheduler()
    let server = quietServer(
      seed: 6, scheduler: scheduler, tweak: { $0.injectedFault = .unknownRoom(onFetch: 4) })
    let broken = explore(server, scheduler: scheduler)
    #expect(broken.final.phase == .failed(.unknownRoom))
    #expect(broken.final.stats.inFlight == 0)
    #expect(explore(server, scheduler: scheduler).final.phase == .finished)
  }

  @Test("504s beyond the retry budget stop the exploration")
  func tooManyRetries() {
    let (server, run) = exploreQuiet(
      seed: 8, configuration: MazeExplorer.Configuration(retry: RetryPolicy(maxAttempts: 3, baseDelay: 0)),
      tweak: { $0.faultRate = 1 })
    guard case .failed(.tooManyRetries(_, let attempts)) = run.final.phase else {
      Issue.record("expected too many retries, got \(run.final.phase)")
      return
    }
    #expect(attempts == 3)
    #expect(server.counters.fetchRequests == 3)
  }

  @Test("cancellation stops all fetches")
  func cancellationStops() {
    let service = HandAnsweredMazeService()
    let explorer = MazeExplorer(service: service, scheduler: EventScheduler())
    explorer.start()
    service.answerStart("R0")
    #expect(service.fetchCalls == ["R0"])
    explorer.cancel()
    // A late answer with neighbours must not lead to new requests.
    service.answer(
      "R0", with: .success(Room(id: "R0", tileURL: "u", type: .empty, exits: RoomExits(east: .room("R1")))))
    #expect(service.fetchCalls == ["R0"])
    #expect(explorer.isSettled)
    let update = explorer.drain()
    #expect(update.phase == .cancelled)
    #expect(update.rooms.isEmpty)
  }

  @Test("neighbours are requested as soon as their room arrives, not level by level")
  func notLevelSynchronous() {
    let service = HandAnsweredMazeService()
    let explorer = MazeExplorer(service: service, scheduler: EventScheduler())
    explorer.start()
    service.answerStart("R0")
    service.answer(
      "R0",
      with: .success(
        Room(id: "R0", tileURL: "u", type: .empty, exits: RoomExits(east: .room("RE"), west: .room("RW")))))
    #expect(Set(service.pendingIDs) == ["RE", "RW"])
    // East arrives first; its child is asked for while West (same level) is still out.
    service.answer(
      "RE",
      with: .success(
        Room(id: "RE", tileURL: "u", type: .empty, exits: RoomExits(east: .room("REE"), west: .room("R0")))))
    #expect(Set(service.pendingIDs) == ["RW", "REE"])
    #expect(explorer.drain().stats.cacheHits == 1, "the way back to R0 is known")
    explorer.cancel()
  }

  @Test("no more requests are in flight than the bound")
  func boundedInFlight() {
    let service = HandAnsweredMazeService()
    let explorer = MazeExplorer(
      service: service, scheduler: EventScheduler(),
      configuration: MazeExplorer.Configuration(maxFetchesInFlight: 2))
    explorer.start()
    service.answerStart("R0")
    service.answer(
      "R0",
      with: .success(
        Room(
          id: "R0", tileURL: "u", type: .empty,
          exits: RoomExits(north: .room("RN"), south: .room("RS"), east: .room("RE"), west: .room("RW")))))
    #expect(service.pendingIDs.count == 2)
    #expect(explorer.drain().stats.inFlight == 2)
    explorer.cancel()
  }

  @Test("the critical path is positive and no longer than the wall time")
  func criticalPathBound() {
    let (_, run) = exploreQuiet(seed: 9) { $0.latencyScale = 1 }
    let stats = run.final.stats
    #expect(stats.criticalPathSeconds > 0)
    #expect(stats.criticalPathSeconds <= stats.wallSeconds + 1e-9)
    #expect(stats.ratio >= 1)
  }

  @Test("random seeds: every reachable room arrives exactly once, in order numbers 0..<n")
  func everyRoomOnceProperty() async {
    await propertyCheck(count: 12, input: Gen.uint64()) { seed in
      let (server, run) = exploreQuiet(
        seed: seed, width: 21, height: 17, transport: .json, tweak: { $0.doorChance = 0.25 })
      #expect(run.final.phase == .finished)
      let maze = server.currentMaze!
      let (sx, sy) = start(of: run, in: maze)
      #expect(run.rooms.count == reachableTiles(in: maze, fromX: sx, y: sy).count)
      #expect(Set(run.rooms.map(\.id)).count == run.rooms.count)
      #expect(run.rooms.map(\.order).sorted() == Array(0..<run.rooms.count))
    }
  }
}

@Suite("Explorer in virtual time")
struct ExplorerVirtualTimeTests {
  @Test("a maze without latency explores without deepening the stack (every answer is a scheduler event)")
  func zeroLatencyDoesNotRecurse() {
    // A 401×401 maze has chains of thousands of rooms; recursion per room would overflow.
    let (server, run) = exploreQuiet(seed: 4, width: 401, height: 401) { $0.countsServedRooms = false }
    #expect(run.final.phase == .finished)
    #expect(run.final.stats.rooms == server.currentMaze!.roomCount)
  }

  @Test("the same seed gives the same arrival order, stats and outcome, at the original's latencies")
  func sameSeedSameRun() {
    func run() -> Exploration {
      exploreQuiet(seed: 42, transport: .json) {
        $0.latencyScale = 1
        $0.faultRate = 0.02
      }.1
    }
    let first = run()
    let second = run()
    #expect(first.final.phase == .finished)
    #expect(first.rooms.map(\.id) == second.rooms.map(\.id))
    #expect(first.digest == second.digest)
    #expect(first.final.stats == second.final.stats)
    #expect(first.final.stats.retries > 0)
  }

  @Test("time is the scheduler's: the run takes the simulated latencies, close to the critical path")
  func simulatedTimeNearCriticalPath() {
    let (_, run) = exploreQuiet(seed: 3) { $0.latencyScale = 1 }
    let stats = run.final.stats
    // Fetches take 6–9 ms: the start room alone is at least two of them.
    #expect(stats.criticalPathSeconds >= 0.012)
    #expect(stats.wallSeconds >= stats.criticalPathSeconds - 1e-9)
    #expect(stats.ratio <= 1.10)
  }

  @Test("an unlock answers after 0.2–0.4 s of scheduler time, and nothing waits meanwhile")
  func unlockIsADeadline() {
    let scheduler = EventScheduler()
    let server = quietServer(seed: 3, scheduler: scheduler) {
      $0.latencyScale = 1
      $0.doorChance = 0.5
    }
    let service = server.service(.direct)
    let startID = startRoomID(of: service, on: scheduler)
    let maze = server.currentMaze!
    var lock: String?
    for y in 0..<maze.height {
      for x in 0..<maze.width where maze.tile(x: x, y: y) == .door {
        lock = lock ?? maze.lock(x: x, y: y)
      }
    }
    #expect(startID != nil)
    let began = scheduler.now
    var answer: Result<String, MazeError>?
    service.unlockRoom(lock: lock!) { answer = $0 }
    #expect(answer == nil, "the answer is a deadline, not an inline call")
    #expect(scheduler.pendingCount == 1)
    scheduler.runUntilIdle()
    #expect((try? answer?.get())?.hasPrefix("R") == true)
    #expect((0.2...0.4).contains(scheduler.now - began))
  }
}
