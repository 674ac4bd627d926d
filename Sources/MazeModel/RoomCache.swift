/// Rooms by id, with in-flight de-duplication: however many callers ask for one room, the
/// service is asked once (the original could fetch twice). A 504 is retried with backoff (a
/// deadline on the scheduler); any other failure is handed to every waiter and forgotten, so a
/// later request asks again. Used from one thread: the loop that runs the scheduler.
public final class RoomCache {
  public struct Counters: Hashable, Sendable {
    /// Requests sent to the service, retries included.
    public var fetches = 0
    /// Requests answered from the cache or joined to one already in flight.
    public var hits = 0
    public var retries = 0
  }

  public typealias Completion = (Result<Room, MazeError>) -> Void

  private enum Entry {
    case inFlight([Completion])
    case known(Room)
  }

  private var entries: [String: Entry] = [:]
  public private(set) var counters = Counters()
  private var cancelled = false

  private let service: MazeService
  private let retry: RetryPolicy
  private let scheduler: EventScheduler
  private let keepsRooms: Bool

  /// Without `keepsRooms` the cache only joins requests in flight and forgets a room once
  /// answered (for a caller that remembers rooms itself).
  public init(
    service: MazeService, retry: RetryPolicy = RetryPolicy(), scheduler: EventScheduler,
    keepsRooms: Bool = true
  ) {
    self.service = service
    self.retry = retry
    self.scheduler = scheduler
    self.keepsRooms = keepsRooms
  }

  public func cached(id: String) -> Room? {
    if case .known(let room) = entries[id] { return room }
    return nil
  }

  /// The room `id`, from the cache when known; otherwise fetched once for every caller.
  public func room(id: String, completion: @escaping Completion) {
    if cancelled { return completion(.failure(.cancelled)) }
    switch entries[id] {
    case .known(let room):
      counters.hits += 1
      completion(.success(room))
    case .inFlight(var waiters):
      counters.hits += 1
      waiters.append(completion)
      entries[id] = .inFlight(waiters)
    case nil:
      entries[id] = .inFlight([completion])
      counters.fetches += 1
      send(id: id, attempt: 1)
    }
  }

  /// Its state now (rooms known and waiters in flight, counters); calling the result puts it
  /// back: part of a maze's keyframe (`MazeExplorer.savedState`).
  public func savedState() -> () -> Void {
    let saved = (entries, counters, cancelled)
    return { [self] in (entries, counters, cancelled) = saved }
  }

  /// Stops all work: waiters and scheduled retries are answered `.cancelled`.
  public func cancel() {
    cancelled = true
    var all: [Completion] = []
    for (id, entry) in entries {
      if case .inFlight(let list) = entry {
        all += list
        entries[id] = nil
      }
    }
    for waiter in all { waiter(.failure(.cancelled)) }
  }

  private func send(id: String, attempt: Int) {
    service.fetchRoom(id: id) { [self] result in
      if case .failure(let error) = result, error.isRetryable, attempt < retry.maxAttempts {
        guard !cancelled else { return }
        counters.retries += 1
        counters.fetches += 1
        scheduler.schedule(after: retry.delay(beforeAttempt: attempt + 1)) { [self] in
          if !cancelled { send(id: id, attempt: attempt + 1) }
        }
        return
      }
      var final = result
      if case .failure(let error) = result, error.isRetryable {
        final = .failure(.tooManyRetries(roomID: id, attempts: attempt))
      }
      guard case .inFlight(let waiters) = entries[id] else { return }
      switch final {
      case .success(let room): entries[id] = keepsRooms ? .known(room) : nil
      case .failure: entries[id] = nil
      }
      for waiter in waiters { waiter(final) }
    }
  }
}
