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
    let clock = ManualClock(now: attempt.t)
    let env = AppEnvironment(
      records: RecordStore(directory: records), seed: 0, assetsDirectory: assets, decks: decks,
      wallClock: SessionWallClock(start: attempt.start, t0: attempt.t0, clock: clock).read)
    let stack = SceneStack(
      root: AttemptRoot(), size: attempt.size, clock: clock,
      options: RenderOptions(ascii: attempt.ascii, monochrome: false))
    switch DailyLaunch.scene(
      attempt.claim.game, date: attempt.claim.date, env: env, startedAt: attempt.startedAt,
      returnsTo: "the daily list", confirmed: true, ownPace: attempt.claim.result.ownPace == true)
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

/// The root under a shared attempt's game: draws nothing and takes what reaches it (the
/// attempt's events end at its result, while the game is still on top).
final class AttemptRoot: ReplayRootScene {
  var info: SceneInfo { SceneInfo(title: "attempt", minimumSize: Size(width: 1, height: 1)) }
  func render(into canvas: inout Canvas, context: SceneContext) {}
  func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .handled }
}
