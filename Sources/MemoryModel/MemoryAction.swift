import ArcadeGeometry

/// What the player (or time) does to a game.
public enum MemoryAction: Hashable, Sendable {
  case move(Direction)
  /// Flip the card under the cursor.
  case flip
  /// Flip the card in this slot (a mouse click); the cursor goes there too.
  case flipCard(at: Int)
  /// Time passed: a mismatched pair may turn down.
  case tick
  /// Reshuffle the same cards and start again (the only way off a finished board).
  case restart
}

/// What an action changed, as data: scenes turn these into status lines and records.
public enum MemoryEffect: Hashable, Sendable {
  case turnedUp(Int)
  case matched(Int, Int)
  case mismatched(Int, Int)
  case turnedDown(Int, Int)
  case finished(moves: Int, seconds: Double)
  case restarted
}

/// How one slot of the board looks.
public enum CardState: Hashable, Sendable {
  case faceDown
  /// The first card of a turn.
  case faceUp
  /// Half of a pair that did not match, shown until it turns down.
  case mismatched
  case matched
}

extension CardState: CustomStringConvertible {
  /// Its name in replay snapshots, written out (a renamed case changes no digest).
  public var description: String {
    switch self {
    case .faceDown: return "faceDown"
    case .faceUp: return "faceUp"
    case .mismatched: return "mismatched"
    case .matched: return "matched"
    }
  }
}
