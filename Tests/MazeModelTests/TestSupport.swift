import MazeModel
import MazeServer

/// A service whose answers the test gives by hand, so interleavings are exact.
final class ManualService: MazeService {
  struct Pending {
    var id: String
    var completion: (Result<Room, MazeError>) -> Void
  }

  private(set) var pending: [Pending] = []
  private(set) var fetchCalls: [String] = []
  private(set) var unlockCalls: [String] = []
  private var startCompletion: ((Result<String, MazeError>) -> Void)?
  private var unlockCompletions: [(String, (Result<String, MazeError>) -> Void)] = []

  var pendingIDs: [String] { pending.map(\.id) }

  func fetchStartRoom(_ completion: @escaping (Result<String, MazeError>) -> Void) {
    startCompletion = completion
  }

  func fetchRoom(id: String, _ completion: @escaping (Result<Room, MazeError>) -> Void) {
    fetchCalls.append(id)
    pending.append(Pending(id: id, completion: completion))
  }

  func unlockRoom(lock: String, _ completion: @escaping (Result<String, MazeError>) -> Void) {
    unlockCalls.append(lock)
    unlockCompletions.append((lock, completion))
  }

  func answerStart(_ id: String) { startCompletion?(.success(id)) }

  /// Answers the oldest pending request for `id`.
  func answer(_ id: String, with result: Result<Room, MazeError>) {
    guard let index = pending.firstIndex(where: { $0.id == id }) else { return }
    pending.remove(at: index).completion(result)
  }

  func answerUnlock(_ lock: String, with result: Result<String, MazeError>) {
    guard let index = unlockCompletions.firstIndex(where: { $0.0 == lock }) else { return }
    unlockCompletions.remove(at: index).1(result)
  }
}

/// Answers at once, inline, like the original's mock manager.
final class SynchronousService: MazeService {
  private var calls: [String: Int] = [:]
  let rooms: [String: Room]

  init(rooms: [Room]) {
    self.rooms = Dictionary(uniqueKeysWithValues: rooms.map { ($0.id, $0) })
  }

  func timesCalled(_ operation: String) -> Int { calls[operation, default: 0] }

  func fetchStartRoom(_ completion: @escaping (Result<String, MazeError>) -> Void) {
    calls["fetchStartRoom", default: 0] += 1
    completion(.success(rooms.keys.sorted()[0]))
  }

  func fetchRoom(id: String, _ completion: @escaping (Result<Room, MazeError>) -> Void) {
    calls["fetchRoom", default: 0] += 1
    completion(rooms[id].map { .success($0) } ?? .failure(.unknownRoom))
  }

  func unlockRoom(lock: String, _ completion: @escaping (Result<String, MazeError>) -> Void) {
    calls["unlockRoom", default: 0] += 1
    completion(.success("lock"))
  }
}

/// The mock room of the original's tests.
let mockRoom = Room(
  id: "R32bedb80c777ce7e", tileURL: "https://example.com/images/tileset-1010.jpg", type: .empty,
  exits: RoomExits(east: .room("532beda81c777cf7f"), west: .lock("432be38209234c979")))

/// A server for fast tests: no latency, counting what it serves, answering on `scheduler`
/// (each test its own, in virtual time).
func quietServer(
  seed: UInt64, width: Int? = nil, height: Int? = nil, scheduler: EventScheduler = EventScheduler(),
  tweak: (inout MazeServer.Configuration) -> Void = { _ in }
)
  -> MazeServer
{
  var configuration = MazeServer.Configuration()
  configuration.latencyScale = 0
  configuration.countsServedRooms = true
  configuration.width = width
  configuration.height = height
  tweak(&configuration)
  return MazeServer(seed: seed, configuration: configuration, scheduler: scheduler)
}

struct Exploration {
  var explorer: MazeExplorer
  var rooms: [DiscoveredRoom]
  var final: ExplorerUpdate
  var digest: RevealDigest
}

/// Explores the server's next maze to the end in virtual time: the scheduler jumps from one
/// deadline to the next until nothing is left (no thread, no sleep, no wait bound).
func explore(
  _ server: MazeServer, scheduler: EventScheduler, transport: MazeTransport = .direct,
  configuration: MazeExplorer.Configuration = MazeExplorer.Configuration(
    retry: RetryPolicy(maxAttempts: 8, baseDelay: 0))
) -> Exploration {
  let explorer = MazeExplorer(
    service: server.service(transport), scheduler: scheduler, configuration: configuration)
  explorer.start()
  scheduler.runUntilIdle()
  let final = explorer.drain()
  var digest = RevealDigest()
  digest.add(final.rooms)
  return Exploration(explorer: explorer, rooms: final.rooms, final: final, digest: digest)
}

/// A quiet server and its exploration, on a scheduler of their own.
func exploreQuiet(
  seed: UInt64, width: Int? = nil, height: Int? = nil, transport: MazeTransport = .direct,
  configuration: MazeExplorer.Configuration = MazeExplorer.Configuration(
    retry: RetryPolicy(maxAttempts: 8, baseDelay: 0)),
  tweak: (inout MazeServer.Configuration) -> Void = { _ in }
) -> (MazeServer, Exploration) {
  let scheduler = EventScheduler()
  let server = quietServer(seed: seed, width: width, height: height, scheduler: scheduler, tweak: tweak)
  return (server, explore(server, scheduler: scheduler, transport: transport, configuration: configuration))
}

/// An independent breadth-first search over the server's own tiles: the open tiles reachable
/// from (x, y), with their coordinates relative to it.
func reachableTiles(in maze: ServerMaze, fromX sx: Int, y sy: Int) -> [Coordinates: (x: Int, y: Int)] {
  var seen: [Coordinates: (x: Int, y: Int)] = [Coordinates(): (sx, sy)]
  var queue = [(sx, sy)]
  var head = 0
  while head < queue.count {
    let (x, y) = queue[head]
    head += 1
    for (dx, dy) in [(0, 1), (0, -1), (1, 0), (-1, 0)] {
      let (nx, ny) = (x + dx, y + dy)
      guard maze.tile(x: nx, y: ny) != .wall else { continue }
      // Rows follow the server's y (north = y + 1 = row + 1).
      let at = Coordinates(row: ny - sy, col: nx - sx)
      if seen[at] == nil {
        seen[at] = (nx, ny)
        queue.append((nx, ny))
      }
    }
  }
  return seen
}
