import MemoryModel
import Testing

@Suite("Best results")
struct MemoryRecordsTests {
  @Test("a first win sets both bests for its deck")
  func firstWin() {
    var records = MemoryRecords()
    let news = records.record(deck: "A", moves: 12, seconds: 40)
    #expect(news == NewBest(moves: true, time: true))
    #expect(records.bestByDeck["A"] == BestResult(fewestMoves: 12, fastestSeconds: 40, wins: 1))
  }

  @Test("fewest moves and fastest time are kept separately, per deck")
  func bestsKeptSeparately() {
    var records = MemoryRecords()
    records.record(deck: "A", moves: 12, seconds: 40)
    #expect(records.record(deck: "A", moves: 10, seconds: 50) == NewBest(moves: true, time: false))
    #expect(records.record(deck: "A", moves: 11, seconds: 30) == NewBest(moves: false, time: true))
    #expect(!records.record(deck: "A", moves: 10, seconds: 30).any)
    records.record(deck: "B", moves: 20, seconds: 99)
    #expect(records.bestByDeck["A"] == BestResult(fewestMoves: 10, fastestSeconds: 30, wins: 4))
    #expect(records.bestByDeck["B"]?.wins == 1)
  }
}

@Suite struct MemoryWinsSaturateTests {
  @Test func winsStopAtTheLargestCountTheRecordsReaderAccepts() {
    var records = MemoryRecords(
      bestByDeck: ["d": BestResult(fewestMoves: 8, fastestSeconds: 10, wins: MemoryRecords.largestCount)])
    records.record(deck: "d", moves: 9, seconds: 11)
    #expect(records.bestByDeck["d"]?.wins == MemoryRecords.largestCount)
  }
}
