import ArcadeKit
import DailyModel
import FizzBuzzModel
import MemoryModel
import ZombiesModel

/// Builds a game's scene for a day's challenge: the day's seed, mode, deck, settings or maze.
public enum DailyLaunch {
  /// The day's scene for `game`, or a one-line reason it cannot be played (no playable deck).
  /// `returnsTo`: the screen under the game, as its end screen names it.
  /// A counted attempt opens with `CountedAttemptNotice` (what counts, then Enter) unless
  /// `confirmed` (a shared attempt's replay starts at its game).
  public static func scene(
    _ game: DailyGame, date: DailyDate, env: AppEnvironment, startedAt: Double = 0,
    returnsTo: String = "the menu", confirmed: Bool = false
  ) -> Result<Scene, DailyLaunchError> {
    let today = DailyRecordsTable.today(env)
    let session = DailySession(
      game: game, date: date, today: today, book: DailyRecordsTable.read(env.records), returnsTo: returnsTo,
      startedElsewhere: env.startedElsewhere.contains(DailyChallenge(date: date, game: game).key))
    // Nothing to scout: today's board is not practice while its counted attempt is begun and
    // not finished (here, or from another data directory), as no process can tell an attempt
    // still open elsewhere from one left.
    if !session.counts && date == today,
      DailyRecordsTable.read(env.records).result(of: game, on: date)?.abandoned == true
        || env.unfinishedElsewhere.contains(session.challenge.key)
    {
      return .failure(.notFinished(game))
    }
    if session.counts && !confirmed {
      if game == .memory && env.decks.playable.isEmpty { return .failure(.noDeck) }
      return .success(
        CountedAttemptNotice(game: game, date: date, saysTimed: env.untimedFizzBuzz) { startedAt in
          switch scene(
            game, date: date, env: env, startedAt: startedAt, returnsTo: returnsTo, confirmed: true)
          {
          case .success(let scene): return scene
          case .failure(let error): return DailyListScene(env: env, date: date, notice: error.description)
          }
        })
    }
    if !session.counts && !confirmed && game == .fizzbuzz && env.untimedFizzBuzz {
      // Line and screen-reader modes: a past day's FizzBuzz is timed; said before it starts.
      return .success(
        TimedPracticeNotice(date: date) { startedAt in
          switch scene(
            game, date: date, env: env, startedAt: startedAt, returnsTo: returnsTo, confirmed: true)
          {
          case .success(let scene): return scene
          case .failure(let error): return DailyListScene(env: env, date: date, notice: error.description)
          }
        })
    }
    let made = make(session, startedAt: startedAt, env: env)
    if case .success(let scene) = made, session.counts {
      env.post(.attemptOpened(CountedAttempt(game: game, date: date, startedAt: startedAt, scene: scene)))
    }
    return made
  }

  private static func make(_ session: DailySession, startedAt: Double, env: AppEnvironment) -> Result<
    Scene, DailyLaunchError
  > {
    let challenge = session.challenge
    switch challenge.game {
    case .zombies:
      let mode = ZombiesMode.daily(dayNumber: challenge.date.dayNumber)
      return .success(ZombiesScene(env: env, mode: mode, daily: session))
    case .memory:
      var choices = challenge.choices
      guard let deck = env.decks.daily(choosingWith: &choices) else { return .failure(.noDeck) }
      guard let scene = try? MemoryGameScene(env: env, deck: deck, seed: challenge.seed, daily: session)
      else {
        return .failure(.noDeck)
      }
      return .success(scene)
    case .fizzbuzz:
      var choices = challenge.choices
      let settings = FizzBuzzSettings.daily(choosingWith: &choices)
      return .success(FizzBuzzGameScene(env: env, settings: settings, startedAt: startedAt, daily: session))
    case .maze:
      return .success(
        MazeScene(
          env: env, daily: session, serverSession: challenge.seed,
          connect: MazeSettings().simulatedServer(session: challenge.seed)))
    }
  }
}

/// A counted attempt just made: its scene (the board of the day, not shown yet), which game and
/// day, and the game time it was made at (what a replay of the attempt alone starts from).
public struct CountedAttempt {
  public let game: DailyGame
  public let date: DailyDate
  public let startedAt: Double
  public let scene: Scene
}

public enum DailyLaunchError: Error, Sendable, CustomStringConvertible {
  case noDeck
  /// Today's counted attempt was begun and not finished: its board is not practice today.
  case notFinished(DailyGame)

  public var description: String {
    switch self {
    case .noDeck: return "no built-in Memory deck can be played, so there is no Memory daily"
    case .notFinished(let game):
      return "today's \(game.title) was begun and not finished: no practice of its board until tomorrow"
    }
  }
}
