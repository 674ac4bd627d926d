import ArcadeGeometry
import MazeModel

/// One maze as the server holds it: a grid of tiles carved from the maze id, and the id and
/// lock formats of its rooms.
public struct ServerMaze: Sendable {
  public enum Tile: UInt8, Sendable {
    case empty = 0
    case wall = 1
    case door = 2
    case exit = 3
  }

  public let id: UInt32
  public let width: Int
  public let height: Int
  private var tiles: [Tile]

  /// The original's sizes: odd, 31…63, derived from the maze id.
  public static func size(forMazeID id: UInt32) -> (width: Int, height: Int) {
    (Int((id / 19) % 9) * 4 + 31, Int((id / 17) % 9) * 4 + 31)
  }

  /// The largest side: room ids carry 16-bit coordinates.
  public static let maximumSide = 65_535

  /// Carves the maze of `id`; `width`/`height` (odd, at least 5) override the derived size.
  public init(id: UInt32, width: Int? = nil, height: Int? = nil, doorChance: Double = 0.125) {
    let derived = Self.size(forMazeID: id)
    self.id = id
    self.width = min(Self.maximumSide, max(5, width ?? derived.width) | 1)
    self.height = min(Self.maximumSide, max(5, height ?? derived.height) | 1)
    tiles = Array(repeating: .wall, count: self.width * self.height)
    carve(doorChance: doorChance)
  }

  /// The exit: the centre, moved to the nearest cell position (odd x and y).
  public var exit: (x: Int, y: Int) { ((width / 2) | 1, (height / 2) | 1) }

  public func tile(x: Int, y: Int) -> Tile {
    guard x >= 0, y >= 0, x < width, y < height else { return .wall }
    return tiles[y * width + x]
  }

  private mutating func set(_ x: Int, _ y: Int, _ tile: Tile) { tiles[y * width + x] = tile }

  // MARK: carving

  /// A backtracker from the exit in 2-tile steps. The two tiles on each side of the exit are
  /// open; some corridor squares between two cells become doors.
  private mutating func carve(doorChance: Double) {
    var random = Xorshift128(seed: id)
    let (cx, cy) = exit
    set(cx, cy, .exit)
    var stack: [(Int, Int)] = []
    let steps = [(0, 1), (0, -1), (1, 0), (-1, 0)]
    for (dx, dy) in steps {
      let (nx, ny) = (cx + 2 * dx, cy + 2 * dy)
      guard isCellInside(nx, ny) else { continue }
      set(cx + dx, cy + dy, .empty)
      set(nx, ny, .empty)
      stack.append((nx, ny))
    }
    var candidates: [(Int, Int)] = []
    candidates.reserveCapacity(4)
    while let (x, y) = stack.last {
      candidates.removeAll(keepingCapacity: true)
      for (dx, dy) in steps {
        let (nx, ny) = (x + 2 * dx, y + 2 * dy)
        if isCellInside(nx, ny) && tile(x: nx, y: ny) == .wall { candidates.append((dx, dy)) }
      }
      if candidates.isEmpty {
        stack.removeLast()
        continue
      }
      let (dx, dy) = candidates[random.below(candidates.count)]
      set(x + dx, y + dy, random.chance(doorChance) ? .door : .empty)
      set(x + 2 * dx, y + 2 * dy, .empty)
      stack.append((x + 2 * dx, y + 2 * dy))
    }
  }

  private func isCellInside(_ x: Int, _ y: Int) -> Bool {
    x >= 1 && y >= 1 && x <= width - 2 && y <= height - 2
  }

  /// The open tiles (EMPTY, DOOR, EXIT): every room.
  public var roomCount: Int { tiles.reduce(0) { $0 + ($1 == .wall ? 0 : 1) } }

  // MARK: ids and locks

  private static func packed(_ x: Int, _ y: Int) -> UInt32 { UInt32(x) | UInt32(y) << 16 }

  /// "R" + 16 hex digits: the coordinates masked with the maze id, then again with a constant,
  /// so a parser can check that the halves agree (the original packed 8-bit coordinates twice;
  /// 16-bit coordinates allow mazes up to 65 535 wide).
  public func roomID(x: Int, y: Int) -> String {
    let c = Self.packed(x, y)
    return tagged("R", id ^ c, c ^ 0xCA7A_CA7A)
  }

  /// The tile of a room id of this maze, or nil (unknown room: error 401).
  public func coordinates(ofRoomID roomID: String) -> (x: Int, y: Int)? {
    var id = roomID
    // Ids are parsed for every request: read the bytes in place, without copying them.
    let c: UInt32? = id.withUTF8 { utf8 in
      guard utf8.count == 17, utf8[0] == UInt8(ascii: "R"), let a = parseHex8(utf8, from: 1),
        let b = parseHex8(utf8, from: 9), a ^ self.id == b ^ 0xCA7A_CA7A
      else { return nil }
      return a ^ self.id
    }
    guard let c else { return nil }
    let (x, y) = (Int(c & 0xFFFF), Int(c >> 16))
    guard x < width, y < height, tile(x: x, y: y) != .wall else { return nil }
    return (x, y)
  }

