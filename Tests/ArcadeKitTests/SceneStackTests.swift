import ArcadeGlyphs
import ArcadeKit
import Testing

/// A scene that counts, ticks once a second while running, and records what happened.
final class CounterScene: Scene {
  var snapshot: StateSnapshot { StateSnapshot() }
  var count = 0
  var ticks = 0
  var running = false
  var lastTick = 0.0
  var left = false
  var info: SceneInfo {
    SceneInfo(
      title: "Counter",
      minimumSize: Size(width: 20, height: 5),
      helpEntries: [HelpEntry(keys: "+", help: "count up"), HelpEntry(keys: "r", help: "run")],
      helpText: ["Counts things."])
  }

  func render(into canvas: inout Canvas, context: SceneContext) {
    canvas.put("count \(count) ticks \(ticks)", x: 0, y: 0)
  }

  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .key(.char("+")):
      count += 1
      return .handled
    case .key(.char("r")):
      running.toggle()
      lastTick = context.now
      return .handled
    case .timer:
      ticks += 1
      lastTick = context.now
      return .handled
    default:
      return .ignored
    }
  }

  func nextDeadline(context: SceneContext) -> Double? { running ? lastTick + 1 : nil }
  func didLeave(context: SceneContext) { left = true }
}

@Suite("Scene stack and harness")
struct SceneStackTests {
  @Test("the last row is the stack's footer: what a scene drew there is replaced whole")
  func footerOwnsTheLastRow() {
    final class Scribbler: Scene {
      var snapshot: StateSnapshot { StateSnapshot() }
      var info: SceneInfo {
        SceneInfo(
          title: "Scribbler",
          minimumSize: Size(width: 10, height: 3))
      }
      func render(into canvas: inout Canvas, context: SceneContext) {
        canvas.fill(canvas.bounds, with: "#")
      }
      func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .ignored }
    }
    let h = Harness(Scribbler(), size: Size(width: 30, height: 3))
    #expect(h.lines[1] == String(repeating: "#", count: 30))
    #expect(h.lines[2] == " ? help  q quit" + String(repeating: " ", count: 15))
  }

  @Test("keys reach the top scene and the screen shows the result")
  func keysReachScene() {
    let h = Harness(CounterScene(), size: Size(width: 30, height: 6))
    h.press(.char("+"), .char("+"))
    #expect(h.lines[0].hasPrefix("count 2"))
    // The footer drops the scene's hints from the end to keep help and back.
    #expect(h.lines[5].hasPrefix(" + count up  ? help  q quit"))
  }

  @Test("? opens the help overlay with the scene's keys; any key closes it")
  func helpOverlay() {
    let h = Harness(CounterScene(), size: Size(width: 50, height: 14))
    h.press(.char("?"))
    #expect(h.contains("Help — Counter"))
    #expect(h.contains("count up"))
    #expect(h.contains("Counts things."))
    h.press(.char("x"))
    #expect(!h.contains("Help — Counter"))
    #expect(h.stack.scenes.count == 1)
  }

  @Test("Esc or q on a scene that ignores them goes back; from the last scene it quits")
  func escapeGoesBack() {
    let root = CounterScene()
    let game = CounterScene()
    let h = Harness(root)
    h.stack.push(game)
    h.press(.escape)
    #expect(game.left)
    #expect(h.stack.top === root)
    h.press(.char("q"))
    #expect(h.stack.isFinished)
  }

  @Test("timers fire at each deadline when the clock advances, and not before")
  func timersFire() {
    let scene = CounterScene()
    let h = Harness(scene, size: Size(width: 30, height: 6))
    h.press(.char("r"))
    h.advance(by: 0.5)
    #expect(scene.ticks == 0)
    h.advance(by: 3)
    #expect(scene.ticks == 3)
  }

  @Test("with nothing scheduled the loop has no deadline (it blocks)")
  func idleHasNoDeadline() {
    let h = Harness(CounterScene())
    #expect(h.stack.nextWakeTime() == nil)
  }

  @Test("below the minimum size: the notice, game time stops, and it recovers when grown")
  func tooSmallPausesTime() {
    let scene = CounterScene()
    let h = Harness(scene, size: Size(width: 30, height: 6))
    h.press(.char("r"))
    h.resize(width: 10, height: 3)
    let words = h.lines.map { $0.split(separator: " ").joined(separator: " ") }.filter { !$0.isEmpty }
    #expect(words == ["Too small", "need 20×5", "have 10×3"])
    h.resize(width: 19, height: 5)
    #expect(h.screen.split(separator: "\n").joined(separator: " ").contains("Terminal too small:"))
    #expect(h.stack.isGameTimePaused)
    h.advance(by: 5)
    #expect(scene.ticks == 0)
    h.press(.char("+"))
    #expect(scene.count == 0)  // keys do not reach a scene nobody can see
    h.resize(width: 30, height: 6)
    #expect(!h.contains("Terminal too small"))
    h.advance(by: 1)
    #expect(scene.ticks == 1)
  }

  /// The ways game time stops (besides a terminal too small, above): each with its end.
  static var stops: [(String, (Harness) -> Void, (Harness) -> Void)] {
    [
      ("help is open", { $0.press(.char("?")) }, { $0.press(.enter) }),
      ("the app is suspended (Ctrl-Z)", { $0.stack.setSuspended(true) }, { $0.stack.setSuspended(false) }),
      ("the pause box is open", { $0.stack.push(PauseOverlay()) }, { $0.press(.char("x")) }),
    ]
  }

  @Test("game time stands still while help is open, the app is suspended or the pause box is open")
  func timeStops() {
    for (name, stop, resume) in Self.stops {
      let scene = CounterScene()
      let h = Harness(scene, size: Size(width: 50, height: 14))
      h.press(.char("r"))
      stop(h)
      h.advance(by: 5)
      #expect(scene.ticks == 0, "\(name)")
      #expect(h.stack.now == 0, "\(name)")
      resume(h)
      h.advance(by: 1)
      #expect(scene.ticks == 1, "\(name)")
    }
  }

  @Test("the notice wraps on a terminal narrower than itself")
  func noticeWraps() {
    let h = Harness(CounterScene(), size: Size(width: 12, height: 4))
    #expect(h.screen.contains("Terminal"))
    for line in h.lines { #expect(GlyphWidth.of(line) == 12) }
  }

  @Test("ASCII mode never shows a non-ASCII character")
  func asciiModeIsAscii() {
    let h = Harness(CounterScene(), size: Size(width: 40, height: 12), options: RenderOptions(ascii: true))
    h.press(.char("?"))
    #expect(h.screen.utf8.allSatisfy { $0 < 0x80 })
  }

  @Test("a timer is delivered with game time at its deadline even when pauses left rounding offsets")
  func timerAfterRoundedOffset() {
    final class StrictTicker: Scene {
      var snapshot: StateSnapshot { StateSnapshot() }
      var next = 0.1
      var ticks = 0
      var info: SceneInfo {
        SceneInfo(
          title: "Ticker")
      }
      func render(into canvas: inout Canvas, context: SceneContext) {}
      func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
        // Like a model that only moves when now >= its deadline, with no slack of its own.
        if case .timer = event, context.now >= next {
          ticks += 1
          next += 0.1
        }
        return .handled
      }
      func nextDeadline(context: SceneContext) -> Double? { next }
    }
    let scene = StrictTicker()
    let h = Harness(scene)
    for _ in 0..<13 {
      h.stack.setSuspended(true)
      h.advance(by: 0.1)  // an offset of many tenths: not exact in binary
      h.stack.setSuspended(false)
      h.advance(by: 0.37)
    }
    #expect(scene.ticks >= 47)
  }

  @Test("a scene that asks for its next tick relative to now still gets its timers")
  func relativeDeadlineStillFires() {
    final class Relative: Scene {
      var snapshot: StateSnapshot { StateSnapshot() }
      var ticks = 0
      var info: SceneInfo {
        SceneInfo(
          title: "Relative")
      }
      func render(into canvas: inout Canvas, context: SceneContext) {}
      func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
        if case .timer = event { ticks += 1 }
        return .handled
      }
      func nextDeadline(context: SceneContext) -> Double? { context.now + 0.125 }
    }
    let scene = Relative()
    let h = Harness(scene)
    h.advance(by: 1)
    #expect(scene.ticks == 8)
  }

  @Test("help over a game needs the game's minimum size too, since the game still draws under it")
  func overlayNeedsTheSceneBelow() {
    final class BigScene: Scene {
      var snapshot: StateSnapshot { StateSnapshot() }
      var info: SceneInfo {
        SceneInfo(
          title: "Big",
          minimumSize: Size(width: 60, height: 20))
      }
      func render(into canvas: inout Canvas, context: SceneContext) {
        precondition(canvas.width >= 60 && canvas.height >= 20, "drawn below its minimum size")
      }
      func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .ignored }
    }
    let h = Harness(BigScene(), size: Size(width: 80, height: 24))
    h.press(.char("?"))
    h.resize(width: 30, height: 10)  // fits the help box, not the game under it
    #expect(h.stack.isTooSmall)
    #expect(h.stack.requiredSize == Size(width: 60, height: 20))
    #expect(h.screen.contains("60×20, have 30×10"))
    h.resize(width: 80, height: 24)
    #expect(h.contains("Help — Big"))
  }
}

