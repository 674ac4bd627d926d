/// Why a request or an exploration failed.
public enum MazeError: Error, Hashable, Sendable, CustomStringConvertible {
  /// An error answered by the API: 401 (unknown room or lock), 504 "Request Timeout".
  case server(code: Int, message: String)
  /// A payload the client could not decode.
  case malformed(String)
  /// A 504 that kept coming back after every retry.
  case tooManyRetries(roomID: String, attempts: Int)
  case cancelled

  public static let unknownRoom = MazeError.server(code: 401, message: "")
  public static let requestTimeout = MazeError.server(code: 504, message: "Request Timeout")

  /// Only a timeout is worth asking again; the rest will not get better.
  public var isRetryable: Bool {
    if case .server(504, _) = self { return true }
    return false
  }

  public var description: String {
    switch self {
    case .server(let code, let message):
      return message.isEmpty ? "server answered \(code)" : "server answered \(code) \(message)"
    case .malformed(let why): return "malformed payload: \(why)"
    case .tooManyRetries(let id, let attempts):
      return "gave up on \(RoomIdentifier.abbreviated(id)) after \(attempts) attempts"
    case .cancelled: return "cancelled"
    }
  }
}
