import ArcadeKit
import SettingsFormat
import Testing

/// Keys of the player's own become the games' keys before anything sees them, the replay
/// recorder included: what is recorded plays back the same with the default keys.
@Suite("Key map")
struct KeyMapTests {
  final class Recorder: RunLoopObserver {
    var events: [InputEvent] = []
    func loopDidWake() {}
    func loopWillDeliver(_ event: InputEvent) { events.append(event) }
    func loopWillSuspend() {}
    func loopDidResume() {}
    func loopDidPresent(_ canvas: Canvas) {}
  }

  static func settings(_ lines: String) -> PlayerSettings {
    let file = SettingsFile(bytes: Array(lines.utf8))
    #expect(file.problems.isEmpty)
    return file.settings
  }

  @Test("a remapped key reaches the scene and the recorder as the action's own key")
  func remappedKeysAreRecordedAsTheGamesKeys() {
    let map = KeyMap(Self.settings("key.up = i\nkey.both = b\nkey.pause = x\n"))
    let script: [ManualBackend.Step] = [
      .key(.char("i")), .key(.char("b")), .key(.char("n")), .key(.char("q")),
    ]
    let backend = ManualBackend(size: Size(width: 40, height: 10), script: script)
    let scene = TickerScene()
    let stack = SceneStack(root: scene, size: backend.size, clock: backend.clock)
    let loop = RunLoop(stack: stack, backend: backend, clock: backend.clock)
    loop.keyMap = map
    let recorder = Recorder()
    loop.observer = recorder
    _ = loop.run()
    #expect(scene.keys == [.up, .char(" ")])
    let recorded = recorder.events.compactMap { event -> Key? in
      if case .key(let key) = event { return key } else { return nil }
    }
    #expect(recorded == [.up, .char(" "), .char("n"), .char("q")])

    // Played back with the default keys (no map), the same events reach the same state.
    let replay = ManualBackend(size: Size(width: 40, height: 10), script: recorded.map { .key($0) })
    let again = TickerScene()
    let replayStack = SceneStack(root: again, size: replay.size, clock: replay.clock)
    _ = RunLoop(stack: replayStack, backend: replay, clock: replay.clock).run()
    #expect(again.keys == scene.keys)
  }

  @Test("keys that are already the action's are left alone; a form field types its letters")
  func leftAlone() {
    let map = KeyMap(Self.settings("key.up = i\nkey.select = e\n"))
    #expect(map.logical(.char("i"), typesText: false) == .up)
    #expect(map.logical(.char("i"), typesText: true) == .char("i"))
    #expect(map.logical(.char("z"), typesText: false) == .char("z"))
    #expect(KeyMap(PlayerSettings()).translations.isEmpty)
  }
}
