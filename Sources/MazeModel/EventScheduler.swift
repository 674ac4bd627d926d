/// One queue of timed events, run on one thread in deadline order: the simulated rooms API's
/// latencies, unlocks, 504 delays and the explorer's retry backoff are all deadlines here.
///
/// Nothing in it reads a clock: whoever owns it says how far time has come. A test or
/// `--headless` jumps from one deadline to the next (`runUntilIdle`, a discrete-event
/// simulation: instant, and the same seed gives the same order every time); the maze scene
/// advances it to game time when the run loop wakes it at `nextDeadline`. Either way each event
/// runs at its own deadline (`now` is that deadline while it runs), so what it measures does not
/// depend on when the owner woke up.
public final class EventScheduler {
  private struct Event {
    var time: Double
    /// Ties run in the order they were scheduled.
    var sequence: UInt64
    var action: () -> Void

    func precedes(_ other: Event) -> Bool {
      time < other.time || (time == other.time && sequence < other.sequence)
    }
  }

  /// The time of the event running, or how far the owner has advanced.
  public private(set) var now: Double
  private var heap: [Event] = []
  private var sequence: UInt64 = 0
  /// Events run since creation.
  public private(set) var eventsRun = 0

  public init(now: Double = 0) { self.now = now }

  /// Runs `action` at `time`; a time in the past runs at the next advance, at `now`.
  public func schedule(at time: Double, _ action: @escaping () -> Void) {
    let at = time.isNaN ? now : max(now, time)
    push(Event(time: at, sequence: sequence, action: action))
    sequence &+= 1
  }

  public func schedule(after delay: Double, _ action: @escaping () -> Void) {
    schedule(at: now + (delay.isFinite ? max(0, delay) : 0), action)
  }

  /// The earliest deadline waiting, nil when there is none.
  public var nextDeadline: Double? { heap.first?.time }
  public var isIdle: Bool { heap.isEmpty }
  public var pendingCount: Int { heap.count }

  /// Runs every event due by `time` (those they schedule too, when due), each at its own
  /// deadline, then moves `now` to `time`. Returns how many ran.
  @discardableResult
  public func run(until time: Double) -> Int {
    var ran = 0
    while let first = heap.first, first.time <= time {
      runFirst()
      ran += 1
    }
    if time > now { now = time }
    return ran
  }

  /// Runs at most `limit` of the events due by `time`, in order; `now` reaches `time` only when
  /// none due is left (`isBehind(time)` says whether some are). Returns how many ran.
  @discardableResult
  public func run(until time: Double, limit: Int) -> Int {
    var ran = 0
    while ran < limit, let first = heap.first, first.time <= time {
      runFirst()
      ran += 1
    }
    if !isBehind(time), time > now { now = time }
    return ran
  }

  /// Some event due by `time` has not run yet.
  public func isBehind(_ time: Double) -> Bool { heap.first.map { $0.time <= time } ?? false }

  /// Runs the earliest event, jumping time to it. False when there is none.
  @discardableResult
  public func runNext() -> Bool {
    guard !heap.isEmpty else { return false }
    runFirst()
    return true
  }

  /// Virtual time: runs every event, jumping from deadline to deadline, until none is left.
  public func runUntilIdle() { while runNext() {} }

  private func runFirst() {
    let event = popFirst()
    if event.time > now { now = event.time }
    eventsRun += 1
    event.action()
  }

  /// Its state now (time, every event waiting with its deadline and its place among ties, the
  /// count run); calling the result puts it back, any number of times: part of a maze's keyframe
  /// in a replay viewer. The events are closures over the objects that scheduled them, whose
  /// own state their keyframe puts back alongside.
  public func savedState() -> () -> Void {
    let saved = (now, heap, sequence, eventsRun)
    return { [self] in (now, heap, sequence, eventsRun) = saved }
  }

  // MARK: binary heap

  private func push(_ event: Event) {
    heap.append(event)
    var child = heap.count - 1
    while child > 0 {
      let parent = (child - 1) / 2
      guard heap[child].precedes(heap[parent]) else { break }
      heap.swapAt(child, parent)
      child = parent
    }
  }

  private func popFirst() -> Event {
    let first = heap[0]
    let last = heap.removeLast()
    if !heap.isEmpty {
      heap[0] = last
      var parent = 0
      while true {
        let left = 2 * parent + 1
        let right = left + 1
        var best = parent
        if left < heap.count && heap[left].precedes(heap[best]) { best = left }
        if right < heap.count && heap[right].precedes(heap[best]) { best = right }
        if best == parent { break }
        heap.swapAt(parent, best)
        parent = best
      }
    }
    return first
  }
}
