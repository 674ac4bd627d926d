import Dispatch
import Synchronization

/// Discovers a whole maze through a `MazeService`, concurrently and without level barriers:
/// each room's neighbours are asked for as soon as it arrives (the original waited for a whole
/// BFS level), with a bounded number of requests in flight. Every square is claimed once by its
/// coordinates, so each room is fetched once and each door unlocked once, from whichever side
/// reaches it first. Unlocks (slow, synchronous) run on background threads.
///
/// Results go to an inbox; `onNews` is called (from any thread) when the inbox has news, and
/// the consumer calls `drain()`. Time comes from the injected clock, never the system's.
public final class MazeExplorer: Sendable {
  public struct Configuration: Hashable, Sendable {
    public var maxFetchesInFlight: Int
    public var maxUnlocksInFlight: Int
    public var retry: RetryPolicy

    public init(maxFetchesInFlight: Int = 16, maxUnlocksInFlight: Int = 8, retry: RetryPolicy = RetryPolicy())
    {
      self.maxFetchesInFlight = max(1, maxFetchesInFlight)
      self.maxUnlocksInFlight = max(1, maxUnlocksInFlight)
      self.retry = retry
    }
  }

  private struct FetchJob {
    var id: String
    var at: Coordinates
    /// Earliest moment (seconds since start) this request could have been sent.
    var earliest: Double
  }

  private struct UnlockJob {
    var lock: String
    var at: Coordinates
    var earliest: Double
  }

  private struct State {
    var phase = ExplorerPhase.idle
    var startedAt = 0.0
    var finishedAt: Double?
    var claimed = GrowableGrid<Bool>(empty: false, initialSide: 16)
    var fetchQueue = FIFO<FetchJob>()
    var unlockQueue = FIFO<UnlockJob>()
    var fetchesInFlight = 0
    var unlocksInFlight = 0
    /// Calls whose completion has not come back yet (even after a cancel).
    var outstanding = 0
    var stats = ExplorerStats()
    var pointerHits = 0
    var inbox: [DiscoveredRoom] = []
    var newsPending = false
    /// The consumer was told and has not drained since: one wake per drain is enough.
    var consumerNotified = false
    var settledSignalled = false
    /// Jobs counted in flight but not sent yet, and whether a thread is sending them.
    var readyFetches: [FetchJob] = []
    var readyUnlocks: [UnlockJob] = []
    var pumping = false
  }

  public let configuration: Configuration
  private let service: MazeService
  private let cache: RoomCache
  private let clock: @Sendable () -> Double
  private let scheduler: BackgroundScheduler
  private let onNews: @Sendable () -> Void
  private let state = Mutex(State())
  private let settled = DispatchSemaphore(value: 0)

  public init(
    service: MazeService, configuration: Configuration = Configuration(),
    clock: @escaping @Sendable () -> Double,
    scheduler: BackgroundScheduler = DispatchScheduler(), onNews: @escaping @Sendable () -> Void = {}
  ) {
    self.service = service
    self.configuration = configuration
    self.clock = clock
    self.scheduler = scheduler
    self.onNews = onNews
    // Rooms are remembered by coordinates (the claim grid): the cache only joins requests in
    // flight, so a million-room maze does not keep a million decoded rooms.
    cache = RoomCache(service: service, retry: configuration.retry, scheduler: scheduler, keepsRooms: false)
  }

  // MARK: control

  /// Asks for a new maze and explores it. Only the first call does anything.
  public func start() {
    let begin = state.withLock { state -> Bool in
      guard state.phase == .idle else { return false }
      state.phase = .starting
      state.startedAt = clock()
      state.outstanding += 1
      return true
    }
    guard begin else { return }
    // Never on the caller's (UI) thread: a server without latency answers inline.
    scheduler.run(after: 0) { [self] in requestStartRoom() }
  }

  private func requestStartRoom() {
    service.fetchStartRoom { [self] result in
      let work = state.withLock { state -> Launches in
        state.outstanding -= 1
        guard state.phase == .starting else { return finishIfSettled(&state) }
        switch result {
        case .failure(let error):
          fail(&state, error)
        case .success(let id):
          state.phase = .exploring
          state.claimed[.origin] = true
          state.fetchQueue.push(FetchJob(id: id, at: .origin, earliest: clock() - state.startedAt))
        }
        return launch(&state)
      }
      perform(work)
    }
  }

  /// Stops the exploration: nothing new is sent, answers still arriving are dropped.
  public func cancel() {
    let work = state.withLock { state -> Launches in
      guard state.phase.isRunning || state.phase == .idle else { return Launches() }
      state.phase = .cancelled
      state.finishedAt = clock()
      state.fetchQueue.removeAll()
      state.unlockQueue.removeAll()
      state.newsPending = true
      return finishIfSettled(&state)
    }
    cache.cancel()
    perform(work)
  }

  /// The rooms found since the last drain, the counters and the phase.
  public func drain() -> ExplorerUpdate {
    let counters = cache.counters
    return state.withLock { state in
      let rooms = state.inbox
      state.inbox = []
      state.newsPending = false
      state.consumerNotified = false
      var stats = state.stats
      stats.fetches = counters.fetches
      stats.retries = counters.retries
      stats.cacheHits = state.pointerHits + counters.hits
      stats.inFlight = state.fetchesInFlight + state.unlocksInFlight
      stats.wallSeconds = (state.finishedAt ?? clock()) - state.startedAt
      if state.phase == .idle { stats.wallSeconds = 0 }
      return ExplorerUpdate(rooms: rooms, stats: stats, phase: state.phase)
    }
  }

