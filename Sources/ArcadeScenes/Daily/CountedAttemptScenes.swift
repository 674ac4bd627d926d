import ArcadeKit
import DailyModel

/// Shown before a counted daily: what counts, said before anything of the day's board is
/// shown. Enter opens the game (the attempt starts at the first move there); Esc or q goes back
/// without anything counted.
final class CountedAttemptNotice: Scene {
  private let game: DailyGame
  private let date: DailyDate
  /// Makes the game's scene at the game time Enter is pressed.
  private let open: (_ startedAt: Double) -> Scene
  /// Said where FizzBuzz is otherwise untimed (line and screen-reader modes): the counted one
  /// keeps its clock.
  private let saysTimed: Bool

  static let rule = "Counted attempt: starts at your first move; leaving after that counts as abandoned."
  static let timedRule =
    "The counted FizzBuzz is timed, as for everyone: each number stays up 1 s, then a little less."

  init(
    game: DailyGame, date: DailyDate, saysTimed: Bool = false, open: @escaping (_ startedAt: Double) -> Scene
  ) {
    self.game = game
    self.date = date
    self.saysTimed = saysTimed && game == .fizzbuzz
    self.open = open
  }

  private var ruleText: String { saysTimed ? Self.rule + " " + Self.timedRule : Self.rule }

  func speech(context: SceneContext) -> Speech {
    let text = "\(game.title), daily \(date). \(ruleText) Enter starts, Esc goes back."
    return Speech(status: text, look: text)
  }

  var info: SceneInfo {
    SceneInfo(
      title: "Counted attempt",
      minimumSize: Size(width: 40, height: 12),
      helpEntries: [HelpEntry(keys: "Enter", help: "start")],
      helpText: [
        Self.rule, "Your first move is your first step (Zombies), flip (Memory), the first number (FizzBuzz)",
        "or g (Maze). Until then nothing is counted, and nothing of the board is shown.",
        "Only the day's first attempt counts, on this machine, from any data directory.",
      ],
      footerTag: "daily \(date)")
  }

  var snapshot: StateSnapshot {
    StateSnapshot { s in
      s.add("game", game.rawValue)
      s.add("date", date.description)
    }
  }

  func render(into canvas: inout Canvas, context: SceneContext) {
    let top = max(1, canvas.height / 2 - 4)
    canvas.putCentered(
      "\(game.title) \(context.options.glyph(Glyphs.middleDot)) daily \(date)", y: top, style: .title)
    let lines = TextLayout.wrap(ruleText, width: max(10, min(canvas.width - 4, 60)))
    for (row, line) in lines.enumerated() {
      canvas.putCentered(line, y: top + 2 + row, style: .warning)
    }
    canvas.putCentered("Enter: start    Esc: back", y: top + 3 + lines.count, style: .muted)
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    guard case .key(.enter) = event else { return .ignored }
    context.replaceTop(with: open(context.now))
    return .handled
  }
}

/// Asked when back is pressed during an open counted attempt: `y` leaves (the attempt stays
/// abandoned: the day's result), any other key stays.
final class LeaveAttemptOverlay: Scene {
  private let game: DailyGame

  init(game: DailyGame) { self.game = game }

  var info: SceneInfo {
    SceneInfo(
      title: "Leave?",
      minimumSize: Size(width: 40, height: 9),
      helpEntries: [HelpEntry(keys: "y", help: "leave"), HelpEntry(keys: "any other key", help: "stay")],
      isOverlay: true,
      pausesGameTime: true)
  }

  var snapshot: StateSnapshot { StateSnapshot { $0.add("leaving", game.rawValue) } }

  func speech(context: SceneContext) -> Speech {
    let text = "Leave today's counted \(game.title)? It counts as abandoned. y leaves, any other key stays."
    return Speech(status: text, look: text)
  }

  func render(into canvas: inout Canvas, context: SceneContext) {
    let rect = canvas.bounds.centered(Size(width: min(canvas.width, 44), height: 6))
    canvas.clear(rect)
    context.clearOverlayRows(rect, in: &canvas)
    canvas.box(rect, glyphs: context.overlayFrame, style: .border, title: "Leave?")
    canvas.putCentered("Leave today's counted \(game.title)?", y: rect.y + 1, in: rect, style: .warning)
    canvas.putCentered("It counts as abandoned.", y: rect.y + 2, in: rect, style: .normal)
    canvas.putCentered(
      "y leave \(context.options.glyph(Glyphs.middleDot)) any other key stays", y: rect.y + 4, in: rect,
      style: .muted)
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    guard event.isAnyKeyOrClick else { return .ignored }
    context.pop()
    if case .key(let key) = event, key == .char("y") || key == .char("Y") { context.pop() }
    return .handled
  }
}
