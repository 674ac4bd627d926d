import ArcadeKit
import FizzBuzzModel

#if canImport(Glibc)
  import Glibc
#endif

/// The reflex game: a countdown, then the numbers one at a time; the player answers with the
/// two word buttons (or both at once). Timing comes only from game time (`context.now`).
public final class FizzBuzzGameScene: Scene {
  enum Action: Sendable {
    case answer(Answer)
    case pause
  }

  /// The last answer's verdict, shown for a moment.
  struct Flash {
    var correct: Bool
    var until: Double
  }

  private let env: AppEnvironment
  public let settings: Settings
  /// Created at the first game-time reading, so the countdown starts when the screen shows.
  public private(set) var game: Game?
  private var flash: Flash?
  private var buttons: [(Answer, Rect)] = []
  /// Wall-clock seconds for the record of a finished game (tests pass a fixed one).
  private let wallClock: @Sendable () -> Double

  public static let flashDuration = 0.3

  public init(env: AppEnvironment, settings: Settings, wallClock: @escaping @Sendable () -> Double = unixTime)
  {
    self.env = env
    self.settings = settings
    self.wallClock = wallClock
  }

  public var title: String { "FizzBuzz" }
  public var minimumSize: Size { Size(width: 60, height: 20) }

  private let table = BindingTable<Action>([
    Binding([.left, .char("f")], "←/f", help: "first word", action: .answer(.first)),
    Binding([.right, .char("j")], "→/j", help: "second word", action: .answer(.second)),
    Binding([.char(" ")], "Space", help: "both words", action: .answer(.both)),
    Binding([.char("p")], "p", help: "pause", action: .pause),
  ])

  public var helpEntries: [HelpEntry] {
    table.helpEntries + [HelpEntry(keys: "Esc", help: "quit the game")]
  }

  public var helpText: [String] {
    [
      "\(settings.firstWord) for multiples of \(settings.firstDivisor), \(settings.secondWord) for multiples of"
        + " \(settings.secondDivisor), both for multiples of both; nothing for the other numbers.",
      "Right +2, wrong -1, a missed multiple 0 (but counted). One answer per number.",
      "A game left with Esc is not saved.",
    ]
  }

  private func started(_ context: SceneContext) -> Game {
    if let game { return game }
    let fresh = Game(settings: settings, startedAt: context.now)
    game = fresh
    return fresh
  }

  public func nextDeadline(context: SceneContext) -> Double? {
    let gameDeadline = started(context).nextDeadline
    guard let flash, flash.until > context.now else { return gameDeadline }
    return min(gameDeadline ?? flash.until, flash.until)
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    var game = started(context)
    defer { self.game = game }
    switch event {
    case .timer:
      react(to: game.advance(to: context.now), game: game, context: context)
      return .handled
    case .key(let key):
      guard let action = table.action(for: key) else { return .ignored }
      switch action {
      case .answer(let answer):
        react(to: game.answer(answer, now: context.now), game: game, context: context)
      case .pause:
        context.push(FizzBuzzPauseOverlay())
      }
      return .handled
    case .mouse(let mouse) where mouse.kind == .press:
      guard let hit = buttons.first(where: { $0.1.contains(Point(x: mouse.x, y: mouse.y)) }) else {
        return .ignored
      }
      react(to: game.answer(hit.0, now: context.now), game: game, context: context)
      return .handled
    default:
      return .ignored
    }
  }

  private func react(to events: [Game.Event], game: Game, context: SceneContext) {
    for event in events {
      switch event {
      case .answered(_, _, let correct):
        flash = Flash(correct: correct, until: context.now + Self.flashDuration)
      case .finished:
        FizzBuzzRecordsTable.append(game.result(playedAt: wallClock()), env)
        context.replaceTop(with: FizzBuzzEndScene(game: game, env: env))
      default:
        break
      }
    }
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let game = started(context)
    let options = context.options
    canvas.put("FizzBuzz", x: 1, y: 0, style: .title)
    canvas.put(FizzBuzzGlyphs.name(settings, options), x: 11, y: 0, style: .muted, limit: canvas.width - 14)
    let score = "Score: \(game.score)"
    canvas.put(score, x: canvas.width - GlyphWidth.of(score) - 1, y: 0, style: .accent)
    drawProgress(game, into: &canvas, options: options)
    drawCenter(game, into: &canvas, context: context)
    drawButtons(into: &canvas, options: options)
    canvas.put(
      FizzBuzzGlyphs.footer(helpEntries, width: canvas.width - 2, context.options), x: 1,
      y: canvas.height - 1, style: .muted)
  }

