/// A `TerminalBackend` for tests: plays a script of terminal events on a `ManualClock` through
/// the real `RunLoop`, and keeps every frame the loop asked it to show. Nothing sleeps: a
/// `.wait` moves the manual clock, stopping at each deadline the loop is waiting for, exactly
/// as the real backend's `poll` would time out there.
public final class ScriptedBackend: TerminalBackend {
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

    public static func key(_ key: Key) -> Step { .input(.key(key)) }
  }

  /// A frame the loop presented: what was on it, whether every cell was repainted, and when.
  public struct Frame: Sendable {
    public let canvas: Canvas
    public let forced: Bool
    public let time: Double
  }

  /// What the loop gets when the script has run out: it stops as on a signal with this code.
  public static let endOfScript: Int32 = -1

  public let clock: ManualClock
  public private(set) var size: Size
  public private(set) var frames: [Frame] = []
  /// How many times the loop suspended the process (Ctrl-Z).
  public private(set) var suspensions = 0
  /// The clock's time each time the loop's deadline was reached (a `.timer` followed).
  public private(set) var deadlinesReached: [Double] = []

  private var steps: [Step]
  private var next = 0
  /// The end of the `.wait` being played, if any.
  private var waitingUntil: Double?
  private var suspendedFor = 0.0

  public init(size: Size = Size(width: 80, height: 24), clock: ManualClock = ManualClock(), script: [Step]) {
    self.size = size
    self.clock = clock
    steps = script
  }

  /// The last frame presented.
  public var screen: Canvas? { frames.last?.canvas }

  public func present(_ canvas: Canvas, force: Bool) {
    frames.append(Frame(canvas: canvas, forced: force, time: clock.now))
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
      guard next < steps.count else { return .terminate(signal: Self.endOfScript) }
      let step = steps[next]
      next += 1
      switch step {
      case .input(let event): return .input(event)
      case .wait(let seconds): waitingUntil = clock.now + max(0, seconds)
      case .resize(let newSize):
        size = newSize
        return .input(.resize(newSize))
      case .repaint: return .repaint
      case .suspend(let seconds):
        suspendedFor = max(0, seconds)
        return .suspended
      case .signal(let number): return .terminate(signal: number)
      }
    }
  }

  public func suspend() {
    suspensions += 1
    clock.advance(by: suspendedFor)
  }
}
