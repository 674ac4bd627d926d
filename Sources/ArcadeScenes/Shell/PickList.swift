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
  /// The number typed so far when it begins a longer one (past nine entries, "1" then "2"
  /// picks the twelfth): it is selected, and the next digit (or Enter) decides; 0: none.
  private(set) var typed = 0

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

  /// Whether `key` is (part of) the number of an entry.
  func isNumber(_ key: Key) -> Bool { number(key) != nil }

  /// The entry number `key` makes with what was typed before it: the two digits together when
  /// they name an entry, else the digit alone.
  private func number(_ key: Key) -> Int? {
    guard case .char(let c) = key, let digit = c.wholeNumberValue else { return nil }
    if typed > 0, typed * 10 + digit <= count { return typed * 10 + digit }
    return digit >= 1 && digit <= count ? digit : nil
  }

  /// Whether the entry number `n` begins a longer one (10 begins with 1 in a list of ten).
  private func beginsAnother(_ n: Int) -> Bool { n * 10 <= count }

  /// The keys that pick the entry numbered `n` (1-based): its digits, and Enter when they
  /// begin a longer number too.
  func keys(forNumber n: Int) -> [Key] {
    let digits = String(n).map { Key.char($0) }
    return beginsAnother(n) ? digits + [.enter] : digits
  }

  mutating func handle(_ key: Key) -> Outcome {
    guard count > 0 else { return .ignored }
    if let number = number(key) {
      selection = number - 1
      if beginsAnother(number) {
        typed = number
        return .moved
      }
      typed = 0
      return .picked(number - 1)
    }
    typed = 0
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
    typed = 0
    guard let index, (0..<count).contains(index) else { return .ignored }
    selection = index
    return .picked(index)
  }

  /// Moves the selection, wrapping around at both ends.
  mutating func move(by step: Int) {
    guard count > 0 else { return }
    typed = 0
    selection = ((selection + step) % count + count) % count
  }

  /// "▶ 1" for the selected entry, "  2" for another; past nine entries the numbers are
  /// right-aligned ("▶  9", "  10"), so the names stay in one column.
  func label(_ index: Int, _ options: RenderOptions) -> String {
    let number = String(index + 1)
    let pad = String(repeating: " ", count: String(count).count - number.count)
    return (index == selection ? options.glyph(Glyphs.marker) : " ") + " " + pad + number
  }
}
