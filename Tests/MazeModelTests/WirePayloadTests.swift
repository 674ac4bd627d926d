#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif
import MazeModel
import MazeTestDoubles
import Testing

/// A byte API that answers fixed bytes, to feed the JSON client.
final class FixedBytesAPI: MazeByteAPI {
  init(start: [UInt8], room: [UInt8]) {
    self.start = start
    self.room = room
  }

  var start: [UInt8]
  var room: [UInt8]

  func fetchStartRoom(callback: @escaping (Result<[UInt8], MazeError>) -> Void) {
    callback(.success(start))
  }
  func fetchRoom(
    withIdentifier id: String, callback: @escaping (Result<[UInt8], MazeError>) -> Void
  ) {
    callback(.success(room))
  }
  func unlockRoom(withLock lock: String, callback: @escaping (Result<String, MazeError>) -> Void) {
    callback(.success("R"))
  }
}

func decodeRoom(_ json: String) -> Result<Room, MazeError> {
  let client = JSONMazeClient(api: FixedBytesAPI(start: [], room: Array(json.utf8)))
  let box = ResultBox()
  client.fetchRoom(id: "R1") { box.set($0) }
  return box.value!
}

final class ResultBox: @unchecked Sendable {
  var value: Result<Room, MazeError>?
  func set(_ result: Result<Room, MazeError>) { value = result }
}

@Suite("JSON payloads")
struct WirePayloadTests {
  @Test("the original's room JSON decodes into a room with a room and a lock pointer")
  func decodesOriginalExample() throws {
    let room = try decodeRoom(
      """
      { "id": "R4b7f8b8bd464e959", "tileUrl": "https://example.com/sometile.jpg",
        "rooms": { "east": {"room": "R4b7f8c8cd464ee5e"}, "west": {"lock": "onF1pXP9jUimx0v9+5oBcccqid=="} },
        "type": "EMPTY" }
      """
    ).get()
    #expect(room.id == "R4b7f8b8bd464e959")
    #expect(room.exits.east == .room("R4b7f8c8cd464ee5e"))
    #expect(room.exits.west == .lock("onF1pXP9jUimx0v9+5oBcccqid=="))
    #expect(room.exits.north == nil)
    #expect(room.exits.openSides == [.east, .west])
  }

  @Test("a room without rooms is rejected with a clear error")
  func missingRoomsIsMalformed() {
    let result = decodeRoom(#"{"id": "R1", "tileUrl": "u", "type": "EMPTY"}"#)
    #expect(result == .failure(.malformed("room R1: missing key \"rooms\"")))
  }

  @Test("an unknown room type is rejected")
  func unknownTypeIsMalformed() {
    let result = decodeRoom(#"{"id": "R1", "tileUrl": "u", "rooms": {}, "type": "WALL"}"#)
    #expect(result == .failure(.malformed("room R1 has unknown type \"WALL\"")))
  }

  @Test("bytes that are not JSON are rejected")
  func garbageIsMalformed() {
    let result = decodeRoom(#"{"id": "R1", "tileUrl": "#)
    #expect(result == .failure(.malformed("room R1: not JSON")))
  }

  @Test("a pointer that is not a string dictionary rejects the room")
  func badPointerShapeIsMalformed() {
    let result = decodeRoom(#"{"id": "R1", "tileUrl": "u", "rooms": {"east": "R2"}, "type": "EMPTY"}"#)
    guard case .failure(.malformed) = result else {
      Issue.record("expected a malformed error, got \(result)")
      return
    }
  }

  @Test("unknown directions and pointer kinds are skipped")
  func unknownEntriesSkipped() throws {
    let room = try decodeRoom(
      #"{"id": "R1", "tileUrl": "u", "rooms": {"up": {"room": "R2"}, "east": {"wall": "x"}, "north": {"room": "R3"}}, "type": "DOOR"}"#
    ).get()
    #expect(room.exits == RoomExits(north: .room("R3")))
    #expect(room.type == .door)
  }

  @Test("a payload built from a room decodes back to the same room")
  func roundTrip() throws {
    let bytes = try JSONEncoder().encode(RoomPayload(room: mockRoom))
    let json = String(decoding: bytes, as: UTF8.self)
    #expect(try decodeRoom(json).get() == mockRoom)
  }
}
