/// The terminal the run loop draws on and reads from. `NcursesBackend` is the real one;
/// `ManualBackend` plays steps on a manual clock: a test's script, or a replay's events (the
/// `Harness` steps the loop by hand instead).
public protocol TerminalBackend: AnyObject {
  var size: Size { get }
  /// Shows the canvas; `force` repaints every cell (after ^L, a resize or a resume).
  func present(_ canvas: Canvas, force: Bool)
  /// Blocks until input, a signal or `deadline` (wall-clock seconds, nil = forever).
  /// Returns nil when the deadline passed with no event.
  func nextEvent(until deadline: Double?) -> BackendEvent?
  /// Stops the process as Ctrl-Z asked; returns after `fg`.
  func suspend()
}

/// What the backend can report besides player input.
public enum BackendEvent: Sendable {
  case input(InputEvent)
  /// ^L: repaint everything.
  case repaint
  /// SIGINT, SIGTERM, SIGHUP or SIGQUIT: leave now with 128 + signal.
  case terminate(signal: Int32)
  /// Ctrl-Z: game time stops until the process is continued.
  case suspended
  /// Work done on another thread is ready (the leaderboard's verifications): no event reaches
  /// the scenes; the frame is drawn and the effects run, which take it.
  case woken
}

/// Deadline-driven loop: draw only when the screen changed, then block until the next event
/// or the top scene's next deadline (forever when it has none). The loop owns time: it wakes
/// its clock each time it wakes up (a `LatchedClock` then reads the time once for the whole
/// event), and it alone makes the `.timer` of a deadline, carrying that deadline.
public final class RunLoop {
  private let stack: SceneStack
  private let backend: TerminalBackend
  private let clock: Clock
  private var lastFrame: Canvas?
  /// Runs after each frame is presented, and once more on the way out: the effects scenes
  /// left for the loop (records to save), kept off the key path. Returns true when they may
  /// have changed the screen.
  public var afterFrame: () -> Bool = { false }
  /// Sees every event the stack gets and every frame shown (the replay recorder). Only
  /// watches: nothing the loop does depends on it.
  public weak var observer: RunLoopObserver?
  /// False for a headless check that compares no screens (a shared replay's): nothing is
  /// rendered. Renders change nothing (scene tests rely on it too), so the events and the
  /// state are the same.
  public var drawsFrames = true
  /// The player's own keys, turned into the games' keys before the observer and the stack
  /// see them (so a replay records what the game received).
  public var keyMap = KeyMap.identity

  public init(stack: SceneStack, backend: TerminalBackend, clock: Clock) {
    self.stack = stack
    self.backend = backend
    self.clock = clock
  }

  /// Runs until the stack finishes (returns nil) or a terminating signal arrives (returns it).
  public func run() -> Int32? {
    var force = true
    while !stack.isFinished {
      draw(force: force)
      if afterFrame() { draw(force: false) }
      let wakeUp = stack.nextWakeUp()
      switch handle(backend.nextEvent(until: wakeUp?.time), waitedFor: wakeUp) {
      case .frame(let repaint): force = repaint
      case .stop(let signal):
        _ = afterFrame()
        return signal
      }
    }
    _ = afterFrame()  // the last key (q) may have left an effect
    return nil
  }

  /// What comes after a wakeup: a frame (repainting every cell or not), or the end.
  private enum Next {
    case frame(force: Bool)
    case stop(signal: Int32)
  }

  /// One wakeup, whatever drives the loop (`run()` or a hand on a manual clock): the clock is
  /// woken, then the backend's news handled. `event` nil: the wait for `wakeUp` ended with no
  /// input, so its timer fires if the clock has reached it (a wait can end a hair early; the
  /// deadline is the one asked before waiting: a scene may place its next one relative to now).
  private func handle(_ event: BackendEvent?, waitedFor wakeUp: SceneStack.WakeUp?) -> Next {
    clock.wake()
    switch event {
    case nil:
      if let wakeUp, clock.now >= wakeUp.time { deliver(wakeUp.timer) }
      return .frame(force: false)
    case .input(let input):
      deliver(input)
      if case .resize = input { return .frame(force: true) }
      return .frame(force: false)
    case .repaint:
      return .frame(force: true)
    case .woken:
      return .frame(force: false)
    case .terminate(let signal):
      return .stop(signal: signal)
    case .suspended:
      observer?.loopWillSuspend()
      stack.setSuspended(true)
      backend.suspend()
      clock.wake()
      observer?.loopDidResume()
      stack.setSuspended(false)
      return .frame(force: true)
    }
  }

