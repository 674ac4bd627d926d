import MazeModel

/// The server's JSON, written by hand: the answers have a fixed shape of strings, and
/// Foundation's `JSONEncoder` was a fifth of the arcade's CPU during a reveal.
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

  /// A JSON string: quotes, backslashes and control characters escaped, the rest as UTF-8.
  static func string(_ text: String, into out: inout [UInt8]) {
    let hex = Array("0123456789abcdef".utf8)
    out.append(UInt8(ascii: "\""))
    for byte in text.utf8 {
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"):
        out.append(UInt8(ascii: "\\"))
        out.append(byte)
      case 0..<0x20:
        out.append(contentsOf: #"\u00"#.utf8)
        out.append(hex[Int(byte >> 4)])
        out.append(hex[Int(byte & 0xF)])
      default:
        out.append(byte)
      }
    }
    out.append(UInt8(ascii: "\""))
  }
}
