import ArcadeGlyphs
/// The `?` overlay: the scene's key table, the shared keys in force on it and its extra help
/// lines in a centred box. Any key or click closes it; game time stands still while it is open.
public final class HelpOverlay: RestorableScene {
  public let title: String
  private let entries: [HelpEntry]
  private let text: [String]
  /// How many lines are scrolled off the top (kept within the body; the render clamps it
  /// again after a resize, without changing it).
  private(set) var scroll = 0

  /// Its one changing value (a replay viewer's keyframe).
  public func savedState() -> () -> Void {
    let saved = scroll
    return { [self] in scroll = saved }
  }

  /// `shared`: the shared keys in force on the scene (the stack knows; by default those of a
  /// scene that is not the first).
  public init(for scene: Scene, shared: [HelpEntry]? = nil) {
    let info = scene.info
    title = info.title
    entries = info.helpEntries + (shared ?? SharedKeys.table(for: info, isRoot: false).helpEntries)
    text = info.helpText
  }

  public var info: SceneInfo {
    SceneInfo(
      title: title, minimumSize: Size(width: 20, height: 6),
      isOverlay: true,
      pausesGameTime: true)
  }

  public var snapshot: StateSnapshot {
    StateSnapshot {
      $0.add("help", title)
      $0.add("scroll", scroll)
    }
  }

  /// The overlay's text lines for a given inner width.
  public func lines(width: Int, options: RenderOptions = RenderOptions()) -> [String] {
    // Key labels share a column; a label too long for it gets a line of its own.
    let labels = entries.map { Glyphs.keys($0.keys, options) }
    let keyWidth = min(max(8, width / 3), labels.map { GlyphWidth.of($0) }.max() ?? 0)
    // A help too long for its line wraps within the help column, under its own start.
    let indent = String(repeating: " ", count: keyWidth + 2)
    var out: [String] = []
    for (label, entry) in zip(labels, entries) {
      let help = TextLayout.wrap(entry.help, width: max(10, width - keyWidth - 2))
      if GlyphWidth.of(label) > keyWidth {
        out += [label] + help.map { indent + $0 }
      } else {
        out.append(TextLayout.pad(label, to: keyWidth) + "  " + (help.first ?? ""))
        out += help.dropFirst().map { indent + $0 }
      }
    }
    if !text.isEmpty {
      out.append("")
      for line in text { out += TextLayout.wrap(Glyphs.text(line, options), width: width) }
    }
    return out.flatMap { GlyphWidth.of($0) > width ? TextLayout.wrap($0, width: width) : [$0] }
  }

  /// Where the box goes on a canvas of `size`, and which lines it shows.
  struct Layout {
    /// The box, border included.
    var box: Rect
    /// The box and one blank cell around it: the overlay owns all of it, so nothing of the
    /// screen below touches the border (`╭╭─ Help`, `F│`).
    var frame: Rect
    var body: [String]
    var visible: Int
    var maxScroll: Int { max(0, body.count - visible) }
  }

  /// Margins narrower than this beside the box are cleared with it.
  static let sliver = 4

