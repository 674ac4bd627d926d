import Dispatch
import MazeModel
import MazeServer
import Synchronization

/// A service whose answers the test gives by hand, so interleavings are exact.
final class ManualService: MazeService {
  struct Pending {
    var id: String
    var completion: @Sendable (Result<Room, MazeError>) -> Void
  }

  private struct State {
    var pending: [Pending] = []
    var fetchCalls: [String] = []
    var startCompletion: (@Sendable (Result<String, MazeError>) -> Void)?
  }

  private let state = Mutex(State())

  var fetchCalls: [String] { state.withLock { $0.fetchCalls } }
  var pendingIDs: [String] { state.withLock { $0.pending.map(\.id) } }

  func fetchStartRoom(_ completion: @escaping @Sendable (Result<String, MazeError>) -> Void) {
    state.withLock { $0.startCompletion = completion }
  }

  func fetchRoom(id: String, _ completion: @escaping @Sendable (Result<Room, MazeError>) -> Void) {
    state.withLock {
      $0.fetchCalls.append(id)
      $0.pending.append(Pending(id: id, completion: completion))
    }
  }

  func unlockRoom(lock: String) -> Result<String, MazeError> { .failure(.unknownRoom) }

  func answerStart(_ id: String) {
    let completion = state.withLock { $0.startCompletion }
    completion?(.success(id))
  }

  /// Answers the oldest pending request for `id`.
  func answer(_ id: String, with result: Result<Room, MazeError>) {
    let pending = state.withLock { state -> Pending? in
      guard let index = state.pending.firstIndex(where: { $0.id == id }) else { return nil }
      return state.pending.remove(at: index)
    }
    pending?.completion(result)
  }
}

/// Answers at once on the caller's thread, like the original's mock manager.
final class SynchronousService: MazeService {
  private let calls = Mutex([String: Int]())
  let rooms: [String: Room]

  init(rooms: [Room]) {
    self.rooms = Dictionary(uniqueKeysWithValues: rooms.map { ($0.id, $0) })
  }

  func timesCalled(_ operation: String) -> Int { calls.withLock { $0[operation, default: 0] } }

  func fetchStartRoom(_ completion: @escaping @Sendable (Result<String, MazeError>) -> Void) {
    calls.withLock { $0["fetchStartRoom", default: 0] += 1 }
    completion(.success(rooms.keys.sorted()[0]))
  }

  func fetchRoom(id: String, _ completion: @escaping @Sendable (Result<Room, MazeError>) -> Void) {
    calls.withLock { $0["fetchRoom", default: 0] += 1 }
    completion(rooms[id].map { .success($0) } ?? .failure(.unknownRoom))
  }

  func unlockRoom(lock: String) -> Result<String, MazeError> {
    calls.withLock { $0["unlockRoom", default: 0] += 1 }
    return .success("lock")
  }
}

/// Runs everything at once on a background queue, ignoring delays (retry backoff in tests).
struct ImmediateScheduler: BackgroundScheduler {
  func run(after seconds: Double, _ work: @escaping @Sendable () -> Void) {
    DispatchQueue.global().async(execute: work)
  }
}

/// Runs work at once on the caller's thread, for tests that script every answer by hand.
struct InlineScheduler: BackgroundScheduler {
  func run(after seconds: Double, _ work: @escaping @Sendable () -> Void) { work() }
}

/// A monotonic clock in seconds for the explorer's measurements.
let testClock: @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }

/// The mock room of the original's tests.
let mockRoom = Room(
  id: "R32bedb80c777ce7e", tileURL: "https://example.com/images/tileset-1010.jpg", type: .empty,
  exits: RoomExits(east: .room("532beda81c777cf7f"), west: .lock("432be38209234c979")))

/// A server for fast tests: no latency, counting what it serves.
func quietServer(
  seed: UInt64, width: Int? = nil, height: Int? = nil,
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
  return MazeServer(seed: seed, configuration: configuration)
}

struct Exploration {
  var explorer: MazeExplorer
  var rooms: [DiscoveredRoom]
  var final: ExplorerUpdate
  var settled: Bool
}

/// Explores the server's next maze to the end (bounded wait, no fixed sleep).
func explore(
  _ server: MazeServer, transport: MazeTransport = .direct,
  configuration: MazeExplorer.Configuration = MazeExplorer.Configuration(
    retry: RetryPolicy(maxAttempts: 8, baseDelay: 0))
) -> Exploration {
  let explorer = MazeExplorer(
    service: server.service(transport), configuration: configuration, clock: testClock,
    scheduler: ImmediateScheduler())
  explorer.start()
  let settled = explorer.waitUntilSettled(timeout: 30)
  let final = explorer.drain()
  return Exploration(explorer: explorer, rooms: final.rooms, final: final, settled: settled)
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
