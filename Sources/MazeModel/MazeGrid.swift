import ArcadeGeometry
/// One known room as the explorer reports it.
public struct DiscoveredRoom: Hashable, Sendable {
  public var id: String
  public var coordinates: GridPoint
  public var type: RoomType
  public var openSides: DirectionSet
  /// The open sides that lead through a lock.
  public var lockedSides: DirectionSet
  /// 0 for the start room, then 1, 2, … in order of arrival.
  public var order: Int
  /// Seconds since the exploration started, as measured by the explorer's clock.
  public var arrivedAfter: Double

  public init(
    id: String, coordinates: GridPoint, type: RoomType, openSides: DirectionSet,
    lockedSides: DirectionSet = [], order: Int, arrivedAfter: Double = 0
  ) {
    self.id = id
    self.coordinates = coordinates
    self.type = type
    self.openSides = openSides
    self.lockedSides = lockedSides
    self.order = order
    self.arrivedAfter = arrivedAfter
  }
}

/// A grid square as drawn: packed in 8 bytes so a million-room maze stays small.
public struct MazeCell: Hashable, Sendable {
  /// 0 unknown, otherwise 1 + the index of the room type.
  private var kind: UInt8
  public var openSides: DirectionSet
  public var order: UInt32

  public static let unknown = MazeCell(kind: 0, openSides: [], order: 0)

  private init(kind: UInt8, openSides: DirectionSet, order: UInt32) {
    self.kind = kind
    self.openSides = openSides
    self.order = order
  }

  public init(type: RoomType, openSides: DirectionSet, order: Int) {
    let index = RoomType.allCases.firstIndex(of: type)!
    self.init(kind: UInt8(index + 1), openSides: openSides, order: UInt32(clamping: order))
  }

  public var type: RoomType? { kind == 0 ? nil : RoomType.allCases[Int(kind) - 1] }
  public var isKnown: Bool { kind != 0 }
}

/// The rooms known so far, by coordinates, with the bounds of what is known. Adding a room is
/// O(1) amortised.
public struct MazeGrid: Sendable {
  private var cells = GrowableGrid<MazeCell>(empty: .unknown, initialSide: 16)
  public private(set) var count = 0
  public private(set) var minRow = 0
  public private(set) var maxRow = -1
  public private(set) var minCol = 0
  public private(set) var maxCol = -1

  public init() {}

  public var isEmpty: Bool { count == 0 }
  public var rowCount: Int { maxRow - minRow + 1 }
  public var columnCount: Int { maxCol - minCol + 1 }

  public subscript(_ at: GridPoint) -> MazeCell { cells[at] }

  public mutating func add(_ room: DiscoveredRoom) {
    let at = room.coordinates
    if !cells[at].isKnown {
      count += 1
      if count == 1 {
        (minRow, maxRow, minCol, maxCol) = (at.row, at.row, at.col, at.col)
      } else {
        minRow = min(minRow, at.row)
        maxRow = max(maxRow, at.row)
        minCol = min(minCol, at.col)
        maxCol = max(maxCol, at.col)
      }
    }
    cells[at] = MazeCell(type: room.type, openSides: room.openSides, order: room.order)
  }

  public mutating func add(_ rooms: [DiscoveredRoom]) {
    for room in rooms { add(room) }
  }

  public var capacity: Int { cells.capacity }
}