  func layout(for size: Size, options: RenderOptions) -> Layout {
    let maxInner = max(10, size.width - 6)
    let body = lines(width: min(maxInner, 70), options: options)
    // Border, lines, blank, border, and a blank row above and below when there is room.
    let visible = max(1, min(body.count, size.height - 5))
    // A help that scrolls is wide enough, where it can be, for its hint to name the page keys.
    let least = body.count > visible ? 38 : 30
    let innerWidth = min(maxInner, max(least, body.map { GlyphWidth.of($0) }.max() ?? 0))
    let bounds = Rect(x: 0, y: 0, width: size.width, height: size.height)
    let box = bounds.centered(Size(width: innerWidth + 4, height: visible + 3))
    var frame = Rect(x: box.x - 1, y: box.y - 1, width: box.width + 2, height: box.height + 2)
    // A few columns of the screen below beside a wide box read as stray characters (the
    // footer's first letter), not as context: then the overlay owns its rows whole.
    if frame.x < Self.sliver && size.width - frame.maxX < Self.sliver {
      frame = Rect(x: 0, y: frame.y, width: size.width, height: frame.height)
    }
    return Layout(box: box, frame: frame, body: body, visible: visible)
  }

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let layout = layout(for: canvas.size, options: context.options)
    let rect = layout.box
    canvas.clear(layout.frame)
    context.clearOverlayRows(layout.frame, in: &canvas)
    canvas.box(rect, glyphs: context.overlayFrame, title: Glyphs.text(heading(context), context.options))
    let first = min(scroll, layout.maxScroll)
    for (i, line) in layout.body.dropFirst(first).prefix(layout.visible).enumerated() {
      canvas.put(line, x: rect.x + 2, y: rect.y + 1 + i, limit: rect.maxX - 2)
    }
    let options = context.options
    let dot = " " + options.glyph(Glyphs.middleDot) + " "
    // The page keys too where the border has room for them.
    let scrollHints = [
      Glyphs.keys("↑↓", options) + " PgUp PgDn scroll" + dot, Glyphs.keys("↑↓", options) + " scroll" + dot,
    ]
    let scrollHint =
      scrollHints.first { GlyphWidth.of($0 + "any key closes") <= rect.width - 4 } ?? scrollHints[1]
    let hint = (layout.maxScroll > 0 ? scrollHint : "") + "any key closes"
    canvas.putCentered(hint, y: rect.maxY - 1, in: rect, style: .muted)
  }

  /// "Help — Zombies"; in screen-reader mode "Help: Zombies" (a dash is read out).
  private func heading(_ context: SceneContext) -> String {
    context.screenReader ? "Help: \(title)" : "Help — \(title)"
  }

  /// Help in words: the status names it and how to leave; the cursor stands at the start of
  /// its text (drawn without a frame in screen-reader mode), which the reader reads on; look
  /// (and line mode) says all of it: each key with what it does, then the text.
  public func speech(context: SceneContext) -> Speech {
    let layout = layout(for: context.size, options: context.options)
    // Where the scroll stands, so a key that scrolled is news (not "nothing changed").
    let first = min(scroll, layout.maxScroll)
    let scrolls =
      layout.maxScroll == 0
      ? ""
      : first == 0
        ? " Up and down scroll." : " Scrolled \(first) of \(layout.maxScroll) lines; up and down scroll."
    let keys = entries.map { "\(Glyphs.keys($0.keys, context.options)): \($0.help)" }.joined(separator: "; ")
    let lines = text.filter { !$0.isEmpty }.map { Glyphs.text($0, context.options) }
    return Speech(
      status: "Help for \(title), from the cursor on.\(scrolls) Any other key closes it.",
      look: ([("Help for \(title): \(keys).")] + lines).joined(separator: " "),
      focus: Point(x: layout.box.x + 2, y: layout.box.y + 1))
  }

  /// A page: the lines the box shows, less one kept for context.
  private func page(_ context: SceneContext) -> Int {
    max(1, layout(for: context.size, options: context.options).visible - 1)
  }

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    let maxScroll = layout(for: context.size, options: context.options).maxScroll
    // A help that fits has nothing to scroll: every key closes it, as its hint says.
    let scrolls = maxScroll > 0
    switch event {
    case .key(.down) where scrolls, .key(.char("j")) where scrolls:
      scroll = min(scroll + 1, maxScroll)
    case .key(.up) where scrolls, .key(.char("k")) where scrolls:
      scroll = max(0, min(scroll, maxScroll) - 1)
    case .key(.pageDown) where scrolls, .key(.char(" ")) where scrolls:
      scroll = min(min(scroll, maxScroll) + page(context), maxScroll)
    case .key(.pageUp) where scrolls:
      scroll = max(0, min(scroll, maxScroll) - page(context))
    case .key(.home) where scrolls:
      scroll = 0
    case .key(.end) where scrolls:
      scroll = maxScroll
    case .mouse(let mouse) where mouse.kind == .wheelDown:
      scroll = min(scroll + 1, maxScroll)
    case .mouse(let mouse) where mouse.kind == .wheelUp:
      scroll = max(0, min(scroll, maxScroll) - 1)
    case _ where event.isAnyKeyOrClick:
      context.pop()
    case .resize:
      scroll = min(scroll, maxScroll)
    default:
      break
    }
    return .handled
  }
}

/// "Paused" (`p` where the scene can pause): game time stands still while it is open; any key
/// or click resumes.
/// The pause: a screen of its own, not a box over the game, so a paused game shows nothing of
/// its board while its clock stands still (a Memory miss cannot be studied, a daily not scouted).
public final class PauseOverlay: StatelessScene {
  public init() {}
  public var info: SceneInfo {
    SceneInfo(
      title: "Paused",
      minimumSize: Size(width: 30, height: 7),
      pausesGameTime: true)
  }
  public var snapshot: StateSnapshot { StateSnapshot { $0.add("paused", true) } }

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let rect = canvas.bounds.centered(Size(width: 30, height: 5))
    // Without a frame the title would say "Paused" twice.
    canvas.box(
      rect, glyphs: context.overlayFrame, style: .border, title: context.screenReader ? nil : "Paused")
    canvas.putCentered("Paused", y: rect.y + 1, in: rect, style: .warning.adding(.reverse))
    canvas.putCentered("any key resumes", y: rect.y + 3, in: rect, style: .muted)
    if rect.y + rect.height + 1 < canvas.height - 1 {
      canvas.putCentered(
        "The game is hidden while it is paused.", y: rect.y + rect.height + 1, style: .muted)
    }
  }

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    guard event.isAnyKeyOrClick else { return .ignored }
    context.pop()
    // The game's status is the news from before the pause: say that it resumed.
    context.say("Resumed.")
    return .handled
  }

  public func speech(context: SceneContext) -> Speech {
    let text = "Paused: the game is hidden and its clock stands still. Any key resumes."
    return Speech(status: text, look: text)
  }
}
