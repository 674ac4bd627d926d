/// The Maze tiles API as the explorer sees it: decoded values, answered through completions.
///
/// Completions are called on the consumer's thread, from its event loop (the simulated server
/// answers from an `EventScheduler` deadline), never inline from the request: a network client
/// filling this seam would hand its answers to the loop (a queue the loop drains when woken).
/// The original's unlock was synchronous and blocked its caller for 0.2–0.4 s; here it answers
/// later, like the fetches.
public protocol MazeService: AnyObject {
  /// Generates a new maze and answers the id of its start room.
  func fetchStartRoom(_ completion: @escaping (Result<String, MazeError>) -> Void)
  func fetchRoom(id: String, _ completion: @escaping (Result<Room, MazeError>) -> Void)
  /// Turns a lock into the room id behind it (the original's "computationally expensive" call).
  func unlockRoom(lock: String, _ completion: @escaping (Result<String, MazeError>) -> Void)
  /// The state of whatever answers (the simulated server's); calling the result puts it back:
  /// part of a maze's keyframe in a replay viewer. Nil where it cannot be kept (a network's).
  func savedState() -> (() -> Void)?
}

extension MazeService {
  public func savedState() -> (() -> Void)? { nil }
}

/// The API as a network would carry it: JSON bytes, as the original's `MazeManager`.
public protocol MazeByteAPI: AnyObject {
  func fetchStartRoom(callback: @escaping (Result<[UInt8], MazeError>) -> Void)
  func fetchRoom(withIdentifier id: String, callback: @escaping (Result<[UInt8], MazeError>) -> Void)
  func unlockRoom(withLock lock: String, callback: @escaping (Result<String, MazeError>) -> Void)
  /// As `MazeService.savedState()`: nil where it cannot be kept.
  func savedState() -> (() -> Void)?
}

extension MazeByteAPI {
  public func savedState() -> (() -> Void)? { nil }
}

/// How the client reaches the server.
public enum MazeTransport: String, CaseIterable, Sendable {
  /// JSON bytes encoded by the server and decoded by the client (the default, as a network).
  case json
  /// The server's values handed over as they are, to measure the explorer alone.
  case direct
}
