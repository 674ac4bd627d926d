/// The Maze tiles API as the explorer sees it: decoded values, answered on any thread.
public protocol MazeService: Sendable {
  /// Generates a new maze and answers the id of its start room.
  func fetchStartRoom(_ completion: @escaping @Sendable (Result<String, MazeError>) -> Void)
  func fetchRoom(id: String, _ completion: @escaping @Sendable (Result<Room, MazeError>) -> Void)
  /// Turns a lock into the room id behind it. Slow and synchronous (the original's
  /// "computationally expensive" call): never call it on the UI thread.
  func unlockRoom(lock: String) -> Result<String, MazeError>
}

/// The API as a network would carry it: JSON bytes, as the original's `MazeManager`.
public protocol MazeByteAPI: Sendable {
  func fetchStartRoom(callback: @escaping @Sendable (Result<[UInt8], MazeError>) -> Void)
  func fetchRoom(
    withIdentifier id: String, callback: @escaping @Sendable (Result<[UInt8], MazeError>) -> Void)
  func unlockRoom(withLock lock: String) -> Result<String, MazeError>
}

/// How the client reaches the server.
public enum MazeTransport: String, CaseIterable, Sendable {
  /// JSON bytes encoded by the server and decoded by the client (the default, as a network).
  case json
  /// The server's values handed over as they are, to measure the explorer alone.
  case direct
}
