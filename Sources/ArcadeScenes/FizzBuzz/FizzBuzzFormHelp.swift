import ArcadeKit

/// F1 on the Play tab. The common help overlay adds "? this help" and "Esc/q back", but on the
/// form `?` and `q` type into the field: this one lists exactly the keys that work there, each
/// once. Any key or click closes it; game time stands still while it is open.
public final class FizzBuzzFormHelp: Scene {
  public let title: String
  private let entries: [HelpEntry]
  private let text: [String]
  private var scroll = 0

  init(title: String, entries: [HelpEntry], text: [String]) {
    self.title = title
    self.entries = entries
    self.text = text
  }

  public var isOverlay: Bool { true }
  public var pausesGameTime: Bool { true }
  public var minimumSize: Size { Size(width: 20, height: 6) }

  /// The help's lines for an inner width: keys in one column, then the text.
  public func lines(width: Int) -> [String] {
    let keyWidth = min(max(8, width / 3), entries.map { GlyphWidth.of($0.keys) }.max() ?? 0)
    var out: [String] = []
    for entry in entries {
      if GlyphWidth.of(entry.keys) > keyWidth {
        out += [entry.keys, String(repeating: " ", count: keyWidth + 2) + entry.help]
      } else {
        out.append(TextLayout.pad(entry.keys, to: keyWidth) + "  " + entry.help)
      }
    }
    if !text.isEmpty {
      out.append("")
      for line in text { out += TextLayout.wrap(line, width: width) }
    }
    return out.flatMap { GlyphWidth.of($0) > width ? TextLayout.wrap($0, width: width) : [$0] }
  }

  /// The box for a screen size and the lines it shows.
  private func frame(_ size: Size) -> (rect: Rect, body: [String], visible: Int) {
    let maxInner = max(10, size.width - 6)
    let body = lines(width: min(maxInner, 70))
    let innerWidth = min(maxInner, max(30, body.map { GlyphWidth.of($0) }.max() ?? 0))
    let visible = max(1, min(body.count, size.height - 4))
    let rect = Rect(x: 0, y: 0, width: size.width, height: size.height).centered(
      Size(width: innerWidth + 4, height: visible + 3))
    return (rect, body, visible)
  }

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let (rect, body, visible) = frame(canvas.size)
    let scroll = min(self.scroll, max(0, body.count - visible))
    // The overlay owns every cell of its frame: blank it all (a wide glyph below that
    // straddles the edge is broken by the canvas) before the border goes on.
    canvas.fill(rect)
    canvas.box(rect, glyphs: context.options.box, title: "Help — \(title)")
    for (i, line) in body.dropFirst(scroll).prefix(visible).enumerated() {
      canvas.put(line, x: rect.x + 2, y: rect.y + 1 + i, limit: rect.maxX - 2)
    }
    let hint = body.count > visible ? "↑↓ scroll · any key closes" : "any key closes"
    canvas.putCentered(
      context.options.ascii ? hint.replacing("↑↓", with: "up/down") : hint, y: rect.maxY - 1, in: rect,
      style: .muted)
  }

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    let (_, body, visible) = frame(context.size)
    let last = max(0, body.count - visible)
    switch event {
    case .key(.down):
      scroll = min(last, scroll + 1)
    case .key(.up):
      scroll = max(0, scroll - 1)
    case .key:
      context.pop()
    case .mouse(let mouse) where mouse.kind == .wheelDown:
      scroll = min(last, scroll + 1)
    case .mouse(let mouse) where mouse.kind == .wheelUp:
      scroll = max(0, scroll - 1)
    case .mouse(let mouse) where mouse.kind == .press:
      context.pop()
    default:
      break
    }
    return .handled
  }
}
