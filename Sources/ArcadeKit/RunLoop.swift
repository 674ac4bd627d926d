/// The terminal the run loop draws on and reads from. `NcursesBackend` is the real one; tests
/// use `Harness`, which drives a `SceneStack` directly.
public protocol TerminalBackend: AnyObject {
  var size: Size { get }
  var waker: Waker { get }
  /// Shows the canvas; `force` repaints every cell (after ^L, a resize or a resume).
  func present(_ canvas: Canvas, force: Bool)
  /// Blocks until input, a wake, a signal or `deadline` (wall-clock seconds, nil = forever).
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
  /// SIGINT, SIGTERM or SIGHUP: leave now with 128 + signal.
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
      let due = stack.nextWakeTime()
      let event = backend.nextEvent(until: due)
      switch event {
      case nil:
        if let due, clock.now >= due { stack.handle(.timer) }
      case .input(let input):
        stack.handle(input)
        if case .resize = input { force = true }
      case .repaint:
        force = true
      case .terminate(let signal):
        return signal
      case .suspended:
        stack.setSuspended(true)
        backend.suspend()
        stack.setSuspended(false)
        force = true
      }
    }
    return nil
  }

  private func draw(force: Bool) {
    if stack.size != backend.size { stack.handle(.resize(backend.size)) }
    let frame = stack.render()
    if force || frame != lastFrame {
      backend.present(frame, force: force)
      lastFrame = frame
    }
  }
}
