import ArcadeKit
import ArcadeScenes
import Foundation
import MazeModel
import Records
import Synchronization

/// A fresh environment with records in a temporary directory.
func mazeEnvironment(seed: UInt64 = 1) -> AppEnvironment {
  let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
    "maze-tests-\(UUID().uuidString)"
  ).path
  return AppEnvironment(records: RecordStore(directory: directory), seed: seed, assetsDirectory: "assets")
}

/// A rooms service answered by hand, so a test decides the order rooms arrive in.
final class ScriptedMazeService: MazeService {
  private struct State {
    var starts = 0
    var start: (@Sendable (Result<String, MazeError>) -> Void)?
    var pending: [String: @Sendable (Result<Room, MazeError>) -> Void] = [:]
  }

  private let state = Mutex(State())

  var startRequests: Int { state.withLock { $0.starts } }
  var pendingIDs: Set<String> { state.withLock { Set($0.pending.keys) } }

  func fetchStartRoom(_ completion: @escaping @Sendable (Result<String, MazeError>) -> Void) {
    state.withLock {
      $0.starts += 1
      $0.start = completion
    }
  }

  func fetchRoom(id: String, _ completion: @escaping @Sendable (Result<Room, MazeError>) -> Void) {
    state.withLock { $0.pending[id] = completion }
  }

  func unlockRoom(lock: String) -> Result<String, MazeError> { .failure(.unknownRoom) }

  func answerStart(_ id: String) { state.withLock { $0.start }?(.success(id)) }

  func answer(_ room: Room) {
    let completion = state.withLock { $0.pending.removeValue(forKey: room.id) }
    completion?(.success(room))
  }
}

/// Runs background work at once on the caller's thread.
struct InlineMazeScheduler: BackgroundScheduler {
  func run(after seconds: Double, _ work: @escaping @Sendable () -> Void) { work() }
}

/// Fast settings for tests: no simulated latency.
let instantMaze = MazeSettings(latencyScale: 0)

extension Harness {
  /// Lets the scene's background exploration finish, then delivers the wake it would get.
  func finishExploration(_ scene: MazeScene) -> Bool {
    let settled = scene.waitUntilSettled(timeout: 20)
    wake()
    return settled
  }
}
