import ArcadeKit

/// The launch menu: the games with their record lines, Help and Quit. Arrows/jk/ws + Enter,
/// digit shortcuts, or a click on an entry.
public final class MenuScene: Scene {
  enum Item: Equatable {
    case game(Int)
    case help
    case quit
  }

  enum Action: Sendable {
    case move(Int)
    case activate
    case help
    case quit
  }

  private let env: AppEnvironment
  private let games: [GameEntry]
  private(set) var selection = 0
  private var summaries: [String] = []
  /// Where each item was drawn, for mouse clicks.
  private var itemRows: [Int: Item] = [:]

  public init(env: AppEnvironment, games: [GameEntry] = GameCatalog.all) {
    self.env = env
    self.games = games
    refreshSummaries()
  }

  public var title: String { "Arcade" }
  public var minimumSize: Size { Size(width: 40, height: 12) }

  var items: [Item] { games.indices.map { Item.game($0) } + [.help, .quit] }

  private let table = BindingTable<Action>([
    Binding([.up, .char("k"), .char("w")], "↑↓", help: "choose", action: .move(-1)),
    // The down row is folded into "↑↓" in the footer; help lists it too.

    Binding(
      [.down, .char("j"), .char("s")], "jk ws", help: "choose (vi and WASD keys too)", action: .move(1),
      inFooter: false),
    Binding([.enter, .char(" ")], "Enter", help: "play", action: .activate),
    Binding([.char("?")], help: "help", action: .help),
    Binding([.char("q"), .escape], "q", help: "quit", action: .quit),
  ])

  public var helpEntries: [HelpEntry] {
    table.helpEntries.filter { $0.keys != "?" } + [HelpEntry(keys: "1-\(items.count)", help: "pick an entry")]
  }

  public var helpText: [String] {
    [
      "Pick a game with the arrows (or hjkl / wasd) and Enter, its number, or a click.",
      "In every game: ? shows its keys, Esc or q comes back here, ^L repaints.",
      "Records are kept in \(env.records.directory).",
      "Session seed: \(env.sessionSeed) (arcade --seed \(env.sessionSeed) replays this session).",
    ]
  }

  public func didBecomeTop(context: SceneContext) { refreshSummaries() }

  private func refreshSummaries() {
    summaries = games.map { $0.recordSummary(env) }
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key(let key):
      if case .char(let c) = key, let digit = c.wholeNumberValue, digit >= 1, digit <= items.count {
        selection = digit - 1
        activate(context)
        return .handled
      }
      if !env.currentWarnings().isEmpty {
        env.dismissWarnings()  // the first key after a warning just acknowledges it
        return .handled
      }
      guard let action = table.action(for: key) else { return .ignored }
      switch action {
      case .move(let step): selection = (selection + step + items.count) % items.count
      case .activate: activate(context)
      case .help: context.push(HelpOverlay(for: self))
      case .quit: context.quit()
      }
      return .handled
    case .mouse(let mouse) where mouse.kind == .press:
      guard let item = itemRows[mouse.y], let index = items.firstIndex(of: item) else { return .ignored }
      selection = index
      activate(context)
      return .handled
    case .mouse(let mouse) where mouse.kind == .wheelUp || mouse.kind == .wheelDown:
      selection = (selection + (mouse.kind == .wheelUp ? -1 : 1) + items.count) % items.count
      return .handled
    default:
      return .ignored
    }
  }

  private func activate(_ context: SceneContext) {
    switch items[selection] {
    case .game(let index): context.push(games[index].makeScene(env))
    case .help: context.push(HelpOverlay(for: self))
    case .quit: context.quit()
    }
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    itemRows = [:]
    let compact = canvas.height < 20 || canvas.width < 60
    var y = 0
    if compact || options.ascii {
      canvas.putCentered("A R C A D E", y: 1, style: .title)
      y = compact ? 3 : 4
    } else {
      for (i, line) in MenuScene.banner.enumerated() {
        canvas.putCentered(line, y: 1 + i, style: .title)
      }
      canvas.putCentered("a terminal arcade", y: 1 + MenuScene.banner.count, style: .muted)
      y = 3 + MenuScene.banner.count
    }
    let width = min(canvas.width - 4, 72)
    let left = max(2, (canvas.width - width) / 2)
    for (index, item) in items.enumerated() {
      let selected = index == selection
      let marker = selected ? (options.ascii ? ">" : "▶") : " "
      let style: Style = .selection
      let (name, detail, record) = describe(item)
      let number = "\(index + 1)"
      // The selected entry is its marker and number in reverse video; the name keeps its
      // colour, so a cursor move rewrites six cells, not two labels.
      let key = "\(marker) \(number)"
      let keyWidth = GlyphWidth.of(key)
      canvas.put(key, x: left, y: y, style: selected ? style.adding(.bold) : .normal)
      canvas.put(TextLayout.pad("  \(name)", to: 14 - keyWidth), x: left + keyWidth, y: y, style: .title)
      let detailX = left + 16
      if !detail.isEmpty && detailX < left + width {
        canvas.put(detail, x: detailX, y: y, style: .normal, limit: left + width)
      }
      itemRows[y] = item
      if !compact, case .game = item {
        if !record.isEmpty { canvas.put(record, x: detailX, y: y + 1, style: .muted, limit: left + width) }
        itemRows[y + 1] = item
      }
      if case .game = item, !compact { y += 2 } else { y += 1 }
    }
    let warnings = env.currentWarnings()
    if let warning = warnings.first {
      let lines = TextLayout.wrap("! " + warning + " (any key to dismiss)", width: canvas.width - 2).prefix(3)
      for (i, line) in lines.enumerated() {
        canvas.put(line, x: 1, y: canvas.height - 1 - lines.count + i, style: .warning)
      }
    }
    canvas.put(
      Footer.text(helpEntries + [HelpEntry(keys: "?", help: "help")], width: canvas.width - 2), x: 1,
      y: canvas.height - 1, style: .muted)
  }

  private func describe(_ item: Item) -> (String, String, String) {
    switch item {
    case .game(let index): return (games[index].name, games[index].summary, summaries[index])
    case .help: return ("Help", "keys and how the arcade works", "")
    case .quit: return ("Quit", "", "")
    }
  }

  static let banner = [
    "╔═╗ ╦═╗ ╔═╗ ╔═╗ ╔╦╗ ╔═╗",
    "╠═╣ ╠╦╝ ║   ╠═╣  ║║ ║╣ ",
    "╩ ╩ ╩╚═ ╚═╝ ╩ ╩ ═╩╝ ╚═╝",
  ]
}
