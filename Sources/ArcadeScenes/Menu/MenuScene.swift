import ArcadeGlyphs
import ArcadeKit

/// The launch menu: the games with their record lines, Help and Quit. Arrows/jk/ws + Enter,
/// digit shortcuts, or a click on an entry.
public final class MenuScene: Scene {
  enum Item: Equatable {
    case game(Int)
    case settings
    case help
    case quit

    var isGame: Bool {
      if case .game = self { true } else { false }
    }
  }

  private let env: AppEnvironment
  private let games: [GameEntry]
  private(set) var list: PickList
  var selection: Int { list.selection }
  private var summaries: [String] = []
  /// The first entry shown when the entries outnumber the rows (the list scrolls to keep the
  /// selection in view); the layout clamps it, so drawing never changes it.
  private var top = 0

  public init(env: AppEnvironment, games: [GameEntry] = GameCatalog.all) {
    self.env = env
    self.games = games
    list = PickList(count: games.count + 3)
    refreshSummaries()
  }
  public var info: SceneInfo {
    SceneInfo(
      title: "Arcade",
      minimumSize: Size(width: 40, height: 12),
      helpEntries: list.helpEntries,
      helpText: self.helpLines)
  }
  /// The help overlay's lines.
  private var helpLines: [String] {
    let (help, back, repaint) = (SharedKeys.help, SharedKeys.back, SharedKeys.repaint)
    return [
      "Pick a game with the arrows (or hjkl / wasd) and Enter, its number, or a click.",
      "In every game: \(help.label) shows its keys, \(back.label) comes back here, \(repaint.label) repaints.",
      "f watches friends playing now on this machine (arcade watch; a player allows it in Settings: others_watch).",
      "Records are kept in \(env.records.directory).",
      "Session seed: \(env.sessionSeed) (arcade --seed \(env.sessionSeed) replays this session).",
    ]
  }

  var items: [Item] { games.indices.map { Item.game($0) } + [.settings, .help, .quit] }

  /// The number the menu shows (and its digit key opens) for the entry called `name`
  /// ("Daily", "Quit"), nil when there is none: tests pick entries by name, not by position.
  public func number(of name: String) -> Int? {
    let said = name.lowercased()
    return items.firstIndex { describe($0).0.lowercased() == said }.map { $0 + 1 }
  }

  public func didBecomeTop(context: SceneContext) { refreshSummaries() }

  /// Reads the records (which may report a corrupt or unreadable file) and collects their
  /// warnings here, not while drawing: render only shows what is already known.
  private func refreshSummaries() {
    summaries = games.map { $0.recordSummary(env) }
    _ = env.currentWarnings()
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    if case .key = event { env.menuNote = nil }
    if case .key(let key) = event, !list.isNumber(key), !env.currentWarnings().isEmpty {
      env.dismissWarnings()  // the first key after a warning just acknowledges it
      return .handled
    }
    if case .key(.char("f")) = event {
      env.post(.watchLive)
      return .handled
    }
    let layout = layout(for: context.size, options: context.options)
    defer { top = self.layout(for: context.size, options: context.options).top }
    switch list.handle(event, entryAt: { layout.entry(atRow: $0) }) {
    case .ignored: return .ignored
    case .moved: return .handled
    case .picked(let index):
      activate(index, context)
      return .handled
    }
  }

  private func activate(_ index: Int, _ context: SceneContext) {
    switch items[index] {
    case .game(let index): context.push(games[index].makeScene(env))
    case .settings: context.push(SettingsScene(env: env))
    case .help: context.openHelp()
    case .quit: context.quit()
    }
  }

  // MARK: drawing

