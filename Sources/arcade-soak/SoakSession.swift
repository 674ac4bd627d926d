// One game's soak: its session (records, replay, crash trap) and the fuzz loop over it.
import ArcadeRandom
import ArcadeGlyphs
import ArcadeKit
import ArcadeScenes
import ArgumentParser
import FoundationEssentials
import Records
import Replay
import MemoryDecks
import CTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The scene under every game: it swallows everything, so the stack never empties; the fuzzer
/// pushes the game again whenever this is on top.
final class BaseScene: ReplayRootScene {
  var info: SceneInfo {
    SceneInfo(
      title: "soak base",
      minimumSize: Size(width: 1, height: 1))
  }
  func render(into canvas: inout Canvas, context: SceneContext) {}
  func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .handled }
}

/// Where the data files live: `ARCADE_ASSETS_DIR`, else the source tree's `assets/`.
func assetsDirectory() -> String {
  if let dir = ProcessInfo.processInfo.environment["ARCADE_ASSETS_DIR"], !dir.isEmpty { return dir }
  return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("assets").path
}

struct GameRun {
  var events = 0
  var renders = 0
  var invariantChecks = 0
  var violations: [String] = []
  var violationCount = 0
  var entries = 0
  var restarts = 0
  var sceneEvents: [String: Int] = [:]
  var seconds = 0.0
}

// MARK: - where the fuzz is, for a trap

/// The crash trap is CTerminal's, the arcade's own: on a trap it says what happened, prints
/// this note (which seed and event reproduce it) and writes the running session's replay.
func noteTrapPosition(game: String, half: Int, event: Int, seed: UInt64) {
  arcade_set_crash_note(
    "arcade-soak: trapped at event \(half):\(event) of game \(game), seed \(seed)"
      + " (rerun with --seed and --game as given, --trace lists the events up to it)")
}

func soak(_ entry: GameEntry, options: Options, seedOffset: UInt64) -> GameRun {
  let started = Date()
  let soaker = Soaker(entry, options: options, seedOffset: seedOffset)
  defer { try? FileManager.default.removeItem(atPath: soaker.dir) }
  // Two halves: Unicode in colour, then ASCII in monochrome.
  let halves = [RenderOptions(), RenderOptions(ascii: true, monochrome: true)]
  for (half, renderOptions) in halves.enumerated() {
    let count = half == 0 ? options.events / 2 : options.events - options.events / 2
    soaker.runHalf(half, events: count, renderOptions)
  }
  soaker.run.seconds = Date().timeIntervalSince(started)
  return soaker.run
}

/// One game's soak: its sessions (a fresh environment and replay each, at each half and each
/// restart), the fuzz's events through a harness's run loop, and the checks after each.
final class Soaker {
  let entry: GameEntry
  let options: Options
  let seedOffset: UInt64
  let dir: String
  let decks = MemoryDeckLibrary(assetsDirectory: assetsDirectory()).shelf()
  var run = GameRun()
  private var segment: UInt64 = 0
  private var env: AppEnvironment
  private var log: SoakReplay?
  private var replayWritten = false
  private var fuzzer: Fuzzer

  init(_ entry: GameEntry, options: Options, seedOffset: UInt64) {
    self.entry = entry
    self.options = options
    self.seedOffset = seedOffset
    dir =
      FileManager.default.temporaryDirectory.appendingPathComponent(
        "arcade-soak-\(getpid())-\(entry.id)"
      ).path
    try? FileManager.default.removeItem(atPath: dir)
    fuzzer = Fuzzer(rng: SeededRandom(seed: options.seed &* 0x9E37_79B9 &+ seedOffset))
    env = Self.plan(entry, options.seed &+ seedOffset, size: Size(width: 80, height: 24))
      .environment(records: RecordStore(directory: dir), decks: decks, clock: nil)
  }

  private static func plan(_ entry: GameEntry, _ seed: UInt64, size: Size) -> SessionPlan {
    var plan = SessionPlan(arcade: "arcade-soak", seed: seed, size: size)
    plan.root = .soak
    plan.args = entry.soakSession.arguments
    plan.assetsDir = assetsDirectory()
    return plan
  }

  /// One half of the run: `events` fuzz events in `renderOptions`, sessions restarted when a
  /// scene quits; the session left cleanly at the end.
  func runHalf(_ half: Int, events count: Int, _ renderOptions: RenderOptions) {
    var harness = makeHarness(Size(width: 80, height: 24), renderOptions)
    startSession(harness, renderOptions)
    for i in 0..<count {
      if harness.stack.isFinished {
        // A scene called quit(): start over.
        endSession()
        harness = makeHarness(harness.stack.size, renderOptions)
        startSession(harness, renderOptions)
        run.restarts += 1
      }
      enterGameIfLeft(harness)
      noteTrapPosition(game: entry.id, half: half, event: i, seed: options.seed)
      let event = fuzzer.next(size: harness.stack.size)
      if options.trace { say("\(entry.id) \(half) \(i): \(event) on \(type(of: harness.stack.top!))") }
      play(event, on: harness, at: "\(half):\(i)")
      run.events += 1
      if let top = harness.stack.top {
        run.sceneEvents[String(describing: type(of: top)), default: 0] += 1
      }
      check(
        harness, after: "event \(half):\(i) \(event)", render: i % options.renderEvery == 0, renderOptions)
    }
    // Leave cleanly: background work is cancelled as the player leaving would.
    endSession()
    harness.stack.quit()
  }

