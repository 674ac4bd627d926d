import Synchronization

/// Rooms by id, with in-flight de-duplication: however many callers ask for one room, and
/// however concurrently, the service is asked once (the original could fetch twice). A 504 is
/// retried with backoff; any other failure is handed to every waiter and forgotten, so a later
/// request asks again.
public final class RoomCache: Sendable {
  public struct Counters: Hashable, Sendable {
    /// Requests sent to the service, retries included.
    public var fetches = 0
    /// Requests answered from the cache or joined to one already in flight.
    public var hits = 0
    public var retries = 0
  }

  public typealias Completion = @Sendable (Result<Room, MazeError>) -> Void

  private enum Entry {
    case inFlight([Completion])
    case known(Room)
  }

  private struct State {
    var entries: [String: Entry] = [:]
    var counters = Counters()
    var cancelled = false
  }

  private let service: MazeService
  private let retry: RetryPolicy
  private let scheduler: BackgroundScheduler
  private let keepsRooms: Bool
  private let state = Mutex(State())

  /// Without `keepsRooms` the cache only joins requests in flight and forgets a room once
  /// answered (for a caller that remembers rooms itself).
  public init(
    service: MazeService, retry: RetryPolicy = RetryPolicy(),
    scheduler: BackgroundScheduler = DispatchScheduler(),
    keepsRooms: Bool = true
  ) {
    self.service = service
    self.retry = retry
    self.scheduler = scheduler
    self.keepsRooms = keepsRooms
  }

  public var counters: Counters { state.withLock { $0.counters } }

  public func cached(id: String) -> Room? {
    state.withLock { state in
      if case .known(let room) = state.entries[id] { return room }
      return nil
    }
  }

  /// The room `id`, from the cache when known; otherwise fetched once for every caller.
  public func room(id: String, completion: @escaping Completion) {
    enum Next {
      case answer(Result<Room, MazeError>)
      case wait
      case fetch
    }
    let next: Next = state.withLock { state in
      if state.cancelled { return .answer(.failure(.cancelled)) }
      switch state.entries[id] {
      case .known(let room):
        state.counters.hits += 1
        return .answer(.success(room))
      case .inFlight(var waiters):
        state.counters.hits += 1
        waiters.append(completion)
        state.entries[id] = .inFlight(waiters)
        return .wait
      case nil:
        state.entries[id] = .inFlight([completion])
        state.counters.fetches += 1
        return .fetch
      }
    }
    switch next {
    case .answer(let result): completion(result)
    case .wait: break
    case .fetch: send(id: id, attempt: 1)
    }
  }

  /// Stops all work: waiters and scheduled retries are answered `.cancelled`.
  public func cancel() {
    let waiters: [Completion] = state.withLock { state in
      state.cancelled = true
      var all: [Completion] = []
      for (id, entry) in state.entries {
        if case .inFlight(let list) = entry {
          all += list
          state.entries[id] = nil
        }
      }
      return all
    }
    for waiter in waiters { waiter(.failure(.cancelled)) }
  }

  private func send(id: String, attempt: Int) {
    service.fetchRoom(id: id) { [self] result in
      if case .failure(let error) = result, error.isRetryable, attempt < retry.maxAttempts {
        let goOn = state.withLock { state -> Bool in
          guard !state.cancelled else { return false }
          state.counters.retries += 1
          state.counters.fetches += 1
          return true
        }
        if goOn {
          scheduler.run(after: retry.delay(beforeAttempt: attempt + 1)) { [self] in
            if state.withLock({ !$0.cancelled }) {
              send(id: id, attempt: attempt + 1)
            }
          }
        }
        return
      }
      var final = result
      if case .failure(let error) = result, error.isRetryable {
        final = .failure(.tooManyRetries(roomID: id, attempts: attempt))
      }
      let waiters: [Completion] = state.withLock { state in
        guard case .inFlight(let list) = state.entries[id] else { return [] }
        switch final {
        case .success(let room): state.entries[id] = keepsRooms ? .known(room) : nil
        case .failure: state.entries[id] = nil
        }
        return list
      }
      for waiter in waiters { waiter(final) }
    }
  }
}
