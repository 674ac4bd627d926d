import ArcadeKit
import ArcadeScenes
import NcursesTerminal
import Records
import Leaderboard
import Replay

import ArcadeSystem
import MemoryDecks
#if canImport(Glibc)
  import Glibc
#endif

/// Starts the terminal, runs the scenes and restores the terminal on every way out.
enum Launcher {
  /// Runs the launch menu; with the session's `start`, opens that game on top of it (Esc
  /// returns to the menu; with `--no-menu`, Esc from the game ends the session).
  static func play(_ session: GameSession) throws {
    let global = session.options
    let start = session.start
    if global.noMenu && start == nil {
      FileHandleOutput.stderr("arcade: --no-menu needs a game (arcade zombies --no-menu)")
      exit(2)
    }
    if global.theme == "list" {
      ThemeList.print()
      exit(0)
    }
    let loaded = SettingsLoader.load(global)
    for line in loaded.problems { FileHandleOutput.stderr("arcade: " + line) }
    // auto asks the terminal now, and reads its answer just before the first frame: the rest
    // of start-up runs while the terminal answers (line mode, or no terminal: no question). A
    // terminal curses would refuse is refused first: its answer would be echoed after the error.
    var query: BackgroundQuery?
    if loaded.settings.theme == .auto && !global.lines && isatty(0) == 1 && isatty(1) == 1 {
      if let refusal = NcursesBackend.refusal() {
        FileHandleOutput.stderr(refusal.description)
        exit(2)
      }
      query = BackgroundQuery.send()
    }
    let seed = global.seed ?? UInt64.random(in: 0...999_999)
    // Only the variables it reads, one getenv each: the whole environment as a dictionary
    // was a visible part of start-up.
    let directory = RecordStore.defaultDirectory(override: global.dataDir)
    let assets = AssetLocator.directory()
    let records = RecordStore(directory: directory)
    // The scenes run on a clock read once per event, so the session is exactly replayable.
    let clock = MonotonicClock()
    let sessionClock = LatchedClock(source: clock)
    let startWall = WallClock.secondsSince1970()
    let t0 = sessionClock.now
    // Before the environment reads the records (a corrupt file is moved aside then, and the
    // replay does the same from this snapshot).
    let snapshot = RecordsSnapshot.take(directory: directory)
    let env = AppEnvironment(
      records: records, seed: seed, assetsDirectory: assets,
      decks: MemoryDeckLibrary(assetsDirectory: assets).shelf(),
      wallClock: SessionWallClock(start: startWall, t0: t0, clock: sessionClock).read)
    // The replay file is opened before the terminal is taken: a bad path is a one-line error.
    var writer: ReplayWriter?
    do {
      writer = try global.record.map { try ReplayWriter(path: $0, replace: global.force) }
    } catch {
      // The answer read with echo off (not shown after the error), the terminal's modes back.
      _ = query?.collect(within: 100)
      FileHandleOutput.stderr("arcade: --record \(error)")  // the recording, not a replay played
      exit(2)
    }
    // Line and screen-reader modes: FizzBuzz outside a daily waits for each answer.
    let screenReader = loaded.settings.screenReader && !global.lines
    env.untimedFizzBuzz = global.lines || screenReader
    env.lineMode = global.lines
    // Not answered yet (a slow or silent terminal): the fallback now, the answer if it comes.
    let early = query?.collect()
    let startTheme = AutoTheme.first(loaded.settings.theme, early)
    // What the Settings preview shows for auto.
    var autoTheme = AutoTheme.first(.auto, early)
    let curses: NcursesBackend?
    let lines: LineBackend?
    let backend: TerminalBackend
    if global.lines {
      lines = LineBackend(clock: clock)
      curses = nil
      backend = lines!
    } else {
      lines = nil
      do {
        // Screen-reader mode draws words (the glyphs' ASCII twins), never emoji or box art.
        curses = try NcursesBackend(
          ascii: global.ascii || screenReader, monochrome: false, theme: startTheme, clock: clock)
      } catch let error as TerminalError {
        writer?.discard()  // exit runs no deinit: the replay's temporary file goes here
        FileHandleOutput.stderr(error.description)
        exit(2)
      }
      backend = curses!
    }
    // The theme in force: auto follows a late answer unless the Settings preview shows another.
    var shownTheme = loaded.settings.theme
    if let curses {
      AutoTheme.follow(early, on: curses) { picked in
        autoTheme = picked
        if shownTheme == .auto { curses.setTheme(picked) }
      }
    }
    // Line mode draws nothing: its frames (digested by the replay) are in words-only ASCII.
    var options = curses?.options ?? RenderOptions(ascii: true, monochrome: true)
    options.keys = PlayerKeys(loaded.settings)
    options.animations = loaded.settings.animations
    // --no-menu: the game alone; leaving it ends the session (the replay's "root":"game").
    let gameOnly = global.noMenu && start != nil
    let stack = SceneStack(
      root: gameOnly ? GameOnlyRoot() : MenuScene(env: env), size: backend.size, clock: sessionClock,
      options: options)
    lines?.stack = stack
    stack.screenReader = screenReader
    // A counted daily's attempt is recorded alone as well, to be shared without the rest of
    // the session (told before the first scene: `arcade zombies --daily` starts with one).
    let attempts = AttemptRecorder(
      stack: stack, clock: sessionClock, start: startWall, t0: t0, uid: UInt32(getuid()),
      arcade: ArcadeVersion.string)
    env.countedAttemptOpened = { attempts.attemptOpened($0) }
    let leaderboard = SharedLeaderboard(shared: .located(), records: records)
    leaderboard.wake = { NcursesBackend.wakeLoop() }
    leaderboard.revealEndedDays()
    env.leaderboard = leaderboard
    env.startedElsewhere = leaderboard.startedAttempts
    env.unfinishedElsewhere = leaderboard.unfinishedAttempts
    env.countedAttemptBegan = { leaderboard.attemptBegan($0) }
    env.settings = loaded.file.settings
    env.settingsPath = loaded.path
    var settingsFile = loaded.file
    var bell = loaded.settings.bell
    // NO_COLOR and --no-color win for the session: the preview does not colour the screen.
    let previews = Environment.nonEmpty("NO_COLOR") == nil && !global.noColor
    if let start { stack.push(start(env)) }
    let loop = RunLoop(stack: stack, backend: backend, clock: sessionClock)
    loop.keyMap = KeyMap(loaded.settings)
    // Always recorded: in memory (for the crash trap), and into --record's file as it goes.
    let memory = ReplayMemory { if writer == nil { curses?.setCrashReplayMemory($0) } }
    let recorder = ReplayRecorder(stack: stack, clock: sessionClock) { line in
      writer?.write(line)
      memory.append(ReplayRecorder.encode(line))
      attempts.record(line)
    }
    var shareFailures: [String] = []
    var settingsFailures: [String] = []
    env.effectRunner = { effect in
      switch effect {
      case .copy(let text): Clipboard.copy(text)
      case .counted(let claim):
        if let line = leaderboard.share(claim, attempt: attempts.finish(claim)), line.hasPrefix("Not shared")
        {
          shareFailures.append(line)
          env.shareFailure = line
        }
      case .leaderboard(let request): leaderboard.handle(request)
      case .previewTheme(let choice):
        guard previews else { break }
        shownTheme = choice
        switch choice {
        case .auto: curses?.setTheme(autoTheme)
        case .named(let name): curses?.setTheme(name)
        }
      case .saveSettings(let new):
        let text = settingsFile.text(saving: new)
        if let failure = SettingsSaver.write(text, to: loaded.path) {
          settingsFailures.append("settings \(SafeText.shown(loaded.path, limit: 300)) not saved: \(failure)")
        } else {
          settingsFile = SettingsFile(bytes: Array(text.utf8))
          bell = new.bell
        }
      case .bell:
        switch bell {
        case .off: break
        case .audible: curses?.ring(visual: false)
        case .visual: curses?.ring(visual: true)
        }
      }
    }
    loop.afterFrame = {
      attempts.afterFrame()
      let changed = env.runPendingEffects()
      // What the leaderboard's background look found since the last frame.
      return leaderboard.work() || changed
    }
    var header = ReplayHeader(
      arcade: ArcadeVersion.string, seed: seed,
      args: RecordedCommandLine.arguments(startedAt: startWall, screenReader: screenReader),
      ascii: stack.options.ascii,
      monochrome: stack.options.monochrome, size: stack.size, start: startWall, t0: t0,
      records: snapshot, dataDir: directory, assetsDir: env.assetsDirectory)
    header.presentation = stack.options.presentation
    if gameOnly { header.root = "game" }
    if leaderboard.sharing { header.sharing = true }
    if !env.startedElsewhere.isEmpty {
      header.startedElsewhere = env.startedElsewhere.sorted()
      header.unfinishedElsewhere = env.unfinishedElsewhere.sorted()
    }
    if let writer {
      writer.write(header)
      curses?.setCrashReplay(descriptor: writer.descriptor, path: writer.temporaryPath)
    } else {
      curses?.setCrashReplay(descriptor: -1, path: CrashReplay.path())
    }
    memory.append(ReplayRecorder.encode(header))
    loop.observer = recorder
    // The loop holds its observer weakly: keep the recorder (and the memory the crash trap
    // reads) alive until the terminal is closed (time does not depend on it: the loop wakes
    // the session clock itself).
    // The end of line mode's input ends the session as q does: exit 0, everything saved.
    let stopped = withExtendedLifetime((recorder, memory)) { loop.run() }
    let signal = stopped == LineBackend.endOfInput ? nil : stopped
    env.runPendingEffects(force: true)  // every way out (q, Ctrl-C, SIGTERM, SIGHUP) saves
    var replayFailure: String?
    if let writer {
      writer.write(recorder.endLine(signal: signal))
      replayFailure = writer.close()
    }
    curses?.close()
    withExtendedLifetime(memory) {}
    for line in env.exitReport() + shareFailures + settingsFailures {
      FileHandleOutput.stderr("arcade: " + line)
    }
    if let writer, let replayFailure {
      FileHandleOutput.stderr("arcade: the replay \(writer.path) was not saved: \(replayFailure)")
    }
    if let card = env.lastShareCard { FileHandleOutput.stdout(card) }
    if let signal { exit(128 + signal) }
  }
}