  /// Where the entries go on a screen of `size`: computed from the size alone, so drawing and
  /// clicks agree and drawing changes nothing.
  struct Layout {
    var compact: Bool
    var bannerRows: Bool
    /// Rows left empty above the banner: on a terminal with room for the menu twice over
    /// (250×70), the menu sits in the middle, not in the top rows.
    var marginTop = 0
    var firstRow: Int
    var left: Int
    var width: Int
    /// The first row of each entry and how many rows it takes (a game's record line is the
    /// second), for clicks. Arrays, not a dictionary keyed by row: the menu is laid out at
    /// every draw, and the first dictionary of its kind costs the runtime a metadata lookup.
    var rowOfItem: [Int]
    var rowsOfItem: [Int]
    /// The entries shown, when they are fewer than all (the list scrolls): the first, and how many.
    var top = 0
    var shown: Int

    /// The entry drawn on row `y`, if any (an entry scrolled out of view takes no row).
    func entry(atRow y: Int) -> Int? {
      rowOfItem.indices.first { rowOfItem[$0] <= y && y < rowOfItem[$0] + rowsOfItem[$0] }
    }
  }

  func layout(for size: Size, options: RenderOptions) -> Layout {
    // Compact (no banner, one row an entry) on a small terminal, or when the whole menu would
    // reach the footer or the records warning's three rows above it; compact entries start a
    // row higher when they would.
    let bottom = size.height - 1 - (env.warnings.isEmpty ? (env.menuNote == nil ? 0 : 1) : 3)
    let wholeRows = 3 + MenuScene.banner.count + items.reduce(0) { $0 + ($1.isGame ? 2 : 1) }
    let compact = size.height < 20 || size.width < 60 || wholeRows > bottom
    let banner = !(compact || options.ascii)
    let spare = bottom - wholeRows
    let marginTop = !compact && spare >= wholeRows ? spare / 2 : 0
    var y =
      marginTop + (banner ? 3 + MenuScene.banner.count : (compact ? max(2, min(3, bottom - items.count)) : 4))
    let width = min(size.width - 4, 72)
    // More entries than the compact rows between the title and the footer: a window of them,
    // kept around the selection.
    let shown = compact ? min(items.count, max(1, bottom - y)) : items.count
    let top = max(0, min(self.top, list.selection, items.count - shown), list.selection - shown + 1)
    var rowOfItem: [Int] = []
    var rowsOfItem: [Int] = []
    for (index, item) in items.enumerated() {
      let visible = (top..<top + shown).contains(index)
      rowOfItem.append(visible ? y : -1)
      let rows = !visible ? 0 : (item.isGame && !compact) ? 2 : 1
      rowsOfItem.append(rows)
      y += rows
    }
    return Layout(
      compact: compact, bannerRows: banner, marginTop: marginTop, firstRow: rowOfItem[top],
      left: max(2, (size.width - width) / 2),
      width: width, rowOfItem: rowOfItem, rowsOfItem: rowsOfItem, top: top, shown: shown)
  }

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    let layout = layout(for: canvas.size, options: options)
    let ellipsis = options.ellipsis
    if layout.bannerRows {
      for (i, line) in MenuScene.banner.enumerated() {
        canvas.putCentered(line, y: layout.marginTop + 1 + i, style: .title)
      }
      canvas.putCentered("a terminal arcade", y: layout.marginTop + 1 + MenuScene.banner.count, style: .muted)
    } else {
      canvas.putCentered("A R C A D E", y: layout.marginTop + 1, style: .title)
    }
    let width = layout.width
    let left = layout.left
    // The names' column is as wide as the longest name (nine columns at least): a game with a
    // long name widens it, but in the compact menu, where the descriptions need the room, it
    // is cut to nine.
    let longest = items.map { GlyphWidth.of(describe($0).0) }.max() ?? 0
    let extra = layout.compact ? 0 : max(0, longest - 9)
    if layout.shown < items.count {
      // Which entries the window shows, on the title's row: the rest are a scroll away.
      let span = "\(layout.top + 1)-\(layout.top + layout.shown) of \(items.count)"
      canvas.put(span, x: layout.left + layout.width - span.count, y: 1, style: .muted)
    }
    for (index, item) in items.enumerated() where layout.rowsOfItem[index] > 0 {
      let y = layout.rowOfItem[index]
      let selected = index == selection
      let style: Style = .selection
      let (name, detail, record) = describe(item)
      // The selected entry is its marker and number in reverse video; the name keeps its
      // colour, so a cursor move rewrites six cells, not two labels.
      let key = list.label(index, options)
      let keyWidth = GlyphWidth.of(key)
      canvas.put(key, x: left, y: y, style: selected ? style.adding(.bold) : .normal)
      let shown = TextLayout.clip(name, to: 9 + extra, ellipsis: ellipsis)
      canvas.put(
        TextLayout.pad("  \(shown)", to: 14 + extra - keyWidth), x: left + keyWidth, y: y, style: .title)
      let detailX = left + 16 + extra
      // A text too long for its room is cut with an ellipsis, never mid-word without a mark.
      let room = left + width - detailX
      if !detail.isEmpty && room > 0 {
        canvas.put(TextLayout.clip(detail, to: room, ellipsis: ellipsis), x: detailX, y: y, style: .normal)
      }
      if !layout.compact, case .game = item, !record.isEmpty, room > 0 {
        canvas.put(TextLayout.clip(record, to: room, ellipsis: ellipsis), x: detailX, y: y + 1, style: .muted)
      }
    }
    if let warning = env.warnings.first {
      let lines = TextLayout.wrap("! " + warning + " (any key to dismiss)", width: canvas.width - 2).prefix(3)
      for (i, line) in lines.enumerated() {
        canvas.put(line, x: 1, y: canvas.height - 1 - lines.count + i, style: .warning)
      }
    } else if let note = env.menuNote {
      canvas.put(
        TextLayout.clip(note, to: canvas.width - 2, ellipsis: ellipsis), x: 1, y: canvas.height - 2,
        style: .good)
    }
  }

  private func describe(_ item: Item) -> (String, String, String) {
    switch item {
    case .game(let index): return (games[index].name, games[index].summary, summaries[index])
    case .settings: return ("Settings", "theme, keys, motion, bell", "")
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

extension MenuScene {
  public var snapshot: StateSnapshot {
    StateSnapshot {
      $0.add("selection", selection)
      $0.add("summaries", summaries)
    }
  }
}

extension MenuScene {
  /// The menu in words: the selected entry, and the numbered list on look. The cursor stands
  /// on the selected entry, or on the status line while a warning is the news.
  public func speech(context: SceneContext) -> Speech {
    let warning = env.warnings.first.map { " Warning: \($0) (any key to dismiss)." } ?? ""
    let list = items.indices.map { "\($0 + 1) \(describe(items[$0]).0)" }.joined(separator: ", ")
    let layout = layout(for: context.size, options: context.options)
    return Speech(
      status: "Menu: " + spokenEntry(selection) + "." + warning,
      look: "Arcade menu: \(list). Selected: \(spokenEntry(selection)). A number or a name opens an entry."
        + warning,
      focus: warning.isEmpty ? Point(x: layout.left, y: layout.rowOfItem[selection]) : nil)
  }

  /// "1 Zombies, find the SOS in the dark; W: 3  L: 1".
  private func spokenEntry(_ index: Int) -> String {
    let (name, detail, record) = describe(items[index])
    var text = "\(index + 1) \(name)"
    if !detail.isEmpty { text += ", " + detail }
    if !record.isEmpty { text += "; " + record }
    return text
  }

  public var spokenWords: [String] { games.map(\.id) + ["quit"] }

  /// A game's name opens it, as its number does.
  public func keys(forWord word: String) -> [Key]? {
    guard let number = number(of: word) else { return nil }
    return list.keys(forNumber: number)
  }
}

extension MenuScene: RestorableScene {
  /// Every stored `var` (the models are values): a replay viewer's keyframe.
  public func savedState() -> () -> Void {
    let saved = (list, summaries, top)
    return { [self] in
      (list, summaries, top) = saved
    }
  }
}