  private func drawProgress(_ game: Game, into canvas: inout Canvas, options: RenderOptions) {
    let counter = "\(game.numbersDone)/\(settings.limit)"
    let width = max(4, canvas.width - GlyphWidth.of(counter) - 5)
    let filled = settings.limit > 0 ? game.numbersDone * width / settings.limit : 0
    let (done, rest) = FizzBuzzGlyphs.bar(filled: filled, width: width, options)
    var x = canvas.put("[", x: 1, y: 2, style: .border)
    x = canvas.put(done, x: x, y: 2, style: .info)
    x = canvas.put(rest, x: x, y: 2, style: .muted)
    x = canvas.put("]", x: x, y: 2, style: .border)
    canvas.put(counter, x: x + 1, y: 2, style: .muted)
  }

  private func drawCenter(_ game: Game, into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    let middle = max(5, canvas.height / 2 - 3)
    let box = Rect(x: (canvas.width - 24) / 2, y: middle - 1, width: 24, height: 3)
    var big = ""
    var hint = ""
    switch game.phase {
    case .countdown(let value):
      hint = "Get ready…"
      big = String(value)
    case .showing(let number):
      big = String(number)
    case .finished:
      big = "Finished!"
    }
    var style = Style.title
    var verdict = ""
    if let flash, flash.until > context.now {
      style = Style(flash.correct ? .good : .bad, [.bold, .reverse])
      verdict =
        flash.correct
        ? "\(FizzBuzzGlyphs.right.resolve(options)) right +\(Game.pointsForCorrect)"
        : "\(FizzBuzzGlyphs.wrong.resolve(options)) wrong \(Game.pointsForWrong)"
    }
    if !hint.isEmpty {
      canvas.putCentered(
        options.ascii ? hint.replacing("…", with: "...") : hint, y: middle - 2, style: .muted)
    }
    canvas.fill(box, style: style)
    canvas.putCentered(big, y: middle, in: box, style: style)
    if !verdict.isEmpty {
      canvas.putCentered(verdict, y: box.maxY + 1, style: flash?.correct == true ? .good : .bad)
    }
  }

  private func drawButtons(into canvas: inout Canvas, options: RenderOptions) {
    buttons = []
    let y = canvas.height - 6
    let gap = 2
    let width = min(24, (canvas.width - 2 - 2 * gap) / 3)
    let total = 3 * width + 2 * gap
    var x = (canvas.width - total) / 2
    let faces: [(Answer, String, String)] = [
      (.first, settings.firstWord, "← or f"),
      (.both, settings.firstWord + settings.secondWord, "Space"),
      (.second, settings.secondWord, "→ or j"),
    ]
    for (answer, word, keys) in faces {
      let rect = Rect(x: x, y: y, width: width, height: 4)
      canvas.box(rect, glyphs: options.box, style: .border)
      canvas.putCentered(
        TextLayout.clip(word, to: width - 2), y: y + 1, in: rect.insetBy(dx: 1, dy: 0), style: .accent)
      let label = options.ascii ? keys.replacing("←", with: "Left").replacing("→", with: "Right") : keys
      canvas.putCentered(label, y: y + 2, in: rect.insetBy(dx: 1, dy: 0), style: .muted)
      buttons.append((answer, rect))
      x += width + gap
    }
  }
}

/// Seconds since 1970 from the system clock (only for dating records).
public let unixTime: @Sendable () -> Double = {
  var spec = timespec()
  clock_gettime(CLOCK_REALTIME, &spec)
  return Double(spec.tv_sec) + Double(spec.tv_nsec) / 1e9
}

extension FizzBuzzGameScene: InvariantChecking {
  public func invariantViolations() -> [String] { game?.invariantViolations() ?? [] }
}
