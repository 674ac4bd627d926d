import ArcadeGlyphs
import ArcadeKit
import DailyModel
import FizzBuzzModel

/// The reflex game: a countdown, then the numbers one at a time; the player answers with the
/// two word buttons (or both at once). Time comes only from game time (`context.now`); the
/// records are dated by the environment's wall clock. Rendering and deadlines change nothing:
/// the game exists from the start and the buttons are laid out from the screen size.
public final class FizzBuzzGameScene: Scene {
  enum Action: Sendable {
    case answer(FizzBuzzAnswer)
  }

  /// The last answer's verdict, shown for a moment.
  struct Flash {
    var correct: Bool
    var until: Double
  }

  private let env: AppEnvironment
  public let settings: FizzBuzzSettings
  public private(set) var game: FizzBuzzGame
  private var flash: Flash?
  /// Set when this is a day's challenge: its result goes to the daily table, not the stats.
  let daily: DailySession?
  public var info: SceneInfo {
    SceneInfo(
      title: "FizzBuzz",
      minimumSize: Size(width: 60, height: 20),
      // The game's own keys; the stack adds the shared ones (pause, help, back).
      helpEntries: Self.table.helpEntries
        + (isUntimed ? [HelpEntry(keys: "Enter or n", help: "no word: next number")] : []),
      helpText: self.helpLines,
      // Time runs here: `p` stops it under the pause box.
      isPausable: true,
      footerTag: daily?.footerTag())
  }

  /// The help overlay's lines, written when help opens.
  private var helpLines: [String] {
    [
      "\(settings.firstWord) for multiples of \(settings.firstDivisor), \(settings.secondWord) for multiples of"
        + " \(settings.secondDivisor), both for multiples of both; nothing for the other numbers.",
      "\(Self.scoring) One answer per number.",
      "A game left with \(SharedKeys.back.keys[0]) is not saved.",
    ]
  }

  public static let flashDuration = 0.3

  /// `startedAt`: the game time at which the screen opens (the countdown starts then).
  public init(env: AppEnvironment, settings: FizzBuzzSettings, startedAt: Double, daily: DailySession? = nil)
  {
    self.env = env
    self.daily = daily
    self.settings = settings
    game = FizzBuzzGame(
      settings: settings, startedAt: startedAt,
      timing: env.playsUntimed(daily: daily) ? .untimed : .standard)
  }

  /// Untimed practice: each number waits; Enter or `n` says no word and brings the next.
  public var isUntimed: Bool { game.timing.waitsForAnswer }
  static let passKeys: [Key] = [.enter, .char("n")]

  /// The last answer, and the last number passed on or missed, for the spoken status.
  private(set) var lastAnswer: (number: Int, answer: FizzBuzzAnswer, correct: Bool)?
  private(set) var lastLeft: (number: Int, missed: Bool)?

  /// The answers are what the screen is for: a narrow footer (a daily's tag beside it) drops
  /// pause and help before any of them.
  static let table = BindingTable<Action>([
    Binding([.left, .char("f")], help: "first word", action: .answer(.first), priority: .important),
    Binding([.right, .char("j")], help: "second word", action: .answer(.second), priority: .important),
    Binding([.char(" ")], help: "both words", action: .answer(.both), priority: .important),
  ])

  /// The points, from the game's constants.
  static let scoring =
    "Right +\(FizzBuzzGame.pointsForCorrect), wrong \(FizzBuzzGame.pointsForWrong), a missed multiple 0 (but counted)."

  /// Game time the player never saw: a wake that comes more than `lateness` after the game's
  /// deadline (the process stopped without Ctrl-Z's signal, a resize noticed late, a slow
  /// disk) has its excess taken out of the game's time, so the number due then comes, and the
  /// rest keep their pace instead of racing through every number missed meanwhile.
  private var unseen = 0.0
  static let lateness = 0.5

  /// The game's time at `context.now`, once any time never seen is taken out.
  private func playTime(_ context: SceneContext) -> Double {
    if let due = game.nextDeadline.map({ $0 + unseen }), context.now > due + Self.lateness {
      unseen += context.now - due
    }
    return context.now - unseen
  }

