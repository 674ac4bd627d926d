import ArcadeGeometry
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

  /// The bytes of `bytes(RoomPayload(room: room))`, written from the room itself: no payload
  /// dictionaries to build and sort for each answer of a reveal.
  static func bytes(room: Room) -> [UInt8] {
    var out: [UInt8] = []
    out.reserveCapacity(160)
    out.append(contentsOf: #"{"id":"#.utf8)
    string(room.id, into: &out)
    out.append(contentsOf: #","tileUrl":"#.utf8)
    string(room.tileURL, into: &out)
    out.append(contentsOf: #","rooms":{"#.utf8)
    var first = true
    for side in sidesByName {
      guard let pointer = room.exits[side] else { continue }
      if !first { out.append(UInt8(ascii: ",")) }
      first = false
      string(side.compassName, into: &out)
      out.append(contentsOf: ":{".utf8)
      switch pointer {
      case .room(let id):
        out.append(contentsOf: #""room":"#.utf8)
        string(id, into: &out)
      case .lock(let lock):
        out.append(contentsOf: #""lock":"#.utf8)
        string(lock, into: &out)
      }
      out.append(UInt8(ascii: "}"))
    }
    out.append(contentsOf: #"},"type":"#.utf8)
    string(room.type.rawValue, into: &out)
    out.append(UInt8(ascii: "}"))
    return out
  }

  /// The sides in the order of their names, as the payload's sorted keys.
  static let sidesByName = Direction.compass.sorted { $0.compassName < $1.compassName }

  /// A JSON string, escaped as the encoder escapes it (`JSONString`). The server's strings (ids,
  /// locks, tile addresses, types) have nothing to escape: they are copied as they are, after
  /// one look at their bytes; any other goes through the encoder's escaping.
  static func string(_ text: String, into out: inout [UInt8]) {
    var text = text
    let copied = text.withUTF8 { utf8 in
      for byte in utf8 where byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") {
        return false
      }
      out.append(UInt8(ascii: "\""))
      out.append(contentsOf: utf8)
      out.append(UInt8(ascii: "\""))
      return true
    }
    if !copied { JSONString.append(text, to: &out) }
  }
}
