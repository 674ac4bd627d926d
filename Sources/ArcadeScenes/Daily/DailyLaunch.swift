import ArcadeKit
import DailyModel

/// Builds a game's scene for a day's challenge: the day's seed, mode, deck, settings or maze.
public enum DailyLaunch {
  /// The day's scene for `game`, or a one-line reason it cannot be played (no playable deck).
  /// `returnsTo`: the screen under the game, as its end screen names it.
  /// A counted attempt opens with `CountedAttemptNotice` (what counts, then Enter) unless
  /// `confirmed` (a shared attempt's replay starts at its game).
  public static func scene(
    _ game: DailyGame, date: DailyDate, env: AppEnvironment, startedAt: Double = 0,
    returnsTo: String = "the menu", confirmed: Bool = false, ownPace: Bool = false
  ) -> Result<Scene, DailyLaunchError> {
    let today = DailyRecordsTable.today(env)
    let book = DailyRecordsTable.read(env.records)
    let challenge = DailyChallenge(date: date, game: game)
    let session = DailySession(
      game: game, date: date, today: today, book: book, returnsTo: returnsTo,
      startedElsewhere: env.startedElsewhere.contains(challenge.key)
        || env.boardSeals.contains { $0.stopsCounting },
      ownPace: ownPace && game.isTimed)
    // Nothing to scout: today's board is not practice while its counted attempt is open (being
    // played, or its arcade was killed), here or from another data directory. An attempt the
    // player left (answered the Leave? question) is closed: its board is practice from then on.
    if !session.counts && date == today, let open = openAttempt(challenge, book: book, env: env) {
      return .failure(open)
    }
    if session.counts && !confirmed {
      if game == .memory && env.decks.playable.isEmpty { return .failure(.noDeck) }
      return .success(
        CountedAttemptNotice(game: game, date: date, offersOwnPaceFirst: env.untimedPractice) {
          startedAt, ownPace in
          switch scene(
            game, date: date, env: env, startedAt: startedAt, returnsTo: returnsTo, confirmed: true,
            ownPace: ownPace)
          {
          case .success(let scene): return scene
          case .failure(let error): return DailyListScene(env: env, date: date, notice: error.description)
          }
        })
    }
    // No board before its day, none outside the player's attempt (`BoardSeal`): checked where
    // the board would be made (a counted attempt's notice shows none).
    for seal in env.boardSeals {
      if let refusal = seal.refusal(
        challenge, finishedHere: book.result(of: game, on: date).map { !$0.isOpen } == true)
      {
        if !env.sealRefusals.contains(refusal) { env.sealRefusals.append(refusal) }
        return .failure(.sealed(refusal))
      }
    }
    if !session.counts && !confirmed && game.isTimed {
      // A past day of a timed game is timed (as its board was); said before it starts.
      return .success(
        TimedPracticeNotice(game: game, date: date, untimedFromMenu: env.untimedPractice) { startedAt in
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

  /// Why today's board of `challenge` is not practice now: its counted attempt is open.
  private static func openAttempt(_ challenge: DailyChallenge, book: DailyBook, env: AppEnvironment)
    -> DailyLaunchError?
  {
    if book.result(of: challenge.game, on: challenge.date)?.isOpen == true {
      return env.attemptsInProgress.contains(challenge.key)
        ? .inProgress(challenge.game) : .cutOff(challenge.game)
    }
    if env.unfinishedElsewhere.contains(challenge.key) { return .unfinishedElsewhere(challenge.game) }
    return nil
  }

  /// The day's scene, made by the game's catalog entry (`GameEntry.dailyScene`).
  private static func make(_ session: DailySession, startedAt: Double, env: AppEnvironment) -> Result<
    Scene, DailyLaunchError
  > {
    let game = session.challenge.game
    guard let dailyScene = GameCatalog.entry(id: game.rawValue)?.dailyScene else {
      // A `DailyGame` case without its entry's daily scene: `DailyCatalogTests` catches it first.
      preconditionFailure("the catalog entry \(game.rawValue) has no dailyScene")
    }
    return dailyScene(session, env, startedAt)
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
  /// Today's counted attempt is being played by another arcade of this data directory.
  case inProgress(DailyGame)
  /// Today's counted attempt was begun and its arcade ended without closing it (killed, a
  /// crash, a hang-up): it stays open, and its board is not practice, until the day ends.
  case cutOff(DailyGame)
  /// Begun from another data directory (its start record in the shared directory) and not
  /// finished there.
  case unfinishedElsewhere(DailyGame)
  /// A board this session may not show (`BoardSeal`), with why.
  case sealed(String)

  /// One line each, within 76 columns (the daily list's at 80).
  public var description: String {
    switch self {
    case .noDeck: return "no built-in Memory deck can be played, so there is no Memory daily"
    case .inProgress(let game):
      return "today's \(game.title) is in progress in another terminal: finish it there"
    case .cutOff(let game):
      return "today's \(game.title) was cut off unfinished: practice opens tomorrow"
    case .unfinishedElsewhere(let game):
      return "today's \(game.title) is unfinished in another data directory: practice tomorrow"
    case .sealed(let why): return why
    }
  }
}
