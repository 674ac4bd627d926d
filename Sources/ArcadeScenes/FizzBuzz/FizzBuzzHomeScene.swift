import ArcadeGlyphs
import ArcadeKit
import FizzBuzzModel

/// FizzBuzz's first screen: two tabs, Play (the settings form) and Stats. The form opens with
/// the flags given, else the last settings played, else 3, 5, 100, Fizz, Buzz. The tab bar names
/// the key that switches tabs from where the player is.
public final class FizzBuzzHomeScene: Scene {
  public enum Tab: Int, CaseIterable, Sendable, CustomStringConvertible {
    case play
    case stats
    var name: String { self == .play ? "Play" : "Stats" }
    /// Its name in replay snapshots.
    public var description: String { self == .play ? "play" : "stats" }
  }

  enum TabAction: Sendable {
    case show(Tab)
  }

  private let env: AppEnvironment
  public private(set) var tab: Tab = .play
  private(set) var formPanel: FizzBuzzFormPanel
  private(set) var statsPanel = FizzBuzzStatsPanel()
  /// A game was started from here and has not come back yet.
  private var gameOpen = false
  /// Back from a game: a `q` that comes first goes back, as it does on every other game's
  /// start screen (the second `q` of a `q q` from the end screen), instead of typing.
  private(set) var firstKeyMayGoBack = false

  /// `prefill` comes from the command line's flags.
  public init(env: AppEnvironment, prefill: FizzBuzzSettings? = nil) {
    self.env = env
    let records = FizzBuzzRecordsTable.read(env.records)
    formPanel = FizzBuzzFormPanel(settings: prefill ?? records.games.last?.settings ?? .firstGame)
    statsPanel.reload(records)
  }
  public var info: SceneInfo {
    SceneInfo(
      title: "FizzBuzz",
      minimumSize: Size(width: 64, height: 22),
      // Every key of the tab, each once; the stack adds the shared keys in force.
      helpEntries: keyRows,
      helpText: self.helpLines,
      // On the Play tab printable keys type into the field (the shared `?` and `q` too).
      typesText: tab == .play)
  }
  /// Go starts an untimed practice (line and screen-reader modes), each number waiting.
  var playsUntimed: Bool { env.untimedPractice }

  /// The help overlay's lines.
  private var helpLines: [String] {
    let bounds = FizzBuzzBounds.game
    func range(_ range: ClosedRange<Int>) -> String {
      "\(grouped(range.lowerBound)) to \(grouped(range.upperBound))"
    }
    return [
      "Fill the five fields, then Go. Numbers are whole numbers: divisors \(range(bounds.divisors)), limit"
        + " \(range(bounds.limit)); words 1 to \(bounds.wordColumns) columns, every character visible (no"
        + " invisible, control or text-direction characters; emoji one at a time, no joined sequences). A"
        + " \(FizzBuzzGlyphs.valid.emoji) (\(FizzBuzzGlyphs.valid.ascii)) or \(FizzBuzzGlyphs.invalid.emoji)"
        + " (\(FizzBuzzGlyphs.invalid.ascii)) beside each field says whether it is valid. A field takes"
        + " \(FizzBuzzField.firstNumber.maximumCharacters) characters (numbers) or \(FizzBuzzField.firstWord.maximumCharacters)"
        + " (words), no more.",
      "In the game, answer each number: first word (← or f) for multiples of the first number, second"
        + " word (→ or j) for the second, both (Space) for multiples of both; say nothing otherwise.",
      "\(FizzBuzzGameScene.scoring) One answer per number. \(SharedKeys.pause.label) pauses.",
      env.untimedPractice
        ? "Untimed practice: each number waits for your answer (Enter or n says no word)."
        : "Timed: each number stays \(FizzBuzzFormPanel.firstNumberSeconds) s at first, a little less each"
          + " time. At your own pace, each number waiting for its answer: arcade --screen-reader or --lines"
          + " (or screen_reader = on in Settings).",
      "Stats: every settings combination played, most played first; Enter replays the selected one.",
    ]
  }

  /// The keys in force, for the footer and help.
  private var keyRows: [HelpEntry] {
    switch tab {
    case .play:
      return [
        HelpEntry(keys: "type", help: "edit the field (letters, digits, ? and q too)", inFooter: false)
      ]
        + FizzBuzzFormPanel.table.helpEntries + tabTable.helpEntries
    case .stats:
      return FizzBuzzStatsPanel.table.helpEntries + tabTable.helpEntries
    }
  }

  /// On the Play tab every printable key types into the form, so only → switches tabs there;
  /// on Stats, ←, →, Tab and 1 go back to Play.
  private var tabTable: BindingTable<TabAction> {
    switch tab {
    case .play:
      return BindingTable([Binding([.right], help: "Stats tab", action: .show(.stats))])
    case .stats:
      return BindingTable([
        Binding(
          [.left, .right, .tab, .backTab, .char("1")], help: "Play tab", action: .show(.play),
          footerKeys: "←/1")
      ])
    }
  }

  /// The key that leads from the current tab to `target`, as the tab bar shows it.
  private func tabKey(to target: Tab, _ options: RenderOptions) -> String {
    Glyphs.keys(target == .stats ? "→" : "←", options)
  }

  public func didBecomeTop(context: SceneContext) {
    statsPanel.reload(FizzBuzzRecordsTable.read(env.records))
    firstKeyMayGoBack = gameOpen
    gameOpen = false
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    let area = Self.panelArea(context.size)
    if event.isAnyKeyOrClick {
      defer { firstKeyMayGoBack = false }
      if firstKeyMayGoBack, event == .key(.char("q")) {
        context.pop()
        return .handled
      }
    }
    switch event {
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
      gameOpen = true
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
    case .play: formPanel.render(into: &canvas, area: area, options: options, untimed: env.untimedPractice)
    case .stats: statsPanel.render(into: &canvas, area: area, options: options, untimed: env.untimedPractice)
    }
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

extension FizzBuzzHomeScene {
  public var snapshot: StateSnapshot {
    StateSnapshot { s in
      s.add("tab", tab)
      s.add("form", formPanel.form.texts)
      s.add("focus", formPanel.focus.name)
      s.add("message", formPanel.message)
      s.add("statsGroups", statsPanel.groups.count)
      s.add("statsSelection", statsPanel.selection)
      s.add("gameOpen", gameOpen)
      s.add("firstKeyMayGoBack", firstKeyMayGoBack)
    }
  }
}

extension FizzBuzzHomeScene: RestorableScene {
  /// Every stored `var` (the models are values): a replay viewer's keyframe.
  public func savedState() -> () -> Void {
    let saved = (tab, formPanel, statsPanel, gameOpen, firstKeyMayGoBack)
    return { [self] in
      (tab, formPanel, statsPanel, gameOpen, firstKeyMayGoBack) = saved
    }
  }
}
