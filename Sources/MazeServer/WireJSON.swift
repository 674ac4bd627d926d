import ArcadeJSON
import MazeModel

/// The server's JSON, written by hand: the answers have a fixed shape of strings, written
/// without the Codable machinery on every answer of a reveal; strings escaped by ArcadeJSON.
enum WireJSON {
  static func bytes(_ payload: StartRoomPayload) -> [UInt8] {
    var out: [UInt8] = []
    out.append(contentsOf: #"{"id":"#.utf8)
    string(payload.id, into: &out)
    out.append(UInt8(ascii: "}"))
    return out
  }

  static func bytes(_ payload: RoomPayload) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(160)
    out.append(contentsOf: #"{"id":"#.utf8)
    string(payload.id, into: &out)
    out.append(contentsOf: #","tileUrl":"#.utf8)
    string(payload.tileUrl, into: &out)
    out.append(contentsOf: #","rooms":{"#.utf8)
    // Sorted, so the same room always gives the same bytes.
    for (index, side) in payload.rooms.keys.sorted().enumerated() {
      if index > 0 { out.append(UInt8(ascii: ",")) }
      string(side, into: &out)
      out.append(contentsOf: ":{".utf8)
      for (inner, kind) in (payload.rooms[side] ?? [:]).keys.sorted().enumerated() {
        if inner > 0 { out.append(UInt8(ascii: ",")) }
        string(kind, into: &out)
        out.append(UInt8(ascii: ":"))
        string(payload.rooms[side]?[kind] ?? "", into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
    out.append(contentsOf: #"},"type":"#.utf8)
    string(payload.type, into: &out)
    out.append(UInt8(ascii: "}"))
    return out
  }

  /// A JSON string, escaped as the encoder escapes it (`JSONString`).
  static func string(_ text: String, into out: inout [UInt8]) { JSONString.append(text, to: &out) }
}
