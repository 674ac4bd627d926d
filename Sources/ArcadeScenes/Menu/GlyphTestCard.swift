import ArcadeGlyphs
import ArcadeKit

/// Settings' test card (`t`): a line of each glyph set as it is, whatever set is in force, and
/// "do these look right?". 1, 2 or 3 picks the set of the first line that looks right (the
/// Settings row shows it; Enter there keeps it); any other key closes.
final class GlyphTestCard: Scene {
  /// A sample of each set: the games' pictures, frames and marks.
  static let samples: [(GlyphSet, String)] = [
    (.emoji, "🧟 🚶 🎴 🔒 🥳 ╭─╮ ✓ ✗ ◀ ▶"),
    (.unicode, "╭─╮ │ ✓ ✗ ◀ ▶ ⠿ █ ░ ·"),
    (.ascii, "+-+ | + x < > * # ."),
  ]

  private let picked: (GlyphSet) -> Void

  init(picked: @escaping (GlyphSet) -> Void) { self.picked = picked }

  var info: SceneInfo {
    var info = SceneInfo(
      title: "Glyphs", minimumSize: Size(width: 40, height: 12),
      helpEntries: [
        HelpEntry(keys: "1 2 3", help: "draw that line's glyphs (Enter in Settings keeps it)"),
        HelpEntry(keys: "any other key", help: "close"),
      ],
      helpText: [
        "Each line shows the glyphs of one set as they are. Pick the first line whose every glyph is"
          + " drawn whole: no empty box, no question mark, nothing cut or out of line."
      ],
      isOverlay: true, pausesGameTime: true)
    info.showsEveryGlyphSet = true
    return info
  }

  var snapshot: StateSnapshot { StateSnapshot { $0.add("glyph test card", true) } }

  static let question = "Do these look right?"
  static let advice = "1, 2 or 3: the first line drawn whole"

  func render(into canvas: inout Canvas, context: SceneContext) {
    let lines = Self.samples.enumerated().map { index, sample in
      let name = sample.0.rawValue
      return "\(index + 1) \(name)\(String(repeating: " ", count: 8 - name.count))\(sample.1)"
    }
    let inner = max(GlyphWidth.of(Self.advice), lines.map { GlyphWidth.of($0) }.max() ?? 0)
    let size = Size(width: min(canvas.width, inner + 4), height: min(canvas.height, lines.count + 6))
    let rect = canvas.bounds.centered(size)
    context.clearOverlayRows(rect, in: &canvas)
    canvas.box(rect, glyphs: context.screenReader ? .blank : .ascii, style: .border, title: "Glyphs")
    canvas.put(Self.question, x: rect.x + 2, y: rect.y + 1, style: .title, limit: rect.maxX - 1)
    for (row, line) in lines.enumerated() {
      canvas.put(line, x: rect.x + 2, y: rect.y + 3 + row, style: .normal, limit: rect.maxX - 1)
    }
    canvas.put(Self.advice, x: rect.x + 2, y: rect.maxY - 2, style: .muted, limit: rect.maxX - 1)
  }

  func speech(context: SceneContext) -> Speech {
    let text =
      "Glyph test card: \(Self.question) 1 emoji, 2 unicode, 3 ascii: press the number of the first line"
      + " drawn whole; any other key closes."
    return Speech(status: text, look: text)
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    if case .key(.char(let c)) = event, let number = c.wholeNumberValue, (1...3).contains(number) {
      picked(Self.samples[number - 1].0)
      context.pop()
      return .handled
    }
    return context.closeOnAnyKey(event)
  }
}
