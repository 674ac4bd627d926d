// arcade-soak: headless key fuzz of every game in `GameCatalog.all`.
//
// For each game it builds the game's first scene with an `AppEnvironment` on a temporary
// records directory and drives a `Harness` with random events: keys (arrows, Enter, Esc, Tab,
// Backspace, letters, digits, Space, ?...), clicks at random cells, clock advances, wakes and
// resizes down to 10×5. When the game is left (Esc, q, a Quit button) it is pushed again.
// After every event it asks each scene on the stack that conforms to `InvariantChecking` for
// its violations, and every rendered frame is checked for the canvas rules (size, wide glyphs
// followed by their continuation cell, ASCII only in ASCII mode). Nothing is caught: a trap
// ends the process (the caller, scripts/soak.py, counts it as a failed run).
//
// The maze's simulated rooms API runs on game time (the harness's manual clock), so its fuzz
// is a discrete-event simulation with no thread and no real latency: `--seed` replays it.
//
//   arcade-soak [--events N] [--seed S] [--game ID]... [--render-every K] [--trace] [--list]
//
// It prints one line per game and ends with "N passed, N failed" (one run per game). A game
// passes only when every event ran, it was entered and frames were checked, with no violation;
// no game at all is a failure.
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

/// Unbuffered, so a trap never swallows the lines before it.
func say(_ text: String) { writeAll(1, text + "\n") }

func writeAll(_ fd: Int32, _ text: String) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
}

struct Options: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "arcade-soak", abstract: "Headless key fuzz of every game in GameCatalog.all.")

  @Option(help: "Events per game (half Unicode, half ASCII).")
  var events = 20_000
  @Option(help: "The fuzz seed: the same seed replays the same events.")
  var seed: UInt64 = 1
  @Option(name: .customLong("game"), help: "Fuzz only this game (repeatable); see --list.")
  var games: [String] = []
  @Option(help: "Render and check a frame every K events.")
  var renderEvery = 1
  @Flag(help: "Print every event before it is sent.")
  var trace = false
  @Flag(help: "List the game ids and exit.")
  var list = false
  /// `--keep-replay PATH`: the first session's replay, failing or not (`make bench` times its check).
  @Option(help: "Write the first session's replay here, failing or not.")
  var keepReplay: String?
  @Option(
    name: .customLong("replay-dir"),
    help: "Where a failing run's replay is written (default: $TMPDIR or /tmp).")
  var replayDir: String?
  var replayDirectory: String {
    replayDir ?? ProcessInfo.processInfo.environment["TMPDIR"].flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
  }

  mutating func validate() throws {
    guard events >= 1 else {
      throw ValidationError("--events must be at least 1 (nothing fuzzed is no pass)")
    }
    guard renderEvery >= 1 else { throw ValidationError("--render-every must be at least 1") }
  }
}

/// A bad command line is one line on stderr and exit 2 (ArgumentParser's default is 64).
func parseOptions() -> Options {
  do {
    return try Options.parse()
  } catch {
    if Options.exitCode(for: error) == .success {
      say(Options.fullMessage(for: error))
      exit(0)
    }
    let message = Options.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
    usage(message)
  }
}

func usage(_ message: String) -> Never {
  writeAll(2, "arcade-soak: \(message) (see 'arcade-soak --help')\n")
  exit(2)
}

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

enum FuzzEvent: CustomStringConvertible {
  case input(InputEvent)
  case click(Int, Int)
  case advance(Double)
  /// A timer line as a replay has it: the due deadline fires, or (mostly) a spurious wakeup
  /// that the scenes must ignore.
  case timer
  /// Several keys in a row: a plausible form entry (numbers, then words, each with Enter).
  case burst([Key])

  var description: String {
    switch self {
    case .input(let e): return "\(e)"
    case .click(let x, let y): return "click(\(x),\(y))"
    case .advance(let s): return "advance(\(s))"
    case .timer: return "timer"
    case .burst(let keys): return "burst(\(keys.map(\.description).joined(separator: " ")))"
    }
  }
}

struct Fuzzer {
  var rng: SeededRandom

