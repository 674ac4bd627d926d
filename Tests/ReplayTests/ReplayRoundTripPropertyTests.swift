import ArcadeKit
import ArcadeScenes
import PropertyBased
import Records
import Foundation
import Testing
import MemoryDecks

@testable import Replay

/// Records sessions driven through the real `RunLoop` (scripted keys, waits, resizes and
/// Ctrl-Z on a manual clock), writes them as a replay file, reads it back and replays it on
/// fresh scenes: the replay must reach the same screens and the same final state.
@Suite("Replays under random sessions")
struct ReplayRoundTripPropertyTests {
  static let keys: [Key] = [
    .enter, .char(" "), .up, .down, .left, .right, .char("q"), .escape, .char("?"), .char("p"), .char("1"),
    .char("3"), .char("5"), .char("f"), .char("b"), .tab, .backspace, .char("r"), .char("n"), .char("2"),
  ]

  static let assets = String(#filePath).components(separatedBy: "/").dropLast(3).joined(separator: "/")

  /// A step from a number: mostly keys, then waits, a few resizes and suspends.
  static func step(_ value: Int) -> ManualBackend.Step {
    switch value % 100 {
    case 0..<70: return .key(keys[value % keys.count])
    case 70..<94: return .wait(Double(value % 23) / 10)
    case 94..<97: return .resize(value % 2 == 0 ? Size(width: 30, height: 10) : Size(width: 80, height: 24))
    case 97..<99: return .suspend(for: 1.5)
    default: return .repaint
    }
  }

  @Test("a recorded session replays to the same screens and final state (1 000 sessions)")
  func recordedSessionsReplayExactly() async {
    await propertyCheck(count: 1000, input: Gen.int(in: 0...9_999).array(of: 1...12)) { values in
      let seed = UInt64(values.first ?? 0)
      guard let bytes = Self.record(seed: seed, script: values.map(Self.step)) else {
        Issue.record("no temporary directory")
        return
      }
      let file: ReplayFile
      do {
        file = try ReplayFile.parse(bytes, name: "session")
      } catch {
        Issue.record("the recorded session does not read back: \(error)")
        return
      }
      #expect(Self.replay(file) == .same)
    }
  }

  @Test("a session whose last screens look alike replays to the same final state, with or without a ^L")
  func sameLookingScreensKeepTheirScenes() {
    // Help over the menu, both too small at 30×10: q pops the help without changing the
    // screen; a ^L then presents it again in the recording only (a repaint is no event).
    let script: [ManualBackend.Step] = [
      .key(.char("?")), .resize(Size(width: 30, height: 10)), .key(.char("q")), .repaint, .key(.char("q")),
    ]
    guard let bytes = Self.record(seed: 2268, script: script),
      let file = try? ReplayFile.parse(bytes, name: "s")
    else {
      Issue.record("the session was not recorded")
      return
    }
    #expect(Self.replay(file) == .same)
  }

  /// Plays `script` on the menu through the real loop, recording it; returns the file.
  static func record(seed: UInt64, script: [ManualBackend.Step]) -> [UInt8]? {
    guard let directory = ThrowawayDirectory() else { return nil }
    defer { directory.remove() }
    let backend = ManualBackend(script: script)
    let clock = backend.clock
    let env = AppEnvironment(
      records: RecordStore(directory: directory.path), seed: seed, assetsDirectory: assets + "/assets",
      decks: MemoryDeckLibrary(assetsDirectory: assets + "/assets").shelf(),
      wallClock: SessionWallClock(start: 1_800_000_000, t0: 0, clock: clock).read)
    env.records.shownDirectory = "/records"
    let stack = SceneStack(root: MenuScene(env: env), size: backend.size, clock: clock)
    var bytes = ReplayRecorder.encode(
      ReplayHeader(
        arcade: "test", seed: seed, args: [], ascii: false, monochrome: false, size: backend.size,
        start: 1_800_000_000, t0: 0, records: [:]))
    let recorder = ReplayRecorder(stack: stack, clock: clock) { bytes += ReplayRecorder.encode($0) }
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    loop.observer = recorder
    loop.afterFrame = { env.runPendingEffects() }
    let signal = loop.run()
    env.runPendingEffects(force: true)
    bytes += ReplayRecorder.encode(recorder.endLine(signal: signal))
    return bytes
  }

  static func replay(_ file: ReplayFile) -> ReplayVerdict? {
    guard let directory = ThrowawayDirectory() else { return nil }
    defer { directory.remove() }
    let clock = ManualClock(now: file.header.t0)
    let env = AppEnvironment(
      records: RecordStore(directory: directory.path), seed: file.header.seed,
      assetsDirectory: assets + "/assets",
      decks: MemoryDeckLibrary(assetsDirectory: assets + "/assets").shelf(),
      wallClock: SessionWallClock(start: file.header.start, t0: file.header.t0, clock: clock).read)
    env.records.shownDirectory = "/records"
    let stack = SceneStack(root: MenuScene(env: env), size: file.header.size, clock: clock)
    return ReplayCheck(file: file).run(stack: stack, clock: clock) { env.runPendingEffects() }
  }
}
