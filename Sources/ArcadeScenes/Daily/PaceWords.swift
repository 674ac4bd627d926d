import DailyModel

/// How a timed game's clock runs, in its own words, for what the arcade says of any timed game
/// (`DailyGame.isTimed`): the counted attempt's choice of pace and a past day's notice. A game
/// gives its words in its catalog entry (`GameEntry.pace`, in this module: the memberwise
/// initialiser); one that gives none has `standard`.
public struct PaceWords: Sendable {
  /// The timed rule ("each number stays up 1 s, then a little less").
  public var timed: String
  /// The same, short ("1 s a number, then less").
  public var timedShort: String
  /// What waits at one's own pace ("each number waits").
  public var waits: String
  /// What the untimed practice waits for ("waits for each answer").
  public var waitsFor: String

  /// A timed game's words when its entry gives none.
  public static let standard = PaceWords(
    timed: "the game runs on its own clock", timedShort: "on the clock", waits: "each move waits",
    waitsFor: "waits for each move")

  /// `game`'s words: its catalog entry's, or the standard ones.
  static func of(_ game: DailyGame) -> PaceWords { GameCatalog.entry(id: game.rawValue)?.pace ?? .standard }
}
