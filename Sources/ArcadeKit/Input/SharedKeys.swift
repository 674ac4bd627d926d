/// What the keys every screen shares do; the stack carries them out when the scene on top
/// leaves the key alone.
public enum SharedAction: Sendable, Equatable {
  case help
  case back
  case pause
  case repaint
}

/// The keys every screen shares, declared once: the stack acts on them, and every footer and
/// help overlay lists them from here, next to the scene's own table.
public enum SharedKeys {
  public static let help = Binding(
    [.char("?"), .function(1)], help: "this help", action: SharedAction.help, footer: "help",
    priority: .high)
  public static let back = Binding(
    [.escape, .char("q")], help: "back", action: SharedAction.back, footer: "back",
    priority: .essential)
  public static let pause = Binding([.char("p")], help: "pause", action: SharedAction.pause, priority: .high)
  /// The terminal backend turns ^L into a full repaint before any scene sees it.
  public static let repaint = Binding(
    [.ctrl("l")], help: "repaint the screen", action: SharedAction.repaint, inFooter: false)

  /// The shared rows in force on `scene`: pause only where the scene can pause; on a scene that
  /// types text (a form field) the printable keys (`?`, `q`, `p`) type instead; on the first
  /// scene, back quits. The footer names one key per row: the letter when it is in force
  /// ("? help  q back"), else the other ("F1 help  Esc back").
  public static func table(for info: SceneInfo, isRoot: Bool) -> BindingTable<SharedAction> {
    var rows = [pause, help, back, repaint]
    if !info.isPausable { rows.removeFirst() }
    return BindingTable(
      rows.compactMap { row in
        let keys = info.typesText ? row.keys.filter { !isPrintable($0) } : row.keys
        guard !keys.isEmpty else { return nil }
        let quits = isRoot && row.action == .back
        return Binding(
          keys, help: quits ? "quit" : row.help, action: row.action, inFooter: row.hint != nil,
          footer: quits ? "quit" : row.hint?.text,
          footerKeys: (keys.first(where: isPrintable) ?? keys[0]).description,
          priority: row.hint?.priority ?? .normal)
      })
  }

  private static func isPrintable(_ key: Key) -> Bool {
    if case .char = key { return true } else { return false }
  }
}

extension SceneContext {
  /// An overlay that closes on any key (a share card, the glyph test card): the help key
  /// passes, so help opens over it; any other key or a click closes it.
  public func closeOnAnyKey(_ event: InputEvent) -> EventResult {
    if case .key(let key) = event, SharedKeys.help.keys.contains(key) { return .ignored }
    guard event.isAnyKeyOrClick else { return .ignored }
    pop()
    return .handled
  }
}