  public func nextDeadline(context: SceneContext) -> Double? {
    let gameDeadline = game.nextDeadline.map { $0 + unseen }
    guard let flash, flash.until > context.now else { return gameDeadline }
    return min(gameDeadline ?? flash.until, flash.until)
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    if daily?.confirmsLeaving(event, context: context, env: env) == true { return .handled }
    switch event {
    case .timer:
      react(to: game.apply(.tick, now: playTime(context)), context: context)
      return .handled
    case .key(let key) where isUntimed && Self.passKeys.contains(key):
      if let number = game.currentNumber {
        lastLeft = (number, game.settings.kind(of: number) != .number)
        lastAnswer = nil
      }
      react(to: game.apply(.pass, now: playTime(context)), context: context)
      return .handled
    case .key(let key):
      guard case .answer(let answer) = Self.table.action(for: key) else { return .ignored }
      react(to: game.apply(.answer(answer), now: playTime(context)), context: context)
      return .handled
    case .mouse(let mouse) where mouse.kind == .press:
      let point = Point(x: mouse.x, y: mouse.y)
      guard let hit = Self.buttonRects(for: context.size).first(where: { $0.1.contains(point) }) else {
        return .ignored
      }
      react(to: game.apply(.answer(hit.0), now: playTime(context)), context: context)
      return .handled
    default:
      return .ignored
    }
  }

  private func react(to events: [FizzBuzzGame.Event], context: SceneContext) {
    for event in events {
      switch event {
      case .answered(let number, let answer, let correct):
        flash = Flash(correct: correct, until: context.now + Self.flashDuration)
        if !correct { env.post(.bell) }  // rung only where the player turned the bell on
        lastAnswer = (number, answer, correct)
      case .missed(let number):
        lastLeft = (number, true)
      case .showing(1):
        daily?.begin(env: env, now: context.now)  // the numbers start: a daily's counted attempt begins
      case .finished:
        if let daily {
          let summary = "\(game.score >= 0 ? "+" : "")\(game.score), \(game.correctCount) right"
          daily.finish(summary: summary, won: true, score: Double(game.score), env: env, now: context.now)
        } else {
          FizzBuzzRecordsTable.append(game.result(playedAt: env.wallClock()), env)
        }
        context.replaceTop(
          with: FizzBuzzEndScene(
            game: game, size: context.size, options: context.options, env: env,
            shareHeading: daily?.heading(.fizzbuzz), backTo: daily?.returnsTo ?? "the form"))
      default:
        break
      }
    }
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    canvas.put("FizzBuzz", x: 1, y: 0, style: .title)
    canvas.put(FizzBuzzGlyphs.name(settings, options), x: 11, y: 0, style: .muted, limit: canvas.width - 14)
    let score = "Score: \(game.score)"
    canvas.put(score, x: canvas.width - GlyphWidth.of(score) - 1, y: 0, style: .accent)
    drawProgress(game, into: &canvas, options: options, words: context.screenReader)
    drawCenter(game, into: &canvas, context: context)
    drawButtons(into: &canvas, options: options, words: context.screenReader)
  }

  /// `words`: screen-reader mode, where a bar of marks would be read aloud ("hash hash"): the
  /// position in words instead.
  private func drawProgress(
    _ game: FizzBuzzGame, into canvas: inout Canvas, options: RenderOptions, words: Bool
  ) {
    // The number on screen, not the numbers done: a glance must not read one number late.
    let position = game.currentNumber ?? game.numbersDone
    guard !words else {
      canvas.put("Number \(position) of \(settings.limit)", x: 1, y: 2, style: .muted)
      return
    }
    let counter = "\(position)/\(settings.limit)"
    let width = max(4, canvas.width - GlyphWidth.of(counter) - 5)
    let filled = settings.limit > 0 ? position * width / settings.limit : 0
    let (done, rest) = FizzBuzzGlyphs.bar(filled: filled, width: width, options)
    var x = canvas.put("[", x: 1, y: 2, style: .border)
    x = canvas.put(done, x: x, y: 2, style: .info)
    x = canvas.put(rest, x: x, y: 2, style: .muted)
    x = canvas.put("]", x: x, y: 2, style: .border)
    canvas.put(counter, x: x + 1, y: 2, style: .muted)
  }

