import ArcadeGeometry
/// Where everything is in one round: the SOS is the top-left corner, the player starts in the
/// bottom-right corner, and the zombies (and the block or the flashlight) are placed by
/// `Placement`.
public struct RoomLayout: Hashable, Sendable {
  public let size: Int
  public var zombies: [GridPoint]
  public var block: GridPoint?
  public var flashlight: GridPoint?

  public init(size: Int, zombies: [GridPoint], block: GridPoint? = nil, flashlight: GridPoint? = nil) {
    self.size = size
    self.zombies = zombies
    self.block = block
    self.flashlight = flashlight
  }

  public var sos: GridPoint { GridPoint(row: 0, col: 0) }
  public var start: GridPoint { GridPoint(row: size - 1, col: size - 1) }

  public var allSquares: [GridPoint] {
    (0..<size).flatMap { row in (0..<size).map { GridPoint(row: row, col: $0) } }
  }

  /// True when a zombie stands on `square` or next to it.
  public func isWatched(_ square: GridPoint) -> Bool {
    zombies.contains { $0 == square || $0.isNext(to: square) }
  }
}
