import ArcadeKit
import DailyModel
import FizzBuzzModel
import MemoryModel
import ZombiesModel

/// Builds a game's scene for a day's challenge: the day's seed, mode, deck, settings or maze.
public enum DailyLaunch {
  /// The day's scene for `game`, or a one-line reason it cannot be played (no playable deck).
  /// `returnsTo`: the screen under the game, as its end screen names it.
  public static func scene(
    _ game: DailyGame, date: DailyDate, env: AppEnvironment, startedAt: Double = 0,
    returnsTo: String = "the menu"
  ) -> Result<Scene, DailyLaunchError> {
    let today = DailyRecordsTable.today(env)
    let session = DailySession(
      game: game, date: date, today: today, book: DailyRecordsTable.read(env.records), returnsTo: returnsTo)
    let challenge = session.challenge
    switch game {
    case .zombies:
      let mode = ZombiesMode(rawValue: challenge.zombiesMode) ?? .classic
      session.begin(env: env)  // the board shows as the scene opens
      return .success(ZombiesScene(env: env, mode: mode, daily: session))
    case .memory:
      let decks = env.decks.playable
      guard !decks.isEmpty else { return .failure(.noDeck) }
      let deck = decks[challenge.deckIndex(among: decks.count)]
      guard let scene = try? MemoryGameScene(env: env, deck: deck, seed: challenge.seed, daily: session)
      else {
        return .failure(.noDeck)
      }
      session.begin(env: env)  // the board shows as the scene opens
      return .success(scene)
    case .fizzbuzz:
      let day = challenge.fizzBuzz
      let settings = Settings(
        firstDivisor: day.firstDivisor, secondDivisor: day.secondDivisor, limit: day.limit,
        firstWord: day.firstWord, secondWord: day.secondWord)
      return .success(FizzBuzzGameScene(env: env, settings: settings, startedAt: startedAt, daily: session))
    case .maze:
      return .success(
        MazeScene(
          env: env, daily: session, serverSession: challenge.seed,
          connect: MazeSettings().simulatedServer(session: challenge.seed)))
    }
  }
}

public enum DailyLaunchError: Error, Sendable, CustomStringConvertible {
  case noDeck

  public var description: String {
    switch self {
    case .noDeck: return "no built-in Memory deck can be played, so there is no Memory daily"
    }
  }
}
