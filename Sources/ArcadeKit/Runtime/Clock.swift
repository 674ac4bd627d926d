#if canImport(Glibc)
  import Glibc
#elseif canImport(Musl)
  import Musl
#elseif canImport(Darwin)
  import Darwin
#endif

/// A monotonic clock in seconds. The real one reads the system's monotonic time; tests use
/// `ManualClock` and advance it themselves.
public protocol Clock: AnyObject {
  var now: Double { get }
  /// The run loop woke up (input, a deadline, a resize, `fg`): a clock read once per event
  /// (`LatchedClock`) takes the time now. The loop calls it itself on every wake, so time
  /// never depends on who watches the loop.
  func wake()
}

extension Clock {
  /// Clocks that answer the time whenever asked have nothing to do.
  public func wake() {}
}

public final class ManualClock: Clock {
  public private(set) var now: Double
  public init(now: Double = 0) { self.now = now }
  public func advance(by seconds: Double) { now += max(0, seconds) }
  public func set(_ time: Double) { now = max(now, time) }
  /// Puts the clock back to `time`, even earlier: a replay viewer's keyframe restored.
  public func rewind(to time: Double) { now = time }
}

/// Game time: a clock that can be stopped (terminal too small, suspended, help or pause open)
/// so that no game ever runs while the player cannot see it.
public final class GameClock {
  private let source: Clock
  private var offset: Double = 0
  private var pausedAt: Double?

  public init(source: Clock) { self.source = source }

  /// What game time is made of at an instant: the time spent paused so far, and since when it
  /// is paused (nil: running). A shared daily's attempt carries it, so its replay starts with
  /// the very game times the session had (the same doubles, not a recomputed sum).
  public struct State: Codable, Equatable, Sendable {
    public var offset: Double
    public var pausedAt: Double?
    public init(offset: Double, pausedAt: Double?) {
      self.offset = offset
      self.pausedAt = pausedAt
    }
  }

  public var state: State {
    get { State(offset: offset, pausedAt: pausedAt) }
    set {
      offset = newValue.offset
      pausedAt = newValue.pausedAt
    }
  }

  public var now: Double { (pausedAt ?? source.now) - offset }
  public var isPaused: Bool { pausedAt != nil }

  public func pause() {
    if pausedAt == nil { pausedAt = source.now }
  }

  public func resume() {
    if let pausedAt {
      offset += source.now - pausedAt
      self.pausedAt = nil
    }
  }

  /// The wall-clock instant at which game time will reach `gameTime` (if it runs).
  public func wallTime(forGameTime gameTime: Double) -> Double { gameTime + offset }
}

/// The real clock: seconds on the monotonic clock since the process asked for it. It reads
/// `CLOCK_MONOTONIC` itself: `ContinuousClock` lives in _Concurrency, which would link the
/// concurrency runtime and libdispatch (and run dispatch's initializer at every start).
public final class MonotonicClock: Clock {
  private let start = MonotonicClock.seconds()
  public init() {}
  public var now: Double { Self.seconds() - start }

  private static func seconds() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_MONOTONIC, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) * 1e-9
  }
}
