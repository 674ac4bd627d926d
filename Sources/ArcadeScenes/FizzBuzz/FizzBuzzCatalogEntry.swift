import ArcadeKit
import FizzBuzzModel

extension GameEntry {
  /// FizzBuzz in the launch menu: the settings form, and the games played as its record line.
  public static let fizzbuzz = GameEntry(
    id: "fizzbuzz", name: "FizzBuzz", summary: "fizz, buzz or both for each number",
    tables: [FizzBuzzRecordsTable.table],
    recordSummary: { FizzBuzzRecordsTable.summary($0) },
    makeScene: { FizzBuzzHomeScene(env: $0) },
    dailyScene: { session, env, startedAt in
      var choices = session.challenge.choices
      let settings = FizzBuzzSettings.daily(choosingWith: &choices)
      return .success(FizzBuzzGameScene(env: env, settings: settings, startedAt: startedAt, daily: session))
    },
    glyphs: FizzBuzzGlyphs.all + [FizzBuzzBigDigits.dot, FizzBuzzFormPanel.placeholder],
    pictures: [GamePicture(name: "fizzbuzz", title: "arcade fizzbuzz", take: endOfAGame)],
    pace: PaceWords(
      timed: "each number stays up 1 s, then a little less", timedShort: "1 s a number, then less",
      waits: "each number waits", waitsFor: "waits for each answer"))

  /// The end of a classic game: right answers, one wrong, a few missed.
  @Sendable static func endOfAGame(_ studio: PictureStudio) -> Canvas {
    var settings = FizzBuzzSettings.classic
    settings.limit = 45
    var game = FizzBuzzGame(settings: settings, startedAt: 0)
    while !game.isFinished {
      if let number = game.currentNumber, let expected = settings.kind(of: number).expectedAnswer,
        number % 7 != 0
      {
        game.apply(.answer(number == 12 ? .both : expected), now: game.stepEnds - 0.1)
      }
      game.apply(.tick, now: game.stepEnds)
    }
    return studio.fromMenu(
      FizzBuzzEndScene(game: game, size: Size(width: 80, height: 24), options: RenderOptions())
    )
    .canvas
  }
}