  private var lockKey: UInt32 { (id &* 0x9E37_79B1) ^ 0x5A17_C0DE }

  /// An opaque lock for a door tile ("encrypted" with the maze id, as the original's).
  public func lock(x: Int, y: Int) -> String {
    tagged("L", Self.packed(x, y) ^ lockKey, id ^ 0x0BAD_F00D)
  }

  /// The maze id a lock belongs to, or nil.
  public static func mazeID(ofLock lock: String) -> UInt32? {
    var lock = lock
    return lock.withUTF8 { utf8 in
      guard utf8.count == 17, utf8[0] == UInt8(ascii: "L"), let b = parseHex8(utf8, from: 9) else {
        return nil
      }
      return b ^ 0x0BAD_F00D
    }
  }

  /// The door tile behind a lock of this maze, or nil.
  public func coordinates(ofLock lock: String) -> (x: Int, y: Int)? {
    guard Self.mazeID(ofLock: lock) == id else { return nil }
    var lock = lock
    guard let a = lock.withUTF8({ parseHex8($0, from: 1) }) else { return nil }
    let c = a ^ lockKey
    let (x, y) = (Int(c & 0xFFFF), Int(c >> 16))
    guard tile(x: x, y: y) == .door else { return nil }
    return (x, y)
  }

  // MARK: rooms

  /// The original's geometry: north is y + 1.
  public static func step(_ direction: Direction) -> (dx: Int, dy: Int) {
    (direction.columnStep, direction.rowStep)
  }

  /// The room at an open tile, as the API describes it.
  public func room(x: Int, y: Int) -> Room {
    var exits = RoomExits()
    for direction in Direction.compass {
      let (dx, dy) = Self.step(direction)
      let (nx, ny) = (x + dx, y + dy)
      switch tile(x: nx, y: ny) {
      case .empty, .exit: exits[direction] = .room(roomID(x: nx, y: ny))
      case .door: exits[direction] = .lock(lock(x: nx, y: ny))
      case .wall: break
      }
    }
    let type: RoomType =
      switch tile(x: x, y: y) {
      case .door: .door
      case .exit: .exit
      default: .empty
      }
    return Room(id: roomID(x: x, y: y), tileURL: tileURL(x: x, y: y), type: type, exits: exits)
  }

  /// The original's tile image name: one digit per side (south, east, north, west), 1 = wall.
  public func tileURL(x: Int, y: Int) -> String {
    switch tile(x: x, y: y) {
    case .door: return Self.doorURL
    case .exit: return Self.exitURL
    default:
      var mask = 0
      for (bit, (dx, dy)) in Self.tileSides.enumerated() where tile(x: x + dx, y: y + dy) == .wall {
        mask |= 8 >> bit
      }
      return Self.tileURLs[mask]
    }
  }

  /// The sides in the order of the tile name's digits: south, east, north, west (made once: a
  /// literal array here was an allocation per room served).
  private static let tileSides = [(0, -1), (1, 0), (0, 1), (-1, 0)]
  private static let tileBase = "https://therealbnut.github.io/takehome-maze-tileset/images/"
  private static let doorURL = tileBase + "tileset-d.jpg"
  private static let exitURL = tileBase + "tileset-t.jpg"
  /// The 16 names, built once and shared by every room.
  private static let tileURLs: [String] = (0..<16).map { mask in
    let digits = (0..<4).map { mask & (8 >> $0) != 0 ? "1" : "0" }.joined()
    return tileBase + "tileset-" + digits + ".jpg"
  }
}

private let hexDigits = Array("0123456789abcdef".utf8)

/// A tag letter and two words in hex, written in one allocation (ids are made per room).
private func tagged(_ tag: Unicode.Scalar, _ a: UInt32, _ b: UInt32) -> String {
  String(unsafeUninitializedCapacity: 17) { buffer in
    buffer[0] = UInt8(tag.value)
    for i in 0..<8 {
      buffer[8 - i] = hexDigits[Int((a >> (4 * UInt32(i))) & 0xF)]
      buffer[16 - i] = hexDigits[Int((b >> (4 * UInt32(i))) & 0xF)]
    }
    return 17
  }
}

/// Eight hex digits from `bytes[start...]`, or nil.
private func parseHex8(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int) -> UInt32? {
  guard bytes.count >= start + 8 else { return nil }
  var value: UInt32 = 0
  for byte in bytes[start..<(start + 8)] {
    let digit: UInt32
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): digit = UInt32(byte - UInt8(ascii: "0"))
    case UInt8(ascii: "a")...UInt8(ascii: "f"): digit = UInt32(byte - UInt8(ascii: "a") + 10)
    case UInt8(ascii: "A")...UInt8(ascii: "F"): digit = UInt32(byte - UInt8(ascii: "A") + 10)
    default: return nil
    }
    value = value << 4 | digit
  }
  return value
}
