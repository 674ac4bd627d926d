import ArcadeGeometry

/// The sides of a room as the Maze tiles API names them. The original's geometry: north is
/// row + 1, so rows grow toward the north and north is drawn below: north is `.down`.
extension Direction {
  public static let north = Direction.down
  public static let south = Direction.up
  public static let east = Direction.right
  public static let west = Direction.left

  /// The four sides in the API's order, which is the order the explorer follows a room's exits.
  public static let compass: [Direction] = [.north, .south, .east, .west]

  /// "north", "south", "east" or "west".
  public var compassName: String {
    switch self {
    case .down: return "north"
    case .up: return "south"
    case .right: return "east"
    case .left: return "west"
    }
  }

  public init?(compassName: String) {
    guard let side = Direction.compass.first(where: { $0.compassName == compassName }) else { return nil }
    self = side
  }
}

/// A set of sides packed in four bits: a room's open sides.
public struct DirectionSet: OptionSet, Hashable, Sendable {
  public let rawValue: UInt8
  public init(rawValue: UInt8) { self.rawValue = rawValue }

  public static let north = DirectionSet(.north)
  public static let south = DirectionSet(.south)
  public static let east = DirectionSet(.east)
  public static let west = DirectionSet(.west)

  /// Bit i for the i-th side of `Direction.compass`.
  public init(_ direction: Direction) {
    rawValue = 1 << UInt8(Direction.compass.firstIndex(of: direction) ?? 0)
  }

  public func contains(_ direction: Direction) -> Bool { contains(DirectionSet(direction)) }
}
