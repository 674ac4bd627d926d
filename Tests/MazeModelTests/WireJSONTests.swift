import ArcadeJSON
import MazeModel
import MazeTestDoubles
import Testing

@testable import MazeServer

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

@Suite("Server JSON")
struct WireJSONTests {
  @Test("the server's hand-written room JSON decodes to the same payload, escapes included")
  func roomRoundTrip() throws {
    let tricky = RoomPayload(
      id: "R\"quoted\"\\back\u{1}é", tileUrl: "https://example.com/a/b.jpg",
      rooms: ["east": ["room": "R2"], "west": ["lock": "ab+/cd=="], "north": ["room": "R\t3"]], type: "DOOR")
    for payload in [tricky, RoomPayload(room: mockRoom)] {
      let decoded = try JSONDecoder().decode(RoomPayload.self, from: Data(WireJSON.bytes(payload)))
      #expect(decoded == payload)
    }
  }

  @Test("the start room answer is {\"id\": …}")
  func startRoom() throws {
    let bytes = WireJSON.bytes(StartRoomPayload(id: "R4b7f8b8bd464e959"))
    #expect(String(decoding: bytes, as: UTF8.self) == #"{"id":"R4b7f8b8bd464e959"}"#)
  }

  @Test("a string is written as the encoder's escaper writes it, with or without anything to escape")
  func stringsAsTheEscaperWritesThem() {
    for text in [
      "R4b7f8b8bd464e959", "", "https://example.com/a/b.jpg", "\"", "\\", "tab\there", "\u{1}", "\u{7f}é🧟",
      "end\"", "a\nb",
    ] {
      var written: [UInt8] = []
      WireJSON.string(text, into: &written)
      var escaped: [UInt8] = []
      JSONString.append(text, to: &escaped)
      #expect(written == escaped, "\(text.debugDescription)")
    }
  }

  @Test("one room always gives the same bytes")
  func stableBytes() {
    #expect(WireJSON.bytes(RoomPayload(room: mockRoom)) == WireJSON.bytes(RoomPayload(room: mockRoom)))
  }
}
