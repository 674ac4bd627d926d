import ArcadeKit
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// A scene that ticks once a second of game time while running and notes when each tick came.
final class TickerScene: Scene {
  var snapshot: StateSnapshot { StateSnapshot() }
  var running = true
  var tickTimes: [Double] = []
  var keys: [Key] = []
  var info: SceneInfo {
    SceneInfo(
      title: "Ticker",
      minimumSize: Size(width: 30, height: 6))
  }

  func render(into canvas: inout Canvas, context: SceneContext) {
    canvas.put("ticks \(tickTimes.count)", x: 0, y: 0)
    canvas.put("keys \(keys.count)", x: 0, y: 1)
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .timer:
      tickTimes.append(context.now)
      return .handled
    case .key(.char("s")):
      running = false
      return .handled
    case .key(.char("n")):
      return .handled  // a key that changes nothing on screen
    case .key(let key) where key != .escape && key != .char("q"):
      keys.append(key)
      return .handled
    default:
      return .ignored
    }
  }

  func nextDeadline(context: SceneContext) -> Double? {
    running ? Double(tickTimes.count + 1) : nil
  }
}

/// The loop, the stack and the scripted terminal for one test.
struct LoopRun {
  let scene = TickerScene()
  let backend: ManualBackend
  let stack: SceneStack
  let exit: Int32?

  init(size: Size = Size(width: 40, height: 10), _ script: [ManualBackend.Step]) {
    let backend = ManualBackend(size: size, script: script)
    let stack = SceneStack(root: scene, size: size, clock: backend.clock)
    self.backend = backend
    self.stack = stack
    exit = RunLoop(stack: stack, backend: backend, clock: backend.clock).run()
  }

  var lastScreen: String { backend.screen?.text ?? "" }
}

@Suite("Run loop through a scripted terminal")
struct RunLoopTests {
  @Test("a timer fires exactly at its deadline, once per deadline, and not before")
  func timersFireAtTheirDeadlines() {
    let run = LoopRun([.wait(0.999), .key(.char("x")), .wait(2.5), .key(.char("q"))])
    #expect(run.scene.tickTimes == [1, 2, 3])
    #expect(run.backend.deadlinesReached == [1, 2, 3])
    #expect(run.scene.keys == [.char("x")])
    #expect(run.exit == nil)  // q from the last scene: the stack finished
    #expect(run.stack.isFinished)
  }

  @Test("a still screen waits forever: no deadline, no frame, no timer")
  func stillScreenHasNoDeadline() {
    let run = LoopRun([.key(.char("s")), .wait(100), .key(.char("q"))])
    #expect(run.scene.tickTimes.isEmpty)
    #expect(run.backend.deadlinesReached.isEmpty)
    // The first frame, and nothing after: the screen never changed.
    #expect(run.backend.frames.count == 1)
  }

  @Test("only a changed frame is presented; the first one repaints every cell")
  func onlyChangedFramesArePresented() {
    let run = LoopRun([.key(.char("n")), .key(.char("n")), .key(.char("x")), .key(.char("q"))])
    #expect(run.backend.frames.map(\.forced) == [true, false])
    #expect(run.backend.frames.last?.canvas.lines[1].hasPrefix("keys 1") == true)
  }

  @Test("^L presents the unchanged frame again, forcing every cell to be repainted")
  func ctrlLRepaints() {
    let run = LoopRun([.key(.char("s")), .repaint, .key(.char("q"))])
    #expect(run.backend.frames.count == 2)
    #expect(run.backend.frames[1].forced)
    #expect(run.backend.frames[1].canvas == run.backend.frames[0].canvas)
  }

  @Test("Ctrl-Z suspends; game time stops while the process is stopped; the resume repaints")
  func suspendStopsGameTime() {
    let run = LoopRun([.wait(1.5), .suspend(for: 60), .wait(1), .key(.char("q"))])
    #expect(run.backend.suspensions == 1)
    // Wall clock: 1.5 + 60 + 1. Game time: the 60 s stopped never counted.
    #expect(run.backend.clock.now == 62.5)
    #expect(run.scene.tickTimes == [1, 2])
    #expect(run.backend.deadlinesReached == [1, 62])
    // The first frame after `fg` repaints every cell.
    let resumed = run.backend.frames.first { $0.time == 61.5 }
    #expect(resumed?.forced == true)
  }

  @Test(
    "each terminating signal ends the loop at once with that signal",
    arguments: [SIGINT, SIGTERM, SIGHUP, SIGQUIT])
  func signalsEndTheLoop(signal: Int32) {
    let run = LoopRun([.wait(1), .signal(signal), .key(.char("x")), .wait(5)])
    #expect(run.exit == signal)
    #expect(run.scene.keys.isEmpty)  // nothing after the signal is handled
    #expect(run.scene.tickTimes == [1])
    #expect(!run.stack.isFinished)  // the stack is left as it was for the caller to close
  }