  static let letters = Array("abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ")
  static let digits = Array("0123456789")
  static let punctuation = Array("?!.,-+*/= ;:'\"@#é世🧟")
  static let moves: [Key] = [
    .up, .down, .left, .right, .char("h"), .char("j"), .char("k"), .char("l"),
    .char("w"), .char("a"), .char("s"), .char("d"),
  ]
  static let specials: [Key] = [
    .enter, .char(" "), .tab, .backTab, .backspace, .delete, .home, .end,
    .pageUp, .pageDown, .insert, .char("?"), .function(1), .ctrl("l"), .char("p"),
  ]

  mutating func pick<T>(_ a: [T]) -> T { a[Int.random(in: 0..<a.count, using: &rng)] }

  mutating func next(size: Size) -> FuzzEvent {
    let roll = Int.random(in: 0..<1000, using: &rng)
    switch roll {
    case 0..<250: return .input(.key(pick(Fuzzer.moves)))
    case 250..<420: return .input(.key(pick(Fuzzer.specials)))
    case 420..<520: return .input(.key(.char(pick(Fuzzer.letters))))
    case 520..<600: return .input(.key(.char(pick(Fuzzer.digits))))
    case 600..<620: return .input(.key(.char(pick(Fuzzer.punctuation))))
    case 620..<640: return .input(.key(pick([.escape, .char("q")])))
    case 640..<650: return .input(.key(.function(Int.random(in: 2...12, using: &rng))))
    case 650..<680: return .input(.key(.ctrl(pick(Array("abcdefghijklmnoprstuvwxyz")))))
    case 680..<770:
      return .click(
        Int.random(in: -1...size.width, using: &rng), Int.random(in: -1...size.height, using: &rng))
    case 770..<780:
      let kind: MouseEvent.Kind = pick([.wheelUp, .wheelDown, .release, .press])
      return .input(
        .mouse(
          MouseEvent(
            kind, x: Int.random(in: 0..<max(1, size.width), using: &rng),
            y: Int.random(in: 0..<max(1, size.height), using: &rng))))
    case 780..<900: return .advance(Double.random(in: 0.001...0.6, using: &rng))
    case 900..<915: return .advance(Double.random(in: 1...40, using: &rng))
    case 915..<958: return .timer
    case 958..<965:
      // Fill a form: three numbers, two words, each followed by Enter (sometimes out of range).
      var keys: [Key] = []
      for field in 0..<5 {
        let text =
          field < 3
          ? String(Int.random(in: 0...(Int.random(in: 0..<8, using: &rng) == 0 ? 99999 : 30), using: &rng))
          : String((0..<Int.random(in: 1...6, using: &rng)).map { _ in pick(Fuzzer.letters) })
        keys += Array(repeating: Key.backspace, count: 6) + text.map { Key.char($0) } + [.enter]
      }
      return .burst(keys)
    default:
      // Resizes: mostly back to a playable size, sometimes tiny (down to 10×5), sometimes huge.
      let r = Int.random(in: 0..<10, using: &rng)
      if r < 4 { return .input(.resize(Size(width: 80, height: 24))) }
      if r < 5 { return .input(.resize(Size(width: 200, height: 60))) }
      return .input(
        .resize(
          Size(width: Int.random(in: 10...130, using: &rng), height: Int.random(in: 5...45, using: &rng))))
    }
  }
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

/// Checks one rendered frame against the canvas rules every scene relies on.
func frameViolations(_ canvas: Canvas, size: Size, ascii: Bool) -> [String] {
  var out: [String] = []
  if canvas.size != size { out.append("frame is \(canvas.size), terminal is \(size)") }
  let w = canvas.width
  for y in 0..<canvas.height {
    var x = 0
    while x < w {
      let cell = canvas[x, y]
      if cell.isContinuation {
        out.append("continuation cell without a wide glyph at (\(x),\(y))")
        x += 1
        continue
      }
      if cell.text.utf8.count == 1 && cell.text.utf8.first! < 0x80 {
        x += 1  // the common case: one ASCII character
        continue
      }
      let width = GlyphWidth.of(cell.text)
      if width > 2 || cell.text.count > 1 {
        out.append("cell (\(x),\(y)) holds \(cell.text.debugDescription)")
      }
      if ascii && !cell.text.unicodeScalars.allSatisfy({ $0.isASCII }) {
        out.append("non-ASCII \(cell.text.debugDescription) at (\(x),\(y)) in ASCII mode")
      }
      if width == 2 {
        if x + 1 >= w || !canvas[x + 1, y].isContinuation {
          out.append("wide glyph \(cell.text.debugDescription) at (\(x),\(y)) without its right half")
        }
        x += 2
      } else {
        x += 1
      }
      if out.count > 3 { return out }
    }
  }
  return out
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
  var run = GameRun()
  let started = Date()
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "arcade-soak-\(getpid())-\(entry.id)"
  ).path
  try? FileManager.default.removeItem(atPath: dir)
  defer { try? FileManager.default.removeItem(atPath: dir) }
  let decks = MemoryDeckLibrary(assetsDirectory: assetsDirectory()).shelf()
  // A fresh environment per session (each half, each restart), so each is a replay of its own.
  var segment: UInt64 = 0
  var env = AppEnvironment(
    records: RecordStore(directory: dir), seed: options.seed &+ seedOffset,
    assetsDirectory: assetsDirectory(),
    decks: decks)
  var log: SoakReplay?
  var replayWritten = false
  func endSession(_ harness: Harness) {
    if segment == 1, let keep = options.keepReplay, let log {
      let bytes = log.file()
      _ = FileManager.default.createFile(atPath: keep, contents: Data(bytes))
    }
  }
  func startSession(_ harness: Harness, _ renderOptions: RenderOptions) {
    env = AppEnvironment(
      records: RecordStore(directory: dir), seed: (options.seed &+ seedOffset) &+ segment &* 1_000_003,
      assetsDirectory: assetsDirectory(), decks: decks)
    segment += 1
    let args = entry.soakSession.arguments
    var header = ReplayHeader(
      arcade: "arcade-soak", seed: env.sessionSeed, args: args, ascii: renderOptions.ascii,
      monochrome: renderOptions.monochrome, size: harness.stack.size, start: 0, t0: harness.clock.now,
      records: RecordsSnapshot.take(directory: dir), assetsDir: env.assetsDirectory)
    header.root = "soak"
    RecordTables.load(env.records)  // after the snapshot, as the launcher does
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
  /// The failing session's replay, once per game: its path, for the report.
  func writeReplay(_ harness: Harness) -> String {
    guard !replayWritten, let log else { return "" }
    replayWritten = true
    let path = options.replayDirectory + "/arcade-soak-\(entry.id)-seed\(options.seed).jsonl"
    let bytes = log.file()
    guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return "" }
    return "; replay: \(path) (arcade replay \(path) --check reproduces it)"
  }
  var fuzzer = Fuzzer(rng: SeededRandom(seed: options.seed &* 0x9E37_79B9 &+ seedOffset))

