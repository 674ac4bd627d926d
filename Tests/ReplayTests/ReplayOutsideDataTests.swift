import ArcadeKit
import ArcadeScenes
import DailyModel
import Foundation
import Records
import Testing
import MemoryModel

@testable import Replay

/// Records in a fresh temporary directory, no decks: what these tests' scenes need.
func bareEnvironment() -> AppEnvironment {
  let env = AppEnvironment(
    records: RecordStore(directory: NSTemporaryDirectory() + "arcade-replay-test-\(UUID().uuidString)"),
    seed: 1,
    assetsDirectory: "", decks: DeckShelf(directory: "", choices: []))
  return env
}

/// The leaderboard shows other users' files: a replay cannot show them as they were, so its
/// frames carry no screen digest and its scroll position is not game state.
@Suite struct ReplayOutsideDataTests {
  private func recorded(_ root: Scene) -> [ReplayLine] {
    let clock = ManualClock()
    let stack = SceneStack(root: root, size: Size(width: 80, height: 24), clock: clock)
    var lines: [ReplayLine] = []
    let recorder = ReplayRecorder(stack: stack, clock: clock) { lines.append($0) }
    recorder.loopDidPresent(stack.render())
    recorder.loopWillDeliver(.key(.down))
    lines.append(recorder.endLine(signal: nil))
    return lines
  }

  @Test("a frame of the leaderboard has no screen digest in the replay; any other frame has one")
  func leaderboardFramesAreNotDigested() {
    let env = bareEnvironment()
    let board = recorded(LeaderboardScene(env: env, date: DailyDate(iso: "2026-11-23")!))
    #expect(board.map(\.s) == [nil, nil])
    #expect(board.last?.screen == nil)
    #expect(board.last?.state != nil)
    let menu = recorded(MenuScene(env: env))
    #expect(menu.first?.s != nil)
    #expect(menu.last?.screen != nil)
  }
}

/// The final state a replay compares is what each scene says it holds (its snapshot), not its
/// stored fields found by reflection: renaming a field or a type leaves every replay valid.
@Suite struct StateSnapshotDigestTests {
  @Test("the state digest is the digest of the scenes' titles and snapshots, nothing else")
  func digestInputIsTheSnapshot() {
    let env = bareEnvironment()
    let scenes: [Scene] = [MenuScene(env: env), DailyListScene(env: env)]
    var expected = StableDigest()
    for scene in scenes {
      expected.add(scene.info.title)
      expected.add(scene.snapshot.text)
    }
    #expect(ReplayRecorder.stateDigest(of: scenes) == expected.hex)
  }

  @Test("a scene's snapshot changes with what the player does")
  func snapshotFollowsThePlayer() {
    let env = bareEnvironment()
    let h = Harness(MenuScene(env: env))
    let before = ReplayRecorder.stateDigest(of: h.stack.scenes)
    h.press(.down)
    #expect(ReplayRecorder.stateDigest(of: h.stack.scenes) != before)
    #expect(h.stack.scenes[0].snapshot.text.contains("selection=1"))
  }
}
