import ArcadeGlyphs
import ArcadeGeometry
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
    footer: String? = nil, footerKeys: String? = nil, inHelp: Bool = true,
    priority: FooterPriority = .normal
  ) {
    self.keys = keys
    let label = label ?? Binding.label(for: keys)
    self.label = label
    self.help = help
    self.action = action
    hint = inFooter ? KeyHint(keys: footerKeys ?? label, text: footer ?? help, priority: priority) : nil
    self.inHelp = inHelp
  }

  /// "?/F1", "Esc/q": the keys as help names them.
  public static func label(for keys: [Key]) -> String {
    keys.map { $0.description }.joinedText(separator: "/")
  }

  public var helpEntry: HelpEntry {
    var entry = HelpEntry(keys: label, help: help, hint: hint)
    entry.boundKeys = keys
    return entry
  }
}

/// How much a footer hint matters: a footer too narrow for all its hints drops the least
/// important first (from the right within one level), so scrolling and help give way before
/// `s share`, and the way back stays.
public enum FooterPriority: Int, Comparable, Hashable, Sendable {
  /// Ways around the screen that the screen itself shows (scrolling, paging, clicking).
  case low
  /// A scene's keys unless it says otherwise.
  case normal
  /// The shared help and pause.
  case high
  /// What this screen is for at that moment: share a result, the next step.
  case important
  /// The way back (or out): never dropped.
  case essential

  public static func < (a: Self, b: Self) -> Bool { a.rawValue < b.rawValue }
}

/// A key table row as the footer shows it: "↑↓ choose".
public struct KeyHint: Hashable, Sendable {
  public var keys: String
  public var text: String
  public var priority: FooterPriority
  public init(keys: String, text: String, priority: FooterPriority = .normal) {
    self.keys = keys
    self.text = text
    self.priority = priority
  }
}

/// A help row without its action, so any scene's table can be listed.
public struct HelpEntry: Hashable, Sendable {
  public var keys: String
  public var help: String
  /// The footer's words for this row; nil when the footer leaves it out.
  public var hint: KeyHint?
  /// The keys of the row (and of the rows help folds into it, as the four moves): the run loop
  /// reads which letters the scene takes as moves from them (`KeyMap`). Empty for a row
  /// written as words only.
  public var boundKeys: [Key] = []
  public init(keys: String, help: String, inFooter: Bool = true, priority: FooterPriority = .normal) {
    self.init(
      keys: keys, help: help, hint: inFooter ? KeyHint(keys: keys, text: help, priority: priority) : nil)
  }
  public init(keys: String, help: String, hint: KeyHint?) {
    self.keys = keys
    self.help = help
    self.hint = hint
  }
  public var inFooter: Bool { hint != nil }

  /// Two rows are the same when they read the same (their keys' names, help and hint).
  public static func == (a: HelpEntry, b: HelpEntry) -> Bool {
    a.keys == b.keys && a.help == b.help && a.hint == b.hint
  }

  public func hash(into hasher: inout Hasher) {
    hasher.combine(keys)
    hasher.combine(help)
    hasher.combine(hint)
  }
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
    // A row help leaves out lends its keys to the row listed before it (down, left and right
    // to the moves' row).
    var entries: [HelpEntry] = []
    for binding in bindings {
      if binding.inHelp {
        entries.append(binding.helpEntry)
      } else if !entries.isEmpty {
        entries[entries.count - 1].boundKeys += binding.keys
      }
    }
    return entries
  }

  /// The four moves on arrows, hjkl and wasd, as four rows: help lists them as one, and the
  /// footer shows `footer` (or `help`) once, for all four.
  public static func moves(
    help: String, footer: String? = nil, inFooter: Bool = true, priority: FooterPriority = .normal,
    _ action: (Direction) -> Action
  ) -> [Binding<Action>] {
    Direction.allCases.map { direction in
      let first = direction == Direction.allCases.first
      return Binding(
        direction.keys, "arrows/hjkl/wasd", help: help, action: action(direction),
        inFooter: first && inFooter,
        footer: footer, footerKeys: "arrows", inHelp: first, priority: priority)
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
  /// (pause, help, back). When the line is too narrow, the least important hint goes first
  /// (`FooterPriority`; the rightmost of a level first): scrolling before the scene's keys,
  /// those before help, help before what the screen is for (`s share`); the way back stays.
  public static func text(
    _ entries: [HelpEntry], shared: [HelpEntry] = [], width: Int, options: RenderOptions = RenderOptions()
  ) -> String {
    func spelled(_ hint: KeyHint) -> KeyHint {
      KeyHint(keys: Glyphs.keys(hint.keys, options), text: hint.text, priority: hint.priority)
    }
    var hints = (entries + shared).compactMap { $0.hint }.map(spelled)
    func joined(_ hints: [KeyHint]) -> String {
      hints.map { "\($0.keys) \($0.text)" }.joinedText(separator: "  ")
    }
    while GlyphWidth.of(joined(hints)) > width {
      let droppable = hints.indices.filter { hints[$0].priority < .essential }
      guard let lowest = droppable.map({ hints[$0].priority }).min(),
        let last = droppable.last(where: { hints[$0].priority == lowest })
      else { break }
      hints.remove(at: last)
    }
    return TextLayout.clip(joined(hints), to: width)
  }
}
