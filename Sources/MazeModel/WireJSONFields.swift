import ArcadeJSON

/// Reading the rooms API's two answers: the text is parsed by ArcadeJSON (strict RFC 8259, so
/// malformed bytes are told from a wrong shape) and only objects and strings are taken from it,
/// with the errors a player sees. (Foundation's `JSONDecoder` was a quarter of the reveal's CPU;
/// reading the fields by hand from the parsed value skips the Codable machinery too.)
enum WireJSONFields {
  /// The value of the whole text; "not JSON" when it is not.
  static func parse(_ bytes: [UInt8]) throws(MazeError) -> JSONValue {
    do {
      return try JSONValue(parsing: bytes)
    } catch {
      throw .malformed("not JSON")
    }
  }

  /// The members of an object (a key written twice: the last one, as the server meant it).
  static func object(_ value: JSONValue?, at path: String) throws(MazeError) -> [String: JSONValue] {
    switch value {
    case .object(let members): return Dictionary(members, uniquingKeysWith: { _, last in last })
    case .null: throw .malformed("null at \(path)")
    default: throw .malformed("wrong type at \(path)")
    }
  }

  static func string(
    _ members: [String: JSONValue], _ key: String, in path: String? = nil
  ) throws(MazeError) -> String {
    let at = path.map { "\($0).\(key)" } ?? key
    switch members[key] {
    case .string(let text): return text
    case nil: throw .malformed("missing key \"\(key)\"")
    case .null: throw .malformed("null at \(at)")
    default: throw .malformed("wrong type at \(at)")
    }
  }
}

extension StartRoomPayload {
  init(wireJSON bytes: [UInt8]) throws(MazeError) {
    let top = try WireJSONFields.object(WireJSONFields.parse(bytes), at: "top level")
    self.init(id: try WireJSONFields.string(top, "id"))
  }
}

extension RoomPayload {
  init(wireJSON bytes: [UInt8]) throws(MazeError) {
    let top = try WireJSONFields.object(WireJSONFields.parse(bytes), at: "top level")
    let id = try WireJSONFields.string(top, "id")
    let tileUrl = try WireJSONFields.string(top, "tileUrl")
    guard let roomsValue = top["rooms"] else { throw .malformed("missing key \"rooms\"") }
    var rooms: [String: [String: String]] = [:]
    for (side, pointer) in try WireJSONFields.object(roomsValue, at: "rooms") {
      let entries = try WireJSONFields.object(pointer, at: "rooms.\(side)")
      var strings: [String: String] = [:]
      for key in entries.keys { strings[key] = try WireJSONFields.string(entries, key, in: "rooms.\(side)") }
      rooms[side] = strings
    }
    let type = try WireJSONFields.string(top, "type")
    self.init(id: id, tileUrl: tileUrl, rooms: rooms, type: type)
  }
}
