import ArcadeKit
import ArcadeScenes
import ArcadeSystem
import DailyModel
import Leaderboard
import MemoryDecks
import NcursesTerminal
import Records
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// The arcade stops with `code` (a command line the launcher refuses, a terminal it cannot
/// use, a signal that ended the session, a replay that differs): `main` exits with it, the one
/// place that exits after a session.
struct CommandExit: Error {
  let code: Int32
}

/// Starts the terminal, runs the scenes and restores the terminal on every way out.
enum Launcher {
  /// Runs the launch menu; with the session's `start`, opens that game on top of it (Esc
  /// returns to the menu; with `--no-menu`, Esc from the game ends the session).
  static func play(_ session: GameSession) throws(CommandExit) {
    guard let launched = try LaunchedSession.prepare(session) else { return }
    try launched.finish(stopped: launched.run())
  }
}

/// One session of the launcher, from the terminal taken to the terminal restored, in three
/// steps: `prepare` (the plan, the environment, the terminal, the stack and its wiring), `run`
/// (the loop, recorded) and `finish` (everything saved and said).
final class LaunchedSession {
  let plan: SessionPlan
  let env: AppEnvironment
  let stack: SceneStack
  let loop: RunLoop
  let curses: NcursesBackend?
  let writer: ReplayWriter?
  let sharing: DailySharing
  let effects: SessionEffects
  /// Held from a counted attempt's first move to the session's end: another arcade calls that
  /// attempt in progress.
  let attemptLock = AttemptLock()
  /// The session's replay, always kept in memory (for the crash trap).
  let memory: ReplayMemory
  let recorder: ReplayRecorder
  /// The session shown live to others while the player allows it.
  let live: LiveSharing

  private init(
    plan: SessionPlan, env: AppEnvironment, stack: SceneStack, loop: RunLoop, clock: Clock,
    terminal: LaunchTerminal,
    writer: ReplayWriter?, effects: SessionEffects, leaderboard: SharedLeaderboard
  ) {
    self.plan = plan
    self.env = env
    self.stack = stack
    self.loop = loop
    curses = terminal.curses
    self.writer = writer
    self.effects = effects
    // A counted daily's attempt is recorded alone as well, to be shared without the rest of
    // the session.
    sharing = DailySharing.attach(
      to: env, stack: stack, loop: loop, clock: clock, start: plan.start, t0: plan.t0, uid: UInt32(getuid()),
      arcade: ArcadeVersion.string, leaderboard: leaderboard, otherEffects: effects.run)
    if let directory = plan.dataDir {
      sharing.began = { [attemptLock] in attemptLock.hold(game: $0.game.rawValue, in: directory) }
    }
    let curses = terminal.curses
    memory = ReplayMemory { if writer == nil { curses?.setCrashReplayMemory($0) } }
    let live = LiveSharing(
      stack: stack, memory: memory, shared: leaderboard.shared, header: plan.header,
      warn: { [env] in env.warn($0) })
    self.live = live
    recorder = ReplayRecorder(stack: stack, clock: clock) { [memory, sharing] line in
      writer?.write(line)
      memory.append(ReplayRecorder.encode(line))
      sharing.record(line)
      live.record(line)
    }
    curses?.badge = { live.badge }
    curses?.spokenBadge = { [stack] in stack.screenReader ? live.readerBadge : nil }
    curses?.takesKey = { live.takes($0) }
    terminal.lines?.badge = { live.lineBadge }
    terminal.lines?.answersLine = { live.answers($0) }
    effects.settingsSaved = { live.allow($0.othersWatch) }
    let sharingAfterFrame = loop.afterFrame
    loop.afterFrame = {
      live.afterFrame()
      return sharingAfterFrame()
    }
  }

