import DailyModel
import Foundation
import LeaderboardModel
import Testing

@Suite("The shared leaderboard's rules")
struct LeaderboardTests {
  private func entry(
    _ player: String, uid: UInt32, score: Double?, seconds: Double?, finishedAt: Double = 0,
    verified: Bool = true
  ) -> LeaderboardEntry {
    LeaderboardEntry(
      player: player, uid: uid,
      result: DailyResult(
        summary: "\(score ?? 0)", won: true, finishedAt: finishedAt, score: score, seconds: seconds),
      verdict: verified ? .verified : .unverified("the final state differs"))
  }

  @Test("a shared file is named DATE-GAME-UID-TOKEN.arcade, and only such names are read")
  func fileNames() throws {
    let name = try #require(SharedResultName(fileName: "2026-11-26-zombies-1000-00ff00ff00ff00ff.arcade"))
    #expect(name.date.description == "2026-11-26")
    #expect(name.game == .zombies)
    #expect(name.uid == 1000)
    #expect(name.token == "00ff00ff00ff00ff")
    #expect(name.description == "2026-11-26-zombies-1000-00ff00ff00ff00ff.arcade")
    let made = SharedResultName(date: name.date, game: .memory, uid: 7, token: 0xabc)
    #expect(made.description == "2026-11-26-memory-7-0000000000000abc.arcade")
    #expect(SharedResultName(fileName: made.description) == made)
    let token = "-0123456789abcdef"
    for other in [
      "2026-11-26-zombies-1000\(token).arcade.tmp", ".2026-11-26-zombies-1000\(token).arcade.arcade-Ab12Cd",
      "2026-11-26-maze-1000\(token).arcade",  // the maze daily has no ranking
      "2026-11-26-zombies-01000\(token).arcade", "2026-11-26-zombies--1\(token).arcade",
      "2026-11-26-zombies-\(token).arcade", "2026-11-26-zombies-4294967296\(token).arcade",
      "2026-02-30-zombies-1\(token).arcade", "2026-11-26-chess-1\(token).arcade",
      "2026-11-26-zombies-1-2\(token).arcade", "../2026-11-26-zombies-1\(token).arcade",
      "2026-11-26-zombies-1000.arcade",  // the older names, without a token
      "2026-11-26-zombies-1000-0123456789ABCDEF.arcade", "2026-11-26-zombies-1000-0123.arcade",
      "2026-11-26-zombies-1000-0123456789abcdefa.arcade",
    ] {
      #expect(SharedResultName(fileName: other) == nil, "\(other)")
    }
  }

  @Test("the maze daily has no ranking: Zombies, Memory and FizzBuzz do")
  func rankedGames() {
    #expect(DailyGame.ranked == [.zombies, .memory, .fizzbuzz])
    #expect(!DailyGame.maze.hasLeaderboard)
  }

  @Test("the ranking: verified first, higher score, then less time, then the earlier finish")
  func ranking() {
    let ordered = LeaderboardRanking.ordered([
      entry("dave", uid: 4, score: 3, seconds: 50, verified: false),
      entry("carol", uid: 3, score: 1, seconds: 10),
      entry("bob", uid: 2, score: 3, seconds: 60),
      entry("alice", uid: 1, score: 3, seconds: 40),
      entry("erin", uid: 5, score: 3, seconds: 40, finishedAt: 5),
    ])
    #expect(ordered.map(\.player) == ["alice", "erin", "bob", "carol", "dave"])
  }

  @Test("equal score and time share a place; unverified rows have none")
  func places() {
    let ordered = LeaderboardRanking.ordered([
      entry("a", uid: 1, score: 3, seconds: 40),
      entry("b", uid: 2, score: 3, seconds: 40, finishedAt: 1),
      entry("c", uid: 3, score: 2, seconds: 40),
      entry("d", uid: 4, score: 9, seconds: 1, verified: false),
    ])
    #expect(LeaderboardRanking.places(ordered) == [1, 1, 3, nil])
  }

  @Test("rows of a variant (FizzBuzz at its own pace) are ranked in a table of their own, after the game's")
  func tablePerVariant() {
    var slow = entry("slow", uid: 5, score: 50, seconds: 300)
    slow.variant = "own pace"
    let fast = entry("fast", uid: 6, score: 40, seconds: 60)
    let tables = LeaderboardRanking.tables([slow, fast])
    #expect(tables.map(\.variant) == [nil, "own pace"])
    #expect(tables.map { $0.entries.map(\.player) } == [["fast"], ["slow"]])
    #expect(LeaderboardRanking.title(.fizzbuzz, variant: "own pace") == "FizzBuzz · own pace")
    #expect(LeaderboardRanking.tables([]).isEmpty)
  }

  @Test("a claim travels as JSON with its date as YYYY-MM-DD, and a bad date is refused")
  func claimCoding() throws {
    let claim = SharedClaim(
      game: .memory, date: try #require(DailyDate(iso: "2026-11-26")),
      result: DailyResult(summary: "14 moves, 0:52", won: true, finishedAt: 9, score: -14, seconds: 52))
    let encoded = String(decoding: try JSONEncoder().encode(claim), as: UTF8.self)
    #expect(encoded.contains(#""date":"2026-11-26""#))
    #expect(try JSONDecoder().decode(SharedClaim.self, from: Data(encoded.utf8)) == claim)
    let badDate = encoded.replacingOccurrences(of: "2026-11-26", with: "2026-13-01")
    #expect(throws: (any Error).self) { try JSONDecoder().decode(SharedClaim.self, from: Data(badDate.utf8)) }
  }
}
