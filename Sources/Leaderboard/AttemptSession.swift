import ArcadeKit
import ArcadeScenes
import DailyModel
import Replay
import MemoryModel
import Records

/// A shared attempt's game made again from its day and game alone: the day's challenge as
/// `DailyLaunch` makes it (the day's seed, this arcade's built-in decks, the fixed sizes), on
/// records where the day was not played yet, on the clocks its header gives. Nothing the file
/// names is opened: it names no path.
public enum AttemptSession {
  /// `records`: an empty throwaway directory (nothing is written there: the check keeps the
  /// records in memory); `decks`: the built-in decks of this arcade.
  public static func make(
    _ attempt: SharedAttemptHeader, records: String, assets: String, decks: DeckShelf
  ) -> (stack: SceneStack, clock: ManualClock, env: AppEnvironment, problem: String?) {
    var plan = SessionPlan(attempt: attempt)
    plan.assetsDir = assets
    let clock = ManualClock(now: attempt.t)
    let (env, stack) = plan.make(records: RecordStore(directory: records), decks: decks, clock: clock)
    switch DailyLaunch.scene(
      attempt.claim.game, date: attempt.claim.date, env: env, startedAt: attempt.startedAt,
      returnsTo: "the daily list", confirmed: true)
    {
    case .success(let scene):
      stack.push(scene)
      stack.gameClockState = attempt.gameClock
      return (stack, clock, env, nil)
    case .failure(let error):
      return (stack, clock, env, error.description)
    }
  }
}
