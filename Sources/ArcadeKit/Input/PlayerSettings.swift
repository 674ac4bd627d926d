import ArcadeGlyphs

/// How much moves on screen by itself.
public enum Animations: String, CaseIterable, Hashable, Sendable {
  case full, reduced, none
}

/// What the arcade does on losing a life, a wrong answer or a miss.
public enum Bell: String, CaseIterable, Hashable, Sendable {
  case off, audible, visual
}

/// Which letters move, besides the arrows (always).
public enum KeyPreset: String, CaseIterable, Hashable, Sendable {
  /// The arrows only.
  case arrows
  /// h j k l.
  case vi
  /// w a s d.
  case wasd
}

/// The actions a player can give keys of their own.
public enum GameAction: String, CaseIterable, Hashable, Sendable {
  case up, down, left, right, select, both, back, pause, help, share

  /// The key the games read for this action (what every remapped key is turned into).
  public var logicalKey: Key {
    switch self {
    case .up: return .up
    case .down: return .down
    case .left: return .left
    case .right: return .right
    case .select: return .enter
    case .both: return .char(" ")
    case .back: return .escape
    case .pause: return .char("p")
    case .help: return .char("?")
    case .share: return .char("s")
    }
  }

  /// The keys that do this with no setting at all.
  public var defaultKeys: [Key] {
    switch self {
    case .back: return [.escape, .char("q")]
    case .help: return [.char("?"), .function(1)]
    default: return [logicalKey]
    }
  }

  /// Actions that are never on offer on the same screen are not in the same context: the
  /// share key is read where a result is shown, the moves where a game is played.
  var contexts: Set<Int> {
    switch self {
    case .share: return [1]
    case .select, .back, .help: return [0, 1]
    default: return [0]
    }
  }

  /// The letter a preset adds for a move.
  public func presetKey(_ preset: KeyPreset) -> Key? {
    let pair: (Character, Character)
    switch self {
    case .up: pair = ("k", "w")
    case .down: pair = ("j", "s")
    case .left: pair = ("h", "a")
    case .right: pair = ("l", "d")
    default: return nil
    }
    switch preset {
    case .arrows: return nil
    case .vi: return .char(pair.0)
    case .wasd: return .char(pair.1)
    }
  }
}

/// Everything a player can set.
public struct PlayerSettings: Equatable, Sendable {
  public var theme: ThemeChoice = .auto
  /// The glyphs drawn; nil (`auto`): the terminal's kind says (`GlyphSet.byDefault`).
  public var glyphs: GlyphSet?
  public var keys: [KeyPreset] = [.vi, .wasd]
  public var animations: Animations = .full
  public var bell: Bell = .off
  /// Screen-reader mode: a status line in words with the cursor on it, `l` to look, ASCII words
  /// for glyphs, no motion (also `--screen-reader` and `ARCADE_SCREEN_READER=1`).
  public var screenReader = false
  /// Others on this machine may watch the player's free play live (`arcade watch`); never a
  /// daily. Off unless the player turns it on.
  public var othersWatch = false
  /// Keys of the player's own per action, on top of the defaults and the preset.
  public var remaps: [GameAction: Key] = [:]

  public init() {}

  public static let defaults = PlayerSettings()

  /// The keys in force for `action`: its defaults, the presets' letter, the player's own.
  public func keys(for action: GameAction) -> [Key] {
    var out = action.defaultKeys
    for preset in keys { if let key = action.presetKey(preset), !out.contains(key) { out.append(key) } }
    if let own = remaps[action], !out.contains(own) { out.append(own) }
    return out
  }

  /// The first key bound to two actions that can be on offer at once, with both actions.
  public func conflict() -> (key: Key, first: GameAction, second: GameAction)? {
    let actions = GameAction.allCases
    let bound = actions.map { keys(for: $0) }  // once per action, not once per pair (start-up reads this)
    for (i, a) in actions.enumerated() {
      for j in (i + 1)..<actions.count where !a.contexts.isDisjoint(with: actions[j].contexts) {
        if let key = bound[i].first(where: { bound[j].contains($0) }) { return (key, a, actions[j]) }
      }
    }
    return nil
  }
}
