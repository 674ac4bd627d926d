import ArcadeKit
import Replay

/// A soak run's replay, kept in memory as it goes and written out when the run fails: the
/// same recorder as the app's watches the run's loop (`attach`), so `arcade replay FILE
/// --check` runs it again. Screens are not digested (the soak draws none).
public final class SoakReplay {
  public let memory: ReplayMemory
  private var recorder: ReplayRecorder?

  public init(header: ReplayHeader, moved: @escaping (UnsafeRawBufferPointer) -> Void) {
    memory = ReplayMemory(moved: moved)
    memory.append(ReplayRecorder.encode(header))
  }

  /// Records every event `loop` delivers to `stack` from now on.
  public func attach(to loop: RunLoop, stack: SceneStack, clock: Clock) {
    let recorder = ReplayRecorder(stack: stack, clock: clock) { [memory] line in
      memory.append(ReplayRecorder.encode(line))
    }
    recorder.digestsScreens = false
    loop.observer = recorder  // held weakly by the loop: kept here
    self.recorder = recorder
  }

  /// The whole file, ended with the state of the scenes now.
  public func file() -> [UInt8] {
    guard let recorder else { return memory.bytes }
    return memory.bytes + ReplayRecorder.encode(recorder.endLine(signal: nil))
  }
}
