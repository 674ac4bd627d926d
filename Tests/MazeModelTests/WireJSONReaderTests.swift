import MazeModel
import Testing

@Suite("Client JSON reader")
struct WireJSONReaderTests {
  @Test(
    "text that is not JSON is told apart from JSON of the wrong shape",
    arguments: [
      #"{"id": "R1""#, #"{"id": "R1"} x"#, #"{"id": "R1\q"}"#, #"{"id": "R1}"#, "", "nul", #"{"a": 1.2.3}"#,
      #"{"a": [1, }"#,
    ])
  func notJSON(text: String) {
    #expect(decodeRoom(text) == .failure(.malformed("room R1: not JSON")))
  }

  @Test("each wrong shape names its place")
  func shapes() {
    let cases: [(String, String)] = [
      (#"[1, 2]"#, "wrong type at top level"),
      (#"{"id": null, "tileUrl": "u", "rooms": {}, "type": "EMPTY"}"#, "null at id"),
      (#"{"id": 7, "tileUrl": "u", "rooms": {}, "type": "EMPTY"}"#, "wrong type at id"),
      (#"{"id": "R1", "tileUrl": "u", "rooms": [], "type": "EMPTY"}"#, "wrong type at rooms"),
      (
        #"{"id": "R1", "tileUrl": "u", "rooms": {"east": "R2"}, "type": "EMPTY"}"#, "wrong type at rooms.east"
      ),
      (
        #"{"id": "R1", "tileUrl": "u", "rooms": {"east": {"room": true}}, "type": "EMPTY"}"#,
        "wrong type at rooms.east.room"
      ),
      (#"{"id": "R1", "tileUrl": "u", "rooms": {}}"#, "missing key \"type\""),
    ]
    for (text, why) in cases {
      #expect(decodeRoom(text) == .failure(.malformed("room R1: \(why)")), "\(text)")
    }
  }

  @Test("escapes decode: quotes, backslashes, \\u sequences and surrogate pairs")
  func escapes() throws {
    let room = try decodeRoom(
      #"{"id": "R\"1\\\u00e9\ud83d\ude00", "tileUrl": "a\/b", "rooms": {"north": {"lock": "x\ty"}}, "type": "EXIT"}"#
    ).get()
    #expect(room.id == "R\"1\\é😀")
    #expect(room.tileURL == "a/b")
    #expect(room.exits.north == .lock("x\ty"))
    #expect(room.type == .exit)
  }

  @Test("numbers, booleans and arrays elsewhere are valid JSON and ignored")
  func otherValuesIgnored() throws {
    let room = try decodeRoom(
      #"{"id": "R1", "n": -1.5e3, "b": [true, false, null, {"x": []}], "tileUrl": "u", "rooms": {}, "type": "EMPTY"}"#
    ).get()
    #expect(room.id == "R1")
  }
}
