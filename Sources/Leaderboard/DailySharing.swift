import ArcadeKit
import ArcadeScenes
import DailyModel
import LeaderboardModel
import Replay

/// A session's counted daily attempts, from the notice that opens one to its shared claim: it
/// records each alone (`AttemptRecorder`) and shares it on the machine's leaderboard
/// (`SharedLeaderboard`), all through the session's one Effect queue, after the frame, never
/// on the key path. The launcher and the headless dailies attach it the same way (`attach`),
/// so the verifier's tests and the benchmark play the launcher's wiring.
public final class DailySharing {
  public let recorder: AttemptRecorder
  /// The machine's leaderboard; nil for a session that only records (the headless dailies).
  public let leaderboard: SharedLeaderboard?
  /// Weak: the environment runs this sharing's effects (it holds it).
  private weak var env: AppEnvironment?
  /// The effects that are not the attempt's or the leaderboard's (the launcher's terminal and
  /// settings).
  private let otherEffects: (Effect) -> Void
  /// Each counted attempt's phase, start record and why it was not shared: the one place
  /// that holds them (the game screens read the failure from here, through `env.shareFailure`).
  public private(set) var attempts = CountedAttempts()
  /// Why attempts of this session were not shared, in order: the lines said after the
  /// terminal is restored.
  public var failures: [String] { attempts.failures }
  /// Told each counted attempt's shared file, or why there is none, once it was offered to
  /// the leaderboard.
  public var finished: (SharedClaim, Result<[UInt8], AttemptNotRecorded>) -> Void = { _, _ in }
  /// Told each counted attempt's first move, after its start record (the launcher holds the
  /// attempt's lock then, so another arcade calls it in progress).
  public var began: (DailyChallenge) -> Void = { _ in }

  private init(
    env: AppEnvironment, recorder: AttemptRecorder, leaderboard: SharedLeaderboard?,
    otherEffects: @escaping (Effect) -> Void
  ) {
    self.env = env
    self.recorder = recorder
    self.leaderboard = leaderboard
    self.otherEffects = otherEffects
  }

  /// What the session's plan takes from the leaderboard at start-up, before its environment is
  /// made: whether the player shares, and the day's attempts begun from other data
  /// directories (today's only). This user's ended days are opened to readers then, and their files of days
  /// past `SharedDirectory.keptDays` removed.
  public static func prepare(_ plan: inout SessionPlan, leaderboard: SharedLeaderboard) {
    leaderboard.revealEndedDays()
    plan.sharing = leaderboard.sharing
    // Only the session's day can count (kept files span `SharedDirectory.keptDays`, more
    // than a replay header's list may hold).
    let today = DailyDate(secondsSince1970: plan.start).description + "-"
    plan.startedElsewhere = leaderboard.startedAttempts.filter { $0.hasPrefix(today) }
    plan.unfinishedElsewhere = leaderboard.unfinishedAttempts.filter { $0.hasPrefix(today) }
  }

  /// Attaches the counted attempts of `env`'s session, played on `stack` through `loop`: the
  /// session's effects run here (the attempt's and the leaderboard's, the rest through
  /// `otherEffects`), after each frame; the session's recorder hands its lines to `record`.
  /// `start` and `t0`: the session's wall clock (`start` when `clock` read `t0`).
  public static func attach(
    to env: AppEnvironment, stack: SceneStack, loop: RunLoop, clock: Clock, start: Double, t0: Double,
    uid: UInt32, arcade: String, leaderboard: SharedLeaderboard?,
    otherEffects: @escaping (Effect) -> Void = { _ in }
  ) -> DailySharing {
    let recorder = AttemptRecorder(stack: stack, clock: clock, start: start, t0: t0, uid: uid, arcade: arcade)
    let sharing = DailySharing(
      env: env, recorder: recorder, leaderboard: leaderboard, otherEffects: otherEffects)
    if let leaderboard { env.leaderboard = leaderboard }
    env.effectRunner = { sharing.run($0) }
    env.shareFailureSource = { [weak env] in
      // A counted attempt begun in this frame (its effect still queued) is not the failed one.
      env?.hasQueued { if case .attemptBegan = $0 { true } else { false } } == true
        ? nil : sharing.attempts.shownFailure
    }
    loop.afterFrame = {
      let changed = env.runPendingEffects()
      // What the leaderboard's background look found since the last frame.
      return sharing.leaderboard?.work() == true || changed
    }
    return sharing
  }

  /// A line the session's recorder wrote (an event, a suspend or a resume), before the stack
  /// gets the event.
  public func record(_ line: ReplayLine) { recorder.record(line) }

  private func run(_ effect: Effect) {
    switch effect {
    case .attemptOpened(let attempt):
      recorder.begin(attempt)  // after the frame of the event that made it: on the stack
      attempts.opened(DailyChallenge(date: attempt.date, game: attempt.game))
    case .attemptBegan(let challenge):
      attempts.began(challenge, start: leaderboard?.attemptBegan(challenge))
      began(challenge)
    case .counted(let claim):
      let attempt = recorder.finish(claim)
      let challenge = DailyChallenge(date: claim.date, game: claim.game)
      let start = attempts.state(of: challenge)?.start
      attempts.over(challenge, shared: leaderboard?.share(claim, attempt: attempt, start: start))
      finished(claim, attempt)
    case .leaderboard(let request): leaderboard?.handle(request)
    default: otherEffects(effect)
    }
  }
}
