/// Where an exploration stands.
public enum ExplorerPhase: Hashable, Sendable {
  case idle
  /// Waiting for the start room's id.
  case starting
  case exploring
  case finished
  case failed(MazeError)
  case cancelled

  public var isRunning: Bool { self == .starting || self == .exploring }
  public var isOver: Bool { !isRunning && self != .idle }
}

/// The live counters of one exploration.
public struct ExplorerStats: Hashable, Sendable {
  public var rooms = 0
  /// Requests sent to the service (retries included).
  public var fetches = 0
  /// Pointers answered without a request: the room was known or already asked for.
  public var cacheHits = 0
  public var unlocks = 0
  /// DOOR rooms discovered.
  public var doors = 0
  /// Fetches and unlocks under way.
  public var inFlight = 0
  public var retries = 0
  /// Seconds from the start to the end (or to now while running).
  public var wallSeconds = 0.0
  /// The earliest the last room could have arrived, given the latencies seen: the longest
  /// chain of dependent requests (start, fetch, unlock, fetch…).
  public var criticalPathSeconds = 0.0

  public init() {}

  /// How far the run was from the critical-path bound (1 = as fast as possible).
  public var ratio: Double { criticalPathSeconds > 0 ? wallSeconds / criticalPathSeconds : 0 }
}

/// What the explorer has to say since the last drain.
public struct ExplorerUpdate: Sendable {
  public var rooms: [DiscoveredRoom]
  public var stats: ExplorerStats
  public var phase: ExplorerPhase
}

extension ExplorerPhase: CustomStringConvertible {
  /// Its name in replay snapshots, written out (a renamed case changes no digest).
  public var description: String {
    switch self {
    case .idle: return "idle"
    case .starting: return "starting"
    case .exploring: return "exploring"
    case .finished: return "finished"
    case .failed(let error): return "failed(\(error.description))"
    case .cancelled: return "cancelled"
    }
  }
}
