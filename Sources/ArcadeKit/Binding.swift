/// One row of a key table: the keys, the label shown for them, what they do, and the action.
/// The same table decodes keys, writes the footer hints and fills the `?` help overlay.
public struct Binding<Action>: Sendable where Action: Sendable {
  public var keys: [Key]
  public var label: String
  public var help: String
  public var action: Action
  public var inFooter: Bool

  public init(_ keys: [Key], _ label: String? = nil, help: String, action: Action, inFooter: Bool = true) {
    self.keys = keys
    self.label = label ?? keys.map(\.description).joined(separator: "/")
    self.help = help
    self.action = action
    self.inFooter = inFooter
  }
}

/// A help row without its action, so any scene's table can be listed.
public struct HelpEntry: Hashable, Sendable {
  public var keys: String
  public var help: String
  public var inFooter: Bool
  public init(keys: String, help: String, inFooter: Bool = true) {
    self.keys = keys
    self.help = help
    self.inFooter = inFooter
  }
}

/// An ordered key table.
public struct BindingTable<Action>: Sendable where Action: Sendable {
  public var bindings: [Binding<Action>]
  public init(_ bindings: [Binding<Action>]) { self.bindings = bindings }

  /// The action of the first row that lists `key`.
  public func action(for key: Key) -> Action? {
    bindings.first(where: { $0.keys.contains(key) })?.action
  }

  public var helpEntries: [HelpEntry] {
    bindings.map { HelpEntry(keys: $0.label, help: $0.help, inFooter: $0.inFooter) }
  }
}

/// The standard movement keys of every game: arrows, hjkl and wasd.
public enum Direction4: CaseIterable, Hashable, Sendable {
  case up, down, left, right

  public static func from(_ key: Key) -> Direction4? {
    switch key {
    case .up, .char("k"), .char("w"): return .up
    case .down, .char("j"), .char("s"): return .down
    case .left, .char("h"), .char("a"): return .left
    case .right, .char("l"), .char("d"): return .right
    default: return nil
    }
  }

  public var keys: [Key] {
    switch self {
    case .up: return [.up, .char("k"), .char("w")]
    case .down: return [.down, .char("j"), .char("s")]
    case .left: return [.left, .char("h"), .char("a")]
    case .right: return [.right, .char("l"), .char("d")]
    }
  }
}

public enum Footer {
  /// "key help · key help · …" cut to `width`, from the entries shown in the footer.
  public static func text(_ entries: [HelpEntry], width: Int) -> String {
    let parts = entries.filter(\.inFooter).map { "\($0.keys) \($0.help)" }
    var line = ""
    for part in parts {
      let candidate = line.isEmpty ? part : line + "  " + part
      if GlyphWidth.of(candidate) > width { break }
      line = candidate
    }
    return line
  }
}
