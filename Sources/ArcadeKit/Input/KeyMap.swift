/// The player's own keys turned into the keys the games read (`GameAction.logicalKey`), before
/// anything sees them: scenes, the shared keys, and the replay recorder, which so records what
/// the game received. A replay therefore plays back and checks the same for a viewer with any
/// keys. Printable keys are left alone while a scene types text (a form field).
public struct KeyMap: Equatable, Sendable {
  public private(set) var translations: [Key: Key] = [:]
  /// The letters of the presets not in force, each with the arrow it stands beside in a move
  /// row ("w" beside ↑ when the keys are `vi`): where a scene takes it as that move, the key is
  /// dropped before anything sees it (the recorder included), so it moves nothing.
  public private(set) var offPresetLetters: [Key: Key] = [:]

  public init() {}

  /// The remaps of `settings` (its conflicts already refused when it was read).
  public init(_ settings: PlayerSettings) {
    for (action, key) in settings.remaps where !action.defaultKeys.contains(key) {
      translations[key] = action.logicalKey
    }
    for preset in KeyPreset.allCases where !settings.keys.contains(preset) {
      for action in GameAction.moves {
        if let letter = action.presetKey(preset), translations[letter] == nil {
          offPresetLetters[letter] = action.logicalKey
        }
      }
    }
  }

  /// No key is turned into another or dropped.
  public var isIdentity: Bool { translations.isEmpty && offPresetLetters.isEmpty }

  public static let identity = KeyMap()

  /// What the game reads for `key`, on a scene that types text or not.
  public func logical(_ key: Key, typesText: Bool) -> Key {
    guard let logical = translations[key] else { return key }
    if typesText, case .char = key { return key }
    return logical
  }

  /// What the game reads for `key` on a scene with these key rows (`HelpEntry.boundKeys`), or
  /// nil when the key is a letter of a preset not in force that the scene takes as a move (a
  /// row with that letter and its arrow).
  public func logical(_ key: Key, typesText: Bool, rows: [[Key]]) -> Key? {
    if !typesText, let arrow = offPresetLetters[key],
      rows.contains(where: { $0.contains(key) && $0.contains(arrow) })
    {
      return nil
    }
    return logical(key, typesText: typesText)
  }
}
