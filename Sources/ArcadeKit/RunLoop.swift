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
}

/// Deadline-driven loop: draw only when the screen changed, then block until the next event
/// or the top scene's next deadline (forever when it has none).
public final class RunLoop {
  private let stack: SceneStack
  private let backend: TerminalBackend
  private let clock: Clock
  private var lastFrame: Canvas?
  /// Runs after each frame is presented, and once more on the way out: the effects scenes
  /// left for the loop (records to save), kept off the key path. Returns true when they may
  /// have changed the screen.
  public var afterFrame: () -> Bool = { false }
  /// Sees every event the stack gets and every frame shown (the replay recorder).
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
      force = false
      if afterFrame() { draw(force: false) }
      let due = stack.nextWakeTime()
      let event = backend.nextEvent(until: due)
      observer?.loopDidWake()
      switch event {
      case nil:
        if let due, clock.now >= due { deliver(.timer) }
      case .input(let input):
        deliver(input)
        if case .resize = input { force = true }
      case .repaint:
        force = true
      case .terminate(let signal):
        _ = afterFrame()
        return signal
      case .suspended:
        observer?.loopWillSuspend()
        stack.setSuspended(true)
        backend.suspend()
        observer?.loopDidWake()
        observer?.loopDidResume()
        stack.setSuspended(false)
        force = true
      }
    }
    _ = afterFrame()  // the last key (q) may have left an effect
    return nil
  }

  // MARK: stepping by hand

  /// Handles `event` as `run()` does when the terminal sends it: the observer told, the
  /// effects run after. For loops stepped by hand (the Harness: scene tests, the soak,
  /// screenshots) instead of waiting on a backend; the deadline a timer answers is the one the
  /// stack last reported (`advance` asks, as `run()` does before it waits).
  public func send(_ event: InputEvent) {
    observer?.loopDidWake()
    deliver(event)
    draw(force: false)
    if afterFrame() { draw(force: false) }
  }

  /// Moves the manual `clock` (this loop's) to `target`, firing every deadline that falls due
  /// on the way, in order, each exactly at its time, as `run()` does while it waits. Returns
  /// nil, or why it stopped short: a deadline still due after `repeatLimit` timers (the real
  /// loop would spin), or more than `timerLimit` timers in all.
  public func advance(
    to target: Double, on clock: ManualClock, repeatLimit: Int = 1000, timerLimit: Int = 200_000
  )
    -> String?
  {
    var repeats = 0
    var fired = 0
    var lastDue = -Double.infinity
    while let due = stack.nextWakeTime(), due <= target {
      repeats = due <= lastDue ? repeats + 1 : 0
      if repeats >= repeatLimit || fired >= timerLimit {
        let top = stack.top.map { "\(Swift.type(of: $0))" } ?? "?"
        return repeats >= repeatLimit
          ? "timer storm: \(top) keeps asking for a timer at \(due) (game time \(stack.now)) without moving it"
          : "more than \(timerLimit) timer events before \(target) (\(top))"
      }
      lastDue = due
      // Exactly at the deadline: a wall → game time round trip must not land early (the stack
      // would drop the timer as "woke early" and spin).
      clock.set(due)
      send(.timer)
      fired += 1
    }
    clock.set(target)
    return nil
  }

  private func deliver(_ input: InputEvent) {
    var event = input
    if case .key(let key) = input, !keyMap.translations.isEmpty {
      event = .key(keyMap.logical(key, typesText: stack.top?.info.typesText ?? false))
    }
    observer?.loopWillDeliver(event)
    stack.handle(event)
  }

  private func draw(force: Bool) {
    guard drawsFrames else { return }
    if stack.size != backend.size {
      observer?.loopDidWake()
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
/// and every frame shown.
public protocol RunLoopObserver: AnyObject {
  /// The loop woke up (an event, a deadline, a resize found while drawing): the moment to
  /// read the clock once, so the event is handled at exactly the time that is recorded.
  func loopDidWake()
  /// The stack is about to get `event`.
  func loopWillDeliver(_ event: InputEvent)
  /// Ctrl-Z: the process is about to stop.
  func loopWillSuspend()
  /// Back from `fg`.
  func loopDidResume()
  func loopDidPresent(_ canvas: Canvas)
}