  /// After every event, as the run loop does after each frame: the records really get written.
  /// Each event goes through the harness's run loop, whose recorder keeps the replay.
  private func makeHarness(_ size: Size, _ renderOptions: RenderOptions) -> Harness {
    let harness = Harness(BaseScene(), size: size, options: renderOptions)
    harness.afterFrame = { [unowned self] in env.runPendingEffects() }
    return harness
  }

  private func startSession(_ harness: Harness, _ renderOptions: RenderOptions) {
    var session = Self.plan(
      entry, (options.seed &+ seedOffset) &+ segment &* 1_000_003, size: harness.stack.size)
    session.options = renderOptions
    session.records = RecordsSnapshot.take(directory: dir)  // before the environment reads them
    // The wall clock a replay of it makes from the header (start 0, so the daily's today is
    // 1970-01-01 on any day the soak or its replay runs): records are dated alike.
    session.t0 = harness.clock.now
    env = session.environment(records: RecordStore(directory: dir), decks: decks, clock: harness.clock)
    // The leaderboard a replay of this session has: no shared files, not sharing at first.
    OfflineLeaderboard.attach(to: env, sharing: session.sharing)
    segment += 1
    let header = session.header
    // The trap writes a new file only (never through a link, never over a file): a stale
    // one of an earlier run goes now.
    let trapPath = options.replayDirectory + "/arcade-soak-\(entry.id)-seed\(options.seed)-trap.jsonl"
    unlink(trapPath)
    arcade_set_crash_replay(-1, trapPath, nil, 0)
    log = SoakReplay(header: header) {
      arcade_set_crash_replay_memory($0.baseAddress?.assumingMemoryBound(to: CChar.self), $0.count)
    }
    log?.attach(to: harness.loop, stack: harness.stack, clock: harness.clock)
  }

  private func endSession() {
    if segment == 1, let keep = options.keepReplay, let log {
      let bytes = log.file()
      _ = FileManager.default.createFile(atPath: keep, contents: Data(bytes))
    }
  }

  /// The failing session's replay, once per game: its path, for the report.
  private func writeReplay() -> String {
    guard !replayWritten, let log else { return "" }
    replayWritten = true
    let path = options.replayDirectory + "/arcade-soak-\(entry.id)-seed\(options.seed).jsonl"
    let bytes = log.file()
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return "" }
    return "; replay: \(path) (arcade replay \(path) --check reproduces it)"
  }

  private func enterGameIfLeft(_ harness: Harness) {
    if harness.stack.top is BaseScene {
      harness.stack.push(entry.soakSession.makeScene(env))
      run.entries += 1
    }
  }

  /// One fuzz event through the harness's run loop: recorded, handled. The game goes back on
  /// top before every event, also between the keys of a burst (as a replay's root does the
  /// moment it is left).
  private func play(_ event: FuzzEvent, on harness: Harness, at position: String) {
    func deliver(_ input: InputEvent) {
      guard !harness.stack.isFinished else { return }
      enterGameIfLeft(harness)
      harness.send(input)
    }
    switch event {
    case .input(let input): deliver(input)
    case .timer:
      if !harness.stack.isFinished {
        enterGameIfLeft(harness)
        harness.loop.sendTimer()
      }
    case .click(let x, let y):
      deliver(.mouse(MouseEvent(.press, x: x, y: y)))
      deliver(.mouse(MouseEvent(.release, x: x, y: y)))
    case .advance(let seconds):
      // A deadline that stays due is reported, not trapped on (the real loop would spin).
      if let storm = harness.advanceReportingStorms(by: seconds, repeatLimit: 100) {
        note([storm], "after event \(position) \(event)")
      }
    case .burst(let keys):
      for key in keys { deliver(.key(key)) }
    }
  }

  /// Every scene's invariants, and the frame every `renderEvery` events.
  private func check(_ harness: Harness, after what: String, render: Bool, _ renderOptions: RenderOptions) {
    for scene in harness.stack.scenes {
      guard let checking = scene as? InvariantChecking else { continue }
      run.invariantChecks += 1
      note(checking.invariantViolations(), "after \(what): \(type(of: scene))")
    }
    if render {
      let canvas = harness.stack.render()
      run.renders += 1
      note(
        frameViolations(canvas, size: harness.stack.size, ascii: renderOptions.ascii),
        "frame after \(what) on \(type(of: harness.stack.top!))")
    }
  }

  /// Every violation is counted; the first five are kept, each with the replay that shows it.
  private func note(_ found: [String], _ what: @autoclosure () -> String) {
    guard !found.isEmpty else { return }
    run.violationCount += 1
    if run.violations.count < 5 {
      run.violations.append("\(what()): \(found.joined(separator: "; "))" + writeReplay())
    }
  }
}
