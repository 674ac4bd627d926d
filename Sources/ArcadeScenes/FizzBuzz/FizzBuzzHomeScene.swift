import ArcadeKit
import FizzBuzzModel

/// FizzBuzz's first screen: two tabs, Play (the settings form) and Stats.
public final class FizzBuzzHomeScene: Scene {
  public enum Tab: Int, CaseIterable, Sendable {
    case play
    case stats
    var label: String { self == .play ? "1 Play" : "2 Stats" }
  }

  enum TabAction: Sendable {
    case show(Tab)
    case toggle
  }

  private let env: AppEnvironment
  public private(set) var tab: Tab = .play
  private(set) var formPanel: FizzBuzzFormPanel
  private(set) var statsPanel = FizzBuzzStatsPanel()
  private var tabLabels: [(Tab, Rect)] = []

  /// `prefill` comes from the command line's flags.
  public init(env: AppEnvironment, prefill: Settings? = nil) {
    self.env = env
    formPanel = FizzBuzzFormPanel(prefill: prefill)
    statsPanel.reload(FizzBuzzRecordsTable.read(env))
  }

  public var title: String { "FizzBuzz" }
  public var minimumSize: Size { Size(width: 64, height: 22) }

  /// On the Play tab every printable key types into the form, so only ← → switch tabs there;
  /// on Stats, Tab and 1/2 work too.
  private var tabTable: BindingTable<TabAction> {
    switch tab {
    case .play:
      return BindingTable([Binding([.right], "→", help: "Stats tab", action: .show(.stats))])
    case .stats:
      return BindingTable([
        Binding([.left, .char("1")], "←/1", help: "Play tab", action: .show(.play)),
        Binding(
          [.tab, .backTab, .right, .char("2")], "Tab", help: "switch tab", action: .toggle, inFooter: false),
      ])
    }
  }

  public var helpEntries: [HelpEntry] {
    switch tab {
    case .play:
      return [
        HelpEntry(keys: "type", help: "edit the field", inFooter: false),
        HelpEntry(keys: "↑↓/Tab", help: "field"),
      ]
        + FizzBuzzFormPanel.table.helpEntries
        + tabTable.helpEntries + [HelpEntry(keys: "F1", help: "help"), HelpEntry(keys: "Esc", help: "menu")]
    case .stats:
      return FizzBuzzStatsPanel.table.helpEntries + tabTable.helpEntries + [
        HelpEntry(keys: "?", help: "help"), HelpEntry(keys: "q", help: "menu"),
      ]
    }
  }

  public var helpText: [String] {
    [
      "Fill the five fields, then Go. Numbers are whole numbers: divisors 1 to 9 999, limit 1 to 10 000;"
        + " words 1 to 16 columns. A ✓ (ok) or ✗ (x) beside each field says whether it is valid.",
      "In the game, answer each number: first word (← or f) for multiples of the first number, second"
        + " word (→ or j) for the second, both (Space) for multiples of both; say nothing otherwise.",
      "Right +2, wrong -1, a missed multiple 0. One answer per number. p pauses.",
      "On the Play tab letters and ? type into the field: F1 opens this help, Esc goes back to the menu.",
      "Stats: every settings combination played, most played first; Enter replays the selected one.",
    ]
  }

  public func didBecomeTop(context: SceneContext) {
    statsPanel.reload(FizzBuzzRecordsTable.read(env))
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key(let key):
      if let action = tabTable.action(for: key) {
        switch action {
        case .show(let target): tab = target
        case .toggle: tab = tab == .play ? .stats : .play
        }
        return .handled
      }
      switch tab {
      case .play: return apply(formPanel.handle(key), context)
      case .stats: return apply(statsPanel.handle(key), context)
      }
    case .mouse(let mouse) where mouse.kind == .press:
      let point = Point(x: mouse.x, y: mouse.y)
      if let hit = tabLabels.first(where: { $0.1.contains(point) }) {
        tab = hit.0
        return .handled
      }
      switch tab {
      case .play: return apply(formPanel.click(point), context)
      case .stats: return apply(statsPanel.click(point), context)
      }
    default:
      return .ignored
    }
  }

  private func apply(_ outcome: FizzBuzzFormPanel.Outcome, _ context: SceneContext) -> EventResult {
    switch outcome {
    case .handled: return .handled
    case .ignored: return .ignored
    case .start(let settings):
      context.push(FizzBuzzGameScene(env: env, settings: settings))
      return .handled
    }
  }

  private func apply(_ outcome: FizzBuzzStatsPanel.Outcome, _ context: SceneContext) -> EventResult {
    switch outcome {
    case .handled: return .handled
    case .ignored: return .ignored
    case .replay(let settings):
      formPanel.fill(with: settings)
      tab = .play
      context.push(FizzBuzzGameScene(env: env, settings: settings))
      return .handled
    }
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    drawTabs(into: &canvas, options: options)
    let area = Rect(x: 0, y: 2, width: canvas.width, height: canvas.height - 3)
    switch tab {
    case .play: formPanel.render(into: &canvas, area: area, options: options)
    case .stats: statsPanel.render(into: &canvas, area: area, options: options)
    }
    canvas.put(
      FizzBuzzGlyphs.footer(helpEntries, width: canvas.width - 2, context.options), x: 1,
      y: canvas.height - 1, style: .muted)
  }

  private func drawTabs(into canvas: inout Canvas, options: RenderOptions) {
    tabLabels = []
    var x = 1
    for item in Tab.allCases {
      let selected = item == tab
      let label = selected ? "[ \(item.label) ]" : "  \(item.label)  "
      canvas.put(label, x: x, y: 0, style: selected ? .selection.adding(.bold) : .normal)
      tabLabels.append((item, Rect(x: x, y: 0, width: GlyphWidth.of(label), height: 1)))
      x += GlyphWidth.of(label) + 1
    }
    let title = "FizzBuzz"
    canvas.put(title, x: canvas.width - GlyphWidth.of(title) - 1, y: 0, style: .title)
    canvas.put(
      String(repeating: options.box.horizontal, count: canvas.width), x: 0, y: 1, style: .border)
  }
}
