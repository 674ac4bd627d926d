/// The one `TerminalBackend` besides the real terminal: it plays steps on a manual clock
/// through the real `RunLoop`. Tests give it a script (keys, waits, resizes, ^L, Ctrl-Z,
/// signals); `arcade replay` gives it a replay file's events, each at its recorded time
/// (`Replay`'s `ReplaySteps`). Nothing sleeps: a wait moves the clock, stopping at each deadline
/// the loop is waiting for, exactly as the real backend's `poll` would time out there.
public final class ManualBackend: TerminalBackend {
  /// One thing that happens to the terminal, in order.
  public enum Step: Sendable {
    /// Input arriving now: a key, a click, a resize.
    case input(InputEvent)
    /// Time passes with no input; timers that fall due fire, each at its own deadline.
    case wait(Double)
    /// The terminal changes size (ncurses reports KEY_RESIZE).
    case resize(Size)
    /// ^L.
    case repaint
    /// Ctrl-Z; `fg` comes after this many seconds (the manual clock moves meanwhile).
    case suspend(for: Double)
    /// SIGINT, SIGTERM, SIGHUP or SIGQUIT arrives.
    case signal(Int32)
    /// Something recorded at session time `at` (nil: the time it is now): the clock jumps
    /// there first.
    case recorded(Recorded, at: Double?)

    public static func key(_ key: Key) -> Step { .input(.key(key)) }
  }

  /// What a replay's line was.
  public enum Recorded: Sendable {
    case input(InputEvent)
    /// A timer: the loop fires its own deadline when due; one that is not due (the soak sends
    /// spurious timers) is handed over as a timer for no deadline (`RunLoop.sendTimer`).
    case timer
    /// Ctrl-Z; the `resume` that follows (if it does) says when `fg` came.
    case suspend
    case resume
    /// A line that is only a time (an event this arcade does not know).
    case time
  }

  /// A frame the loop presented: what was on it, whether every cell was repainted, and when.
  public struct Frame: Sendable {
    public let canvas: Canvas
    public let forced: Bool
    public let time: Double
  }

  public let clock: ManualClock
  public private(set) var size: Size
  /// Every frame presented, when `keepsFrames` (tests read them; a replay keeps only the last).
  public private(set) var frames: [Frame] = []
  public var keepsFrames: Bool
  /// The last frame presented.
  public private(set) var screen: Canvas?
  /// How many times the loop suspended the process (Ctrl-Z).
  public private(set) var suspensions = 0
  /// The clock's time each time the loop's deadline was reached (a `.timer` followed).
  public private(set) var deadlinesReached: [Double] = []
  /// How many steps have been handed over.
  public private(set) var position = 0
  /// Called before each recorded step with its index and time (a replay player waits there).
  public var beforeEvent: (Int, Double) -> Void = { _, _ in }
  public var onPresent: (Canvas) -> Void = { _ in }
  /// A signal that arrived (Ctrl-C during a check): the steps stop at the next one.
  public var interruption: () -> Int32? = { nil }
  public private(set) var interruptedBy: Int32?

  /// What the loop gets when the steps run out (it stops as on a signal).
  public static let endOfScript: Int32 = -2

  private let nextStep: () -> Step?
  private var pending: Step?
  private var stopped = false
  /// The end of the `.wait` being played, if any.
  private var waitingUntil: Double?
  private var suspendedFor = 0.0
  /// The last step was a recorded suspend: its `fg` is the next step.
  private var recordedSuspend = false

  /// A script of steps (tests): every frame is kept.
  public convenience init(
    size: Size = Size(width: 80, height: 24), clock: ManualClock = ManualClock(), script: [Step]
  ) {
    var rest = script[...]
    self.init(size: size, clock: clock, keepsFrames: true) { rest.popFirst() }
  }

  /// Steps from `next` until it returns nil (a replay file read a line at a time). `position`:
  /// how many steps came before the first of `next` (a replay viewer resuming at a keyframe).
  public init(
    size: Size, clock: ManualClock, keepsFrames: Bool = false, position: Int = 0, next: @escaping () -> Step?
  ) {
    self.size = size
    self.clock = clock
    self.keepsFrames = keepsFrames
    self.position = position
    nextStep = next
  }

  /// Ends the steps at the next one (a player's q, a check that has its verdict).
  public func stop() { stopped = true }

  public func present(_ canvas: Canvas, force: Bool) {
    if keepsFrames { frames.append(Frame(canvas: canvas, forced: force, time: clock.now)) }
    screen = canvas
    onPresent(canvas)
  }

  private func take() -> Step? {
    if let step = pending {
      pending = nil
      return step
    }
    return nextStep()
  }

  public func nextEvent(until deadline: Double?) -> BackendEvent? {
    while true {
      if let end = waitingUntil {
        if let deadline, deadline <= end {
          clock.set(deadline)
          deadlinesReached.append(clock.now)
          return nil
        }
        clock.set(end)
        waitingUntil = nil
      }
      if let signal = interruption() {
        interruptedBy = signal
        return .terminate(signal: signal)
      }
      guard !stopped, let step = take() else { return .terminate(signal: Self.endOfScript) }
      if case .recorded(_, let time) = step {
        beforeEvent(position, time ?? clock.now)
        if stopped { return .terminate(signal: Self.endOfScript) }
      }
      position += 1
      switch step {
      case .input(let event):
        if case .resize(let newSize) = event { size = newSize }
        return .input(event)
      case .wait(let seconds): waitingUntil = clock.now + max(0, seconds)
      case .resize(let newSize):
        size = newSize
        return .input(.resize(newSize))
      case .repaint: return .repaint
      case .suspend(let seconds):
        suspendedFor = max(0, seconds)
        return .suspended
      case .signal(let number): return .terminate(signal: number)
      case .recorded(let what, let time):
        clock.set(time ?? clock.now)
        switch what {
        // Due: the wait is over and the loop fires its deadline; not due: spurious.
        case .timer: return deadline.map { clock.now >= $0 } == true ? nil : .input(.timer(deadline: nil))
        case .suspend:
          recordedSuspend = true
          return .suspended
        case .resume, .time: continue  // a resume without its suspend, or only a time
        case .input(let event):
          if case .resize(let newSize) = event { size = newSize }
          return .input(event)
        }
      }
    }
  }

  /// Ctrl-Z: the clock moves by the scripted time, or to the recorded `fg` (the `resume` step
  /// that follows a recorded suspend; without one, only the suspend happened).
  public func suspend() {
    suspensions += 1
    guard recordedSuspend else { return clock.advance(by: suspendedFor) }
    recordedSuspend = false
    guard let next = take() else { return }
    guard case .recorded(.resume, let time) = next else {
      pending = next
      return
    }
    clock.set(time ?? clock.now)
    position += 1
  }
}
