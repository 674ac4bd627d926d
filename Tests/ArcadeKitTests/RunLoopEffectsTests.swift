import ArcadeKit
import Testing

/// A backend that plays a list of events and logs what the loop did, in order.
private final class LoggingBackend: TerminalBackend {
  var size = Size(width: 30, height: 6)
  var events: [BackendEvent]
  var log: [String] = []

  init(_ events: [BackendEvent]) { self.events = events }

  func present(_ canvas: Canvas, force: Bool) {
    log.append("present: " + canvas.lines[0].trimmingSuffixBlanks)
  }
  func nextEvent(until deadline: Double?) -> BackendEvent? {
    log.append("wait")
    return events.isEmpty ? .terminate(signal: 15) : events.removeFirst()
  }
  func suspend() {}
}

extension String {
  fileprivate var trimmingSuffixBlanks: String {
    var s = self
    while s.last == " " { s.removeLast() }
    return s
  }
}

/// A scene whose `s` key asks for a save and whose `q` asks for one and quits.
private final class SavingScene: Scene {
  var snapshot: StateSnapshot { StateSnapshot() }
  var saves = 0
  var queued: [Int] = []
  var info: SceneInfo {
    SceneInfo(
      title: "Saving",
      minimumSize: Size(width: 10, height: 3))
  }
  func render(into canvas: inout Canvas, context: SceneContext) { canvas.put("saves \(saves)", x: 0, y: 0) }
  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    guard case .key(.char(let c)) = event else { return .ignored }
    saves += 1
    queued.append(saves)
    if c == "q" { context.quit() }
    return .handled
  }
}

@Suite("Run loop effects")
struct RunLoopEffectsTests {
  @Test("effects run after the frame that shows the key's result, before the loop waits again")
  func effectsRunAfterPresent() {
    let scene = SavingScene()
    let backend = LoggingBackend([.input(.key(.char("s")))])
    let clock = ManualClock()
    let loop = RunLoop(
      stack: SceneStack(root: scene, size: backend.size, clock: clock), backend: backend, clock: clock)
    loop.afterFrame = {
      guard !scene.queued.isEmpty else { return false }
      backend.log.append("save \(scene.queued.removeFirst())")
      return true
    }
    #expect(loop.run() == 15)
    #expect(backend.log == ["present: saves 0", "wait", "present: saves 1", "save 1", "wait"])
  }

  @Test("the key that quits still has its effect run on the way out")
  func effectsRunOnExit() {
    let scene = SavingScene()
    let backend = LoggingBackend([.input(.key(.char("q")))])
    let clock = ManualClock()
    let loop = RunLoop(
      stack: SceneStack(root: scene, size: backend.size, clock: clock), backend: backend, clock: clock)
    var saved: [Int] = []
    loop.afterFrame = {
      saved += scene.queued
      scene.queued = []
      return false
    }
    #expect(loop.run() == nil)
    #expect(saved == [1])
  }
}
