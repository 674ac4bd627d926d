/// The player's keys as the footer and the `?` help name them: the letters of the presets in
/// force, and for each action the first key the player bound to it. A render-time choice
/// (`RenderOptions.keys`): what the scenes receive is the games' own keys (`KeyMap`).
public struct PlayerKeys: Hashable, Sendable {
  public var presets: [KeyPreset]
  public var own: [GameAction: Key]

  /// Today's keys: the arrows, hjkl and wasd, nothing of the player's own.
  public init() {
    presets = PlayerSettings.defaults.keys
    own = [:]
  }

  public init(_ settings: PlayerSettings) {
    presets = settings.keys
    own = settings.remaps.filter { !$0.key.defaultKeys.contains($0.value) }
  }

  public static let defaults = PlayerKeys()

  /// The presets whose letters move (the arrows always do).
  private func isActive(_ preset: KeyPreset) -> Bool { preset == .arrows || presets.contains(preset) }

  /// The preset a run of move letters belongs to ("hjkl", "jk": vi; "wasd", "ws": wasd).
  private static func preset(ofLetters token: Substring) -> KeyPreset? {
    for preset in [KeyPreset.vi, .wasd] {
      let letters = GameAction.moves.compactMap { $0.presetKey(preset) }.map(\.description)
      if !token.isEmpty && token.allSatisfy({ letters.contains(String($0)) }) { return preset }
    }
    return nil
  }

  private static let arrowTokens: Set<Substring> = ["arrows", "↑", "↓", "←", "→", "↑↓", "←→"]

  /// A key label ("arrows/hjkl/wasd", "Enter", "Esc/q", "jk ws") as this player's keys name it:
  /// letters of a preset not in force are left out where the label names them as moves (beside
  /// an arrow, or as a run like "hjkl"); a key of an action the player gave a key of their own
  /// becomes that key (a label of one key) or is preceded by it (a list); the moves' own keys
  /// follow the arrows.
  public func spell(_ label: String) -> String {
    guard self != .defaults, !label.isEmpty else { return label }
    // Tokens, each with the separator before it ("/" or " ").
    var tokens: [(separator: Character?, text: Substring)] = []
    var start = label.startIndex
    var separator: Character? = nil
    for index in label.indices where label[index] == "/" || label[index] == " " {
      tokens.append((separator, label[start..<index]))
      separator = label[index]
      start = label.index(after: index)
    }
    tokens.append((separator, label[start...]))
    let beside = tokens.contains { Self.arrowTokens.contains($0.text) }
    var out: [(separator: Character?, text: String)] = []
    var named: Set<GameAction> = []
    for (separator, text) in tokens {
      if let preset = Self.preset(ofLetters: text), text.count > 1 || beside {
        if isActive(preset) { out.append((separator, String(text))) }
        continue
      }
      if let action = GameAction.allCases.first(where: { action in
        own[action] != nil && action.defaultKeys.contains { $0.description == text }
      }), let key = own[action] {
        if tokens.count == 1 { return key.description }
        if !named.contains(action) {
          named.insert(action)
          out.append((separator, key.description))
          out.append(("/", String(text)))
          continue
        }
      }
      out.append((separator, String(text)))
      if text == "arrows" {
        // All four of one's own read as a run ("ijkl"); fewer name their way ("i↑"), or
        // "arrows/i" would say that i moves every way.
        let arrows = ["↑", "↓", "←", "→"]
        let own = GameAction.moves.enumerated().compactMap { index, move in
          self.own[move].map { ($0.description, arrows[index]) }
        }
        let letters = own.map { $0.0 + (own.count < 4 ? $0.1 : "") }
        if !letters.isEmpty { out.append(("/", letters.joined(separator: own.count < 4 ? "/" : ""))) }
      }
    }
    var text = ""
    for (index, token) in out.enumerated() {
      if index > 0 { text.append(token.separator ?? "/") }
      text += token.text
    }
    return text
  }
}

extension GameAction {
  /// The four moves, in the order "hjkl" does not follow (up, down, left, right).
  public static let moves: [GameAction] = [.up, .down, .left, .right]
}
