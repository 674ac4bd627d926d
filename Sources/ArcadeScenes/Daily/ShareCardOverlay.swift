import ArcadeGlyphs
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
        HelpEntry(keys: "c", help: "copy (OSC 52; also printed when you quit)"),
        HelpEntry(keys: "any other key", help: "close"),
      ],
      helpText: [
        "The card shows how the game went, never the board: paste it anywhere.",
        "It is printed on stdout when the arcade exits.",
      ],
      isOverlay: true,
      pausesGameTime: true)
  }

  /// Opens the card over the finished game; the card shown last is printed at exit (in line
  /// mode as its sentence: a line of marks read aloud is "dot plus plus").
  static func open(env: AppEnvironment, card: @escaping (_ ascii: Bool) -> ShareCard, context: SceneContext) {
    let shown = card(context.options.glyphs != .emoji)
    env.shareCardShown(env.lineMode ? "Share card: " + shown.spoken : shown.text)
    context.push(ShareCardOverlay(env: env, card: card))
  }

  /// What `c` did, as the card says it: the arcade cannot ask the terminal whether it took the
  /// copy (OSC 52 has no answer), so it says where it sent it and what to do where nothing
  /// arrived.
  static let copiedText =
    "Sent to the clipboard (OSC 52). Nothing to paste? Your terminal does not take OSC 52"
    + " (tmux: set-clipboard on): the card is printed when you quit, copy it there."

  func render(into canvas: inout Canvas, context: SceneContext) {
    let card = card(context.options.glyphs != .emoji).lines
    let dot = context.options.glyph(Glyphs.middleDot)
    let hint = copied ? "any key closes" : "c copy \(dot) any key closes"
    let cardWidth = max(card.map { GlyphWidth.of($0) }.max() ?? 0, GlyphWidth.of(hint))
    // After `c`, what happened, wrapped to the card's width; alone when both do not fit.
    let said =
      copied ? TextLayout.wrap(Self.copiedText, width: min(max(cardWidth, 36), canvas.width - 4)) : []
    var lines = copied ? card + [""] + said : card
    if lines.count + 4 > canvas.height { lines = said.isEmpty ? card : said }
    let inner = max(lines.map { GlyphWidth.of($0) }.max() ?? 0, GlyphWidth.of(hint))
    let size = Size(
      width: min(canvas.width, inner + 4), height: min(canvas.height, lines.count + 4))
    let rect = canvas.bounds.centered(size)
    Self.clearAround(rect, in: &canvas)
    context.clearOverlayRows(rect, in: &canvas)
    canvas.box(rect, glyphs: context.overlayFrame, style: .border, title: "Share")
    for (row, line) in lines.enumerated() where rect.y + 1 + row < rect.maxY - 2 {
      let isCard = lines.count > said.count && row < card.count
      let style: Style = !isCard ? .info : row == 0 ? .title : .normal
      canvas.put(line, x: rect.x + 2, y: rect.y + 1 + row, style: style, limit: rect.maxX - 1)
    }
    canvas.putCentered(
      hint, y: rect.maxY - 2, in: rect, style: .muted)
  }

  /// The card in words: its lines, then what `c` did or does.
  func speech(context: SceneContext) -> Speech {
    // A sentence, not the grid of marks (a reader says "dot plus plus").
    let keys = copied ? Self.copiedText + " Any key closes." : "c copies it; any other key closes."
    let text = "Share card: " + card(context.options.glyphs != .emoji).spoken + " " + keys
    return Speech(status: text, look: text)
  }

  /// Clears the card's box, a blank cell around it, and whatever word of the screen below the
  /// box cuts (a legend's tail beside the border reads as part of the card: `╯mbie`).
  static func clearAround(_ rect: Rect, in canvas: inout Canvas) {
    let frame = Rect(x: rect.x - 1, y: rect.y - 1, width: rect.width + 2, height: rect.height + 2)
    let bounds = canvas.bounds
    for y in max(0, frame.y)..<min(bounds.maxY, frame.maxY) {
      var left = max(0, frame.x)
      while left > 0 && canvas[left - 1, y].text != " " { left -= 1 }
      var right = min(bounds.maxX, frame.maxX)
      while right < bounds.maxX && canvas[right, y].text != " " { right += 1 }
      canvas.clear(Rect(x: left, y: y, width: right - left, height: 1))
    }
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key(.char("c")):
      env.post(.copy(card(context.options.glyphs != .emoji).text))
      copied = true
      return .handled
    default:
      return context.closeOnAnyKey(event)
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

extension ShareCardOverlay: RestorableScene {
  /// Whether the card was copied: its one changing value (a replay viewer's keyframe).
  func savedState() -> () -> Void {
    let saved = copied
    return { [self] in copied = saved }
  }
}
