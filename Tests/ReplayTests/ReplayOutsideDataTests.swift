import ArcadeKit
import ArcadeScenes
import DailyModel
import Foundation
import Records
import Testing
import MemoryModel

@testable import Replay

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
    let env = AppEnvironment(
      records: RecordStore(directory: NSTemporaryDirectory() + "arcade-outside-\(UUID().uuidString)"),
      seed: 1,
      assetsDirectory: "", decks: DeckShelf(directory: "", choices: []))
    let board = recorded(LeaderboardScene(env: env, date: DailyDate(iso: "2026-11-23")!))
    #expect(board.map(\.s) == [nil, nil])
    #expect(board.last?.screen == nil)
    #expect(board.last?.state != nil)
    let menu = recorded(MenuScene(env: env))
    #expect(menu.first?.s != nil)
    #expect(menu.last?.screen != nil)
  }

  @Test("state that follows other users' files is left out of the state digest")
  func outsideStateIsSkipped() {
    struct Scroll: OutsideDataState { var offset: Int }
    #expect(
      StateDigest.of([Scroll(offset: 1)], skip: { $0 is OutsideDataState })
        == StateDigest.of([Scroll(offset: 99)], skip: { $0 is OutsideDataState }))
    #expect(StateDigest.of([Scroll(offset: 1)]) != StateDigest.of([Scroll(offset: 99)]))
  }
}