  // Two halves: Unicode in colour, then ASCII in monochrome.
  let halves = [RenderOptions(), RenderOptions(ascii: true, monochrome: true)]
  for (half, renderOptions) in halves.enumerated() {
    let count = half == 0 ? options.events / 2 : options.events - options.events / 2
    // After every event, as the run loop does after each frame: the records really get written.
    // Each event goes through the harness's run loop, whose recorder keeps the replay.
    func makeHarness(_ size: Size) -> Harness {
      let harness = Harness(BaseScene(), size: size, options: renderOptions)
      harness.afterFrame = { env.runPendingEffects() }
      return harness
    }
    var harness = makeHarness(Size(width: 80, height: 24))
    startSession(harness, renderOptions)
    for i in 0..<count {
      if harness.stack.isFinished {
        // A scene called quit(): start over.
        endSession(harness)
        harness = makeHarness(harness.stack.size)
        startSession(harness, renderOptions)
        run.restarts += 1
      }
      func enterGameIfLeft() {
        if harness.stack.top is BaseScene {
          harness.stack.push(entry.soakSession.makeScene(env))
          run.entries += 1
        }
      }
      enterGameIfLeft()
      noteTrapPosition(game: entry.id, half: half, event: i, seed: options.seed)
      let size = harness.stack.size
      let event = fuzzer.next(size: size)
      if options.trace { say("\(entry.id) \(half) \(i): \(event) on \(type(of: harness.stack.top!))") }
      // Each event through the harness's run loop: recorded, handled.
      // The game goes back on top before every event, also between the keys of a burst (as a
      // replay's root does the moment it is left).
      func deliver(_ input: InputEvent) {
        guard !harness.stack.isFinished else { return }
        enterGameIfLeft()
        harness.send(input)
      }
      switch event {
      case .input(let input): deliver(input)
      case .timer:
        if !harness.stack.isFinished {
          enterGameIfLeft()
          harness.loop.sendTimer()
        }
      case .click(let x, let y):
        deliver(.mouse(MouseEvent(.press, x: x, y: y)))
        deliver(.mouse(MouseEvent(.release, x: x, y: y)))
      case .advance(let seconds):
        // A deadline that stays due is reported, not trapped on (the real loop would spin).
        if let storm = harness.advanceReportingStorms(by: seconds, repeatLimit: 100) {
          run.violationCount += 1
          if run.violations.count < 5 {
            run.violations.append("after event \(half):\(i) \(event): \(storm)\(writeReplay(harness))")
          }
        }
      case .burst(let keys):
        for key in keys { deliver(.key(key)) }
      }
      run.events += 1
      if let top = harness.stack.top {
        run.sceneEvents[String(describing: type(of: top)), default: 0] += 1
      }
      for scene in harness.stack.scenes {
        guard let checking = scene as? InvariantChecking else { continue }
        run.invariantChecks += 1
        let found = checking.invariantViolations()
        if !found.isEmpty {
          run.violationCount += 1
          if run.violations.count < 5 {
            run.violations.append(
              "after event \(half):\(i) \(event): \(type(of: scene)): \(found.joined(separator: "; "))"
                + writeReplay(harness))
          }
        }
      }
      if i % options.renderEvery == 0 {
        let canvas = harness.stack.render()
        run.renders += 1
        let found = frameViolations(canvas, size: harness.stack.size, ascii: renderOptions.ascii)
        if !found.isEmpty {
          run.violationCount += 1
          if run.violations.count < 5 {
            run.violations.append(
              "frame after event \(half):\(i) \(event) on \(type(of: harness.stack.top!)): \(found.joined(separator: "; "))"
                + writeReplay(harness))
          }
        }
      }
    }
    // Leave cleanly: background work is cancelled as the player leaving would.
    endSession(harness)
    harness.stack.quit()
  }
  run.seconds = Date().timeIntervalSince(started)
  return run
}