  /// Everything before the first frame; nil when there is no session to run (`--theme list`).
  static func prepare(_ session: GameSession) throws(CommandExit) -> LaunchedSession? {
    let global = session.options
    if global.noMenu && session.start == nil {
      FileHandleOutput.stderr("arcade: --no-menu needs a game (arcade zombies --no-menu)")
      throw CommandExit(code: 2)
    }
    if global.theme == "list" {
      ThemeList.print(on: AutoTheme.pick().0)
      return nil
    }
    let loaded = SettingsLoader.load(global)
    for line in loaded.problems { FileHandleOutput.stderr("arcade: " + line) }
    let query = try LaunchTerminal.ask(global, loaded.settings)
    // The scenes run on a clock read once per event, so the session is exactly replayable.
    let clock = MonotonicClock()
    let sessionClock = LatchedClock(source: clock)
    let directory = RecordStore.defaultDirectory(override: global.dataDir)
    let records = RecordStore(directory: directory)
    let leaderboard = SharedLeaderboard(shared: .located(), records: records)
    leaderboard.wake = { NcursesBackend.wakeLoop() }
    var plan = makePlan(global, loaded.settings, directory: directory, clock: sessionClock)
    DailySharing.prepare(&plan, leaderboard: leaderboard)
    let env = plan.environment(
      records: records, decks: MemoryDeckLibrary(assetsDirectory: plan.assetsDir ?? "").shelf(),
      clock: sessionClock)
    env.settings = loaded.file.settings
    env.settingsPath = loaded.path
    env.settingsProblems = loaded.fileProblems.map { $0.description }
    if let notice = SettingsFileNotice.notice(env.settingsProblems) { env.warn(notice) }
    let writer = try openRecording(global, query: query)
    let terminal = try LaunchTerminal.open(
      global, loaded.settings, query: query, clock: clock, writer: writer)
    plan.size = terminal.backend.size
    plan.options = terminal.options(loaded.settings)
    // Not in a recording: its replay would start without it (its first key dismisses it).
    if global.record == nil, terminal.curses != nil,
      let hint = TerminalGlyphs.hint(loaded.settings, drawn: plan.options.glyphs)
    {
      env.warn(hint)
    }
    let stack = plan.stack(env: env, clock: sessionClock, first: session.start)
    terminal.lines?.stack = stack
    let loop = RunLoop(stack: stack, backend: terminal.backend, clock: sessionClock)
    loop.keyMap = KeyMap(loaded.settings)
    let effects = SessionEffects(
      env: env, terminal: terminal.curses, settingsFile: loaded.file, theme: loaded.settings.theme,
      backdrop: terminal.backdrop, previews: Environment.nonEmpty("NO_COLOR") == nil && !global.noColor)
    if let curses = terminal.curses {
      AutoTheme.follow(terminal.early, on: curses, picked: effects.autoPicked)
      // Enter on a verified row: its attempt in the viewer, then the board drawn again (a
      // signal meanwhile ends the session as it would have).
      effects.watch = { [stack, env, shared = leaderboard.shared, dataDir = global.dataDir] entry in
        if let signal = WatchShared.watch(
          entry, shared: shared, dataDir: dataDir, terminal: curses, screenReader: env.settings.screenReader,
          animations: stack.options.animations)
        {
          raise(signal)
        }
        curses.present(stack.render(), force: true)
      }
      effects.watchLive = { [stack, shared = leaderboard.shared, env] in
        var screen = WatchList.Screen(
          shared: shared, terminal: curses, screenReader: env.settings.screenReader, fromMenu: true)
        if let signal = screen.run(following: nil) { raise(signal) }
        curses.present(stack.render(), force: true)
      }
    } else {
      effects.watchLive = {
        FileHandleOutput.stdoutLine(
          "To watch from line mode: arcade watch --lines NAME (arcade watch --list: who plays now).")
      }
      effects.watch = { [shared = leaderboard.shared, dataDir = global.dataDir] entry in
        LineWatch.watch(entry, shared: shared, dataDir: dataDir)
      }
    }
    return LaunchedSession(
      plan: plan, env: env, stack: stack, loop: loop, clock: sessionClock, terminal: terminal, writer: writer,
      effects: effects, leaderboard: leaderboard)
  }

