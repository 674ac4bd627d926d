import ArcadeGlyphs
import ArcadeKit
import DailyModel
import FizzBuzzModel

/// "Finished!": the score, the counts, and the sequence 1…limit with each of the player's
/// answers marked right, wrong (with what was said) or missed; scrollable. Enter returns to the
/// form. The rows are wrapped when the size changes, never while drawing.
public final class FizzBuzzEndScene: Scene {
  enum Action: Sendable {
    case scroll(Int)
    case top
    case bottom
    case done
    case share
  }

  /// One item of the sequence as drawn: its text and, when the player answered or missed it,
  /// how that went.
  struct Token {
    var text: String
    var outcome: FizzBuzzOutcome?
    /// For a wrong answer: the word the player said.
    var said: String?

    /// The token as drawn after its text: "✓", "?" or "✗ said fizz" ("x said fizz" in ASCII).
    func mark(_ options: RenderOptions) -> String {
      guard let outcome else { return "" }
      let mark = FizzBuzzGlyphs.mark(outcome).resolve(options)
      return said.map { "\(mark) said \($0)" } ?? mark
    }
  }

  /// The sequence wrapped for one width (10 000 items are not re-wrapped per frame).
  struct Layout {
    var width: Int
    var ascii: Bool
    var rows: [[Token]]
  }

  public let game: FizzBuzzGame
  private let tokens: [Token]
  private var scroll = 0
  private var layout: Layout

  /// For the line saying the result was not saved (nil in tests of the screen alone).
  let env: AppEnvironment?
  /// What the share card (`s`) says the game was: a daily's day, or the settings.
  let shareHeading: ShareCard.Heading

  public var info: SceneInfo {
    SceneInfo(
      title: "FizzBuzz",
      minimumSize: Size(width: 40, height: 12),
      // Every key once, Enter named for where it leads; the stack adds the shared ones.
      helpEntries: table.helpEntries.map { entry in
        entry.keys == "Enter"
          ? HelpEntry(keys: entry.keys, help: "back to \(backTo)", priority: .important) : entry
      },
      helpText: self.helpLines,
      // On a daily's end: the day (and whether the run was practice).
      footerTag: shareHeading.daily.map { "daily \($0)" + (shareHeading.practice ? " (practice)" : "") })
  }
  /// The help overlay's lines.
  private var helpLines: [String] {
    let (right, wrong, missed) = (FizzBuzzGlyphs.right, FizzBuzzGlyphs.wrong, FizzBuzzGlyphs.missed)
    return [
      "The sequence 1…\(game.settings.limit) with your answers: \(right.emoji) (\(right.ascii)) right,"
        + " \(wrong.emoji) (\(wrong.ascii)) wrong with what you said (\"fizz\(wrong.emoji) said buzz\"),"
        + " \(missed.emoji) missed.",
      "A number marked \(wrong.emoji) is one you answered although it is said as is.",
    ]
  }

  /// Where Enter (and back) lead, as the footer names it.
  private let backTo: String
  var backToName: String { backTo }

  /// `backTo`: the screen under this one ("the form", "the daily list").
  public init(
    game: FizzBuzzGame, size: Size, options: RenderOptions, env: AppEnvironment? = nil,
    shareHeading: ShareCard.Heading? = nil, backTo: String = "the form"
  ) {
    self.backTo = backTo
    self.game = game
    self.env = env
    self.shareHeading =
      shareHeading ?? ShareCard.Heading(game: .fizzbuzz, detail: game.settings.name(separator: " / "))
    let tokens = (1...max(1, game.settings.limit)).map { number in
      let said =
        game.outcome(of: number) == .wrong ? game.answers[number - 1].map(game.settings.word(for:)) : nil
      return Token(text: game.settings.text(of: number), outcome: game.outcome(of: number), said: said)
    }
    self.tokens = tokens
    layout = Self.wrap(tokens, width: Self.rowWidth(size), options: options)
  }

  static func rowWidth(_ size: Size) -> Int { size.width - 2 }
  static func visibleRows(_ size: Size) -> Int { max(1, size.height - 6) }

