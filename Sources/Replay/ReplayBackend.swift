import ArcadeKit

/// A `TerminalBackend` that plays a replay file's events on a manual clock through the real
/// `RunLoop`, headless: each event arrives at its recorded session time; a recorded timer
/// moves the clock to its time and lets the loop fire its own deadline (so a replay whose
/// scenes no longer ask for that deadline shows up as a difference, not as a forced timer).
public final class ReplayBackend: TerminalBackend {
  public let clock: ManualClock
  public private(set) var size: Size
  /// How many events of the file have been handed over.
  public private(set) var position = 0
  public private(set) var frames = 0
  public private(set) var screen: Canvas?
  /// The file's events, streamed; `events.failure` says if the file changed meanwhile.
  public let events: ReplayEvents
  private var pending: ReplayLine?
  /// What the loop gets when the file has no more events (it stops as on a signal).
  public static let endOfReplay: Int32 = -2
  /// Called before each event is handed over, with its index and session time (the player
  /// waits there).
  public var beforeEvent: (Int, Double) -> Void = { _, _ in }
  public var onPresent: (Canvas) -> Void = { _ in }
  /// A signal that arrived (Ctrl-C during a check): the replay stops at the next event.
  public var interruption: () -> Int32? = { nil }
  public private(set) var interruptedBy: Int32?
  /// Told each line of the file as it is read (its line number): a check compares these with
  /// what the session does, so each line is read once.
  public var onRead: (Int, ReplayLine) -> Void = { _, _ in }

  public init(file: ReplayFile, clock: ManualClock) {
    self.clock = clock
    size = file.header.size
    events = file.events()
  }

  private func take() -> ReplayLine? {
    if let line = pending {
      pending = nil
      return line
    }
    guard !exhausted, let (number, line) = events.next() else {
      exhausted = true
      return nil
    }
    onRead(number, line)
    return line
  }

  /// The file's events were all read (the stream is not read past its end).
  private var exhausted = false

  /// The file's next line not read yet (a line put back after a suspend was read already).
  public func nextUnread() -> (line: Int, event: ReplayLine)? {
    guard !exhausted, let next = events.next() else {
      exhausted = true
      return nil
    }
    return next
  }

  public func present(_ canvas: Canvas, force: Bool) {
    frames += 1
    screen = canvas
    onPresent(canvas)
  }

  /// Ends the replay at the next event (the player's q).
  public func stop() { stopped = true }
  private var stopped = false

  public func nextEvent(until deadline: Double?) -> BackendEvent? {
    if let signal = interruption() {
      interruptedBy = signal
      return .terminate(signal: signal)
    }
    guard !stopped, let line = take() else { return .terminate(signal: Self.endOfReplay) }
    beforeEvent(position, line.t ?? clock.now)
    if stopped { return .terminate(signal: Self.endOfReplay) }
    position += 1
    clock.set(line.t ?? clock.now)
    switch line.e {
    // Due: the loop fires it itself. Not due (a soak sends spurious timers): handed over as input.
    case "timer": return deadline.map { clock.now >= $0 } == true ? nil : .input(.timer)
    case "suspend": return .suspended
    case "resume": return nextEvent(until: deadline)  // a resume without its suspend: only time
    default:
      guard let event = line.inputEvent else { return nextEvent(until: deadline) }
      if case .resize(let newSize) = event { size = newSize }
      return .input(event)
    }
  }

  /// Ctrl-Z in the recording: the clock jumps to the resume.
  public func suspend() {
    guard let next = take() else { return }
    guard next.e == "resume" else {
      pending = next
      return
    }
    clock.set(next.t ?? clock.now)
    position += 1
  }
}
