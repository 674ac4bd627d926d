/// A clock read once per event: `wake()` takes the source's time, and `now` answers that
/// until the next wake. The session's scenes run on it, and the run loop wakes it each time it
/// wakes up, so everything an event does (and the frame drawn after it) sees one instant — the
/// instant the replay recorder writes down, which makes a replay on a manual clock set to the
/// recorded times exact, not nearly so.
public final class LatchedClock: Clock {
  private let source: Clock
  public private(set) var now: Double

  public init(source: Clock) {
    self.source = source
    now = source.now
  }

  public func wake() { now = max(now, source.now) }
}
