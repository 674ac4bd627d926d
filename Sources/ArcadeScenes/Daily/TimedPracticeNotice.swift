import ArcadeKit
import DailyModel

/// Before a past day of a timed game (`DailyGame.isTimed`; practice, not counted), in every
/// mode: it is timed as that day's board is, which a player who chose it from the daily list
/// cannot otherwise know before its clock runs out; said before it starts, which Enter does (Esc
/// goes back), as a counted daily's notice does, with where to play at one's own pace. In the
/// game's `PaceWords`.
final class TimedPracticeNotice: Scene {
  private let game: DailyGame
  private let date: DailyDate
  /// Line and screen-reader modes, where the game from the menu is the untimed practice.
  private let untimedFromMenu: Bool
  /// Makes the game's scene when Enter is pressed.
  private let open: (_ startedAt: Double) -> Scene
  private let words: PaceWords

  var timed: String { "Practice, not counted. Timed, as that day's board is for everyone: \(words.timed)." }
  var ownPaceFromMenu: String {
    " At your own pace: \(game.title) from the menu, untimed practice that \(words.waitsFor)."
  }
  var ownPaceElsewhere: String {
    " At your own pace: arcade --lines or --screen-reader, where \(game.title) \(words.waitsFor)."
  }

  var text: String { timed + (untimedFromMenu ? ownPaceFromMenu : ownPaceElsewhere) }

  init(
    game: DailyGame, date: DailyDate, untimedFromMenu: Bool, open: @escaping (_ startedAt: Double) -> Scene
  ) {
    self.game = game
    self.date = date
    self.untimedFromMenu = untimedFromMenu
    self.open = open
    words = PaceWords.of(game)
  }

  /// Short enough for the status line's three rows at 80 columns, the keys before the advice.
  func speech(context: SceneContext) -> Speech {
    let status =
      "\(game.title), daily \(date): practice, timed as that day's board is (\(words.timedShort))."
      + " Enter starts, Esc goes back. At your own pace: \(game.title) from the menu (untimed practice)."
    return Speech(status: status, look: "\(game.title), daily \(date). \(text) Enter starts, Esc goes back.")
  }

  var info: SceneInfo {
    SceneInfo(
      title: "Timed practice", minimumSize: Size(width: 40, height: 12),
      helpEntries: [HelpEntry(keys: "Enter", help: "start")], helpText: [self.text],
      footerTag: "daily \(date)")
  }

  var snapshot: StateSnapshot {
    StateSnapshot { s in
      s.add("notice", "timed practice")
      s.add("date", date.description)
    }
  }

  func render(into canvas: inout Canvas, context: SceneContext) {
    let top = max(1, canvas.height / 2 - 4)
    canvas.putCentered(
      "\(game.title) \(context.options.glyph(Glyphs.middleDot)) daily \(date)", y: top, style: .title)
    let lines = TextLayout.wrap(text, width: max(10, min(canvas.width - 4, 60)))
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
