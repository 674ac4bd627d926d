import ArcadeGeometry
/// Discovers a whole maze through a `MazeService`, concurrently and without level barriers:
/// each room's neighbours are asked for as soon as it arrives (the original waited for a whole
/// BFS level), with a bounded number of requests in flight. Every square is claimed once by its
/// coordinates, so each room is fetched once and each door unlocked once, from whichever side
/// reaches it first.
///
/// It lives on one thread, the one that runs its `EventScheduler`: answers come back as
/// scheduler events, time is the scheduler's `now` (virtual in tests and `--headless`, game time
/// on screen). Rooms go to an inbox that the consumer takes with `drain()`.
public final class MazeExplorer {
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
    var at: GridPoint
    /// Earliest moment (seconds since start) this request could have been sent.
    var earliest: Double
  }

  private struct UnlockJob {
    var lock: String
    var at: GridPoint
    var earliest: Double
  }

  public let configuration: Configuration
  private let service: MazeService
  private let cache: RoomCache
  private let scheduler: EventScheduler

  private(set) public var phase = ExplorerPhase.idle
  /// The maze's start room once the server named it: another explorer can start there to
  /// explore the same maze again (a retry after a failure).
  public private(set) var startRoomID: String?
  private var startedAt = 0.0
  private var finishedAt: Double?
  private var claimed = GrowableGrid<Bool>(empty: false, initialSide: 16)
  private var fetchQueue = FIFO<FetchJob>()
  private var unlockQueue = FIFO<UnlockJob>()
  private var fetchesInFlight = 0
  private var unlocksInFlight = 0
  /// Calls whose completion has not come back yet (even after a cancel).
  private var outstanding = 0
  private var stats = ExplorerStats()
  private var pointerHits = 0
  private var inbox: [DiscoveredRoom] = []
  /// Jobs counted in flight but not sent yet, and whether they are being sent.
  private var readyFetches: [FetchJob] = []
  private var readyUnlocks: [UnlockJob] = []
  private var pumping = false

  public init(service: MazeService, scheduler: EventScheduler, configuration: Configuration = Configuration())
  {
    self.service = service
    self.configuration = configuration
    self.scheduler = scheduler
    // Rooms are remembered by coordinates (the claim grid): the cache only joins requests in
    // flight, so a million-room maze does not keep a million decoded rooms.
    cache = RoomCache(service: service, retry: configuration.retry, scheduler: scheduler, keepsRooms: false)
  }

  private var clock: Double { scheduler.now }

  /// The run is over and every call has come back: nothing of it is left on the scheduler
  /// but, after a cancel, answers that will be dropped.
  public var isSettled: Bool { phase.isOver && outstanding == 0 }

  // MARK: control

  /// Asks for a new maze and explores it, or with `startRoom` explores the maze of that room
  /// again from there. Only the first call does anything.
  public func start(from startRoom: String? = nil) {
    guard phase == .idle else { return }
    phase = .starting
    startedAt = clock
    if let startRoom { return explore(from: startRoom) }
    outstanding += 1
    service.fetchStartRoom { [self] result in
      outstanding -= 1
      guard phase == .starting else { return }
      switch result {
      case .failure(let error):
        fail(error)
        launch()
      case .success(let id):
        explore(from: id)
      }
    }
  }

  private func explore(from id: String) {
    startRoomID = id
    phase = .exploring
    claimed[.origin] = true
    fetchQueue.push(FetchJob(id: id, at: .origin, earliest: clock - startedAt))
    launch()
  }

  /// Stops the exploration: nothing new is sent, answers still arriving are dropped.
  public func cancel() {
    guard phase.isRunning || phase == .idle else { return }
    phase = .cancelled
    finishedAt = clock
    fetchQueue.removeAll()
    unlockQueue.removeAll()
    cache.cancel()
  }

  /// The rooms found since the last drain, the counters and the phase.
  public func drain() -> ExplorerUpdate {
    let counters = cache.counters
    let rooms = inbox
    inbox = []
    var stats = stats
    stats.fetches = counters.fetches
    stats.retries = counters.retries
    stats.cacheHits = pointerHits + counters.hits
    stats.inFlight = fetchesInFlight + unlocksInFlight
    stats.wallSeconds = phase == .idle ? 0 : (finishedAt ?? clock) - startedAt
    return ExplorerUpdate(rooms: rooms, stats: stats, phase: phase)
  }

  /// Every stored `var` and its cache's; calling the result puts them back, any number of
  /// times: part of a maze's keyframe in a replay viewer. Its answers in flight are events on
  /// the scheduler, kept by the scheduler's own `savedState()`.
  public func savedState() -> () -> Void {
    let run = (phase, startRoomID, startedAt, finishedAt, claimed, stats, pointerHits, inbox)
    let work = (
      fetchQueue, unlockQueue, fetchesInFlight, unlocksInFlight, outstanding, readyFetches, readyUnlocks,
      pumping
    )
    let cache = cache.savedState()
    return { [self] in
      (phase, startRoomID, startedAt, finishedAt, claimed, stats, pointerHits, inbox) = run
      (
        fetchQueue, unlockQueue, fetchesInFlight, unlocksInFlight, outstanding, readyFetches, readyUnlocks,
        pumping
      ) = work
      cache()
    }
  }

  // MARK: arrivals

  private func roomArrived(_ result: Result<Room, MazeError>, job: FetchJob, sentAt: Double) {
    outstanding -= 1
    fetchesInFlight -= 1
    guard phase == .exploring else { return }
    switch result {
    case .failure(let error):
      fail(error)
    case .success(let room):
      record(room, at: job.at, arrival: job.earliest + (clock - sentAt))
    }
    launch()
  }

  private func record(_ room: Room, at: GridPoint, arrival: Double) {
    stats.criticalPathSeconds = max(stats.criticalPathSeconds, arrival)
    var locked: DirectionSet = []
    for direction in Direction.compass {
      guard let pointer = room.exits[direction] else { continue }
      if pointer.isLocked { locked.insert(DirectionSet(direction)) }
      let target = at.moved(direction)
      if claimed[target] {
        pointerHits += 1
        continue
      }
      claimed[target] = true
      switch pointer {
      case .room(let id): fetchQueue.push(FetchJob(id: id, at: target, earliest: arrival))
      case .lock(let lock): unlockQueue.push(UnlockJob(lock: lock, at: target, earliest: arrival))
      }
    }
    if room.type == .door { stats.doors += 1 }
    inbox.append(
      DiscoveredRoom(
        id: room.id, coordinates: at, type: room.type, openSides: room.exits.openSides, lockedSides: locked,
        order: stats.rooms, arrivedAfter: arrival))
    stats.rooms += 1
  }

  private func unlocked(_ result: Result<String, MazeError>, job: UnlockJob, sentAt: Double) {
    outstanding -= 1
    unlocksInFlight -= 1
    guard phase == .exploring else { return }
    switch result {
    case .failure(let error):
      fail(error)
    case .success(let id):
      stats.unlocks += 1
      fetchQueue.push(FetchJob(id: id, at: job.at, earliest: job.earliest + (clock - sentAt)))
    }
    launch()
  }

  // MARK: bookkeeping

  private func fail(_ error: MazeError) {
    phase = .failed(error)
    finishedAt = clock
    fetchQueue.removeAll()
    unlockQueue.removeAll()
  }

  private func launch() {
    guard phase == .exploring else { return }
    while fetchesInFlight < configuration.maxFetchesInFlight, let job = fetchQueue.pop() {
      fetchesInFlight += 1
      outstanding += 1
      readyFetches.append(job)
    }
    while unlocksInFlight < configuration.maxUnlocksInFlight, let job = unlockQueue.pop() {
      unlocksInFlight += 1
      outstanding += 1
      readyUnlocks.append(job)
    }
    if fetchesInFlight == 0 && unlocksInFlight == 0 {
      phase = .finished
      finishedAt = clock
    }
    pump()
  }

  /// Sends the ready jobs. A service that answers inline (a test's) only queues more jobs for
  /// the loop below, so a long chain of rooms never deepens the stack.
  private func pump() {
    guard !pumping else { return }
    pumping = true
    defer { pumping = false }
    while !readyFetches.isEmpty || !readyUnlocks.isEmpty {
      let fetches = readyFetches
      let unlocks = readyUnlocks
      readyFetches = []
      readyUnlocks = []
      for job in fetches {
        let sentAt = clock
        cache.room(id: job.id) { [self] result in roomArrived(result, job: job, sentAt: sentAt) }
      }
      for job in unlocks {
        let sentAt = clock
        service.unlockRoom(lock: job.lock) { [self] result in unlocked(result, job: job, sentAt: sentAt) }
      }
    }
  }
}
