import ArcadeKit
import FizzBuzzModel

/// "Finished!": the score, the counts, and the sequence 1…limit with each of the player's
/// answers marked right, wrong or missed; scrollable. Enter returns to the form.
public final class FizzBuzzEndScene: Scene {
  enum Action: Sendable {
    case scroll(Int)
    case top
    case bottom
    case done
  }

  /// One item of the sequence as drawn: its text and, when the player answered or missed it,
  /// how that went.
  struct Token {
    var text: String
    var outcome: Outcome?
  }

  public let game: Game
  private let tokens: [Token]
  private var scroll = 0
  /// The wrapped rows for the last width drawn (10 000 items are not re-wrapped per frame).
  private var layout: (width: Int, ascii: Bool, rows: [[Token]])?

  /// For the line saying the result was not saved (nil in tests of the screen alone).
  private let env: AppEnvironment?

  public init(game: Game, env: AppEnvironment? = nil) {
    self.game = game
    self.env = env
    tokens = (1...max(1, game.settings.limit)).map {
      Token(text: game.settings.text(of: $0), outcome: game.outcome(of: $0))
    }
  }

  public var title: String { "FizzBuzz" }
  public var minimumSize: Size { Size(width: 40, height: 12) }

  private let table = BindingTable<Action>([
    Binding([.enter], "Enter", help: "back to the form", action: .done),
    Binding([.up, .char("k"), .char("w")], "↑↓", help: "scroll", action: .scroll(-1)),
    Binding([.down, .char("j"), .char("s")], help: "scroll", action: .scroll(1), inFooter: false),
    Binding([.pageUp], "PgUp/PgDn", help: "page", action: .scroll(-10)),
    Binding([.pageDown], help: "page down", action: .scroll(10), inFooter: false),
    Binding([.home], "Home", help: "top", action: .top, inFooter: false),
    Binding([.end], "End", help: "bottom", action: .bottom, inFooter: false),
  ])

  public var helpEntries: [HelpEntry] { table.helpEntries }

  public var helpText: [String] {
    [
      "The sequence 1…\(game.settings.limit) with your answers: ✓ (+) right, ✗ (x) wrong, ? missed.",
      "A number marked ✗ is one you answered although it is said as is.",
    ]
  }

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key(let key):
      guard let action = table.action(for: key) else { return .ignored }
      switch action {
      case .scroll(let step): scroll = max(0, scroll + step)
      case .top: scroll = 0
      case .bottom: scroll = Int.max / 2
      case .done: context.pop()
      }
      return .handled
    case .mouse(let mouse) where mouse.kind == .wheelUp || mouse.kind == .wheelDown:
      scroll = max(0, scroll + (mouse.kind == .wheelUp ? -1 : 1))
      return .handled
    default:
      return .ignored
    }
  }

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    canvas.putCentered("Finished!", y: 0, style: .title)
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
    let rows = wrappedRows(width: canvas.width - 2, options: options)
    let visible = max(1, canvas.height - 6)
    scroll = min(scroll, max(0, rows.count - visible))
    for (offset, row) in rows.dropFirst(scroll).prefix(visible).enumerated() {
      var x = 1
      for token in row {
        x = canvas.put(
          token.text, x: x, y: 4 + offset, style: token.outcome.map(FizzBuzzGlyphs.style) ?? .normal)
        if let outcome = token.outcome {
          x = canvas.put(
            FizzBuzzGlyphs.mark(outcome).resolve(options), x: x, y: 4 + offset,
            style: FizzBuzzGlyphs.style(outcome))
        }
        x += 2
      }
    }
    let legend = [Outcome.right, .wrong, .missed].map { "\(FizzBuzzGlyphs.mark($0).resolve(options)) \($0)" }
    let position =
      rows.count > visible
      ? "   lines \(scroll + 1)-\(min(rows.count, scroll + visible)) of \(rows.count)" : ""
    canvas.put(legend.joined(separator: "  ") + position, x: 1, y: canvas.height - 2, style: .info)
    canvas.put(
      FizzBuzzGlyphs.footer(helpEntries, width: canvas.width - 2, context.options), x: 1,
      y: canvas.height - 1, style: .muted)
  }

  /// Tokens flowed into rows of `width` columns, two spaces apart.
  private func wrappedRows(width: Int, options: RenderOptions) -> [[Token]] {
    if let layout, layout.width == width, layout.ascii == options.ascii { return layout.rows }
    var rows: [[Token]] = []
    var row: [Token] = []
    var used = 0
    for token in tokens {
      let w =
        GlyphWidth.of(token.text)
        + (token.outcome.map { GlyphWidth.of(FizzBuzzGlyphs.mark($0).resolve(options)) } ?? 0)
      if !row.isEmpty && used + 2 + w > width {
        rows.append(row)
        row = []
        used = 0
      }
      used += row.isEmpty ? w : 2 + w
      row.append(token)
    }
    if !row.isEmpty { rows.append(row) }
    layout = (width, options.ascii, rows)
    return rows
  }
}
