import MazeModel
import Testing

@Suite("Event scheduler")
struct EventSchedulerTests {
  @Test("events run in deadline order, ties in the order they were scheduled")
  func deadlineOrder() {
    let scheduler = EventScheduler()
    var ran: [String] = []
    scheduler.schedule(at: 2) { ran.append("b") }
    scheduler.schedule(at: 1) { ran.append("a") }
    scheduler.schedule(at: 2) { ran.append("c") }
    scheduler.schedule(at: 0.5) { ran.append("first") }
    scheduler.runUntilIdle()
    #expect(ran == ["first", "a", "b", "c"])
  }

  @Test(
    "a run with a limit stops after that many events, says it is behind, and reaches the time only when none due is left"
  )
  func limitedRun() {
    let scheduler = EventScheduler()
    var ran: [Int] = []
    for index in 0..<25 { scheduler.schedule(at: 1) { ran.append(index) } }
    scheduler.schedule(at: 9) { ran.append(99) }
    #expect(scheduler.run(until: 5, limit: 10) == 10)
    #expect(scheduler.isBehind(5) && scheduler.now == 1)
    #expect(scheduler.run(until: 5, limit: 10) == 10)
    #expect(scheduler.run(until: 5, limit: 10) == 5)
    #expect(!scheduler.isBehind(5) && scheduler.now == 5)
    #expect(ran == Array(0..<25))  // in order, the one due later untouched
  }

  @Test("while an event runs, now is its deadline, whenever the owner advanced")
  func nowIsTheDeadline() {
    let scheduler = EventScheduler()
    var seen: [Double] = []
    scheduler.schedule(at: 0.007) {
      seen.append(scheduler.now)
      scheduler.schedule(after: 0.008) { seen.append(scheduler.now) }
    }
    // The owner wakes late, at 0.05: both run, each at its own time.
    #expect(scheduler.run(until: 0.05) == 2)
    #expect(seen == [0.007, 0.015])
    #expect(scheduler.now == 0.05)
  }

  @Test("run(until:) leaves later events waiting and reports the next deadline")
  func leavesLaterEvents() {
    let scheduler = EventScheduler()
    var ran = 0
    scheduler.schedule(at: 1) { ran += 1 }
    scheduler.schedule(at: 3) { ran += 1 }
    scheduler.run(until: 2)
    #expect(ran == 1)
    #expect(scheduler.nextDeadline == 3)
    #expect(!scheduler.isIdle)
  }

  @Test("a deadline in the past fires at once, at now; NaN and negative delays too")
  func pastDeadlineFiresAtOnce() {
    let scheduler = EventScheduler(now: 5)
    var times: [Double] = []
    scheduler.schedule(at: 1) { times.append(scheduler.now) }
    scheduler.schedule(after: -3) { times.append(scheduler.now) }
    scheduler.schedule(at: .nan) { times.append(scheduler.now) }
    #expect(scheduler.nextDeadline == 5)
    scheduler.run(until: 5)
    #expect(times == [5, 5, 5])
  }

  @Test("random deadlines always come out sorted (the heap keeps its order)")
  func heapOrderProperty() {
    var random = SplitMixForTest(seed: 9)
    let scheduler = EventScheduler()
    var out: [Double] = []
    for _ in 0..<2000 {
      let t = Double(random.next() % 10_000) / 100
      scheduler.schedule(at: t) { out.append(t) }
    }
    scheduler.runUntilIdle()
    #expect(out.count == 2000)
    #expect(out == out.sorted())
  }
}

/// A tiny generator so this suite needs nothing but the model.
struct SplitMixForTest {
  var state: UInt64
  init(seed: UInt64) { state = seed }
  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}

@Suite("Reveal digest")
struct RevealDigestTests {
  @Test("FNV-1a 64 of nothing is the offset basis; of \"a\\n\" the published value")
  func knownValues() {
    #expect(RevealDigest().hex == "cbf29ce484222325")
    var digest = RevealDigest()
    digest.add(
      DiscoveredRoom(
        id: "a", coordinates: .origin, type: .empty, openSides: [], lockedSides: [], order: 0, arrivedAfter: 0
      ))
    // FNV-1a 64 of "a\n", from an independent implementation (Python).
    #expect(digest.hex == "089bdc07b544e7b2")
  }

  @Test("another order gives another digest")
  func orderMatters() {
    func room(_ id: String) -> DiscoveredRoom {
      DiscoveredRoom(
        id: id, coordinates: .origin, type: .empty, openSides: [], lockedSides: [], order: 0, arrivedAfter: 0)
    }
    var ab = RevealDigest()
    ab.add([room("R1"), room("R2")])
    var ba = RevealDigest()
    ba.add([room("R2"), room("R1")])
    #expect(ab != ba)
  }
}