  private let table = BindingTable<Action>([
    Binding([.enter], "Enter", help: "back to the form", action: .done, priority: .important),
    Binding(
      [.up, .char("k"), .char("w")], help: "scroll up", action: .scroll(-1), footer: "scroll",
      footerKeys: "↑↓", priority: .low),
    Binding([.down, .char("j")], help: "scroll down", action: .scroll(1), inFooter: false),
    Binding([.char("s")], help: "share the result", action: .share, footer: "share", priority: .important),
    Binding(
      [.pageUp], help: "page up", action: .scroll(-10), footer: "page", footerKeys: "PgUp/PgDn",
      priority: .low),
    Binding([.pageDown], help: "page down", action: .scroll(10), inFooter: false),
    Binding([.home], "Home", help: "top", action: .top, inFooter: false),
    Binding([.end], "End", help: "bottom", action: .bottom, inFooter: false),
  ])

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key(let key):
      guard let action = table.action(for: key) else { return .ignored }
      switch action {
      case .scroll(let step): move(by: step, context)
      case .top: scroll = 0
      case .bottom: move(by: layout.rows.count, context)
      case .done: context.pop()
      case .share:
        guard let env else { return .ignored }
        ShareCardOverlay.open(env: env, card: shareCard, context: context)
      }
      return .handled
    case .mouse(let mouse) where mouse.kind == .wheelUp || mouse.kind == .wheelDown:
      move(by: mouse.kind == .wheelUp ? -1 : 1, context)
      return .handled
    case .resize(let size):
      layout = Self.wrap(tokens, width: Self.rowWidth(size), options: context.options)
      move(by: 0, context)
      return .handled
    default:
      return .ignored
    }
  }

  /// The game as a share card: the answers in order, never the numbers.
  func shareCard(ascii: Bool) -> ShareCard {
    // One per number, so the card's rows are decades.
    let outcomes: [ShareOutcome] = (1...max(1, game.settings.limit)).map { number in
      switch game.outcome(of: number) {
      case .right: return .right
      case .wrong: return .wrong
      case .missed: return .missed
      case nil: return .plain
      }
    }
    return ShareCard.fizzBuzz(outcomes: outcomes, score: game.score, heading: shareHeading, ascii: ascii)
  }

  public func didBecomeTop(context: SceneContext) {
    // A resize under an overlay reached only the overlay.
    if layout.width != Self.rowWidth(context.size) {
      layout = Self.wrap(tokens, width: Self.rowWidth(context.size), options: context.options)
      move(by: 0, context)
    }
  }

  /// Scrolls within the rows the screen can show (the last page at most).
  private func move(by step: Int, _ context: SceneContext) {
    let last = max(0, layout.rows.count - Self.visibleRows(context.size))
    scroll = max(0, min(last, scroll + step))
  }

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    canvas.putCentered(
      game.timing.waitsForAnswer ? "Finished! (untimed practice)" : "Finished!", y: 0, style: .title)
    canvas.putCentered(FizzBuzzGlyphs.name(game.settings, options), y: 1, style: .muted)
    var x = max(1, (canvas.width - 52) / 2)
    x = canvas.put("Score: \(game.score)", x: x, y: 2, style: .accent) + 3
    x =
      canvas.put(
        "\(FizzBuzzGlyphs.right.resolve(options)) correct: \(game.correctCount)", x: x, y: 2, style: .good)
      + 3
    x =
      canvas.put(
        "\(FizzBuzzGlyphs.wrong.resolve(options)) wrong: \(game.wrongCount)", x: x, y: 2, style: .bad) + 3
    canvas.put(
      "\(FizzBuzzGlyphs.missed.resolve(options)) missed: \(game.missedCount)", x: x, y: 2, style: .warning)
    canvas.put(String(repeating: options.box.horizontal, count: canvas.width), x: 0, y: 3, style: .border)
    if let env {
      RecordsNotice.draw(env, table: FizzBuzzRecordsTable.name, into: &canvas, options: options, y: 3)
    }
    // The layout made for this size; another size (never the case in the loop) wraps afresh.
    let rows =
      layout.width == Self.rowWidth(canvas.size) && layout.ascii == options.ascii
      ? layout.rows : Self.wrap(tokens, width: Self.rowWidth(canvas.size), options: options).rows
    let visible = Self.visibleRows(canvas.size)
    let scroll = min(self.scroll, max(0, rows.count - visible))
    for (offset, row) in rows.dropFirst(scroll).prefix(visible).enumerated() {
      var x = 1
      for token in row {
        x = canvas.put(
          token.text, x: x, y: 4 + offset, style: token.outcome.map(FizzBuzzGlyphs.style) ?? .normal)
        if let outcome = token.outcome {
          x = canvas.put(token.mark(options), x: x, y: 4 + offset, style: FizzBuzzGlyphs.style(outcome))
        }
        x += 2
      }
    }
    let legend = [FizzBuzzOutcome.right, .wrong, .missed].map {
      "\(FizzBuzzGlyphs.mark($0).resolve(options)) \($0)"
    }
    let position =
      rows.count > visible
      ? "   lines \(scroll + 1)-\(min(rows.count, scroll + visible)) of \(rows.count)" : ""
    canvas.put(legend.joined(separator: "  ") + position, x: 1, y: canvas.height - 2, style: .info)
  }

  /// Tokens flowed into rows of `width` columns, two spaces apart.
  static func wrap(_ tokens: [Token], width: Int, options: RenderOptions) -> Layout {
    var rows: [[Token]] = []
    var row: [Token] = []
    var used = 0
    for token in tokens {
      let w = GlyphWidth.of(token.text) + GlyphWidth.of(token.mark(options))
      if !row.isEmpty && used + 2 + w > width {
        rows.append(row)
        row = []
        used = 0
      }
      used += row.isEmpty ? w : 2 + w
      row.append(token)
    }
    if !row.isEmpty { rows.append(row) }
    return Layout(width: width, ascii: options.ascii, rows: rows)
  }
}

extension FizzBuzzEndScene {
  public var snapshot: StateSnapshot {
    StateSnapshot { s in
      s.add("score", game.score)
      s.add("counts", [game.correctCount, game.wrongCount, game.missedCount])
      s.add("answers", game.answers.map { $0.map { "\($0)" } ?? "-" })
      s.add("scroll", scroll)
      // Only words on screen; a daily's is left out, so its shared attempt digests the same
      // whether it was started from the daily list or the command line.
      if shareHeading.daily == nil { s.add("backTo", backTo) }
    }
  }
}

extension FizzBuzzEndScene: RestorableScene {
  /// Every stored `var` (the models are values): a replay viewer's keyframe.
  public func savedState() -> () -> Void {
    let saved = (scroll, layout)
    return { [self] in
      (scroll, layout) = saved
    }
  }
}
