/// The default client: asks a byte-level API and reads its JSON (ArcadeJSON, `WireJSONFields`), turning any
/// malformed payload into a clear `MazeError.malformed`. No Foundation: the bytes are handed in.
public final class JSONMazeClient: MazeService {
  public let api: MazeByteAPI

  public init(api: MazeByteAPI) { self.api = api }

  public func fetchStartRoom(_ completion: @escaping (Result<String, MazeError>) -> Void) {
    api.fetchStartRoom { result in
      completion(
        result.flatMap { bytes in
          Result { () throws(MazeError) in
            let payload = try Self.read(what: "start room") { () throws(MazeError) in
              try StartRoomPayload(wireJSON: bytes)
            }
            guard !payload.id.isEmpty else { throw .malformed("start room: empty id") }
            return payload.id
          }
        })
    }
  }

  public func fetchRoom(id: String, _ completion: @escaping (Result<Room, MazeError>) -> Void) {
    api.fetchRoom(withIdentifier: id) { result in
      completion(
        result.flatMap { bytes in
          Result { () throws(MazeError) in
            if let fields = RoomWireScanner.scan(bytes) {
              return try RoomPayload.room(
                id: fields.id, tileUrl: fields.tileUrl, type: fields.type, exits: fields.exits)
            }
            return try Self.read(what: "room \(RoomIdentifier.abbreviated(id))") { () throws(MazeError) in
              try RoomPayload(wireJSON: bytes)
            }
            .decoded()
          }
        })
    }
  }

  public func unlockRoom(lock: String, _ completion: @escaping (Result<String, MazeError>) -> Void) {
    api.unlockRoom(withLock: lock, callback: completion)
  }

  /// Nothing of its own changes: its API's state.
  public func savedState() -> (() -> Void)? { api.savedState() }

  /// Says which answer a reading error is about.
  static func read<T>(what: String, _ body: () throws(MazeError) -> T) throws(MazeError) -> T {
    do {
      return try body()
    } catch .malformed(let why) {
      throw .malformed("\(what): \(why)")
    }
  }
}