  /// Blocks the calling thread (never the UI's) until the run is over and every call has come
  /// back, or `timeout` seconds pass. True when settled.
  public func waitUntilSettled(timeout: Double) -> Bool {
    if state.withLock({ $0.settledSignalled && $0.outstanding == 0 }) { return true }
    let result = settled.wait(timeout: .now() + timeout)
    if result == .success { settled.signal() }  // let other waiters through too
    return result == .success
  }

  // MARK: arrivals

  private func roomArrived(_ result: Result<Room, MazeError>, job: FetchJob, sentAt: Double) {
    let work = state.withLock { state -> Launches in
      state.outstanding -= 1
      state.fetchesInFlight -= 1
      guard state.phase == .exploring else { return finishIfSettled(&state) }
      switch result {
      case .failure(let error):
        fail(&state, error)
      case .success(let room):
        let arrival = job.earliest + (clock() - sentAt)
        record(room, at: job.at, arrival: arrival, in: &state)
      }
      return launch(&state)
    }
    perform(work)
  }

  private func record(_ room: Room, at: Coordinates, arrival: Double, in state: inout State) {
    state.stats.criticalPathSeconds = max(state.stats.criticalPathSeconds, arrival)
    var locked: DirectionSet = []
    for direction in Direction.allCases {
      guard let pointer = room.exits[direction] else { continue }
      if pointer.isLocked { locked.insert(DirectionSet(direction)) }
      let target = at.moved(direction)
      if state.claimed[target] {
        state.pointerHits += 1
        continue
      }
      state.claimed[target] = true
      switch pointer {
      case .room(let id): state.fetchQueue.push(FetchJob(id: id, at: target, earliest: arrival))
      case .lock(let lock): state.unlockQueue.push(UnlockJob(lock: lock, at: target, earliest: arrival))
      }
    }
    if room.type == .door { state.stats.doors += 1 }
    state.inbox.append(
      DiscoveredRoom(
        id: room.id, coordinates: at, type: room.type, openSides: room.exits.openSides, lockedSides: locked,
        order: state.stats.rooms, arrivedAfter: arrival))
    state.stats.rooms += 1
    state.newsPending = true
  }

  private func unlocked(_ result: Result<String, MazeError>, job: UnlockJob, took: Double) {
    let work = state.withLock { state -> Launches in
      state.outstanding -= 1
      state.unlocksInFlight -= 1
      guard state.phase == .exploring else { return finishIfSettled(&state) }
      switch result {
      case .failure(let error):
        fail(&state, error)
      case .success(let id):
        state.stats.unlocks += 1
        state.newsPending = true
        state.fetchQueue.push(FetchJob(id: id, at: job.at, earliest: job.earliest + took))
      }
      return launch(&state)
    }
    perform(work)
  }

  // MARK: bookkeeping (under the lock)

  /// What to do once the lock is released.
  private struct Launches {
    var notify = false
    var signalSettled = false
  }

  private func fail(_ state: inout State, _ error: MazeError) {
    state.phase = .failed(error)
    state.finishedAt = clock()
    state.fetchQueue.removeAll()
    state.unlockQueue.removeAll()
    state.newsPending = true
  }

  private func launch(_ state: inout State) -> Launches {
    var work = Launches()
    if state.phase == .exploring {
      while state.fetchesInFlight < configuration.maxFetchesInFlight, let job = state.fetchQueue.pop() {
        state.fetchesInFlight += 1
        state.outstanding += 1
        state.readyFetches.append(job)
      }
      while state.unlocksInFlight < configuration.maxUnlocksInFlight, let job = state.unlockQueue.pop() {
        state.unlocksInFlight += 1
        state.outstanding += 1
        state.readyUnlocks.append(job)
      }
      if state.fetchesInFlight == 0 && state.unlocksInFlight == 0 {
        state.phase = .finished
        state.finishedAt = clock()
        state.newsPending = true
      }
    }
    let settledWork = finishIfSettled(&state)
    work.notify = settledWork.notify
    work.signalSettled = settledWork.signalSettled
    return work
  }

  private func finishIfSettled(_ state: inout State) -> Launches {
    var work = Launches()
    if state.newsPending && !state.consumerNotified {
      state.consumerNotified = true
      work.notify = true
    }
    if state.phase.isOver && state.outstanding == 0 && !state.settledSignalled {
      state.settledSignalled = true
      work.signalSettled = true
    }
    return work
  }

  private func perform(_ work: Launches) {
    pump()
    if work.signalSettled { settled.signal() }
    if work.notify { onNews() }
  }

  /// Sends the ready jobs. One thread at a time sends; answers that come back inline (a server
  /// without latency) only queue more jobs for the loop below, so a long chain of rooms never
  /// deepens the stack and costs no thread hop per room.
  private func pump() {
    let mine = state.withLock { state -> Bool in
      if state.pumping { return false }
      state.pumping = true
      return true
    }
    guard mine else { return }
    while true {
      let (fetches, unlocks) = state.withLock { state -> ([FetchJob], [UnlockJob]) in
        let batch = (state.readyFetches, state.readyUnlocks)
        state.readyFetches = []
        state.readyUnlocks = []
        if batch.0.isEmpty && batch.1.isEmpty { state.pumping = false }
        return batch
      }
      if fetches.isEmpty && unlocks.isEmpty { return }
      for job in fetches {
        let sentAt = clock()
        cache.room(id: job.id) { [self] result in roomArrived(result, job: job, sentAt: sentAt) }
      }
      for job in unlocks {
        scheduler.run(after: 0) { [self] in
          let began = clock()
          let result = service.unlockRoom(lock: job.lock)
          unlocked(result, job: job, took: clock() - began)
        }
      }
    }
  }
}
