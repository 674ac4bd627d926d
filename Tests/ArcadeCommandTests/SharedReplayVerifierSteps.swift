import LeaderboardModel

@testable import Leaderboard

extension SharedReplayVerifier {
  /// The leaderboard scan's two steps for one attempt file (`LeaderboardScan`): `parse`, then
  /// `check` within the file's budget counted from the start of its reading. The verifier's
  /// tests go through exactly the functions the scan calls, with nothing composed only for them.
  static func verify(_ bytes: [UInt8], name: SharedResultName, owner: UInt32, budget: Budget = Budget())
    -> Outcome
  {
    let deadline = CPUTime.now() + budget.cpuSeconds
    switch parse(bytes, name: name) {
    case .failure(let outcome): return outcome
    case .success(let parsed):
      return check(parsed, name: name, owner: owner, budget: budget, deadline: deadline)
    }
  }
}