  @Test("a script that runs out ends the loop with endOfScript")
  func scriptEnd() {
    let run = LoopRun([.wait(0.5)])
    #expect(run.exit == ManualBackend.endOfScript)
  }

  @Test("below the scene's minimum: the notice shows and game time stops; growing back resumes")
  func resizeBelowAndAboveTheMinimum() {
    let run = LoopRun([
      .wait(1.2),
      .resize(Size(width: 60, height: 4)),
      .wait(10),
      .resize(Size(width: 50, height: 12)),
      .wait(1),
      .key(.char("q")),
    ])
    let small = run.backend.frames.first { $0.canvas.size == Size(width: 60, height: 4) }
    #expect(small?.forced == true)
    #expect(small?.canvas.text.contains("Terminal too small: need 30×6, have 60×4") == true)
    let grown = run.backend.frames.first { $0.canvas.size == Size(width: 50, height: 12) }
    #expect(grown?.forced == true)
    #expect(grown?.canvas.lines[0].hasPrefix("ticks 1") == true)
    // One tick before the shrink, none during the 10 s too small, one a game second after.
    #expect(run.scene.tickTimes == [1, 2])
    #expect(run.backend.deadlinesReached == [1, 12])
    #expect(run.lastScreen.contains("ticks 2"))
  }

  @Test("a resize that stays above the minimum relayouts and repaints at the new size")
  func resizeAboveTheMinimum() {
    let run = LoopRun([.resize(Size(width: 100, height: 30)), .key(.char("s")), .key(.char("q"))])
    #expect(run.backend.frames.map(\.canvas.size).last == Size(width: 100, height: 30))
    #expect(run.backend.frames.map(\.forced) == [true, true])
    #expect(run.stack.size == Size(width: 100, height: 30))
  }
}

/// A terminal that counts the loop's waits and ends the session after `limit` of them (a loop
/// that spins would otherwise never return).
final class CountingBackend: TerminalBackend {
  let inner: ManualBackend
  let limit: Int
  private(set) var waits = 0
  static let gaveUp: Int32 = -99

  init(_ inner: ManualBackend, limit: Int) {
    self.inner = inner
    self.limit = limit
  }

  var size: Size { inner.size }
  func present(_ canvas: Canvas, force: Bool) { inner.present(canvas, force: force) }
  func suspend() { inner.suspend() }
  func nextEvent(until deadline: Double?) -> BackendEvent? {
    waits += 1
    return waits > limit ? .terminate(signal: Self.gaveUp) : inner.nextEvent(until: deadline)
  }
}

@Suite("The run loop owns time")
struct RunLoopTimeTests {
  @Test("on a LatchedClock with no observer, timers fire at their deadlines, one wait each: no spin")
  func latchedClockWithoutObserver() {
    let terminal = ManualBackend(size: Size(width: 40, height: 10), script: [.wait(3.5), .key(.char("q"))])
    let backend = CountingBackend(terminal, limit: 100)
    let sessionClock = LatchedClock(source: terminal.clock)
    let scene = TickerScene()
    let stack = SceneStack(root: scene, size: terminal.size, clock: sessionClock)
    let loop = RunLoop(stack: stack, backend: backend, clock: sessionClock)
    #expect(loop.observer == nil)
    let exit = loop.run()
    #expect(scene.tickTimes == [1, 2, 3])
    #expect(exit == nil, "q ended the session, not the wait limit")
    #expect(backend.waits == 4, "one wait per deadline, one for the key")
  }

  /// Keys, time and timer lines (a replay's, the soak's) through the loop by hand, asking the
  /// stack for its next deadline before every step or never.
  func drive(asking: Bool) -> [Double] {
    let scene = TickerScene()
    let h = Harness(scene)
    let steps: [(Harness) -> Void] = [
      { $0.advance(by: 0.5) }, { $0.loop.sendTimer() }, { $0.press(.char("x")) }, { $0.advance(by: 1.2) },
      { $0.loop.sendTimer() }, { $0.clock.set(3) }, { $0.loop.sendTimer() }, { $0.advance(by: 0.25) },
    ]
    for step in steps {
      if asking { _ = h.stack.nextWakeTime() }
      step(h)
    }
    return scene.tickTimes
  }

  @Test("a driver that never asks for the next deadline sees the same timers as one that always does")
  func askingChangesNothing() {
    let ticks = drive(asking: false)
    #expect(ticks == drive(asking: true))
    // The ticker counts every timer and asks for the next at count + 1. 0.5: a timer line
    // with nothing due is spurious (game time stays, no lift to 1); the deadline is then 2,
    // so advancing to 1.7 fires nothing, and the timer line at 1.7 is spurious too; at 3 a
    // timer line finds its deadline due and fires it, as the loop would.
    #expect(ticks == [0.5, 1.7, 3])
  }
}
