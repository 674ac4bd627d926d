import ArcadeKit
import FizzBuzzModel

/// FizzBuzz's first screen: two tabs, Play (the settings form) and Stats. The form opens with
/// the flags given, else the last settings played, else 3, 5, 100, Fizz, Buzz. The tab bar names
/// the key that switches tabs from where the player is.
public final class FizzBuzzHomeScene: Scene {
  public enum Tab: Int, CaseIterable, Sendable {
    case play
    case stats
    var name: String { self == .play ? "Play" : "Stats" }
  }

  enum TabAction: Sendable {
    case show(Tab)
  }

  private let env: AppEnvironment
  public private(set) var tab: Tab = .play
  private(set) var formPanel: FizzBuzzFormPanel
  private(set) var statsPanel = FizzBuzzStatsPanel()

  /// `prefill` comes from the command line's flags.
  public init(env: AppEnvironment, prefill: Settings? = nil) {
    self.env = env
    let records = FizzBuzzRecordsTable.read(env)
    formPanel = FizzBuzzFormPanel(settings: prefill ?? records.games.last?.settings ?? .firstGame)
    statsPanel.reload(records)
  }

  public var title: String { "FizzBuzz" }
  public var minimumSize: Size { Size(width: 64, height: 22) }

  /// On the Play tab every printable key types into the form, so only → switches tabs there;
  /// on Stats, ←, →, Tab and 1 go back to Play.
  private var tabTable: BindingTable<TabAction> {
    switch tab {
    case .play:
      return BindingTable([Binding([.right], "→", help: "Stats tab", action: .show(.stats))])
    case .stats:
      return BindingTable([
        Binding(
          [.left, .right, .tab, .backTab, .char("1")], "←/→/Tab/1", help: "Play tab", action: .show(.play))
      ])
    }
  }

  /// The key that leads from the current tab to `target`, as the tab bar shows it.
  private func tabKey(to target: Tab, _ options: RenderOptions) -> String {
    switch target {
    case .stats: return options.ascii ? "Right" : "→"
    case .play: return options.ascii ? "Left" : "←"
    }
  }

  /// Every key of the tab, each once. On Stats the common help adds ?, ^L and Esc/q.
  public var helpEntries: [HelpEntry] {
    switch tab {
    case .play:
      return [HelpEntry(keys: "type", help: "edit the field (letters, digits, ? and q too)")]
        + FizzBuzzFormPanel.table.helpEntries + tabTable.helpEntries + [
          HelpEntry(keys: "F1", help: "this help"), HelpEntry(keys: "^L", help: "repaint the screen"),
          HelpEntry(keys: "Esc", help: "back to the menu"),
        ]
    case .stats:
      return FizzBuzzStatsPanel.table.helpEntries + tabTable.helpEntries
    }
  }

  /// The footer's short list.
  private var footerEntries: [HelpEntry] {
    switch tab {
    case .play:
      return [HelpEntry(keys: "↑↓/Tab", help: "field")]
        + FizzBuzzFormPanel.table.helpEntries.map {
          HelpEntry(
            keys: $0.keys, help: $0.keys == "Enter" ? "next/Go" : $0.keys == "^R" ? "reset" : $0.help,
            inFooter: $0.inFooter)
        } + tabTable.helpEntries + [
          HelpEntry(keys: "F1", help: "help"), HelpEntry(keys: "Esc", help: "menu"),
        ]
    case .stats:
      return [HelpEntry(keys: "↑↓", help: "choose")] + FizzBuzzStatsPanel.table.helpEntries
        + [
          HelpEntry(keys: "←/1", help: "Play tab"), HelpEntry(keys: "?", help: "help"),
          HelpEntry(keys: "q", help: "menu"),
        ]
    }
  }

