import ArcadeKit
import DailyModel

/// The share card of a finished game (`s` at the end of any game): a few lines that spoil
/// nothing. `c` asks the terminal to copy it (OSC 52); it is also printed on stdout after the
/// arcade exits.
final class ShareCardOverlay: Scene {
  private let env: AppEnvironment
  private let card: (_ ascii: Bool) -> ShareCard
  private(set) var copied = false

  init(env: AppEnvironment, card: @escaping (_ ascii: Bool) -> ShareCard) {
    self.env = env
    self.card = card
  }
  var info: SceneInfo {
    SceneInfo(
      title: "Share",
      minimumSize: Size(width: 40, height: 12),
      helpEntries: [
        HelpEntry(keys: "c", help: "copy (OSC 52)"), HelpEntry(keys: "any other key", help: "close"),
      ],
      helpText: [
        "The card shows how the game went, never the board: paste it anywhere.",
        "It is printed on stdout when the arcade exits.",
      ],
      isOverlay: true,
      pausesGameTime: true)
  }

  /// Opens the card over the finished game; the card shown last is printed at exit.
  static func open(env: AppEnvironment, card: @escaping (_ ascii: Bool) -> ShareCard, context: SceneContext) {
    env.shareCardShown(card(context.options.ascii).text)
    context.push(ShareCardOverlay(env: env, card: card))
  }

  func render(into canvas: inout Canvas, context: SceneContext) {
    let lines = card(context.options.ascii).lines
    let dot = context.options.glyph(Glyphs.middleDot)
    let hint = copied ? "copied \(dot) any key closes" : "c copy \(dot) any key closes"
    let inner = max(lines.map { GlyphWidth.of($0) }.max() ?? 0, GlyphWidth.of(hint))
    let size = Size(
      width: min(canvas.width, inner + 4), height: min(canvas.height, lines.count + 4))
    let rect = canvas.bounds.centered(size)
    canvas.clear(rect)
    canvas.box(rect, glyphs: context.options.box, style: .border, title: "Share")
    for (row, line) in lines.enumerated() where rect.y + 1 + row < rect.maxY - 2 {
      canvas.put(
        line, x: rect.x + 2, y: rect.y + 1 + row, style: row == 0 ? .title : .normal, limit: rect.maxX - 1)
    }
    canvas.putCentered(
      hint, y: rect.maxY - 2, in: rect, style: .muted)
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key(.char("c")):
      env.requestCopy(card(context.options.ascii).text)
      copied = true
      return .handled
    case .key(let key) where SharedKeys.help.keys.contains(key):
      return .ignored
    case _ where event.isAnyKeyOrClick:
      context.pop()
      return .handled
    default:
      return .ignored
    }
  }
}

extension ShareCardOverlay {
  var snapshot: StateSnapshot {
    StateSnapshot {
      $0.add("card", card(true).lines)
      $0.add("copied", copied)
    }
  }
}
