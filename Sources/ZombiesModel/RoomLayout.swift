/// Where everything is in one round: the SOS is the top-left corner, the player starts in the
/// bottom-right corner, and the zombies (and the block or the flashlight) are placed by
/// `Placement`.
public struct RoomLayout: Hashable, Sendable {
  public let size: Int
  public var zombies: [Square]
  public var block: Square?
  public var flashlight: Square?

  public init(size: Int, zombies: [Square], block: Square? = nil, flashlight: Square? = nil) {
    self.size = size
    self.zombies = zombies
    self.block = block
    self.flashlight = flashlight
  }

  public var sos: Square { Square(row: 0, col: 0) }
  public var start: Square { Square(row: size - 1, col: size - 1) }

  public var allSquares: [Square] {
    (0..<size).flatMap { row in (0..<size).map { Square(row: row, col: $0) } }
  }

  /// True when a zombie stands on `square` or next to it.
  public func isWatched(_ square: Square) -> Bool {
    zombies.contains { $0 == square || $0.isNext(to: square) }
  }
}