  public var helpText: [String] {
    [
      "Fill the five fields, then Go. Numbers are whole numbers: divisors 1 to 9 999, limit 1 to 10 000;"
        + " words 1 to 16 columns, every character visible (no invisible, control or text-direction"
        + " characters; emoji one at a time, no joined sequences). A ✓ (ok) or ✗ (x) beside each field"
        + " says whether it is valid. A field takes 12 characters (numbers) or 32 (words), no more.",
      "In the game, answer each number: first word (← or f) for multiples of the first number, second"
        + " word (→ or j) for the second, both (Space) for multiples of both; say nothing otherwise.",
      "Right +2, wrong -1, a missed multiple 0. One answer per number. p pauses.",
      "Stats: every settings combination played, most played first; Enter replays the selected one.",
    ]
  }

  public func didBecomeTop(context: SceneContext) {
    statsPanel.reload(FizzBuzzRecordsTable.read(env))
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    let area = Self.panelArea(context.size)
    switch event {
    case .key(.function(1)) where tab == .play:
      context.push(FizzBuzzFormHelp(title: title, entries: helpEntries, text: helpText))
      return .handled
    case .key(let key):
      if case .show(let target) = tabTable.action(for: key) {
        tab = target
        return .handled
      }
      switch tab {
      case .play: return apply(formPanel.handle(key), context)
      case .stats: return apply(statsPanel.handle(key, area: area), context)
      }
    case .mouse(let mouse) where mouse.kind == .press:
      let point = Point(x: mouse.x, y: mouse.y)
      if let hit = tabRects(context.options).first(where: { $0.1.contains(point) }) {
        tab = hit.0
        return .handled
      }
      switch tab {
      case .play: return apply(formPanel.click(point, area: area), context)
      case .stats: return apply(statsPanel.click(point, area: area), context)
      }
    default:
      return .ignored
    }
  }

  /// Where the tab's panel goes: under the tab bar, above the footer.
  static func panelArea(_ size: Size) -> Rect { Rect(x: 0, y: 2, width: size.width, height: size.height - 3) }

  private func apply(_ outcome: FizzBuzzFormPanel.Outcome, _ context: SceneContext) -> EventResult {
    switch outcome {
    case .handled: return .handled
    case .ignored: return .ignored
    case .start(let settings):
      context.push(FizzBuzzGameScene(env: env, settings: settings, startedAt: context.now))
      return .handled
    }
  }

  private func apply(_ outcome: FizzBuzzStatsPanel.Outcome, _ context: SceneContext) -> EventResult {
    switch outcome {
    case .handled: return .handled
    case .ignored: return .ignored
    case .replay(let settings):
      // Through the form's checks: settings read from the records may be out of range.
      formPanel.fill(with: settings)
      tab = .play
      return apply(formPanel.start(), context)
    }
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    drawTabs(into: &canvas, options: options)
    let area = Self.panelArea(canvas.size)
    switch tab {
    case .play: formPanel.render(into: &canvas, area: area, options: options)
    case .stats: statsPanel.render(into: &canvas, area: area, options: options)
    }
    canvas.put(
      FizzBuzzGlyphs.footer(footerEntries, width: canvas.width - 2, context.options), x: 1,
      y: canvas.height - 1, style: .muted)
  }

  /// Each tab's label and where it is: the current tab "[ Play ]", the other with the key that
  /// leads there from here ("→ Stats").
  private func tabRects(_ options: RenderOptions) -> [(Tab, Rect, String)] {
    var x = 1
    return Tab.allCases.map { item in
      let label = item == tab ? "[ \(item.name) ]" : "  \(tabKey(to: item, options)) \(item.name)  "
      let rect = Rect(x: x, y: 0, width: GlyphWidth.of(label), height: 1)
      x += rect.width + 1
      return (item, rect, label)
    }
  }

  private func drawTabs(into canvas: inout Canvas, options: RenderOptions) {
    for (item, rect, label) in tabRects(options) {
      canvas.put(label, x: rect.x, y: rect.y, style: item == tab ? .selection.adding(.bold) : .normal)
    }
    let title = "FizzBuzz"
    canvas.put(title, x: canvas.width - GlyphWidth.of(title) - 1, y: 0, style: .title)
    canvas.put(
      String(repeating: options.box.horizontal, count: canvas.width), x: 0, y: 1, style: .border)
  }
}
