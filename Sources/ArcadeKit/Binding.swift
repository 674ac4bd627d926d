import ArcadeText

/// One row of a key table: the keys, the label shown for them, what they do, and the action.
/// The same table decodes keys, writes the footer hints and fills the `?` help overlay.
public struct Binding<Action>: Sendable where Action: Sendable {
  public var keys: [Key]
  public var label: String
  public var help: String
  public var action: Action
  /// How the footer shows this row, or nil when it leaves it out.
  public var hint: KeyHint?
  /// False for a row another one already stands for in help (the other three moves).
  public var inHelp: Bool

  /// `footer` words the footer hint when it differs from `help`; `footerKeys` names the keys
  /// there when the footer speaks for more rows than this one ("↑↓" for up and down).
  public init(
    _ keys: [Key], _ label: String? = nil, help: String, action: Action, inFooter: Bool = true,
    footer: String? = nil, footerKeys: String? = nil, inHelp: Bool = true
  ) {
    self.keys = keys
    let label = label ?? Binding.label(for: keys)
    self.label = label
    self.help = help
    self.action = action
    hint = inFooter ? KeyHint(keys: footerKeys ?? label, text: footer ?? help) : nil
    self.inHelp = inHelp
  }

  /// "?/F1", "Esc/q": the keys as help names them.
  public static func label(for keys: [Key]) -> String {
    keys.map { $0.description }.joinedText(separator: "/")
  }

  public var helpEntry: HelpEntry { HelpEntry(keys: label, help: help, hint: hint) }
}

/// A key table row as the footer shows it: "↑↓ choose".
public struct KeyHint: Hashable, Sendable {
  public var keys: String
  public var text: String
  public init(keys: String, text: String) {
    self.keys = keys
    self.text = text
  }
}

/// A help row without its action, so any scene's table can be listed.
public struct HelpEntry: Hashable, Sendable {
  public var keys: String
  public var help: String
  /// The footer's words for this row; nil when the footer leaves it out.
  public var hint: KeyHint?
  public init(keys: String, help: String, inFooter: Bool = true) {
    self.init(keys: keys, help: help, hint: inFooter ? KeyHint(keys: keys, text: help) : nil)
  }
  public init(keys: String, help: String, hint: KeyHint?) {
    self.keys = keys
    self.help = help
    self.hint = hint
  }
  public var inFooter: Bool { hint != nil }
}

/// An ordered key table.
public struct BindingTable<Action>: Sendable where Action: Sendable {
  public var bindings: [Binding<Action>]
  public init(_ bindings: [Binding<Action>]) { self.bindings = bindings }

  /// The action of the first row that lists `key`.
  public func action(for key: Key) -> Action? {
    // A loop for the reason given at `helpEntries`.
    for binding in bindings where binding.keys.contains(key) { return binding.action }
    return nil
  }

  /// Every row help lists, in order.
  public var helpEntries: [HelpEntry] {
    // A loop, not filter and map (or first(where:)): in this generic type those are the
    // standard library's unspecialized ones, whose first call looks up a dozen associated
    // types (a measurable part of a start-up to the menu).
    var entries: [HelpEntry] = []
    for binding in bindings where binding.inHelp { entries.append(binding.helpEntry) }
    return entries
  }

  /// The four moves on arrows, hjkl and wasd, as four rows: help lists them as one, and the
  /// footer shows `footer` (or `help`) once, for all four.
  public static func moves(
    help: String, footer: String? = nil, inFooter: Bool = true, _ action: (Direction) -> Action
  ) -> [Binding<Action>] {
    Direction.allCases.map { direction in
      let first = direction == Direction.allCases.first
      return Binding(
        direction.keys, "arrows/hjkl/wasd", help: help, action: action(direction),
        inFooter: first && inFooter,
        footer: footer, footerKeys: "arrows", inHelp: first)
    }
  }
}

extension Direction {
  /// The standard movement keys of every game: arrows, hjkl and wasd.
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
  /// "key help  key help  …" in `width` columns: the scene's hints, then the shared ones
  /// (help, back); when the line is too narrow the scene's are dropped from the end, so the
  /// way to help and the way back always show.
  public static func text(
    _ entries: [HelpEntry], shared: [HelpEntry] = [], width: Int, options: RenderOptions = RenderOptions()
  ) -> String {
    func spelled(_ hint: KeyHint) -> KeyHint {
      KeyHint(keys: Glyphs.keys(hint.keys, options), text: hint.text)
    }
    var own = entries.compactMap { $0.hint }.map(spelled)
    let kept = shared.compactMap { $0.hint }.map(spelled)
    func joined(_ hints: [KeyHint]) -> String {
      hints.map { "\($0.keys) \($0.text)" }.joinedText(separator: "  ")
    }
    while !own.isEmpty && GlyphWidth.of(joined(own + kept)) > width { own.removeLast() }
    return TextLayout.clip(joined(own + kept), to: width)
  }
}
