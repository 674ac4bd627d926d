import ArcadeKit
import DailyModel

/// Shown before a counted daily: what counts, said before anything of the day's board is
/// shown. Enter opens the game (the attempt starts at the first move there); Esc or q goes back
/// without anything counted. A timed game's (`DailyGame.isTimed`) asks how: timed (`t`) or at
/// your own pace (`o`, ranked in a table of its own), each said in the game's `PaceWords`; Enter
/// takes the first offered, own pace in line and screen-reader modes.
final class CountedAttemptNotice: Scene {
  private let game: DailyGame
  private let date: DailyDate
  /// Makes the game's scene at the game time it starts, timed or at the player's own pace.
  private let open: (_ startedAt: Double, _ ownPace: Bool) -> Scene
  /// Line and screen-reader modes: a timed game's own pace is offered first (Enter takes it).
  private let ownPaceFirst: Bool
  private let words: PaceWords

  static let rule = "Counted attempt: starts at your first move; leaving after that counts as abandoned."
  var timedRule: String { "Timed: \(words.timed)." }
  var ownPaceRule: String { "Own pace: \(words.waits) for you; ranked in a table of its own." }

  init(
    game: DailyGame, date: DailyDate, offersOwnPaceFirst: Bool = false,
    open: @escaping (_ startedAt: Double, _ ownPace: Bool) -> Scene
  ) {
    self.game = game
    self.date = date
    ownPaceFirst = offersOwnPaceFirst
    words = PaceWords.of(game)
    self.open = open
  }

  private var asksPace: Bool { game.isTimed }

  /// The choices, the first one Enter's: each with its key, what it says and its line on screen.
  private var paces: [(key: Character, ownPace: Bool, text: String, shown: String)] {
    let timed = (
      key: Character("t"), ownPace: false, text: timedRule, shown: "timed (\(words.timedShort))"
    )
    let own = (
      key: Character("o"), ownPace: true, text: ownPaceRule,
      shown: "at your own pace (\(words.waits); ranked apart)"
    )
    return ownPaceFirst ? [own, timed] : [timed, own]
  }

  private var choiceText: String {
    guard asksPace else { return "Enter starts, Esc goes back." }
    let first = paces[0].ownPace ? "at your own pace" : "timed"
    let second = paces[1].ownPace ? "o: at your own pace" : "t: timed"
    return "Enter starts \(first), \(second), Esc goes back."
  }

  func speech(context: SceneContext) -> Speech {
    let paceText = asksPace ? " " + paces.map(\.text).joined(separator: " ") : ""
    let text = "\(game.title), daily \(date). \(Self.rule)\(paceText) \(choiceText)"
    return Speech(status: text, look: text)
  }

  var info: SceneInfo {
    let asksPace = self.asksPace
    return SceneInfo(
      title: "Counted attempt",
      minimumSize: Size(width: 40, height: 12),
      helpEntries: [HelpEntry(keys: "Enter", help: "start")]
        + (asksPace
          ? [HelpEntry(keys: "t", help: "timed"), HelpEntry(keys: "o", help: "at your own pace")] : []),
      helpText: [
        // Said of any game: each game's screen says what its first move is (g in Maze).
        Self.rule,
        "Until your first move in \(self.game.title) nothing is counted, and nothing of the board is shown.",
        "Only the day's first attempt counts, on this machine, from any data directory.",
      ] + (asksPace ? [self.timedRule, self.ownPaceRule] : []),
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
    let width = max(10, min(canvas.width - 4, 60))
    var y = top + 2
    for line in TextLayout.wrap(Self.rule, width: width) {
      canvas.putCentered(line, y: y, style: .warning)
      y += 1
    }
    if asksPace {
      for (index, pace) in paces.enumerated() {
        let key = index == 0 ? "Enter or \(pace.key)" : "\(pace.key)"
        for line in TextLayout.wrap("\(key): \(pace.shown)", width: width) {
          canvas.putCentered(line, y: y, style: .normal)
          y += 1
        }
      }
      canvas.putCentered("Esc: back", y: y + 1, style: .muted)
    } else {
      canvas.putCentered("Enter: start    Esc: back", y: y + 1, style: .muted)
    }
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    guard case .key(let key) = event else { return .ignored }
    let ownPace: Bool
    switch key {
    case .enter: ownPace = asksPace && paces[0].ownPace
    case .char(let typed) where asksPace:
      guard let pace = paces.first(where: { $0.key == Character(typed.lowercased()) }) else {
        return .ignored
      }
      ownPace = pace.ownPace
    default: return .ignored
    }
    context.replaceTop(with: open(context.now, ownPace))
    return .handled
  }

  var spokenWords: [String] { asksPace ? ["timed", "own"] : [] }

  func keys(forWord word: String) -> [Key]? {
    guard asksPace else { return nil }
    switch word.lowercased() {
    case "timed": return [.char("t")]
    case "own", "own pace": return [.char("o")]
    default: return nil
    }
  }
}

/// Asked when back is pressed during an open counted attempt: `y` leaves (the attempt is
/// closed, abandoned: the day's result, and the day's board is practice from then on), any
/// other key stays. A screen of its own, like the pause: while the clock stands still nothing
/// of the board shows (a Memory miss, FizzBuzz's number).
final class LeaveAttemptOverlay: Scene {
  private let game: DailyGame
  private let leave: () -> Void

  init(game: DailyGame, leave: @escaping () -> Void = {}) {
    self.game = game
    self.leave = leave
  }

  var info: SceneInfo {
    SceneInfo(
      title: "Leave?",
      minimumSize: Size(width: 40, height: 9),
      helpEntries: [HelpEntry(keys: "y", help: "leave"), HelpEntry(keys: "any other key", help: "stay")],
      pausesGameTime: true)
  }

  var snapshot: StateSnapshot { StateSnapshot { $0.add("leaving", game.rawValue) } }

  static let practiceNote = "Its board is practice after that."

  func speech(context: SceneContext) -> Speech {
    let text =
      "Leave today's counted \(game.title)? It counts as abandoned. \(Self.practiceNote)"
      + " The game is hidden meanwhile. y leaves, any other key stays."
    return Speech(status: text, look: text)
  }

  func render(into canvas: inout Canvas, context: SceneContext) {
    let rect = canvas.bounds.centered(Size(width: min(canvas.width, 44), height: 7))
    canvas.box(
      rect, glyphs: context.overlayFrame, style: .border, title: context.screenReader ? nil : "Leave?")
    canvas.putCentered("Leave today's counted \(game.title)?", y: rect.y + 1, in: rect, style: .warning)
    canvas.putCentered("It counts as abandoned.", y: rect.y + 2, in: rect, style: .normal)
    canvas.putCentered(Self.practiceNote, y: rect.y + 3, in: rect, style: .normal)
    canvas.putCentered(
      "y leave \(context.options.glyph(Glyphs.middleDot)) any other key stays", y: rect.y + 5, in: rect,
      style: .muted)
    if rect.y + rect.height + 1 < canvas.height - 1 {
      canvas.putCentered("The game is hidden meanwhile.", y: rect.y + rect.height + 1, style: .muted)
    }
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    guard event.isAnyKeyOrClick else { return .ignored }
    context.pop()
    if case .key(let key) = event, key == .char("y") || key == .char("Y") {
      leave()
      context.pop()
    }
    return .handled
  }
}