  /// The session as the command line and the settings describe it (its size and drawing are
  /// the terminal's, set when it is open).
  private static func makePlan(
    _ global: PlayOptions, _ settings: PlayerSettings, directory: String, clock: Clock
  ) -> SessionPlan {
    // Line and screen-reader modes: a timed game outside a daily is untimed (FizzBuzz waits for each answer).
    let screenReader = settings.screenReader && !global.lines
    var plan = SessionPlan(
      arcade: ArcadeVersion.string, seed: global.seed ?? UInt64.random(in: 0...999_999),
      size: Size(width: 80, height: 24))
    // --no-menu: the game alone; leaving it ends the session (the replay's "root":"game").
    plan.root = global.noMenu ? .game : .menu
    plan.start = WallClock.secondsSince1970()
    plan.t0 = clock.now
    plan.args = RecordedCommandLine.arguments(startedAt: plan.start, screenReader: screenReader)
    // Before the environment reads the records (a corrupt file is moved aside then, and the
    // replay does the same from this snapshot).
    plan.records = RecordsSnapshot.take(directory: directory)
    plan.dataDir = directory
    plan.assetsDir = AssetLocator.directory()
    plan.untimedPractice = global.lines || screenReader
    plan.screenReader = screenReader
    plan.lineMode = global.lines
    let today = DailyDate(secondsSince1970: plan.start)
    plan.inProgress = Set(
      DailyGame.allCases.filter { AttemptLock.isHeldElsewhere(game: $0.rawValue, in: directory) }.map {
        DailyChallenge(date: today, game: $0).key
      })
    // No board before its day: a process clock moved from the kernel's (faketime) shows none of
    // the kernel's today or later, and counts nothing.
    plan.clockAhead = KernelClock.processClockAhead(in: [directory] + KernelClock.temporaryDirectories)
    return plan
  }

  /// The replay file is opened before the terminal is taken: a bad path is a one-line error.
  private static func openRecording(_ global: PlayOptions, query: BackgroundQuery?) throws(CommandExit)
    -> ReplayWriter?
  {
    guard let path = global.record else { return nil }
    do {
      return try ReplayWriter(path: path, replace: global.force)
    } catch {
      // The answer read with echo off (not shown after the error), the terminal's modes back.
      _ = query?.collect(within: 100)
      FileHandleOutput.stderr("arcade: --record \(error)")  // the recording, not a replay played
      throw CommandExit(code: 2)
    }
  }

  /// Runs the loop, recorded, until the session ends; returns the signal that ended it.
  func run() -> Int32? {
    let header = plan.header
    if let writer {
      writer.write(header)
      curses?.setCrashReplay(descriptor: writer.descriptor, path: writer.temporaryPath)
    } else {
      curses?.setCrashReplay(descriptor: -1, path: CrashReplay.path())
    }
    memory.append(ReplayRecorder.encode(header))
    live.allow(env.settings.othersWatch)
    // The loop holds its observer weakly: this session keeps the recorder (and the memory the
    // crash trap reads) alive until the terminal is closed.
    loop.observer = recorder
    return loop.run()
  }

  /// Every way out (q, Ctrl-C, SIGTERM, SIGHUP, the end of line mode's input) saves, restores
  /// the terminal and says what went wrong; a signal is the exit code.
  func finish(stopped: Int32?) throws(CommandExit) {
    // The end of line mode's input ends the session as q does: exit 0, everything saved.
    let signal = stopped == LineBackend.endOfInput ? nil : stopped
    env.runPendingEffects(force: true)
    live.stop()
    var replayFailure: String?
    if let writer {
      writer.write(recorder.endLine(signal: signal))
      replayFailure = writer.close()
    }
    curses?.close()
    for line in env.exitReport() + sharing.failures + effects.failures {
      FileHandleOutput.stderr("arcade: " + line)
    }
    if let writer, let replayFailure {
      FileHandleOutput.stderr("arcade: the replay \(writer.path) was not saved: \(replayFailure)")
    }
    if let card = env.lastShareCard { FileHandleOutput.stdout(card) }
    if let signal { throw CommandExit(code: 128 + signal) }
  }
}
