import FizzBuzzModel
import Foundation
import Testing

@Suite("Statistics and records")
struct StatsTests {
  func game(_ s: FizzBuzzSettings, score: Int, at time: Double = 0) -> FizzBuzzFinishedGame {
    FizzBuzzFinishedGame(settings: s, score: score, correct: 0, wrong: 0, missed: 0, playedAt: time)
  }

  let classic = settings(3, 5, 100)
  let small = settings(3, 5, 15)
  let other = settings(2, 7, 30, "pop", "zap")

  @Test("games with identical settings are grouped, most played first")
  func grouping() {
    let games = [
      game(small, score: 3), game(classic, score: 5), game(classic, score: 9), game(other, score: 1),
      game(classic, score: 7), game(small, score: 4),
    ]
    let groups = FizzBuzzStats.groups(games)
    #expect(groups.map(\.settings) == [classic, small, other])
    #expect(groups.map(\.count) == [3, 2, 1])
    #expect(groups[0].scores == [5, 9, 7] && groups[0].bestScore == 9)
  }

  @Test("equal counts: the most recently played first, whatever the order of hashing")
  func deterministicTies() {
    let games = [game(small, score: 1), game(classic, score: 1), game(other, score: 1)]
    #expect(FizzBuzzStats.groups(games).map(\.settings) == [other, classic, small])
    let replayed = games + [game(small, score: 2), game(classic, score: 2)]
    #expect(FizzBuzzStats.groups(replayed).map(\.settings) == [classic, small, other])
    for _ in 0..<20 { #expect(FizzBuzzStats.groups(replayed) == FizzBuzzStats.groups(replayed)) }
  }

  @Test("no games, no groups")
  func empty() {
    #expect(FizzBuzzStats.groups([]).isEmpty)
  }

  @Test("the gauge is scaled to the largest count")
  func gauge() {
    #expect(FizzBuzzStats.gaugeLength(count: 4, maximum: 4, width: 20) == 20)
    #expect(FizzBuzzStats.gaugeLength(count: 2, maximum: 4, width: 20) == 10)
    #expect(FizzBuzzStats.gaugeLength(count: 1, maximum: 100, width: 20) == 1)
    #expect(FizzBuzzStats.gaugeLength(count: 0, maximum: 4, width: 20) == 0)
  }

  @Test("chart heights run from the lowest score (or 0) to the highest")
  func chart() {
    #expect(FizzBuzzStats.chartHeights([0, 5, 10], height: 4) == [0, 2, 4])
    #expect(FizzBuzzStats.chartHeights([-4, 0, 4], height: 4) == [0, 2, 4])
    #expect(FizzBuzzStats.chartHeights([3, 3], height: 4) == [4, 4])
    #expect(FizzBuzzStats.chartHeights([1, 100], height: 4) == [1, 4])
    #expect(FizzBuzzStats.chartHeights([], height: 4).isEmpty)
    #expect(FizzBuzzStats.chartHeights([-1], height: 4) == [0])
    #expect(FizzBuzzStats.chartRange([-1]) == -1...0 && FizzBuzzStats.chartRange([3, 7]) == 0...7)
  }

  @Test("records round-trip through JSON with the original's setting keys")
  func roundTrip() throws {
    let records = FizzBuzzRecords(games: [
      FizzBuzzFinishedGame(
        settings: classic, score: 12, correct: 7, wrong: 2, missed: 3, playedAt: 1_700_000_000.5)
    ])
    let data = try JSONEncoder().encode(records)
    let json = String(decoding: data, as: UTF8.self)
    #expect(json.contains("\"int1\":3") && json.contains("\"string2\":\"buzz\""))
    #expect(try JSONDecoder().decode(FizzBuzzRecords.self, from: data) == records)
  }

  @Test("chart heights saturate: extreme scores never trap and stay within the chart")
  func extremeScoresSaturate() {
    let cases: [[Int]] = [
      [Int.max], [Int.min], [Int.min, Int.max], [0, Int.max, 1], [Int.min, 0, -1], [Int.max, Int.max - 1],
    ]
    for scores in cases {
      let heights = FizzBuzzStats.chartHeights(scores, height: 4)
      #expect(heights.count == scores.count)
      #expect(heights.allSatisfy { (0...4).contains($0) })
    }
    #expect(FizzBuzzStats.chartHeights([Int.min, Int.max], height: 4) == [0, 4])
    #expect(FizzBuzzStats.chartHeights([0, Int.max], height: 4) == [0, 4])
  }

  @Test("the gauge saturates for huge counts")
  func gaugeSaturates() {
    #expect(FizzBuzzStats.gaugeLength(count: Int.max, maximum: Int.max, width: 30) == 30)
    #expect(FizzBuzzStats.gaugeLength(count: Int.max / 2, maximum: Int.max, width: 30) == 14)
    #expect(FizzBuzzStats.gaugeLength(count: 1, maximum: Int.max, width: 30) == 1)
  }
}
