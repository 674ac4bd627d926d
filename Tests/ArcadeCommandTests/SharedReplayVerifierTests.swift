import ArcadeKit
import ArcadeScenes
import DailyModel
import Foundation
import Records
import Replay
import Testing

@testable import arcade

/// A Zombies daily played headless through the real run loop and shared the way the launcher
/// shares it; the verifier believes it, and nothing else. Serialized: a check parses the
/// recorded command line through the process-wide `SessionCapture`.
@Suite(.serialized) struct SharedReplayVerifierTests {
  static let assets =
    String(#filePath).components(separatedBy: "/").dropLast(3).joined(separator: "/") + "/assets"
  /// 2026-11-20, 12:00 UTC: a past day, so the command line's --date is valid whenever this runs.
  static let start = 1_795_132_800.0 + 43_200
  static let date = DailyDate(iso: "2026-11-20")!
  static let uid: UInt32 = 41_001

  /// The shared file of a Zombies daily played with random moves until it counted.
  static func sharedDaily(seed: UInt64) throws -> [UInt8] {
    let directory = try #require(ThrowawayDirectory())
    defer { directory.remove() }
    var moves = SeededRandom(seed: seed)
    let keys: [Key] = [.up, .down, .left, .right, .enter]
    let script = (0..<600).flatMap { _ -> [ScriptedBackend.Step] in
      [.key(keys[Int(moves.next() % 5)]), .wait(0.3)]
    }
    let backend = ScriptedBackend(script: script)
    let clock = backend.clock
    let env = AppEnvironment(
      records: RecordStore(directory: directory.path), seed: seed, assetsDirectory: assets,
      wallClock: SessionWallClock(start: start, t0: clock.now, clock: clock).read)
    let stack = SceneStack(root: MenuScene(env: env), size: backend.size, clock: clock)
    guard case .success(let scene) = DailyLaunch.scene(.zombies, date: date, env: env) else {
      Issue.record("no Zombies daily")
      return []
    }
    stack.push(scene)
    var session = ReplayRecorder.encode(
      ReplayHeader(
        arcade: ArcadeVersion.string, seed: seed, args: ["zombies", "--daily", "--date", date.description],
        ascii: false, monochrome: false, size: backend.size, start: start, t0: clock.now, records: [:],
        dataDir: directory.path))
    let recorder = ReplayRecorder(stack: stack, clock: clock) { session += ReplayRecorder.encode($0) }
    var shared: [UInt8]?
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    loop.observer = recorder
    loop.afterFrame = {
      let changed = env.runPendingEffects()
      for claim in env.takeCountedDailies() where shared == nil {
        shared = SharedReplay.make(
          session: session, claim: claim, uid: uid, end: recorder.endLine(signal: nil))
      }
      return changed
    }
    _ = loop.run()
    return try #require(shared, "the daily did not finish in 600 moves")
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
