import ArcadeRandom
import MazeModel

/// The in-process stand-in for the closed "Maze tiles API": the original's three operations,
/// answered after a simulated latency, with its faults (401 for an unknown id, 504 "Request
/// Timeout" after 4 096 rooms served) and injectable ones for tests. Every delay is a deadline
/// on the owner's `EventScheduler` (no thread or timer per request): answers arrive as that
/// scheduler runs, in virtual or real time, always in the same order for the same seed.
public final class MazeServer {
  public struct Configuration: Sendable {
    /// Multiplies every simulated delay: 1 = the original's timings, 0 = none (unit tests).
    public var latencyScale: Double = 1
    public var fetchLatency: ClosedRange<Double> = 0.006...0.009
    /// How long one unlock takes (the original's busy loop).
    public var unlockWork: ClosedRange<Double> = 0.2...0.4
    /// After this many rooms served, each request may time out…
    public var timeoutAfterServed = 4096
    /// …with this chance…
    public var timeoutChance = 6.0 / 4096
    /// …answering 504 after this delay.
    public var timeoutDelay = 2.0
    /// Extra chance of a 504 on any fetch (fault injection), answered after a normal latency.
    public var faultRate = 0.0
    /// Overrides the size derived from the maze id (odd sides).
    public var width: Int?
    public var height: Int?
    public var doorChance = 0.125
    /// A fault that fires once, on the n-th room fetch (1-based), then disarms.
    public var injectedFault: InjectedFault?
    /// Keep a count of successful answers per room id (tests check "each room once").
    public var countsServedRooms = false

    public init() {}
  }

  public enum InjectedFault: Hashable, Sendable {
    case malformedJSON(onFetch: Int)
    case unknownRoom(onFetch: Int)

    var fetchNumber: Int {
      switch self {
      case .malformedJSON(let n), .unknownRoom(let n): return n
      }
    }
  }

  /// Counters of what the server was asked and answered.
  public struct Counters: Hashable, Sendable {
    public var startRequests = 0
    public var fetchRequests = 0
    public var unlockRequests = 0
    /// Successful room answers ("rooms served"; the original's global counter).
    public var roomsServed = 0
    public var timeouts = 0
    public var servedPerRoom: [String: Int] = [:]
  }

  enum Answer {
    case room(Room)
    case failure(MazeError)
    case corrupt(String)
  }

  public let configuration: Configuration
  private let scheduler: EventScheduler
  private var random: SeededRandom
  private var mazes: [ServerMaze] = []
  public private(set) var counters = Counters()
  private var fault: InjectedFault?

  public init(seed: UInt64, configuration: Configuration = Configuration(), scheduler: EventScheduler) {
    self.configuration = configuration
    self.scheduler = scheduler
    random = SeededRandom(seed: seed)
    fault = configuration.injectedFault
  }

  /// The newest maze (the one the last start room belongs to).
  public var currentMaze: ServerMaze? { mazes.last }

  /// The client side of a transport.
  public func service(_ transport: MazeTransport) -> MazeService {
    switch transport {
    case .json: return JSONMazeClient(api: byteAPI)
    case .direct: return DirectTransport(server: self)
    }
  }

  public var byteAPI: MazeByteAPI { JSONTransport(server: self) }

  // MARK: the three operations, as values

  /// Builds a new maze and answers a random EMPTY room of it.
  func startRoom(_ deliver: @escaping (Result<String, MazeError>) -> Void) {
    counters.startRequests += 1
    let mazeID = UInt32(truncatingIfNeeded: random.next())
    let latency = drawLatency()
    let pick = random.next()
    after(latency) { [self] in
      let maze = ServerMaze(
        id: mazeID, width: configuration.width, height: configuration.height,
        doorChance: configuration.doorChance)
      var picker = SeededRandom(seed: pick)
      var x = 0
      var y = 0
      repeat {
        x = 1 + 2 * Int.random(in: 0..<((maze.width - 1) / 2), using: &picker)
        y = 1 + 2 * Int.random(in: 0..<((maze.height - 1) / 2), using: &picker)
      } while maze.tile(x: x, y: y) != .empty
      mazes.removeAll { $0.id == mazeID }
      mazes.append(maze)
      if mazes.count > 4 { mazes.removeFirst() }
      deliver(.success(maze.roomID(x: x, y: y)))
    }
  }

  func room(id: String, _ deliver: @escaping (Answer) -> Void) {
    let (answer, delay) = decide(id: id)
    after(delay) { deliver(answer()) }
  }

