/// One finished game as kept in the records.
public struct FizzBuzzFinishedGame: Codable, Hashable, Sendable {
  public var settings: FizzBuzzSettings
  public var score: Int
  public var correct: Int
  public var wrong: Int
  public var missed: Int
  /// Wall-clock seconds since 1970, handed in by the screen.
  public var playedAt: Double
  /// True for an untimed practice (each number waited for its answer); absent for a timed game.
  public var untimed: Bool?

  public init(
    settings: FizzBuzzSettings, score: Int, correct: Int, wrong: Int, missed: Int, playedAt: Double,
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
  public var games: [FizzBuzzFinishedGame]
  public init(games: [FizzBuzzFinishedGame] = []) { self.games = games }
}
