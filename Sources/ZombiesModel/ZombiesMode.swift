/// The three games of the original: its README's rules and its two stretch goals.
public enum ZombiesMode: String, CaseIterable, Codable, Hashable, Sendable {
  /// Two zombies (in a 5×5 room) in the dark.
  case classic
  /// One zombie and a block the player cannot walk through.
  case block
  /// One zombie and a flashlight that lights the room and wakes the zombie up.
  case flashlight

  /// The daily's mode: it turns with the days (classic, block, flashlight), day after day.
  public static func daily(dayNumber: Int) -> ZombiesMode {
    let modes = allCases
    return modes[((dayNumber % modes.count) + modes.count) % modes.count]
  }
}

/// How big a room may be and what it holds.
public enum RoomRules {
  public static let sizes = 4...12
  public static let defaultSize = 5
  public static let startingLives = 3

  /// Zombies in a room: classic has `size - 3` (2 in the original 5×5 room, 9 at 12×12);
  /// block and flashlight have half as many, at least 1 (1 up to 8×8, 4 at 12×12), because
  /// the block or the chasing zombie already makes the room harder.
  public static func zombieCount(mode: ZombiesMode, size: Int) -> Int {
    switch mode {
    case .classic: return max(1, size - 3)
    case .block, .flashlight: return max(1, (size - 3) / 2)
    }
  }
}

extension ZombiesMode: CustomStringConvertible {
  /// Its name in replay snapshots (the raw value, as in records and on the command line).
  public var description: String { rawValue }
}
