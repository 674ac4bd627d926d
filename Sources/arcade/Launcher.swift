import ArcadeKit
import ArcadeScenes
import NcursesTerminal
import Records
import Replay

import ArcadeSystem
import MemoryDecks
#if canImport(Glibc)
  import Glibc
#endif

/// Starts the terminal, runs the scenes and restores the terminal on every way out.
enum Launcher {
  /// Runs the launch menu; with the session's `start`, opens that game on top of it (Esc
  /// returns to the menu).
  static func play(_ session: GameSession) throws {
    let global = session.options
    let start = session.start
    if global.theme == "list" {
      ThemeList.print()
      exit(0)
    }
    let loaded = SettingsLoader.load(global)
    for line in loaded.problems { FileHandleOutput.stderr("arcade: " + line) }
    // auto asks the terminal now, and reads its answer just before the first frame: the rest
    // of start-up runs while the terminal answers (line mode draws nothing: no question).
    let query = loaded.settings.theme == .auto && !global.lines ? BackgroundQuery.send() : nil
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
    let env = AppEnvironment(
      records: records, seed: seed, assetsDirectory: assets,
      decks: MemoryDeckLibrary(assetsDirectory: assets).shelf(),
      wallClock: SessionWallClock(start: startWall, t0: t0, clock: sessionClock).read)
    // The replay file is opened before the terminal is taken: a bad path is a one-line error.
    var writer: ReplayWriter?
    do {
      writer = try global.record.map { try ReplayWriter(path: $0, replace: global.force) }
    } catch {
      FileHandleOutput.stderr("arcade: --record \(error)")  // the recording, not a replay played
      exit(2)
    }
    let snapshot = RecordsSnapshot.take(directory: directory)
    // The scenes' records, read once before the first scene (after the snapshot: a corrupt
    // file is moved aside here, and its replay does the same from the snapshot).
    RecordTables.load(env.records)
    // Line and screen-reader modes: FizzBuzz outside a daily waits for each answer.
    let screenReader = loaded.settings.screenReader && !global.lines
    env.untimedFizzBuzz = global.lines || screenReader
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
    let stack = SceneStack(
      root: MenuScene(env: env), size: backend.size, clock: sessionClock, options: options)
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

/// Where a crash writes the replay it kept in memory: beside the crash log's temp file.
enum CrashReplay {
  static func path() -> String {
    // The crash trap prints this path as it is (no escaping in a signal handler): a TMPDIR
    // with control characters, or too long to show, is passed over for /tmp.
    let base =
      Environment.value("TMPDIR").flatMap {
        $0.isEmpty || $0.utf8.count > 512 || SafeText.shown($0, limit: 512) != $0 ? nil : $0
      } ?? "/tmp"
    return base + "/arcade-crash-\(getpid())-\(UInt32.random(in: 0...UInt32.max)).jsonl"
  }
}

/// Finds the data files: `ARCADE_ASSETS_DIR`, then `share/arcade` beside an installed binary,
/// then the source tree's `assets/` (for builds run from a checkout).
enum AssetLocator {
  static func directory() -> String {
    if let dir = Environment.value("ARCADE_ASSETS_DIR"), !dir.isEmpty { return dir }
    // <prefix>/bin/arcade -> <prefix>/share/arcade
    let prefix = parent(parent(executablePath()))
    let installed = prefix + "/share/arcade"
    if access(installed, F_OK) == 0 { return installed }
    return parent(parent(parent(#filePath))) + "/assets"
  }

  /// The running binary with its symlinks resolved: one readlink of /proc/self/exe (a path
  /// resolved component by component cost start-up time); argv[0] where /proc is missing.
  static func executablePath() -> String {
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    let count = readlink("/proc/self/exe", &buffer, buffer.count - 1)
    if count > 0 {
      return String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }
    return CommandLine.arguments[0]
  }

  /// The path without its last component ("/a/b" -> "/a", "b" -> ".").
  static func parent(_ path: String) -> String {
    guard let slash = path.lastIndex(of: "/") else { return "." }
    return slash == path.startIndex ? "/" : String(path[..<slash])
  }
}

/// Asks the terminal to put text on the system clipboard (OSC 52): xterm, kitty, iTerm2,
/// WezTerm, foot and tmux (with `set-clipboard on`) honour it; others ignore the sequence.
enum Clipboard {
  static func copy(_ text: String) {
    let sequence = "\u{1B}]52;c;" + base64(Array(text.utf8)) + "\u{07}"
    let bytes = Array(sequence.utf8)
    bytes.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
  }

  static func base64(_ bytes: [UInt8]) -> String {
    let alphabet = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/".utf8)
    var out: [UInt8] = []
    out.reserveCapacity((bytes.count + 2) / 3 * 4)
    var index = 0
    while index < bytes.count {
      let chunk = bytes[index..<min(index + 3, bytes.count)]
      let value = chunk.enumerated().reduce(UInt32(0)) { $0 | UInt32($1.element) << (16 - 8 * $1.offset) }
      for position in 0..<4 {
        out.append(
          position <= chunk.count ? alphabet[Int((value >> (18 - 6 * position)) & 63)] : UInt8(ascii: "="))
      }
      index += 3
    }
    return String(decoding: out, as: UTF8.self)
  }
}

/// Writes straight to file descriptors 1 and 2 (no buffering, no shared C `FILE`). Every
/// error and every verdict goes through here, so text from files and the environment is
/// escaped and bounded in this one place (`SafeText.shown`).
enum FileHandleOutput {
  /// The longest line printed; quoted fields are cut shorter where they are quoted.
  static let lineLimit = 2000

  static func stderr(_ text: String) { line(text, to: 2) }

  /// One line of results (`replay --check`'s verdict) on stdout.
  static func stdoutLine(_ text: String) { line(text, to: 1) }

  private static func line(_ text: String, to descriptor: Int32) {
    let body = text.hasSuffix("\n") ? String(text.dropLast()) : text
    let bytes = Array((SafeText.shown(body, limit: lineLimit) + "\n").utf8)
    bytes.withUnsafeBytes { _ = write(descriptor, $0.baseAddress, $0.count) }
  }

  /// A document made by an encoder that escapes what a terminal would act on (`--json`):
  /// written as it is, since a line's escaping or cut would break its syntax.
  static func document(_ bytes: [UInt8]) {
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { write(1, $0.baseAddress! + offset, $0.count - offset) }
      if count <= 0 {
        if count < 0 && errno == EINTR { continue }
        return
      }
      offset += count
    }
  }

  /// A result for the player (the share card) on stdout, after the terminal is restored.
  static func stdout(_ text: String) {
    let lines = text.split(separator: "\n", omittingEmptySubsequences: false).map {
      SafeText.shown(String($0), limit: lineLimit)
    }
    let bytes = Array((lines.joined(separator: "\n") + "\n").utf8)
    bytes.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
  }
}
