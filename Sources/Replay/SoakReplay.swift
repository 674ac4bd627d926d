import ArcadeKit
import ArcadeScenes
import ArcadeSystem

/// Marks a scene that only holds the game above it (the soak's base): left out of state
/// digests, so the soak and its replay digest the same scenes.
public protocol ReplayRootScene: Scene {}

extension ReplayRootScene {
  /// A root only holds the game: its state is the game's (roots are left out of the digest).
  public var snapshot: StateSnapshot { StateSnapshot() }
}

/// The root of a replayed soak session: draws nothing, takes every event, and puts the game
/// back on top as soon as it is left — as `arcade-soak` does before its next event.
public final class SoakRoot: ReplayRootScene {
  private let start: () -> Scene
  public var title: String { "soak" }
  public var minimumSize: Size { Size(width: 1, height: 1) }

  public init(start: @escaping () -> Scene) { self.start = start }

  public func render(into canvas: inout Canvas, context: SceneContext) {}
  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .handled }
  public func didBecomeTop(context: SceneContext) { context.push(start()) }
}

/// A soak run's replay, kept in memory as it goes (one line per event the scenes get) and
/// written out when the run fails: `arcade replay FILE --check` then runs it again.
public final class SoakReplay {
  public let memory: ReplayMemory
  private var events = 0

  public init(header: ReplayHeader, moved: @escaping (UnsafeRawBufferPointer) -> Void) {
    memory = ReplayMemory(moved: moved)
    memory.append(ReplayRecorder.encode(header))
  }

  /// `event` is about to reach the scenes at session time `time` (game time `gameTime`).
  public func record(_ event: InputEvent, time: Double, gameTime: Double) {
    events += 1
    memory.append(ReplayRecorder.encode(ReplayLine.event(event, time: time, gameTime: gameTime, screen: nil)))
    if case .key(.char(let c)) = event, c == trapKey { trapSink = Self.overflow(by: events) }
  }

  /// TEST ONLY, as in `ReplayRecorder`: `ARCADE_TEST_TRAP_EVENT=<character>` traps on that key
  /// once it is recorded, so the tests can check that a soak trap leaves a replay.
  private let trapKey: Character? = Environment.value("ARCADE_TEST_TRAP_EVENT")?.first
  private var trapSink = 0
  @inline(never) private static func overflow(by n: Int) -> Int { Int.max - 1 + max(2, n) }

  /// The whole file, ended with the state of `scenes` now.
  public func file(time: Double, scenes: [Scene]) -> [UInt8] {
    var end = ReplayLine(e: "end")
    end.t = time
    end.events = events
    end.state = ReplayRecorder.stateDigest(of: scenes)
    return memory.bytes + ReplayRecorder.encode(end)
  }
}
