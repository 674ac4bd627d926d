import ArcadeKit

/// Where a replay and its recording part, or that they do not.
public enum ReplayVerdict: Equatable, Sendable {
  case same
  /// The first event (1-based) whose line differs, its line in the file and what differs.
  case differs(event: Int, line: Int, what: String)
}

/// Plays a replay headless through the real `RunLoop` and compares every line its recorder
/// would write with the file's as the player reads them (each line is read once); it stops at
/// the first difference.
public final class ReplayCheck {
  public let file: ReplayFile
  public private(set) var verdict: ReplayVerdict = .same
  private var produced = 0
  /// The file's lines the player read and the recorder has not written yet, as the recorder
  /// writes them (suspend/resume included), and the one compared last (the cause when the
  /// screen after it differs).
  private var read: [(line: Int, event: ReplayLine)] = []
  private var nextRead = 0
  private var previous: (line: Int, event: ReplayLine)?
  private var backend: ManualBackend?
  private var steps: ReplaySteps?

  /// Whether each frame's scenes are asked for broken rules (`brokenInvariant`, as the soak
  /// does); a shared attempt's verdict is its result alone, and asking cost its check a sixth.
  public var checksInvariants = true

  public init(file: ReplayFile) {
    self.file = file
  }

  /// Whether the file's final state can be compared: recorded with state snapshots.
  public var comparesState: Bool { file.header.arcadeReplay >= ReplayFormat.snapshotVersion }

  /// Where the file changed while it was checked, if it did.
  public var failure: ReplayError? { steps?.events.failure }

  /// The next line of the file to compare: read by the player, else (the session ended
  /// early) not read yet.
  private func expected() -> (line: Int, event: ReplayLine)? {
    if nextRead < read.count {
      defer {
        nextRead += 1
        if nextRead == read.count {
          read.removeAll(keepingCapacity: true)
          nextRead = 0
        }
      }
      return read[nextRead]
    }
    return steps?.nextUnread()
  }

  /// Runs the session `stack` (made from the header, on `clock`) to its end. Without
  /// `screens` (a shared replay has no screen digests) nothing is drawn: the events and the
  /// final state are compared.
  public func run(
    stack: SceneStack, clock: ManualClock, screens: Bool = true,
    interruption: @escaping () -> Int32? = { nil },
    afterFrame: @escaping () -> Bool
  ) -> ReplayVerdict {
    let (backend, steps) = ReplaySteps.backend(file, clock: clock)
    backend.interruption = interruption
    steps.onRead = { [weak self] number, line in self?.read.append((number, line)) }
    self.backend = backend
    self.steps = steps
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    loop.afterFrame = { [weak self] in
      self?.checkInvariants(stack)
      return afterFrame()
    }
    let recorder = ReplayRecorder(stack: stack, clock: clock) { [weak self] line in self?.compare(line) }
    recorder.digestsScreens = screens
    loop.drawsFrames = screens
    loop.observer = recorder
    let signal = loop.run()
    _ = afterFrame()
    if let signal = backend.interruptedBy {
      interrupted = signal
      return verdict
    }
    if case .same = verdict, let next = expected() {
      differ(
        event: produced + 1, line: next.line,
        what: "the session ended before this event (\(next.event.summary) at t=\(next.event.t ?? 0))")
    }
    var end = recorder.endLine(signal: signal == ManualBackend.endOfScript ? file.end.signal : signal)
    if file.end.e == "crash" { end.signal = file.end.signal }
    if case .same = verdict {
      if file.end.screen != nil && end.screen != file.end.screen {
        differ(event: produced, line: file.endLine, what: "the final screen differs")
      } else if comparesState && end.state != file.end.state {
        differ(event: produced, line: file.endLine, what: "the final state differs")
      }
    }
    return verdict
  }

  /// The signal that stopped the check before its end (Ctrl-C), if one did.
  public private(set) var interrupted: Int32?

  /// The first rule a scene's model reports broken (as the soak checks them), if any.
  public private(set) var brokenInvariant: (event: Int, what: String)?

  private func checkInvariants(_ stack: SceneStack) {
    guard checksInvariants, brokenInvariant == nil else { return }
    for scene in stack.scenes {
      guard let checking = scene as? InvariantChecking else { continue }
      let found = checking.invariantViolations()
      if !found.isEmpty {
        brokenInvariant = (produced, "\(type(of: scene)): \(found.joined(separator: "; "))")
        return
      }
    }
  }

  private func compare(_ line: ReplayLine) {
    produced += 1
    guard case .same = verdict else { return }
    guard let (number, recorded) = expected() else {
      differ(
        event: produced, line: file.endLine,
        what: "the replay went on past the recorded end (\(line.summary))")
      return
    }
    let cause = previous
    previous = (number, recorded)
    var what: String?
    if line.e != recorded.e || line.k != recorded.k || line.m != recorded.m || line.x != recorded.x
      || line.y != recorded.y || line.w != recorded.w || line.h != recorded.h
    {
      what = "recorded \(recorded.summary), replayed \(line.summary)"
    } else if recorded.s != nil && line.s != recorded.s {
      // The digest is of the screen before this event, so the event before it made the change.
      guard let (causeLine, causeEvent) = cause else {
        return differ(event: produced, line: number, what: "the screen before \(recorded.summary) differs")
      }
      return differ(
        event: produced - 1, line: causeLine, what: "the screen after \(causeEvent.summary) differs")
    } else if line.g != recorded.g {
      what = "game time \(line.g ?? 0) instead of \(recorded.g ?? 0)"
    }
    if let what { differ(event: produced, line: number, what: what) }
  }

  private func differ(event: Int, line: Int, what: String) {
    guard case .same = verdict else { return }
    verdict = .differs(event: event, line: line, what: what)
    backend?.stop()  // the verdict is known: the rest of the file need not be played
  }
}
