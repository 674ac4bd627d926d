import DailyModel
import LeaderboardModel
import Testing

@Suite("A look checks the claims a reader sees first")
struct CheckingOrderTests {
  private func claim(_ game: DailyGame, _ player: String, uid: UInt32, score: Double, ownPace: Bool = false)
    -> CheckingOrder.Claim
  {
    var result = DailyResult(summary: "\(score)", won: true, finishedAt: 0, score: score, seconds: 10)
    if ownPace { result.ownPace = true }
    return CheckingOrder.Claim(
      game: game, entry: LeaderboardEntry(player: player, uid: uid, result: result, verdict: .sealed))
  }

  @Test("the reader's own claim first, then the game shown, then each table best claimed result first")
  func order() {
    let claims = [
      claim(.zombies, "ann", uid: 1, score: 1),
      claim(.memory, "bob", uid: 2, score: 9),
      claim(.zombies, "cat", uid: 3, score: 5),
      claim(.fizzbuzz, "dan", uid: 4, score: 7, ownPace: true),
      claim(.fizzbuzz, "eve", uid: 5, score: 2),
      claim(.zombies, "me", uid: 6, score: 0),
    ]
    let order = CheckingOrder.order(claims, reader: 6, focus: .memory)
    #expect(order.map { claims[$0].entry.player } == ["me", "bob", "cat", "ann", "eve", "dan"])
  }

  @Test("a table is checked as deep as it shows: a claim that fails is replaced by the next one")
  func depth() {
    var depth = CheckingOrder(depth: 2)
    func judged(_ claim: CheckingOrder.Claim, _ verdict: LeaderboardEntry.Verdict, play: String) {
      var claim = claim
      claim.entry.verdict = verdict
      depth.judged(claim, play: play, reader: 7)
    }
    // The reader's own row, checked first, takes no place of the top's.
    judged(claim(.zombies, "me", uid: 7, score: 1), .verified, play: "m")
    let first = claim(.zombies, "ann", uid: 1, score: 9)
    #expect(!depth.isBelow(first, reader: 7))
    judged(first, .verified, play: "a")
    let forged = claim(.zombies, "bob", uid: 2, score: 8)
    judged(forged, .unverified("its replay differs"), play: "b")
    let copy = claim(.zombies, "cat", uid: 3, score: 8)
    judged(copy, .verified, play: "a")
    // A copy of a play ranked already takes no place: the next claim is still checked.
    let second = claim(.zombies, "dan", uid: 4, score: 7)
    #expect(!depth.isBelow(second, reader: 7))
    judged(second, .verified, play: "d")
    // Two rows ranked: a claim tied with the last is checked (it may be the original of a copy),
    // one below it is not, except the reader's own, and other tables are not full yet.
    #expect(!depth.isBelow(claim(.zombies, "eve", uid: 5, score: 7), reader: 7))
    #expect(depth.isBelow(claim(.zombies, "fay", uid: 6, score: 6), reader: 7))
    #expect(!depth.isBelow(claim(.zombies, "me", uid: 7, score: 1), reader: 7))
    #expect(!depth.isBelow(claim(.memory, "gus", uid: 8, score: 1), reader: 7))
    #expect(!CheckingOrder(depth: nil).isBelow(claim(.zombies, "fay", uid: 6, score: 6), reader: 7))
  }
}
