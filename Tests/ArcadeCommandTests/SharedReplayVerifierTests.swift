import ArcadeKit
import ArcadeScenes
import DailyModel
import Foundation
import HeadlessDailies
import Records
import Replay
import Testing

@testable import arcade

/// A Zombies daily played headless through the real run loop and shared the way the launcher
/// shares it; the verifier believes it, and nothing else.
@Suite struct SharedReplayVerifierTests {
  static let assets =
    String(#filePath).components(separatedBy: "/").dropLast(3).joined(separator: "/") + "/assets"
  /// 2026-11-20, 12:00 UTC: a past day, so the command line's --date is valid whenever this runs.
  static let start = 1_795_132_800.0 + 43_200
  static let date = DailyDate(iso: "2026-11-20")!
  static let uid: UInt32 = 41_001

  /// The shared file of a Zombies daily played with random keys until it counted.
  static func sharedDaily(seed: UInt64) throws -> [UInt8] {
    try #require(
      HeadlessDaily.shared(
        .zombies, date: date, start: start, seed: seed, uid: uid, arcade: ArcadeVersion.string, assets: assets
      ))
  }

  static let name = SharedResultName(date: date, game: .zombies, uid: uid)

  @Test("a shared daily's replay, played again, ends with its claim: verified")
  func believesARealResult() throws {
    let bytes = try Self.sharedDaily(seed: 3)
    let outcome = SharedReplayVerifier.verify(bytes, name: Self.name, owner: Self.uid)
    #expect(outcome.problem == nil)
    #expect(outcome.claim?.game == .zombies)
    #expect(outcome.claim?.result.seconds != nil)
    let text = String(decoding: bytes, as: UTF8.self)
    #expect(!text.contains("\"s\":"), "no screen digests")
    #expect(!text.contains("/arcade-replay-"), "no path of the sharer's machine")
  }

  @Test("a shared Memory and FizzBuzz daily verify too, each with its game's score and time")
  func everyRankedGame() throws {
    for game in [DailyGame.memory, .fizzbuzz] {
      let bytes = try #require(
        HeadlessDaily.shared(
          game, date: Self.date, start: Self.start, seed: 5, uid: Self.uid, arcade: ArcadeVersion.string,
          assets: Self.assets), "\(game) did not finish")
      let name = SharedResultName(date: Self.date, game: game, uid: Self.uid)
      let outcome = SharedReplayVerifier.verify(bytes, name: name, owner: Self.uid)
      #expect(outcome.problem == nil, "\(game)")
      #expect(outcome.claim?.result.score != nil && outcome.claim?.result.seconds != nil, "\(game)")
    }
  }

  @Test("a replay copied by another user does not count for the copier")
  func copiedReplay() throws {
    let bytes = try Self.sharedDaily(seed: 3)
    let copy = SharedResultName(date: Self.date, game: .zombies, uid: 41_002)
    #expect(
      SharedReplayVerifier.verify(bytes, name: copy, owner: 41_002).problem
        == "a replay played by another user")
  }

  @Test("a claim the replay does not end with is unverified, saying what it ends with")
  func forgedClaim() throws {
    var text = String(decoding: try Self.sharedDaily(seed: 3), as: UTF8.self)
    let real = try #require(
      SharedReplayVerifier.verify(Array(text.utf8), name: Self.name, owner: Self.uid).claim)
    text = text.replacingOccurrences(
      of: "\"summary\":\"\(real.result.summary)\"", with: "\"summary\":\"won, 3 lives left\"")
    let outcome = SharedReplayVerifier.verify(Array(text.utf8), name: Self.name, owner: Self.uid)
    #expect(outcome.problem == "its replay ends with \"\(real.result.summary)\" instead")
  }

  @Test("a check stops at its budget of events and of CPU time")
  func budget() throws {
    let bytes = try Self.sharedDaily(seed: 3)
    let fewEvents = SharedReplayVerifier.Budget(events: 3, cpuSeconds: 60)
    #expect(
      SharedReplayVerifier.verify(bytes, name: Self.name, owner: Self.uid, budget: fewEvents).problem
        == "longer than 3 events")
    let noTime = SharedReplayVerifier.Budget(events: 1_000_000, cpuSeconds: 0)
    #expect(
      SharedReplayVerifier.verify(bytes, name: Self.name, owner: Self.uid, budget: noTime).problem
        == "took more than 0.0 s of CPU to check")
  }

  @Test("a file named for another day or game, or that is no replay, says so")
  func otherDayOrNoReplay() throws {
    let bytes = try Self.sharedDaily(seed: 3)
    let memory = SharedResultName(date: Self.date, game: .memory, uid: Self.uid)
    #expect(
      SharedReplayVerifier.verify(bytes, name: memory, owner: Self.uid).problem?.hasPrefix("claims zombies")
        == true)
    let notAReplay = SharedReplayVerifier.verify(Array("{}\n".utf8), name: Self.name, owner: Self.uid)
    #expect(notAReplay.problem?.hasPrefix("not a replay") == true)
    #expect(notAReplay.claim == nil)
  }
}