@Suite("A timer carries its deadline")
struct TimerDeadlineTests {
  @Test("game time is lifted to the deadline a timer carries; a timer for no deadline leaves it")
  func timerLiftsGameTimeToItsDeadline() {
    let clock = ManualClock()
    let stack = SceneStack(root: CounterScene(), size: Size(width: 40, height: 10), clock: clock)
    stack.handle(.key(.char("r")))  // running: the first tick is due at 1
    clock.set(0.9999)  // a wait that ended a hair before the deadline's wall time
    stack.handle(.timer(deadline: nil))
    #expect(stack.now == 0.9999)
    stack.handle(.timer(deadline: 1))
    #expect(stack.now == 1)
  }

  @Test("asking for the next wake-up is a query: it changes neither game time nor the next answer")
  func nextWakeUpIsAQuery() {
    let clock = ManualClock(now: 0.5)
    let stack = SceneStack(root: CounterScene(), size: Size(width: 40, height: 10), clock: clock)
    stack.handle(.key(.char("r")))
    let first = stack.nextWakeUp()
    #expect(first?.time == 1.5 && first?.timer == .timer(deadline: 1.5))
    #expect(stack.nextWakeUp() == first)
    stack.handle(.timer(deadline: nil))
    #expect(stack.now == 0.5)
  }
}
