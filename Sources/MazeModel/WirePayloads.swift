import ArcadeGeometry
/// The start room answer: `{"id": "R…"}`.
public struct StartRoomPayload: Codable, Hashable, Sendable {
  public var id: String
  public init(id: String) { self.id = id }
}

/// A room answer, field for field the original's JSON:
/// `{"id", "tileUrl", "rooms": {direction: {"room": id} | {"lock": lock}}, "type"}`.
public struct RoomPayload: Codable, Hashable, Sendable {
  public var id: String
  public var tileUrl: String
  public var rooms: [String: [String: String]]
  public var type: String

  public init(id: String, tileUrl: String, rooms: [String: [String: String]], type: String) {
    self.id = id
    self.tileUrl = tileUrl
    self.rooms = rooms
    self.type = type
  }

  /// The payload a server sends for `room`.
  public init(room: Room) {
    var rooms: [String: [String: String]] = [:]
    for direction in Direction.compass {
      switch room.exits[direction] {
      case .room(let id): rooms[direction.compassName] = ["room": id]
      case .lock(let lock): rooms[direction.compassName] = ["lock": lock]
      case nil: break
      }
    }
    self.init(id: room.id, tileUrl: room.tileURL, rooms: rooms, type: room.type.rawValue)
  }

  /// The client's reading, as the original's `Room(json:)`: an unknown type or an empty id or
  /// tile URL rejects the room; an unknown direction or pointer kind is skipped.
  public func decoded() throws(MazeError) -> Room {
    var exits = RoomExits()
    for (side, pointer) in rooms {
      guard let direction = Direction(compassName: side), pointer.count == 1,
        let (kind, target) = pointer.first,
        let built = RoomPointer.build(kind: kind, target: target)
      else { continue }
      exits[direction] = built
    }
    return try Self.room(id: id, tileUrl: tileUrl, type: type, exits: exits)
  }

  /// The checks of `decoded()` on fields already read (`RoomWireScanner`'s too).
  static func room(id: String, tileUrl: String, type: String, exits: RoomExits) throws(MazeError) -> Room {
    guard !id.isEmpty else { throw .malformed("room without an id") }
    guard !tileUrl.isEmpty else {
      throw .malformed("room \(RoomIdentifier.abbreviated(id)) without a tileUrl")
    }
    guard let roomType = RoomType(rawValue: type) else {
      throw .malformed("room \(RoomIdentifier.abbreviated(id)) has unknown type \"\(type)\"")
    }
    return Room(id: id, tileURL: tileUrl, type: roomType, exits: exits)
  }
}
