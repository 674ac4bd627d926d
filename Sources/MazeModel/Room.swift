import ArcadeGeometry
/// What the API says a room is.
public enum RoomType: String, Codable, CaseIterable, Hashable, Sendable {
  case empty = "EMPTY"
  case door = "DOOR"
  case exit = "EXIT"
}

/// Where one side of a room leads: straight to a room id, or to a lock that must be unlocked
/// (slowly) to learn the room id behind it.
public enum RoomPointer: Hashable, Sendable {
  case room(String)
  case lock(String)

  /// The original's factory: "room" and "lock" are pointers, anything else ("wall") is not.
  public static func build(kind: String, target: String) -> RoomPointer? {
    switch kind {
    case "room": return .room(target)
    case "lock": return .lock(target)
    default: return nil
    }
  }

  public var target: String {
    switch self {
    case .room(let id), .lock(let id): return id
    }
  }

  public var isLocked: Bool {
    if case .lock = self { return true }
    return false
  }
}

/// The four sides of a room; nil is a wall.
public struct RoomExits: Hashable, Sendable {
  public var north: RoomPointer?
  public var south: RoomPointer?
  public var east: RoomPointer?
  public var west: RoomPointer?

  public init(
    north: RoomPointer? = nil, south: RoomPointer? = nil, east: RoomPointer? = nil, west: RoomPointer? = nil
  ) {
    self.north = north
    self.south = south
    self.east = east
    self.west = west
  }

  /// The exit on a side (north is `.down`: see `Direction.compass`).
  public subscript(direction: Direction) -> RoomPointer? {
    get {
      switch direction {
      case .down: return north
      case .up: return south
      case .right: return east
      case .left: return west
      }
    }
    set {
      switch direction {
      case .down: north = newValue
      case .up: south = newValue
      case .right: east = newValue
      case .left: west = newValue
      }
    }
  }

  /// The sides that lead somewhere (a room or a lock).
  public var openSides: DirectionSet {
    var sides: DirectionSet = []
    for direction in Direction.compass where self[direction] != nil { sides.insert(DirectionSet(direction)) }
    return sides
  }
}

/// A room as the client knows it once decoded.
public struct Room: Hashable, Sendable {
  public var id: String
  public var tileURL: String
  public var type: RoomType
  public var exits: RoomExits

  public init(id: String, tileURL: String, type: RoomType, exits: RoomExits) {
    self.id = id
    self.tileURL = tileURL
    self.type = type
    self.exits = exits
  }
}

public enum RoomIdentifier {
  /// Ids longer than 13 characters become their first 5 + "..." + last 5 (as the original).
  public static func abbreviated(_ id: String) -> String {
    guard id.count > 13 else { return id }
    return String(id.prefix(5)) + "..." + String(id.suffix(5))
  }
}
