/// The player's own keys turned into the keys the games read (`GameAction.logicalKey`), before
/// anything sees them: scenes, the shared keys, and the replay recorder, which so records what
/// the game received. A replay therefore plays back and checks the same for a viewer with any
/// keys. Printable keys are left alone while a scene types text (a form field).
public struct KeyMap: Equatable, Sendable {
  public private(set) var translations: [Key: Key] = [:]

  public init() {}

  /// The remaps of `settings` (its conflicts already refused when it was read).
  public init(_ settings: PlayerSettings) {
    for (action, key) in settings.remaps where !action.defaultKeys.contains(key) {
      translations[key] = action.logicalKey
    }
  }

  public static let identity = KeyMap()

  /// What the game reads for `key`, on a scene that types text or not.
  public func logical(_ key: Key, typesText: Bool) -> Key {
    guard let logical = translations[key] else { return key }
    if typesText, case .char = key { return key }
    return logical
  }
}