let options = parseOptions()
let catalog = GameCatalog.all
if options.list {
  for entry in catalog { say(entry.id) }
  exit(0)
}
for id in options.games where GameCatalog.entry(id: id) == nil {
  usage("no game \(id) (games: \(catalog.map(\.id).joined(separator: ", ")))")
}
let chosen = options.games.isEmpty ? catalog : catalog.filter { options.games.contains($0.id) }
var passed = 0
var failed = 0
if chosen.isEmpty {
  // Nothing fuzzed is not a pass.
  say("  FAIL no games in GameCatalog.all: nothing fuzzed")
  failed += 1
}
var totalEvents = 0
arcade_install_crash_handlers("arcade-soak")
for (index, entry) in chosen.enumerated() {
  say("game \(entry.id): \(options.events) events, seed \(options.seed)")
  let run = soak(entry, options: options, seedOffset: UInt64(index))
  totalEvents += run.events
  let scenes = run.sceneEvents.sorted { $0.value > $1.value }.map { "\($0.key)=\($0.value)" }.joined(
    separator: " ")
  // A pass needs the events run, the game entered and frames checked: nothing fuzzed is no pass.
  let fuzzed = run.events == options.events && run.entries > 0 && run.renders > 0
  let ok = run.violationCount == 0 && fuzzed
  say(
    "  \(ok ? "ok  " : "FAIL") \(entry.id): \(run.events) events in \((run.seconds * 10).rounded() / 10) s"
      + " (\(Int(Double(run.events) / max(run.seconds, 1e-9))) /s), \(run.renders) frames checked,"
      + " \(run.invariantChecks) invariant checks, \(run.violationCount) violations,"
      + " entered \(run.entries)×, restarts \(run.restarts)")
  say("  scenes on top: \(scenes)")
  if run.invariantChecks == 0 { say("  note: no scene of \(entry.id) conforms to InvariantChecking") }
  if !fuzzed {
    say(
      "  not fuzzed: \(run.events) of \(options.events) events, entered \(run.entries)×, \(run.renders) frames"
    )
  }
  for v in run.violations { say("  violation: \(v)") }
  if ok { passed += 1 } else { failed += 1 }
}
say("events: \(totalEvents)")
say("\(passed) passed, \(failed) failed")
exit(failed == 0 ? 0 : 1)