  // MARK: stepping by hand

  /// Handles `event` as `run()` does when the terminal sends it, then draws and runs the
  /// effects as `run()` does before it waits again. For loops stepped by hand (the Harness:
  /// scene tests, the soak, screenshots) instead of waiting on a backend.
  public func send(_ event: InputEvent) { step(.input(event), waitedFor: nil) }

  /// A timer as a replay's timer line brings it (the soak's fuzz sends these): the top scene's
  /// deadline fires if the clock has reached it, as in `run()`; otherwise the timer is for no
  /// deadline (spurious), as `ManualBackend` hands over a timer line that is not due.
  public func sendTimer() {
    clock.wake()
    let wakeUp = stack.nextWakeUp()
    if let wakeUp, clock.now >= wakeUp.time {
      step(nil, waitedFor: wakeUp)
    } else {
      step(.input(.timer(deadline: nil)), waitedFor: nil)
    }
  }

  private func step(_ event: BackendEvent?, waitedFor wakeUp: SceneStack.WakeUp?) {
    if case .frame(let force) = handle(event, waitedFor: wakeUp) { draw(force: force) }
    if afterFrame() { draw(force: false) }
  }

  /// Moves the manual `clock` (this loop's, or the source of its latched one) to `target`,
  /// waking at every deadline that falls due on the way, in order, each exactly at its time,
  /// as `run()` does while it waits. Returns nil, or why it stopped short: a deadline still due
  /// after `repeatLimit` timers (the real loop would spin), or more than `timerLimit` timers in
  /// all.
  public func advance(
    to target: Double, on clock: ManualClock, repeatLimit: Int = 1000, timerLimit: Int = 200_000
  )
    -> String?
  {
    var repeats = 0
    var fired = 0
    var lastDue = -Double.infinity
    while let wakeUp = stack.nextWakeUp(), wakeUp.time <= target {
      let due = wakeUp.time
      repeats = due <= lastDue ? repeats + 1 : 0
      if repeats >= repeatLimit || fired >= timerLimit {
        let top = stack.top.map { "\(Swift.type(of: $0))" } ?? "?"
        return repeats >= repeatLimit
          ? "timer storm: \(top) keeps asking for a timer at \(due) (game time \(stack.now)) without moving it"
          : "more than \(timerLimit) timer events before \(target) (\(top))"
      }
      lastDue = due
      // Exactly at the deadline, and the wait for it over with no input: the timer fires as
      // in `run()`.
      clock.set(due)
      step(nil, waitedFor: wakeUp)
      fired += 1
    }
    clock.set(target)
    return nil
  }

  private func deliver(_ input: InputEvent) {
    var event = input
    if case .key(let key) = input, !keyMap.isIdentity {
      let info = stack.top?.info
      guard
        let logical = keyMap.logical(
          key, typesText: info?.typesText ?? false, rows: info?.helpEntries.map(\.boundKeys) ?? [])
      else { return }  // a letter of a preset not in force: it never happened
      event = .key(logical)
    }
    observer?.loopWillDeliver(event)
    stack.handle(event)
  }

  private func draw(force: Bool) {
    guard drawsFrames else { return }
    if stack.size != backend.size {
      clock.wake()
      deliver(.resize(backend.size))
    }
    let frame = stack.render()
    if force || frame != lastFrame {
      backend.present(frame, force: force)
      lastFrame = frame
      observer?.loopDidPresent(frame)
    }
  }
}

/// Watches a `RunLoop` (the replay recorder): every event in the order the stack gets it,
/// and every frame shown. It only watches: the loop reads its clock itself.
public protocol RunLoopObserver: AnyObject {
  /// The stack is about to get `event` (the loop's clock already reads the event's time).
  func loopWillDeliver(_ event: InputEvent)
  /// Ctrl-Z: the process is about to stop.
  func loopWillSuspend()
  /// Back from `fg`.
  func loopDidResume()
  func loopDidPresent(_ canvas: Canvas)
}
