import Dispatch
import MazeModel
import Synchronization
import Testing

@Suite("Room cache")
struct RoomCacheTests {
  @Test("concurrent requests for one room make one fetch and all get the room")
  func concurrentRequestsOneFetch() {
    let service = ManualService()
    let cache = RoomCache(service: service, scheduler: ImmediateScheduler())
    let answers = Mutex(0)
    for _ in 0..<5 { cache.room(id: mockRoom.id) { if case .success = $0 { answers.withLock { $0 += 1 } } } }
    #expect(service.fetchCalls == [mockRoom.id])
    service.answer(mockRoom.id, with: .success(mockRoom))
    #expect(answers.withLock { $0 } == 5)
    #expect(cache.counters.fetches == 1)
    #expect(cache.counters.hits == 4)
    #expect(cache.cached(id: mockRoom.id) == mockRoom)
  }

  @Test("requests for one room from many threads at once make one fetch")
  func manyThreadsOneFetch() {
    let service = ManualService()
    let cache = RoomCache(service: service, scheduler: ImmediateScheduler())
    let answers = Mutex(0)
    DispatchQueue.concurrentPerform(iterations: 64) { _ in
      cache.room(id: mockRoom.id) { if case .success = $0 { answers.withLock { $0 += 1 } } }
    }
    #expect(service.fetchCalls == [mockRoom.id])
    service.answer(mockRoom.id, with: .success(mockRoom))
    #expect(answers.withLock { $0 } == 64)
    #expect(cache.counters.hits == 63)
  }

  @Test("a permanent failure is handed to every waiter and forgotten, so asking again fetches again")
  func failureForgotten() {
    let service = ManualService()
    let cache = RoomCache(service: service, scheduler: ImmediateScheduler())
    let failures = Mutex(0)
    for _ in 0..<2 { cache.room(id: "R9") { if case .failure = $0 { failures.withLock { $0 += 1 } } } }
    service.answer("R9", with: .failure(.unknownRoom))
    #expect(failures.withLock { $0 } == 2)
    cache.room(id: "R9") { _ in }
    #expect(service.fetchCalls == ["R9", "R9"])
  }

  @Test("cancel answers every waiter with cancelled")
  func cancelAnswersWaiters() {
    let service = ManualService()
    let cache = RoomCache(service: service, scheduler: ImmediateScheduler())
    let results = Mutex<[Result<Room, MazeError>]>([])
    cache.room(id: "R1") { r in results.withLock { $0.append(r) } }
    cache.cancel()
    cache.room(id: "R2") { r in results.withLock { $0.append(r) } }
    #expect(results.withLock { $0 } == [.failure(.cancelled), .failure(.cancelled)])
    #expect(service.fetchCalls == ["R1"])
  }

  @Test("backoff doubles from the base delay and is capped")
  func backoff() {
    let policy = RetryPolicy(maxAttempts: 6, baseDelay: 0.1, maxDelay: 0.5)
    #expect((1...6).map { policy.delay(beforeAttempt: $0) } == [0, 0.1, 0.2, 0.4, 0.5, 0.5])
  }
}
