import ArcadeGeometry
/// Places a round's zombies (and the block or the flashlight) at random: distinct squares,
/// never on or next to the start or the SOS, and always leaving a safe route (`SafeRoute`).
public enum Placement {
  /// Random draws tried before falling back to a layout that is safe by construction.
  static let attempts = 500

  public static func make(
    mode: ZombiesMode, size: Int, using rng: inout some RandomNumberGenerator
  ) -> RoomLayout {
    draw(mode: mode, size: size, using: &rng).layout
  }

  /// The room and the number of random draws it took (`attempts + 1` means the fallback).
  static func draw(
    mode: ZombiesMode, size: Int, using rng: inout some RandomNumberGenerator
  ) -> (layout: RoomLayout, draws: Int) {
    let zombieCount = RoomRules.zombieCount(mode: mode, size: size)
    let itemCount = mode == .classic ? 0 : 1
    let allowed = allowedSquares(size: size)
    for draw in 1...attempts {
      let picked = Array(allowed.shuffled(using: &rng).prefix(zombieCount + itemCount))
      let layout = build(mode: mode, size: size, picked: picked, zombieCount: zombieCount)
      if SafeRoute.find(in: layout) != nil { return (layout, draw) }
    }
    let layout = fallback(
      mode: mode, size: size, zombieCount: zombieCount, itemCount: itemCount, using: &rng)
    return (layout, attempts + 1)
  }

  /// Squares a zombie, block or flashlight may take: not the start, not the SOS, not next to them.
  public static func allowedSquares(size: Int) -> [GridPoint] {
    let layout = RoomLayout(size: size, zombies: [])
    return layout.allSquares.filter { square in
      ![layout.start, layout.sos].contains { $0 == square || $0.isNext(to: square) }
    }
  }

  private static func build(mode: ZombiesMode, size: Int, picked: [GridPoint], zombieCount: Int) -> RoomLayout
  {
    let item = picked.count > zombieCount ? picked[zombieCount] : nil
    return RoomLayout(
      size: size, zombies: Array(picked.prefix(zombieCount)),
      block: mode == .block ? item : nil, flashlight: mode == .flashlight ? item : nil)
  }

  /// Never reached in practice (see the placement tests): keeps everything at least two
  /// squares away from the route along the right column and the top row, so that route is safe.
  static func fallback(
    mode: ZombiesMode, size: Int, zombieCount: Int, itemCount: Int,
    using rng: inout some RandomNumberGenerator
  ) -> RoomLayout {
    let far = allowedSquares(size: size).filter { $0.row >= 2 && $0.col <= size - 3 }
    let picked = Array(far.shuffled(using: &rng).prefix(zombieCount + itemCount))
    return build(mode: mode, size: size, picked: picked, zombieCount: zombieCount)
  }
}
