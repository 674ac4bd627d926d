import ArcadeKit

/// The list of the launch menu and of Memory's deck picker: entries picked with the arrows (or
/// jk / ws) and Enter, by their number, or by a click; the selected one marked "▶ 1" (ASCII
/// "> 1"). The scene draws each row around `label` and acts on what `handle` picked.
struct PickList {
  enum Action: Sendable {
    case move(Int)
    case pick
  }

  enum Outcome: Equatable {
    /// The selection moved (or the key was taken).
    case moved
    /// The entry to act on.
    case picked(Int)
    case ignored
  }

  let count: Int
  private(set) var selection = 0

  init(count: Int, selection: Int = 0) {
    self.count = count
    self.selection = max(0, min(selection, count - 1))
  }

  static let table = BindingTable<Action>([
    Binding([.up, .char("k"), .char("w")], "↑↓", help: "choose", action: .move(-1)),
    // The down row is folded into "↑↓" in the footer; help lists it too.
    Binding(
      [.down, .char("j"), .char("s")], "jk ws", help: "choose (vi and WASD keys too)", action: .move(1),
      inFooter: false),
    Binding([.enter, .char(" ")], "Enter", help: "play", action: .pick),
  ])

  /// The list's keys for help and the footer, the numbers included.
  var helpEntries: [HelpEntry] {
    Self.table.helpEntries + [HelpEntry(keys: "1-\(count)", help: "pick an entry")]
  }

  /// Whether `key` is the number of an entry (it picks that entry).
  func isNumber(_ key: Key) -> Bool { number(key) != nil }

  private func number(_ key: Key) -> Int? {
    guard case .char(let c) = key, let digit = c.wholeNumberValue, digit >= 1, digit <= count else {
      return nil
    }
    return digit - 1
  }

  mutating func handle(_ key: Key) -> Outcome {
    guard count > 0 else { return .ignored }
    if let index = number(key) {
      selection = index
      return .picked(index)
    }
    switch Self.table.action(for: key) {
    case .move(let step):
      move(by: step)
      return .moved
    case .pick: return .picked(selection)
    case nil: return .ignored
    }
  }

  /// Any event: keys as `handle(_:)`, a press on row y picks the entry `entryAt(y)` (nil: none),
  /// the wheel moves the selection.
  mutating func handle(_ event: InputEvent, entryAt: (Int) -> Int?) -> Outcome {
    switch event {
    case .key(let key): return handle(key)
    case .mouse(let mouse) where mouse.kind == .press: return click(entryAt(mouse.y))
    case .mouse(let mouse) where mouse.kind == .wheelUp || mouse.kind == .wheelDown:
      move(by: mouse.kind == .wheelUp ? -1 : 1)
      return .moved
    default: return .ignored
    }
  }

  /// A click on entry `index` (nil: on no entry) picks it.
  mutating func click(_ index: Int?) -> Outcome {
    guard let index, (0..<count).contains(index) else { return .ignored }
    selection = index
    return .picked(index)
  }

  /// Moves the selection, wrapping around at both ends.
  mutating func move(by step: Int) {
    guard count > 0 else { return }
    selection = ((selection + step) % count + count) % count
  }

  /// "▶ 1" for the selected entry, "  2" for another.
  func label(_ index: Int, _ options: RenderOptions) -> String {
    (index == selection ? options.glyph(Glyphs.marker) : " ") + " \(index + 1)"
  }
}
