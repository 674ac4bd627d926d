/// A key the player pressed, already decoded from terminal bytes.
public enum Key: Hashable, Sendable, CustomStringConvertible {
  case char(Character)
  case ctrl(Character)  // Ctrl + a letter, lower case: .ctrl("l")
  case up, down, left, right
  case enter, escape, tab, backTab, backspace, delete
  case home, end, pageUp, pageDown, insert
  case function(Int)

  public var description: String {
    switch self {
    case .char(" "): return "Space"
    case .char(let c): return String(c)
    case .ctrl(let c): return "^" + String(c).uppercased()
    case .up: return "↑"
    case .down: return "↓"
    case .left: return "←"
    case .right: return "→"
    case .enter: return "Enter"
    case .escape: return "Esc"
    case .tab: return "Tab"
    case .backTab: return "S-Tab"
    case .backspace: return "Backspace"
    case .delete: return "Del"
    case .home: return "Home"
    case .end: return "End"
    case .pageUp: return "PgUp"
    case .pageDown: return "PgDn"
    case .insert: return "Ins"
    case .function(let n): return "F\(n)"
    }
  }
}

/// A mouse report, at a cell position.
public struct MouseEvent: Hashable, Sendable {
  public enum Kind: Hashable, Sendable { case press, release, wheelUp, wheelDown }
  public var kind: Kind
  public var x: Int
  public var y: Int
  public init(_ kind: Kind, x: Int, y: Int) {
    self.kind = kind
    self.x = x
    self.y = y
  }
}

/// Everything that can wake a scene.
public enum InputEvent: Hashable, Sendable {
  case key(Key)
  case mouse(MouseEvent)
  case resize(Size)
  /// A scheduled deadline passed (see `Scene.nextDeadline`): `deadline` is the game time the
  /// loop fired it for, and the stack lifts game time to it (a wall → game time round trip
  /// can land a hair before it). nil: a wakeup for no deadline (a spurious one, which scenes
  /// must ignore; a replay's timer line that is not due, the soak's fuzz).
  case timer(deadline: Double?)

  /// Any key or a click: what closes a pop-up that says "any key closes".
  public var isAnyKeyOrClick: Bool {
    switch self {
    case .key: return true
    case .mouse(let mouse): return mouse.kind == .press
    default: return false
    }
  }
}
