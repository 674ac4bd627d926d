import Leaderboard
import ArcadeGlyphs
import ArcadeKit
import ArcadeScenes
import ArcadeSystem
import DailyModel
import ArgumentParser
import LeaderboardModel
import NcursesTerminal
import Records
import Replay
import MemoryDecks

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade replay FILE [--speed X] [--check] [--cast OUT.cast]`.
struct ReplayCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "replay",
    abstract: "Play back a session recorded with --record (or check it, or export it as an asciicast).")

  @Argument(help: "A replay written by 'arcade --record FILE'.", completion: .file())
  var file: String

  @Option(parsing: .unconditional, help: "Playback speed, 0.1…64.")
  var speed = 1.0

  @Flag(help: "Replay headless; exit 0 when the final screen and state match the recording, 1 when not.")
  var check = false

  @Flag(
    name: .customLong("seek-cost"),
    help:
      "Print what the viewer's moves cost on this replay (CPU ms, headless): to the end and back, with keyframes and without."
  )
  var seekCost = false

  @Option(
    help: ArgumentHelp(
      "Write an asciicast v2 file of the session instead of playing it (replacing a file only with --force).",
      valueName: "out.cast"),
    completion: .file())
  var cast: String?

  /// The root's options, here for `--force` (a flag of the root too, for --record: the
  /// parser hands it to the root's group, which a subcommand shares by declaring it).
  @OptionGroup(visibility: .hidden) var global: GlobalOptions

  private var force: Bool { global.force }

  func validate() throws {
    guard speed.isFinite, speed >= 0.1, speed <= 64 else {
      throw ValidationError("--speed must be between 0.1 and 64 (got \(speed))")
    }
    if check && cast != nil { throw ValidationError("--check and --cast cannot be used together") }
    if seekCost && (check || cast != nil) {
      throw ValidationError("--seek-cost goes alone (not with --check or --cast)")
    }
    if force && cast == nil { throw ValidationError("--force only goes with --cast") }
  }

  func run() throws {
    // Headless runs stop at their next event on Ctrl-C or SIGTERM and clean up after
    // themselves (the throwaway records directory, the cast's temporary file).
    if check || cast != nil { NcursesBackend.catchQuitSignals() }
    let replay: ReplayFile
    do {
      replay = try ReplayFile.read(path: file)
    } catch {
      FileHandleOutput.stderr("arcade: replay \(sealedNote ?? error.description)")
      throw CommandExit(code: 2)
    }
    if replay.header.arcade != ArcadeVersion.string {
      FileHandleOutput.stderr(
        "arcade: warning: \(shown) was recorded by \(SafeText.shown(replay.header.arcade, limit: 64)), this is \(ArcadeVersion.string)"
      )
    }
    // The cast's file is made before anything is replayed: a bad target costs no work.
    var output: OutputFile?
    if let cast {
      switch OutputFile.create(
        cast, replace: force, notOver: replay.source.identity.map { ($0.device, $0.inode) })
      {
      case .success(let file): output = file
      case .failure(let error):
        FileHandleOutput.stderr("arcade: replay --cast: \(SafeText.shown(cast, limit: 300)) \(error)")
        throw CommandExit(code: 2)
      }
    }
    var session: ReplaySessionMaker
    do {
      session = try ReplaySessionMaker(replay: replay, name: file)
    } catch {
      output?.discard()  // the cast's temporary file goes now
      FileHandleOutput.stderr("arcade: replay \(error)")
      throw CommandExit(code: 2)
    }
    // No board of today or later but those the player's own records open to them.
    session.seal = ReplaySeal.make(dataDir: global.dataDir)
    if let attempt = replay.attempt,
      let refusal = session.seal?.refusal(
        DailyChallenge(date: attempt.claim.date, game: attempt.claim.game), finishedHere: false)
    {
      output?.discard()
      session.directory.remove()
      FileHandleOutput.stderr("arcade: replay \(shown): \(refusal)")
      throw CommandExit(code: 2)
    }
    var code: Int32 = 2
    if seekCost {
      code = measureSeeks(session)
    } else if check {
      code = runCheck(replay, session)
    } else if let output {
      code = ReplayCastExport.write(replay, session, to: output)
    } else {
      code = play(replay, session)
    }
    session.directory.remove()
    if let refused = session.refusals.first {
      FileHandleOutput.stderr("arcade: replay \(shown): \(refused)")
      code = 2
    }
    if code != 0 { throw CommandExit(code: code) }
  }

  /// A shared attempt of another user that is still sealed: until when (its day's end, UTC).
  private var sealedNote: String? {
    let name = file.split(separator: "/").last.map(String.init) ?? file
    guard let shared = SharedResultName(fileName: name), shared.kind == .attempt else { return nil }
    var info = stat()
    guard stat(file, &info) == 0, info.st_uid != getuid(), info.st_mode & 0o044 == 0 else { return nil }
    let end = DailyDate(dayNumber: shared.date.dayNumber + 1)
    return
      "\(shown): sealed until \(end) 00:00 UTC: a shared attempt of \(shared.date) is read by other users"
      + " only once its day has ended"
  }

  /// The file's name as printed: escaped and bounded.
  private var shown: String { SafeText.shown(file, limit: 300) }

  /// Plays it on this terminal; returns the exit code.
  private func play(_ replay: ReplayFile, _ session: ReplaySessionMaker) -> Int32 {
    global.lines
      ? LineWatch.speak(session)
      : ReplayPlayer.play(session, speed: speed, ascii: global.ascii, screenReader: global.screenReader)
  }

  /// `--seek-cost`: the viewer's index pass, then to the end, back to the start, to the middle
  /// (forward from the start), to the end again and back to the middle (from the end: the move
  /// a keyframe shortens); with keyframes (as the viewer plays), then without (each move back
  /// played again from the start), on the same session.
  private func measureSeeks(_ session: ReplaySessionMaker) -> Int32 {
    func ms(_ seconds: Double) -> String { format3(seconds * 1000) + " ms" }
    func moves(_ viewer: ReplayViewer) -> String {
      var started = CPUTime.now()
      viewer.index()
      let indexed = CPUTime.now() - started
      let places = [viewer.count, 0, viewer.count / 2, viewer.count, viewer.count / 2]
      var costs: [Double] = []
      var step = 0
      viewer.play { _ in
        if step > 0 { costs.append(CPUTime.now() - started) }
        guard step < places.count else { return .quit }
        step += 1
        started = CPUTime.now()
        return .seek(places[step - 1])
      }
      let names = [
        "to the end", "back to the start", "to the middle", "to the end again", "back to the middle",
      ]
      return "index \(ms(indexed)); " + zip(names, costs).map { "\($0) \(ms($1))" }.joined(separator: "; ")
    }
    let keyframed = session.viewer()
    let with = moves(keyframed)
    let without = moves(session.viewer(keyframes: false))
    let kept = keyframed.keyframeIndices.count
    let none = keyframed.unrestorable.sorted().joined(separator: ", ")
    FileHandleOutput.stdoutLine(
      "\(shown): \(keyframed.count) events, \(keyframed.marks.count) marks, \(kept) keyframes"
        + (none.isEmpty ? "" : " (none while \(none) is on the stack: played from the start)")
        + "; with keyframes: \(with); from the start: \(without) (CPU)")
    return 0
  }

  private func format3(_ value: Double) -> String {
    let thousandths = Int((value * 1000).rounded())
    let fraction = String(thousandths % 1000)
    return "\(thousandths / 1000)." + String(repeating: "0", count: 3 - fraction.count) + fraction
  }

  private func runCheck(_ replay: ReplayFile, _ session: ReplaySessionMaker) -> Int32 {
    let (stack, clock, env) = session.make()
    let checker = ReplayCheck(file: replay)
    if replay.end.e == "crash" {
      FileHandleOutput.stderr(
        "arcade: \(shown) ends with a crash (signal \(replay.end.signal ?? 0)) after \(replay.eventCount) events: replaying it"
      )
    }
    if !checker.comparesState {
      FileHandleOutput.stderr(
        "arcade: \(shown) was recorded before state snapshots (replay format \(replay.header.arcadeReplay)): its events and screens are compared, its final state is not"
      )
    }
    let verdict = checker.run(stack: stack, clock: clock, interruption: NcursesBackend.takeQuitSignal) {
      env.runPendingEffects()
    }
    if let signal = checker.interrupted { return 128 + signal }
    if let failure = checker.failure {
      FileHandleOutput.stderr("arcade: replay \(failure)")
      return 2
    }
    if let broken = checker.brokenInvariant {
      FileHandleOutput.stdoutLine("\(shown): a rule is broken after event \(broken.event): \(broken.what)")
    }
    switch verdict {
    case .same:
      let same = checker.comparesState ? "same final screen and state" : "same events and final screen"
      FileHandleOutput.stdoutLine("\(shown): \(same) (\(replay.eventCount) events)")
      return 0
    case .differs(let event, let line, let what):
      if replay.end.e == "crash" && line == replay.endLine {
        FileHandleOutput.stdoutLine(
          "\(shown): the recorded crash did not happen (\(replay.eventCount) events played)")
      } else {
        FileHandleOutput.stdoutLine("\(shown):\(line): differs from the recording at event \(event): \(what)")
      }
      return 1
    }
  }
}

/// Makes the recorded session again: the recorded command line parsed by the real parser,
/// the recorded seed, size and render options, the records the session started with (in a
/// throwaway directory, so nothing the player keeps is written) and a manual clock.
struct ReplaySessionMaker {
  let replay: ReplayFile
  let start: (@Sendable (AppEnvironment) -> Scene)?
  /// The session was played in line or screen-reader mode: its timed games were untimed practice.
  var untimedPractice = false
  var screenReader = false
  var lineMode = false
  let directory: ThrowawayDirectory
  /// The boards this replay may not show (`ReplaySeal`); nil: every board.
  var seal: BoardSeal?
  /// What the seal refused, once the session ran (`AppEnvironment.sealRefusals`).
  var refusals: [String] { made.env?.sealRefusals ?? [] }
  private let made = MadeEnvironment()

  /// The session's environment once `make()` made it.
  final class MadeEnvironment { var env: AppEnvironment? }

  init(replay: ReplayFile, name: String) throws(ReplayError) {
    self.replay = replay
    guard replay.attempt == nil else {
      // A shared attempt: its game is made from its day and game alone (`AttemptSession`).
      start = nil
      guard let directory = ThrowawayDirectory() else {
        throw ReplayError(file: name, line: 0, reason: "no temporary directory for the replay's records")
      }
      self.directory = directory
      return
    }
    // Checked before anything of it runs: the header may come from anyone.
    if let problem = ReplayArguments.problem(in: replay.header.args) {
      throw ReplayError(
        file: name, line: 1, reason: "the recorded command line is not a game session (\(problem))")
    }
    if let problem = ReplayArguments.costProblem(in: replay.header.args) {
      throw ReplayError(file: name, line: 1, reason: problem)
    }
    // The same parser and commands as a session started by hand: the command describes
    // the session (nothing starts a terminal).
    let session: GameSession
    do {
      guard let command = try ArcadeCommand.parseAsRoot(replay.header.args) as? any SessionCommand else {
        throw ReplayError(file: name, line: 1, reason: "the recorded command line is not a game session")
      }
      session = try command.session()
    } catch let error as ReplayError {
      throw error
    } catch {
      let message = ErrorLine.first(of: ArcadeCommand.message(for: error))
      throw ReplayError(
        file: name, line: 1, reason: "the recorded command line is not valid here (\(message))")
    }
    start = session.start
    untimedPractice = session.options.lines || session.options.screenReader
    screenReader = session.options.screenReader && !session.options.lines
    lineMode = session.options.lines
    guard let directory = ThrowawayDirectory() else {
      throw ReplayError(file: name, line: 0, reason: "no temporary directory for the replay's records")
    }
    RecordsSnapshot.restore(replay.header.records, into: directory.path)
    self.directory = directory
  }

  /// A viewer of the session: each time it makes the session again (to go back), the records
  /// start as recorded (what an earlier run wrote is removed first).
  /// `glyphs`: the watcher's own, as their terminal can draw them (presentation only: the
  /// events play the same); nil keeps the recorded ones (an ASCII session, a headless use).
  /// Its keyframes keep the environment and the records directory's tables with the scenes;
  /// `keyframes` false: none (each move back plays from the start: what `--seek-cost` compares).
  /// `animations`: the watcher's motion setting (presentation only, like the glyphs).
  func viewer(glyphs: GlyphSet? = nil, animations: Animations? = nil, keyframes: Bool = true) -> ReplayViewer
  {
    let directory = directory.path
    let made = {
      Self.empty(directory)
      if replay.attempt == nil { RecordsSnapshot.restore(replay.header.records, into: directory) }
      let (stack, clock, env) = make()
      if let glyphs { stack.options.glyphs = glyphs }
      if let animations { stack.options.animations = animations }
      return (stack, clock, env)
    }
    guard keyframes else {
      return ReplayViewer(file: replay) {
        let (stack, clock, env) = made()
        return (stack, clock, { env.runPendingEffects() })
      }
    }
    return ReplayViewer(file: replay) {
      let (stack, clock, env) = made()
      return ReplayViewer.Session(stack: stack, clock: clock, afterFrame: { env.runPendingEffects() }) {
        let tables = RecordsSnapshot.take(directory: directory)
        let state = env.savedState()
        return {
          Self.empty(directory)
          RecordsSnapshot.restore(tables, into: directory)
          state()
        }
      }
    }
  }

  /// Removes every file of the throwaway records directory.
  private static func empty(_ directory: String) {
    for name in Files.names(in: directory) ?? [] { unlink(directory + "/" + name) }
  }

  func make() -> (SceneStack, ManualClock, AppEnvironment) {
    if let attempt = replay.attempt {
      let made = AttemptSession.make(
        attempt, records: directory.path, assets: BuiltInDecks.assets, decks: BuiltInDecks.shelf)
      return (made.stack, made.clock, made.env)
    }
    var plan = SessionPlan(header: replay.header)
    plan.untimedPractice = untimedPractice
    plan.screenReader = screenReader
    plan.lineMode = lineMode
    // The recorded data files when they are still there (the same words on screen), else ours.
    if plan.assetsDir.map({ access($0 + "/decks", F_OK) != 0 }) ?? true {
      plan.assetsDir = AssetLocator.directory()
    }
    let clock = ManualClock(now: plan.t0)
    let env = plan.environment(
      records: RecordStore(directory: directory.path),
      decks: MemoryDeckLibrary(assetsDirectory: plan.assetsDir ?? "").shelf(), clock: clock)
    // Before the first scene is made: a daily's scene asks the seals when it opens.
    if let seal { env.boardSeals.append(seal) }
    made.env = env
    OfflineLeaderboard.attach(to: env, sharing: plan.sharing)
    return (plan.stack(env: env, clock: clock, first: start), clock, env)
  }
}

/// `arcade replay` shows no daily board of today or later (by the kernel's clock) but those the
/// player's own records open to them (finished, or left): a replay may come from anyone, and a
/// hand-written one would otherwise show today's board before the player's attempt.
enum ReplaySeal {
  static func make(dataDir: String?) -> BoardSeal {
    let directory = RecordStore.defaultDirectory(override: dataDir)
    let now = WallClock.secondsSince1970()
    let kernel = KernelClock.now(in: [directory] + KernelClock.temporaryDirectories) ?? now
    // The earlier of the two: a clock moved either way never opens today's board.
    let today = DailyDate(secondsSince1970: min(now, kernel))
    let book = RecordStore(directory: directory).read(DailyRecordsTable.name, default: DailyBook())
    return BoardSeal(cause: .replay, from: today, finished: BoardSeal.open(in: book))
  }
}
