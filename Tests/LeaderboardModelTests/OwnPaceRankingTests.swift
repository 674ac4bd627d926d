import DailyModel
import LeaderboardModel
import Foundation
import Testing

@Suite("FizzBuzz at your own pace is ranked apart")
struct OwnPaceRankingTests {
  private func entry(_ player: String, score: Double, seconds: Double, ownPace: Bool) -> LeaderboardEntry {
    var result = DailyResult(
      summary: "+\(Int(score))", won: true, finishedAt: 0, score: score, seconds: seconds)
    if ownPace { result.ownPace = true }
    return LeaderboardEntry(player: player, uid: 1, result: result, verdict: .verified)
  }

  @Test("the timed table first, then the own-pace one, each with places of its own")
  func tablesApart() {
    let ranked = LeaderboardRanking.byPace([
      entry("slow", score: 114, seconds: 300, ownPace: true),
      entry("fast", score: 60, seconds: 43, ownPace: false),
      entry("careful", score: 100, seconds: 200, ownPace: true),
      entry("quick", score: 80, seconds: 43, ownPace: false),
    ])
    #expect(ranked.map(\.entry.player) == ["quick", "fast", "slow", "careful"])
    #expect(
      ranked.map(\.place) == [1, 2, 1, 2], "an own-pace score never outranks a timed one, nor the reverse")
  }

  @Test("a result from before own pace (no field) is timed, and a file keeps the field only when set")
  func oldResultsAreTimed() throws {
    let old = try JSONDecoder().decode(
      DailyResult.self, from: Data(#"{"summary":"+5","won":true,"finishedAt":1}"#.utf8))
    #expect(old.ownPace == nil && old.stillOpen == nil && !old.isOpen)
    let text = String(decoding: try JSONEncoder().encode(old), as: UTF8.self)
    #expect(!text.contains("ownPace") && !text.contains("stillOpen"), "\(text)")
  }
}
