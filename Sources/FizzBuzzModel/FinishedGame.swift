/// One finished game as kept in the records.
public struct FinishedGame: Codable, Hashable, Sendable {
  public var settings: Settings
  public var score: Int
  public var correct: Int
  public var wrong: Int
  public var missed: Int
  /// Wall-clock seconds since 1970, handed in by the screen.
  public var playedAt: Double
  /// True for an untimed practice (each number waited for its answer); absent for a timed game.
  public var untimed: Bool?

  public init(
    settings: Settings, score: Int, correct: Int, wrong: Int, missed: Int, playedAt: Double,
    untimed: Bool? = nil
  ) {
    self.settings = settings
    self.score = score
    self.correct = correct
    self.wrong = wrong
    self.missed = missed
    self.playedAt = playedAt
    self.untimed = untimed
  }
}

/// The `fizzbuzz` records table: every finished game, oldest first.
public struct FizzBuzzRecords: Codable, Hashable, Sendable {
  public var games: [FinishedGame]
  public init(games: [FinishedGame] = []) { self.games = games }
}