  /// What the server answers to a fetch of `id`, and after how long. The room itself is built
  /// when the answer is due.
  private func decide(id: String) -> (() -> Answer, Double) {
    counters.fetchRequests += 1
    let latency = drawLatency()
    if let armed = fault, armed.fetchNumber == counters.fetchRequests {
      fault = nil
      switch armed {
      case .malformedJSON: return ({ .corrupt(id) }, latency)
      case .unknownRoom: return ({ .failure(.unknownRoom) }, latency)
      }
    }
    var found: (ServerMaze, Int, Int)?
    for maze in mazes.reversed() {
      if let (x, y) = maze.coordinates(ofRoomID: id) {
        found = (maze, x, y)
        break
      }
    }
    guard let (maze, x, y) = found else { return ({ .failure(.unknownRoom) }, latency) }
    if counters.roomsServed >= configuration.timeoutAfterServed
      && Double.random(in: 0..<1, using: &random) < configuration.timeoutChance
    {
      counters.timeouts += 1
      return ({ .failure(.requestTimeout) }, configuration.timeoutDelay)
    }
    if configuration.faultRate > 0 && Double.random(in: 0..<1, using: &random) < configuration.faultRate {
      counters.timeouts += 1
      return ({ .failure(.requestTimeout) }, latency)
    }
    counters.roomsServed += 1
    if configuration.countsServedRooms { counters.servedPerRoom[id, default: 0] += 1 }
    return ({ .room(maze.room(x: x, y: y)) }, latency)
  }

  /// The original busy-looped 0.2–0.4 s on the caller's thread; here the answer is a deadline
  /// 0.2–0.4 s (scaled) ahead, and nothing waits meanwhile.
  func unlock(lock: String, _ deliver: @escaping (Result<String, MazeError>) -> Void) {
    counters.unlockRequests += 1
    let work = Double.random(in: configuration.unlockWork, using: &random)
    let result: Result<String, MazeError>
    if let mazeID = ServerMaze.mazeID(ofLock: lock), let maze = mazes.last(where: { $0.id == mazeID }),
      let (x, y) = maze.coordinates(ofLock: lock)
    {
      result = .success(maze.roomID(x: x, y: y))
    } else {
      result = .failure(.server(code: 401, message: "invalid lock"))
    }
    after(work) { deliver(result) }
  }

  /// Every stored `var` (its random numbers, its mazes, its counters, an armed fault); calling
  /// the result puts them back: part of a maze's keyframe in a replay viewer. Its answers due
  /// later are events on the scheduler, kept by the scheduler's own `savedState()`.
  public func savedState() -> () -> Void {
    let saved = (random, mazes, counters, fault)
    return { [self] in (random, mazes, counters, fault) = saved }
  }

  // MARK: timing

  private func drawLatency() -> Double { Double.random(in: configuration.fetchLatency, using: &random) }

  /// Answers at the simulated deadline; without delay, at the scheduler's next run (never
  /// inline: a long chain of rooms never deepens the stack).
  private func after(_ seconds: Double, _ work: @escaping () -> Void) {
    scheduler.schedule(after: seconds * configuration.latencyScale, work)
  }
}

/// Hands the server's values over as they are (`--transport direct`).
final class DirectTransport: MazeService {
  init(server: MazeServer) { self.server = server }
  let server: MazeServer

  func fetchStartRoom(_ completion: @escaping (Result<String, MazeError>) -> Void) {
    server.startRoom(completion)
  }

  func fetchRoom(id: String, _ completion: @escaping (Result<Room, MazeError>) -> Void) {
    server.room(id: id) { answer in
      switch answer {
      case .room(let room): completion(.success(room))
      case .failure(let error): completion(.failure(error))
      case .corrupt:
        completion(.failure(.malformed("room \(RoomIdentifier.abbreviated(id)): injected fault")))
      }
    }
  }

  func unlockRoom(lock: String, _ completion: @escaping (Result<String, MazeError>) -> Void) {
    server.unlock(lock: lock, completion)
  }

  func savedState() -> (() -> Void)? { server.savedState() }
}

/// Encodes every answer as JSON bytes, as the network API would.
final class JSONTransport: MazeByteAPI {
  init(server: MazeServer) { self.server = server }
  let server: MazeServer

  func fetchStartRoom(callback: @escaping (Result<[UInt8], MazeError>) -> Void) {
    server.startRoom { result in
      callback(result.map { WireJSON.bytes(StartRoomPayload(id: $0)) })
    }
  }

  func fetchRoom(
    withIdentifier id: String, callback: @escaping (Result<[UInt8], MazeError>) -> Void
  ) {
    server.room(id: id) { answer in
      switch answer {
      case .room(let room): callback(.success(WireJSON.bytes(room: room)))
      case .failure(let error): callback(.failure(error))
      case .corrupt(let id): callback(.success(Array("{\"id\": \"\(id)\", \"tileUrl\": ".utf8)))
      }
    }
  }

  func unlockRoom(withLock lock: String, callback: @escaping (Result<String, MazeError>) -> Void) {
    server.unlock(lock: lock, callback)
  }

  func savedState() -> (() -> Void)? { server.savedState() }
}
