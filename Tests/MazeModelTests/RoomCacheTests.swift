import MazeModel
import MazeTestDoubles
import MazeServer
import Testing

@Suite("Room cache")
struct RoomCacheTests {
  @Test("concurrent requests for one room make one fetch and all get the room")
  func concurrentRequestsOneFetch() {
    let service = HandAnsweredMazeService()
    let cache = RoomCache(service: service, scheduler: EventScheduler())
    var answers = 0
    for _ in 0..<5 { cache.room(id: mockRoom.id) { if case .success = $0 { answers += 1 } } }
    #expect(service.fetchCalls == [mockRoom.id])
    service.answer(mockRoom.id, with: .success(mockRoom))
    #expect(answers == 5)
    #expect(cache.counters.fetches == 1)
    #expect(cache.counters.hits == 4)
    #expect(cache.cached(id: mockRoom.id) == mockRoom)
  }

  @Test("requests for one room due at the same instant on the scheduler make one fetch")
  func sameInstantOneFetch() {
    let scheduler = EventScheduler()
    let server = quietServer(seed: 2, scheduler: scheduler)
    let service = server.service(.direct)
    let startID = startRoomID(of: service, on: scheduler) ?? ""
    let cache = RoomCache(service: service, scheduler: scheduler)
    var answers = 0
    for _ in 0..<64 {
      scheduler.schedule(at: 1) { cache.room(id: startID) { if case .success = $0 { answers += 1 } } }
    }
    scheduler.runUntilIdle()
    #expect(answers == 64)
    #expect(server.counters.fetchRequests == 1)
    #expect(cache.counters.hits == 63)
  }

  @Test("a 504 is asked again after the backoff, on the scheduler's time")
  func retryAfterBackoff() {
    let scheduler = EventScheduler()
    let service = HandAnsweredMazeService()
    let cache = RoomCache(
      service: service, retry: RetryPolicy(maxAttempts: 3, baseDelay: 0.5), scheduler: scheduler)
    var result: Result<Room, MazeError>?
    cache.room(id: mockRoom.id) { result = $0 }
    service.answer(mockRoom.id, with: .failure(.requestTimeout))
    #expect(service.fetchCalls.count == 1, "not asked again before the backoff")
    #expect(scheduler.nextDeadline == 0.5)
    scheduler.run(until: 0.5)
    #expect(service.fetchCalls.count == 2)
    service.answer(mockRoom.id, with: .success(mockRoom))
    #expect(result == .success(mockRoom))
    #expect(cache.counters.retries == 1)
  }

  @Test("a permanent failure is handed to every waiter and forgotten, so asking again fetches again")
  func failureForgotten() {
    let service = HandAnsweredMazeService()
    let cache = RoomCache(service: service, scheduler: EventScheduler())
    var failures = 0
    for _ in 0..<2 { cache.room(id: "R9") { if case .failure = $0 { failures += 1 } } }
    service.answer("R9", with: .failure(.unknownRoom))
    #expect(failures == 2)
    cache.room(id: "R9") { _ in }
    #expect(service.fetchCalls == ["R9", "R9"])
  }

  @Test("cancel answers every waiter with cancelled")
  func cancelAnswersWaiters() {
    let service = HandAnsweredMazeService()
    let cache = RoomCache(service: service, scheduler: EventScheduler())
    var results: [Result<Room, MazeError>] = []
    cache.room(id: "R1") { results.append($0) }
    cache.cancel()
    cache.room(id: "R2") { results.append($0) }
    #expect(results == [.failure(.cancelled), .failure(.cancelled)])
    #expect(service.fetchCalls == ["R1"])
  }

  @Test("backoff doubles from the base delay and is capped")
  func backoff() {
    let policy = RetryPolicy(maxAttempts: 6, baseDelay: 0.1, maxDelay: 0.5)
    #expect((1...6).map { policy.delay(beforeAttempt: $0) } == [0, 0.1, 0.2, 0.4, 0.5, 0.5])
  }
}
