import MazeModel
import MazeServer
import Testing

/// The original's server (SEEDS.md, MazeServer): once more than 4 096 rooms were served, each
/// request has a 6/4096 chance to fail after 2 s with 504 "Request Timeout"; never before.
@Suite("The original's 504s")
struct ServerTimeoutRuleTests {
  /// One fetch of `id`, run to its answer on `scheduler`: the answer and how long it took.
  private func fetch(_ id: String, from service: MazeService, on scheduler: EventScheduler) -> (
    Result<Room, MazeError>?, Double
  ) {
    let asked = scheduler.now
    var answer: Result<Room, MazeError>?
    var answeredAt = asked
    service.fetchRoom(id: id) {
      answer = $0
      answeredAt = scheduler.now
    }
    scheduler.runUntilIdle()
    return (answer, answeredAt - asked)
  }

  @Test("the server's defaults are the original's: 504s past 4 096 rooms, chance 6/4096, after 2 s")
  func defaultsAreTheOriginals() {
    let configuration = MazeServer.Configuration()
    #expect(configuration.timeoutAfterServed == 4096)
    #expect(configuration.timeoutChance == 6.0 / 4096)
    #expect(configuration.timeoutDelay == 2)
  }

  /// With a timeout chance of 1 the threshold alone decides: every fetch up to the 4 096th
  /// room served succeeds, and the very next one is a 504, answered 2 s (not a normal latency)
  /// later.
  @Test("no fetch times out before 4 096 rooms were served; the next one can, answering 504 after 2 s")
  func timeoutsBeginOnlyAfter4096RoomsServed() throws {
    let scheduler = EventScheduler()
    let server = quietServer(
      seed: 9, scheduler: scheduler,
      tweak: {
        $0.timeoutChance = 1
        $0.latencyScale = 1
      })
    let service = server.service(.direct)
    let start = try #require(startRoomID(of: service, on: scheduler))

    var failures = 0
    for _ in 0..<4096 {
      let (answer, took) = fetch(start, from: service, on: scheduler)
      if case .success = answer, took < 0.01 { continue }
      failures += 1
    }
    #expect(failures == 0)
    #expect(server.counters.roomsServed == 4096)
    #expect(server.counters.timeouts == 0)

    let (answer, took) = fetch(start, from: service, on: scheduler)
    guard case .failure(let error) = answer else {
      Issue.record("the fetch after 4 096 rooms served was answered \(String(describing: answer)), not a 504")
      return
    }
    #expect(error == .requestTimeout)
    #expect(abs(took - 2) < 1e-9)
    #expect(server.counters.timeouts == 1)
    #expect(server.counters.roomsServed == 4096)
  }
}
