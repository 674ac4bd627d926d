import ArcadeKit

/// A replay file's events as the steps of a `ManualBackend`: each line, read once, at its
/// recorded session time. A check is told every line as it is read (`onRead`), to compare it
/// with what the session does.
public final class ReplaySteps {
  /// The file's events, streamed; `events.failure` says if the file changed meanwhile.
  public let events: ReplayEvents
  /// Told each line of the file as it is read (its line number).
  public var onRead: (Int, ReplayLine) -> Void = { _, _ in }
  /// The file's events were all read (the stream is not read past its end).
  private var exhausted = false

  public init(file: ReplayFile) { events = file.events() }

  /// The backend that plays them on `clock`, at the recorded size.
  public static func backend(_ file: ReplayFile, clock: ManualClock) -> (ManualBackend, ReplaySteps) {
    let steps = ReplaySteps(file: file)
    let backend = ManualBackend(size: file.header.size, clock: clock) { [steps] in steps.next() }
    return (backend, steps)
  }

  /// The next line as a step (nil at the end).
  func next() -> ManualBackend.Step? {
    guard !exhausted, let (number, line) = events.next() else {
      exhausted = true
      return nil
    }
    onRead(number, line)
    return Self.step(line)
  }

  /// The file's next line not read yet (after the session ended early).
  public func nextUnread() -> (line: Int, event: ReplayLine)? {
    guard !exhausted, let next = events.next() else {
      exhausted = true
      return nil
    }
    return next
  }

  public static func step(_ line: ReplayLine) -> ManualBackend.Step {
    let time = line.t
    switch line.e {
    case "timer": return .recorded(.timer, at: time)
    case "suspend": return .recorded(.suspend, at: time)
    case "resume": return .recorded(.resume, at: time)
    default: return .recorded(line.inputEvent.map { .input($0) } ?? .time, at: time)
    }
  }
}
