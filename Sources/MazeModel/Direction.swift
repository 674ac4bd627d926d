/// A side of a room, named as the Maze tiles API names it.
public enum Direction: String, CaseIterable, Codable, Hashable, Sendable {
  case north, south, east, west

  /// The original's geometry (and the server's y axis): north is row + 1, so rows grow toward
  /// the north and north is drawn below on screen.
  public var rowStep: Int {
    switch self {
    case .north: return 1
    case .south: return -1
    case .east, .west: return 0
    }
  }

  public var columnStep: Int {
    switch self {
    case .east: return 1
    case .west: return -1
    case .north, .south: return 0
    }
  }

  public var opposite: Direction {
    switch self {
    case .north: return .south
    case .south: return .north
    case .east: return .west
    case .west: return .east
    }
  }
}

/// A set of sides packed in four bits: a room's open sides.
public struct DirectionSet: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let north = DirectionSet(rawValue: 1 << 0)
  public static let south = DirectionSet(rawValue: 1 << 1)
  public static let east = DirectionSet(rawValue: 1 << 2)
  public static let west = DirectionSet(rawValue: 1 << 3)

  public init(_ direction: Direction) {
    switch direction {
    case .north: self = .north
    case .south: self = .south
    case .east: self = .east
    case .west: self = .west
    }
  }

  public func contains(_ direction: Direction) -> Bool { contains(DirectionSet(direction)) }
}
