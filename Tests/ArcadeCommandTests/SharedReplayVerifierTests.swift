import ArcadeKit
import ArcadeScenes
import DailyModel
import Foundation
import HeadlessDailies
import LeaderboardModel
import Records
import Replay
import Testing

@testable import Leaderboard
@testable import arcade

/// A Zombies daily played headless through the real run loop and shared the way the launcher
/// shares it (the counted attempt alone); the verifier believes it, and nothing else.
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

  static let name = SharedResultName(date: date, game: .zombies, uid: uid, token: 1)

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
    for field in ["\"args\"", "\"records\"", "\"assetsDir\"", "\"dataDir\"", "\"seed\""] {
      #expect(!text.contains(field), "a shared attempt holds no \(field)")
    }
  }

  @Test(
    "a daily played in screen-reader mode, the look key pressed during it, is verified: looking is no move")
  func screenReaderLooksAreNoMoves() throws {
    let bytes = try #require(
      HeadlessDaily.shared(
        .zombies, date: Self.date, start: Self.start, seed: 5, uid: Self.uid, arcade: ArcadeVersion.string,
        assets: Self.assets, screenReader: true))
    let outcome = SharedReplayVerifier.verify(bytes, name: Self.name, owner: Self.uid)
    #expect(outcome.problem == nil)
    #expect(outcome.claim?.game == .zombies)
    #expect(!String(decoding: bytes, as: UTF8.self).contains("\"k\":\"c:l\""), "no look key in the attempt")
  }

  /// The file with its first line's JSON object changed by `edit`.
  static func withHeader(_ bytes: [UInt8], _ edit: (inout [String: Any]) -> Void) throws -> [UInt8] {
    let text = String(decoding: bytes, as: UTF8.self)
    let newline = try #require(text.firstIndex(of: "\n"))
    var header = try #require(
      try JSONSerialization.jsonObject(with: Data(text[..<newline].utf8)) as? [String: Any])
    edit(&header)
    let first = try JSONSerialization.data(withJSONObject: header, options: [.sortedKeys])
    return Array(first) + Array(text[newline...].utf8)
  }

  @Test("every number of a claim is checked before it is shown: no value can trap a reader (L1)")
  func impossibleClaims() throws {
    let bytes = try Self.sharedDaily(seed: 3)
    for seconds: Any in [1e19, 9.3e18, 1e308, -1e300, -1] {
      let edited = try Self.withHeader(bytes) { header in
        var claim = header["claim"] as! [String: Any]
        var result = claim["result"] as! [String: Any]
        result["seconds"] = seconds
        claim["result"] = result
        header["claim"] = claim
      }
      let outcome = SharedReplayVerifier.verify(edited, name: Self.name, owner: Self.uid)
      #expect(outcome.problem?.contains("a claimed time out of range") == true, "\(seconds)")
      #expect(outcome.claim == nil, "an impossible claim is never shown")
    }
    let farFinish = try Self.withHeader(bytes) { header in
      var claim = header["claim"] as! [String: Any]
      var result = claim["result"] as! [String: Any]
      result["finishedAt"] = 1e300
      claim["result"] = result
      header["claim"] = claim
    }
    #expect(
      SharedReplayVerifier.verify(farFinish, name: Self.name, owner: Self.uid).problem?.contains(
        "a claimed finish outside the attempt's day") == true)
  }

  @Test("a header that asks for paths, decks, sizes or records is read for its day and game only (L2, L5)")
  func headerOptionsAreNeverHonoured() throws {
    let bytes = try Self.sharedDaily(seed: 3)
    let edited = try Self.withHeader(bytes) { header in
      header["args"] = ["maze", "--size", "4001x4001", "--latency-scale", "0", "--deck", "/etc/shadow"]
      header["assetsDir"] = "/root"
      header["records"] = ["daily.json": "{}"]
    }
    // The extra fields change nothing: the day's game is made from the day and game alone.
    #expect(SharedReplayVerifier.verify(edited, name: Self.name, owner: Self.uid).problem == nil)
    let huge = try Self.withHeader(bytes) { header in header["width"] = 4001 }
    #expect(
      SharedReplayVerifier.verify(huge, name: Self.name, owner: Self.uid).problem?.contains("a size beyond")
        == true)
  }

  @Test("an older shared replay (a whole session) is not verified, whatever its header turns off (L4)")
  func olderFormatsAreRefused() throws {
    let session = """
      {"arcade":"arcade 0.1.0","arcadeReplay":1,"args":["zombies","--daily","--date","2026-11-20"],\
      "ascii":false,"height":24,"width":80,"monochrome":false,"records":{},"seed":0,"start":1795176000,\
      "t0":0,"uid":41001}
      {"e":"end","t":1}

      """
    let outcome = SharedReplayVerifier.verify(Array(session.utf8), name: Self.name, owner: Self.uid)
    #expect(outcome.problem == "not a shared attempt (an older shared format)")
  }

  @Test("the same play is the same however its bytes are spelled (L3)")
  func playDigestIsOfTheParsedAttempt() throws {
    let bytes = try Self.sharedDaily(seed: 3)
    let original = SharedReplayVerifier.verify(bytes, name: Self.name, owner: Self.uid)
    var text = String(decoding: bytes, as: UTF8.self)
    text = text.replacingOccurrences(of: "{\"e\":", with: "{ \"e\" :").replacingOccurrences(
      of: "\n", with: "\r\n")
    let spelled = SharedReplayVerifier.verify(Array(text.utf8), name: Self.name, owner: Self.uid)
    #expect(original.play != nil)
    #expect(spelled.play == original.play)
    #expect(spelled.attempt == original.attempt, "the cache key is the attempt as parsed")
  }

  @Test("a shared Memory and FizzBuzz daily verify too, each with its game's score and time")
  func everyRankedGame() throws {
    for game in [DailyGame.memory, .fizzbuzz] {
      let bytes = try #require(
        HeadlessDaily.shared(
          game, date: Self.date, start: Self.start, seed: 5, uid: Self.uid, arcade: ArcadeVersion.string,
          assets: Self.assets), "\(game) did not finish")
      let name = SharedResultName(date: Self.date, game: game, uid: Self.uid, token: 2)
      let outcome = SharedReplayVerifier.verify(bytes, name: name, owner: Self.uid)
      #expect(outcome.problem == nil, "\(game)")
      #expect(outcome.claim?.result.score != nil && outcome.claim?.result.seconds != nil, "\(game)")
    }
  }

  @Test("a replay copied by another user does not count for the copier")
  func copiedReplay() throws {
    let bytes = try Self.sharedDaily(seed: 3)
    let copy = SharedResultName(date: Self.date, game: .zombies, uid: 41_002, token: 3)
    #expect(
      SharedReplayVerifier.verify(bytes, name: copy, owner: 41_002).problem
        == "an attempt played by another user")
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
        == "too costly to check")
  }

  @Test("a file named for another day or game, or that is no replay, says so")
  func otherDayOrNoReplay() throws {
    let bytes = try Self.sharedDaily(seed: 3)
    let memory = SharedResultName(date: Self.date, game: .memory, uid: Self.uid, token: 4)
    #expect(
      SharedReplayVerifier.verify(bytes, name: memory, owner: Self.uid).problem?.hasPrefix("claims zombies")
        == true)
    let notAReplay = SharedReplayVerifier.verify(Array("{}\n".utf8), name: Self.name, owner: Self.uid)
    #expect(notAReplay.problem?.hasPrefix("not a replay") == true)
    #expect(notAReplay.claim == nil)
  }
}
