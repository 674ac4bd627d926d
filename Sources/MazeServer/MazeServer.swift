import ArcadeRandom
import Dispatch
import Foundation
import MazeModel
import Synchronization

/// The in-process stand-in for the closed "Maze tiles API": the original's three operations,
/// answered on background threads after a simulated latency, with its faults (401 for an
/// unknown id, 504 "Request Timeout" after 4 096 rooms served) and injectable ones for tests.
public final class MazeServer: Sendable {
  public struct Configuration: Sendable {
    /// Multiplies every simulated delay: 1 = the original's timings, 0 = none (unit tests).
    public var latencyScale: Double = 1
    public var fetchLatency: ClosedRange<Double> = 0.006...0.009
    /// The busy work of one unlock (here a sleep on the calling thread).
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

  private struct State {
    var random: SeededRandom
    var mazes: [ServerMaze] = []
    var counters = Counters()
    var fault: InjectedFault?
  }

  public let configuration: Configuration
  private let state: Mutex<State>

  public init(seed: UInt64, configuration: Configuration = Configuration()) {
    self.configuration = configuration
    state = Mutex(State(random: SeededRandom(seed: seed), fault: configuration.injectedFault))
  }

  public var counters: Counters { state.withLock { $0.counters } }

  /// The newest maze (the one the last start room belongs to).
  public var currentMaze: ServerMaze? { state.withLock { $0.mazes.last } }

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
  func startRoom(_ deliver: @escaping @Sendable (Result<String, MazeError>) -> Void) {
    let (mazeID, latency, pick) = state.withLock { state in
      state.counters.startRequests += 1
      return (
        UInt32(truncatingIfNeeded: state.random.next()), drawLatency(&state.random), state.random.next()
      )
    }
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
      state.withLock { state in
        state.mazes.removeAll { $0.id == mazeID }
        state.mazes.append(maze)
        if state.mazes.count > 4 { state.mazes.removeFirst() }
      }
      deliver(.success(maze.roomID(x: x, y: y)))
    }
  }

  func room(id: String, _ deliver: @escaping @Sendable (Answer) -> Void) {
    enum Decision {
      case answer(Answer)
      case build(ServerMaze, x: Int, y: Int)
    }
    let (decision, delay) = state.withLock { state -> (Decision, Double) in
      state.counters.fetchRequests += 1
      let latency = drawLatency(&state.random)
      if let fault = state.fault, fault.fetchNumber == state.counters.fetchRequests {
        state.fault = nil
        switch fault {
        case .malformedJSON: return (.answer(.corrupt(id)), latency)
        case .unknownRoom: return (.answer(.failure(.unknownRoom)), latency)
        }
      }
      var found: (ServerMaze, Int, Int)?
      for maze in state.mazes.reversed() {
        if let (x, y) = maze.coordinates(ofRoomID: id) {
          found = (maze, x, y)
          break
        }
      }
      guard let (maze, x, y) = found else { return (.answer(.failure(.unknownRoom)), latency) }
      if state.counters.roomsServed >= configuration.timeoutAfterServed
        && Double.random(in: 0..<1, using: &state.random) < configuration.timeoutChance
      {
        state.counters.timeouts += 1
        return (.answer(.failure(.requestTimeout)), configuration.timeoutDelay)
      }
      if configuration.faultRate > 0
        && Double.random(in: 0..<1, using: &state.random) < configuration.faultRate
      {
        state.counters.timeouts += 1
        return (.answer(.failure(.requestTimeout)), latency)
      }
      state.counters.roomsServed += 1
      if configuration.countsServedRooms { state.counters.servedPerRoom[id, default: 0] += 1 }
      return (.build(maze, x: x, y: y), latency)
    }
    after(delay) {
      switch decision {
      case .answer(let answer): deliver(answer)
      // Built outside the lock: concurrent requests do not queue behind each other.
      case .build(let maze, let x, let y): deliver(.room(maze.room(x: x, y: y)))
      }
    }
  }

  /// Slow and synchronous, like the original (which busy-looped 0.2–0.4 s); here the calling
  /// thread sleeps, so a background caller costs no CPU.
  func unlock(lock: String) -> Result<String, MazeError> {
    let (result, work) = state.withLock { state -> (Result<String, MazeError>, Double) in
      state.counters.unlockRequests += 1
      let work = Double.random(in: configuration.unlockWork, using: &state.random)
      guard let mazeID = ServerMaze.mazeID(ofLock: lock),
        let maze = state.mazes.last(where: { $0.id == mazeID }),
        let (x, y) = maze.coordinates(ofLock: lock)
      else { return (.failure(.server(code: 401, message: "invalid lock")), work) }
      return (.success(maze.roomID(x: x, y: y)), work)
    }
    let seconds = work * configuration.latencyScale
    if seconds > 0 { Thread.sleep(forTimeInterval: seconds) }
    return result
  }

  // MARK: timing

  private func drawLatency(_ random: inout SeededRandom) -> Double {
    Double.random(in: configuration.fetchLatency, using: &random)
  }

  /// Answers after the simulated delay on a background thread; without delay, at once on the
  /// caller's thread (a network with zero latency, and no thread hop per room).
  private func after(_ seconds: Double, _ work: @escaping @Sendable () -> Void) {
    let delay = seconds * configuration.latencyScale
    if delay <= 0 {
      work()
    } else {
      DispatchQueue.global().asyncAfter(deadline: .now() + delay, execute: work)
    }
  }
}

/// Hands the server's values over as they are (`--transport direct`).
struct DirectTransport: MazeService {
  let server: MazeServer

  func fetchStartRoom(_ completion: @escaping @Sendable (Result<String, MazeError>) -> Void) {
    server.startRoom(completion)
  }

  func fetchRoom(id: String, _ completion: @escaping @Sendable (Result<Room, MazeError>) -> Void) {
    server.room(id: id) { answer in
      switch answer {
      case .room(let room): completion(.success(room))
      case .failure(let error): completion(.failure(error))
      case .corrupt:
        completion(.failure(.malformed("room \(RoomIdentifier.abbreviated(id)): injected fault")))
      }
    }
  }

  func unlockRoom(lock: String) -> Result<String, MazeError> { server.unlock(lock: lock) }
}

/// Encodes every answer as JSON bytes, as the network API would.
struct JSONTransport: MazeByteAPI {
  let server: MazeServer

  func fetchStartRoom(callback: @escaping @Sendable (Result<[UInt8], MazeError>) -> Void) {
    server.startRoom { result in
      callback(result.map { Self.encode(StartRoomPayload(id: $0)) })
    }
  }

  func fetchRoom(
    withIdentifier id: String, callback: @escaping @Sendable (Result<[UInt8], MazeError>) -> Void
  ) {
    server.room(id: id) { answer in
      switch answer {
      case .room(let room): callback(.success(Self.encode(RoomPayload(room: room))))
      case .failure(let error): callback(.failure(error))
      case .corrupt(let id): callback(.success(Array("{\"id\": \"\(id)\", \"tileUrl\": ".utf8)))
      }
    }
  }

  func unlockRoom(withLock lock: String) -> Result<String, MazeError> { server.unlock(lock: lock) }

  static func encode<T: Encodable>(_ value: T) -> [UInt8] {
    // A value type of strings always encodes; an empty answer would be reported as malformed.
    (try? [UInt8](JSONEncoder().encode(value))) ?? []
  }
}