  /// The number (or countdown) in a box, in large digits when the screen has room.
  private func drawCenter(_ game: FizzBuzzGame, into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    var big = ""
    var hint = ""
    switch game.phase {
    case .countdown(let value):
      hint = context.screenReader ? "Get ready" : "Get ready…"
      big = String(value)
    case .showing(let number):
      big = String(number)
    case .finished:
      big = "Finished!"
    }
    var style = Style.title
    var verdict = ""
    if let flash, flash.until > context.now {
      // Reduced motion: the verdict's word alone, for as long; the box does not flash.
      if options.animations == .full { style = Style(flash.correct ? .good : .bad, [.bold, .reverse]) }
      verdict =
        flash.correct
        ? "\(FizzBuzzGlyphs.right.resolve(options)) right +\(FizzBuzzGame.pointsForCorrect)"
        : "\(FizzBuzzGlyphs.wrong.resolve(options)) wrong \(FizzBuzzGame.pointsForWrong)"
    }
    // Rows free between the progress bar (row 2) and the buttons, one blank row each side.
    let top = 4
    let bottom = Self.buttonsTop(height: canvas.height) - 2
    let digits = FizzBuzzBigDigits.lines(big, options)
    // Screen-reader mode: the plain number (large digits are rows of marks read aloud).
    let large = digits != nil && bottom - top + 1 >= Self.rowsForLargeDigits && !context.screenReader
    let boxSize =
      large
      ? Size(width: FizzBuzzBigDigits.width(of: big) + 6, height: FizzBuzzBigDigits.height + 2)
      : Size(width: 24, height: 3)
    let middle = large ? (top + bottom) / 2 : max(5, canvas.height / 2 - 3)
    let box = Rect(
      x: (canvas.width - boxSize.width) / 2, y: middle - boxSize.height / 2, width: boxSize.width,
      height: boxSize.height)
    if !hint.isEmpty {
      canvas.putCentered(Glyphs.text(hint, options), y: box.y - 1, style: .muted)
    }
    canvas.fill(box, style: style)
    if large, let digits {
      for (row, line) in digits.enumerated() {
        canvas.putCentered(line, y: box.y + 1 + row, in: box, style: style)
      }
    } else {
      canvas.putCentered(big, y: box.y + box.height / 2, in: box, style: style)
    }
    if !verdict.isEmpty {
      canvas.putCentered(verdict, y: box.maxY + 1, style: flash?.correct == true ? .good : .bad)
    }
  }

  /// Free rows needed for the large digits (hint, box of 7, verdict, and some air).
  static let rowsForLargeDigits = 11

  static func buttonsTop(height: Int) -> Int { height - 6 }

  /// Where the three word buttons are for a screen `size`: first, both, second.
  static func buttonRects(for size: Size) -> [(FizzBuzzAnswer, Rect)] {
    let gap = 2
    let width = min(24, (size.width - 2 - 2 * gap) / 3)
    let total = 3 * width + 2 * gap
    let left = (size.width - total) / 2
    return [FizzBuzzAnswer.first, .both, .second].enumerated().map { index, answer in
      (
        answer,
        Rect(x: left + index * (width + gap), y: buttonsTop(height: size.height), width: width, height: 4)
      )
    }
  }

  /// `words`: screen-reader mode, the buttons without their frames (box art is read aloud).
  private func drawButtons(into canvas: inout Canvas, options: RenderOptions, words: Bool) {
    let ellipsis = options.ellipsis
    for (answer, rect) in Self.buttonRects(for: canvas.size) {
      // The button names the keys of its row in the table: "← or f".
      let row = Self.table.bindings.first { if case .answer(answer) = $0.action { true } else { false } }
      let keys = Glyphs.keys(row?.keys.map(\.description).joined(separator: " or ") ?? "", options)
      let inside = rect.insetBy(dx: 1, dy: 0)
      if !words { canvas.box(rect, glyphs: options.box, style: .border) }
      canvas.putCentered(
        TextLayout.clip(settings.word(for: answer), to: inside.width, ellipsis: ellipsis), y: rect.y + 1,
        in: inside, style: .accent)
      canvas.putCentered(keys, y: rect.y + 2, in: inside, style: .muted)
    }
  }
}

extension FizzBuzzGameScene: InvariantChecking {
  public func invariantViolations() -> [String] { game.invariantViolations() }
}

extension FizzBuzzGameScene {
  /// The run: which number, the answers so far, the score and the step's clock.
  public var snapshot: StateSnapshot {
    StateSnapshot { s in
      s.add(
        "settings",
        "\(settings.firstDivisor) \(settings.secondDivisor) \(settings.limit) \(settings.firstWord) \(settings.secondWord)"
      )
      s.add("phase", game.phase)
      s.add("stepEnds", game.stepEnds)
      s.add("stepDuration", game.stepDuration)
      s.add("score", game.score)
      s.add("counts", [game.correctCount, game.wrongCount, game.missedCount])
      s.add("answers", game.answers.map { $0?.description ?? "-" })
      s.add("flash", flash.map { "\($0.correct) until \($0.until)" })
      s.add("daily", daily?.snapshotText)
    }
  }
}

extension FizzBuzzGameScene: RestorableScene {
  /// Every stored `var` (the models are values), and the daily's progress: a replay viewer's keyframe.
  public func savedState() -> () -> Void {
    let saved = (game, flash, lastAnswer, lastLeft, unseen)
    let progress = daily?.savedProgress()
    return { [self] in
      (game, flash, lastAnswer, lastLeft, unseen) = saved
      progress?()
    }
  }
}
