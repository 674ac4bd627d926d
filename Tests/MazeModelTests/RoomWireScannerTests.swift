import MazeTestDoubles
import Testing

@testable import MazeModel
@testable import MazeServer

@Suite("Room answer scanner")
struct RoomWireScannerTests {
  static let rooms: [Room] = [
    mockRoom,
    Room(id: "R1", tileURL: "u", type: .exit, exits: RoomExits()),
    Room(
      id: "R2", tileURL: "https://example.com/t.jpg", type: .door,
      exits: RoomExits(north: .room("R3"), south: .lock("ab+/cd=="), east: .room("R4"), west: .lock("x"))),
  ]

  @Test("the server writes a room from itself as it writes the room's payload")
  func serverBytesFromTheRoom() {
    let escaped = Room(
      id: "R\"q\\\u{1}é", tileURL: "a/b", type: .empty, exits: RoomExits(north: .room("R\t3")))
    for room in Self.rooms + [escaped] {
      #expect(WireJSON.bytes(room: room) == WireJSON.bytes(RoomPayload(room: room)))
    }
  }

  @Test("the server's answers are read in one pass into the rooms the general reading gives")
  func serverAnswersScanned() throws {
    for room in Self.rooms {
      let bytes = WireJSON.bytes(room: room)
      let fields = try #require(RoomWireScanner.scan(bytes))
      #expect(fields.exits == room.exits)
      #expect(try RoomPayload(wireJSON: bytes).decoded() == room)
      #expect(decodeRoom(String(decoding: bytes, as: UTF8.self)) == .success(room))
    }
  }

  @Test(
    "any other text is left to the strict general reading",
    arguments: [
      "", "{", #"{"id":"R1""#, #"{"id":"R1","tileUrl":"u","rooms":{},"type":"EMPTY"} "#,
      #"{"id":"R1","tileUrl":"u","rooms":{},"type":"EMPTY"}}"#,
      #"{"id":"R1","tileUrl":"u","rooms":{},"type":"EMPTY""#,
      #"{"id": "R1","tileUrl":"u","rooms":{},"type":"EMPTY"}"#,
      #"{"tileUrl":"u","id":"R1","rooms":{},"type":"EMPTY"}"#,
      #"{"id":"R\"1","tileUrl":"u","rooms":{},"type":"EMPTY"}"#,
      #"{"id":"R\u0031","tileUrl":"u","rooms":{},"type":"EMPTY"}"#,
      "{\"id\":\"R\u{1}\",\"tileUrl\":\"u\",\"rooms\":{},\"type\":\"EMPTY\"}",
      "{\"id\":\"Ré\",\"tileUrl\":\"u\",\"rooms\":{},\"type\":\"EMPTY\"}",
      #"{"id":"R1","tileUrl":"u","rooms":{"east":{"room":"R2"},"east":{"door":"R3"}},"type":"EMPTY"}"#,
      #"{"id":"R1","tileUrl":"u","rooms":{"east":{"door":"R2"}},"type":"EMPTY"}"#,
      #"{"id":"R1","tileUrl":"u","rooms":{"up":{"room":"R2"}},"type":"EMPTY"}"#,
      #"{"id":"R1","tileUrl":"u","rooms":{"east":{"room":"R2","lock":"L"}},"type":"EMPTY"}"#,
      #"{"id":"R1","tileUrl":"u","rooms":{"east":{"room":7}},"type":"EMPTY"}"#,
      #"{"id":"R1","tileUrl":"u","rooms":{"east":{"room":"R2"},},"type":"EMPTY"}"#,
      #"{"id":"R1","tileUrl":"u","rooms":{},"type":"EMPTY","extra":1}"#,
      #"{"id":"R1","tileUrl":"u","rooms":{}}"#,
    ])
  func otherTextNotScanned(text: String) {
    #expect(RoomWireScanner.scan(Array(text.utf8)) == nil)
  }

  @Test("a scanned answer is checked as every answer: no id, no tile, an unknown type")
  func scannedAnswersChecked() {
    #expect(
      decodeRoom(#"{"id":"","tileUrl":"u","rooms":{},"type":"EMPTY"}"#)
        == .failure(.malformed("room without an id")))
    #expect(
      decodeRoom(#"{"id":"R1","tileUrl":"","rooms":{},"type":"EMPTY"}"#)
        == .failure(.malformed("room R1 without a tileUrl")))
    #expect(
      decodeRoom(#"{"id":"R1","tileUrl":"u","rooms":{},"type":"LAVA"}"#)
        == .failure(.malformed("room R1 has unknown type \"LAVA\"")))
  }

  @Test("a side named twice reads as the general reading reads it: the last one")
  func sideNamedTwice() {
    let text = #"{"id":"R1","tileUrl":"u","rooms":{"east":{"room":"R2"},"east":{"lock":"L"}},"type":"EMPTY"}"#
    #expect(decodeRoom(text).map(\.exits) == .success(RoomExits(east: .lock("L"))))
  }
}
