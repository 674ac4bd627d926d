// Only for JSONDecoder: the bytes are handed in, nothing is read from disk or clock.
#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The default client: asks a byte-level API and decodes its JSON with `Codable`, turning any
/// malformed payload into a clear `MazeError.malformed`.
public final class JSONMazeClient: MazeService {
  public let api: MazeByteAPI
  /// One decoder for every answer: the client lives on one thread (its scheduler's), and a
  /// fresh decoder per room costs more than the decoding.
  private let decoder = JSONDecoder()

  public init(api: MazeByteAPI) { self.api = api }

  public func fetchStartRoom(_ completion: @escaping (Result<String, MazeError>) -> Void) {
    api.fetchStartRoom { [decoder] result in
      completion(
        result.flatMap { bytes in
          Result { () throws(MazeError) in
            let payload = try Self.decode(
              StartRoomPayload.self, from: bytes, what: "start room", with: decoder)
            guard !payload.id.isEmpty else { throw .malformed("start room: empty id") }
            return payload.id
          }
        })
    }
  }

  public func fetchRoom(id: String, _ completion: @escaping (Result<Room, MazeError>) -> Void) {
    api.fetchRoom(withIdentifier: id) { [decoder] result in
      completion(
        result.flatMap { bytes in
          Result { () throws(MazeError) in
            try Self.decode(
              RoomPayload.self, from: bytes, what: "room \(RoomIdentifier.abbreviated(id))", with: decoder
            )
            .decoded()
          }
        })
    }
  }

  public func unlockRoom(lock: String, _ completion: @escaping (Result<String, MazeError>) -> Void) {
    api.unlockRoom(withLock: lock, callback: completion)
  }

  static func decode<T: Decodable>(
    _ type: T.Type, from bytes: [UInt8], what: String, with decoder: JSONDecoder = JSONDecoder()
  ) throws(MazeError) -> T {
    do {
      return try decoder.decode(type, from: Data(bytes))
    } catch let DecodingError.keyNotFound(key, _) {
      throw .malformed("\(what): missing key \"\(key.stringValue)\"")
    } catch let DecodingError.typeMismatch(_, context) {
      throw .malformed("\(what): wrong type at \(Self.path(context.codingPath))")
    } catch let DecodingError.valueNotFound(_, context) {
      throw .malformed("\(what): null at \(Self.path(context.codingPath))")
    } catch {
      throw .malformed("\(what): not JSON")
    }
  }

  private static func path(_ keys: [CodingKey]) -> String {
    keys.isEmpty ? "top level" : keys.map(\.stringValue).joined(separator: ".")
  }
}
