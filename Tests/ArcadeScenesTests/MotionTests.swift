import ArcadeKit
@testable import ArcadeScenes
import FizzBuzzModel
import MemoryModel
import Testing

/// `animations` is presentation only: reduced draws no flash and no spinner, none also shows
/// the maze only once it is whole; the games' rules and timing are the same at every level
/// (Memory's half second of a miss is a rule, so it is kept at every level).
@Suite("Motion the player chooses")
struct MotionTests {
  static func state(_ h: Harness) -> String { h.stack.scenes.map(\.snapshot.text).joined(separator: "|") }

  /// A FizzBuzz game played by script, drawn after every step; its states and wakeups.
  static func fizzBuzzSession(_ animations: Animations) -> (states: [String], screens: [Canvas]) {
    let f = FizzBuzzFixture(
      prefill: fizzSettings(3, 5, 15), options: RenderOptions(ascii: true, animations: animations))
    f.harness.press(.ctrl("g"))
    var states: [String] = []
    var screens: [Canvas] = []
    for step in 0..<60 {
      if step % 7 == 3 { f.harness.press(.char("f")) }
      if step % 11 == 5 { f.harness.press(.char(" ")) }
      screens.append(f.harness.canvas)
      states.append(state(f.harness) + " wake \(String(describing: f.harness.stack.nextWakeTime()))")
      f.harness.advance(by: 0.17)
    }
    return (states, screens)
  }

  @Test("the same scripted FizzBuzz session under full and none goes through the same states")
  func fizzBuzzSameStates() {
    let full = Self.fizzBuzzSession(.full)
    let none = Self.fizzBuzzSession(.none)
    #expect(full.states == none.states)
    #expect(full.screens != none.screens, "and yet it was drawn differently (the flashes)")
  }

  @Test("reduced: a right answer says so in words; the box is not reversed")
  func fizzBuzzNoFlash() {
    for (animations, reversed) in [(Animations.full, true), (.reduced, false)] {
      let f = FizzBuzzFixture(
        prefill: fizzSettings(1, 7, 15), options: RenderOptions(ascii: true, animations: animations))
      f.harness.press(.ctrl("g"))
      f.advance(toNumber: 1)
      f.harness.press(.left)
      #expect(f.harness.contains("right +2"))
      let styles = f.harness.canvas.cells.map(\.style)
      #expect(styles.contains { $0.attributes.contains(.reverse) } == reversed, "\(animations)")
    }
  }

  /// A maze explored on the simulated server; its states along the way and at the end.
  static func mazeSession(_ animations: Animations) -> (states: [String], screens: [[String]]) {
    let scene = simulatedMazeScene(settings: MazeSettings(latencyScale: 1))
    let h = Harness(scene, options: RenderOptions(animations: animations))
    h.press(.char("g"))
    var states: [String] = []
    var screens: [[String]] = []
    for _ in 0..<400 where scene.phase.isRunning {
      screens.append(h.lines)
      states.append(state(h))
      h.advance(by: 0.05)
    }
    _ = h.finishExploration(scene)
    states.append(state(h))
    screens.append(h.lines)
    return (states, screens)
  }

  @Test("the maze reveals the same rooms in the same order at every level; none shows it once whole")
  func mazeSameStates() {
    let full = Self.mazeSession(.full)
    let reduced = Self.mazeSession(.reduced)
    let none = Self.mazeSession(.none)
    #expect(full.states == reduced.states)
    #expect(full.states == none.states)
    let loading = none.screens.dropLast()
    #expect(loading.contains { $0.joined().contains("the maze shows when it is whole") })
    #expect(reduced.screens.contains { $0[0].contains("loading: ") })
    #expect(none.screens.last == full.screens.last)
  }

  @Test("none: the maze is not drawn while it grows, and the first frame once whole is its end state")
  func mazeRevealAtOnce() throws {
    let scene = simulatedMazeScene(settings: MazeSettings(latencyScale: 1))
    let h = Harness(scene, options: RenderOptions(animations: .none))
    let area = MazeScene.mazeArea(h.stack.size)
    var growing: [[String]] = []
    var firstWhole: Canvas?
    // Every frame the loop draws, as the terminal would get it.
    h.afterFrame = {
      if scene.phase.isRunning {
        growing.append(h.lines)
      } else if firstWhole == nil && scene.phase == .finished {
        firstWhole = h.canvas
      }
      return false
    }
    h.press(.char("g"))
    #expect(h.finishExploration(scene))
    h.advance(by: 10)
    #expect(growing.count > 10, "the exploration took many frames")
    for screen in growing {
      let rows = screen[area.y..<area.maxY].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
      #expect(rows.count == 1 && rows[0].contains("the maze shows when it is whole"), "\(rows)")
    }
    let whole = try #require(firstWhole)
    #expect(whole == h.canvas, "nothing changes after the first frame of the whole maze")
    let drawn = whole.lines[area.y..<area.maxY].filter { !$0.trimmingCharacters(in: .whitespaces).isEmpty }
    #expect(drawn.count > 3, "and that frame shows the maze: \(drawn)")
  }

  @Test("Memory's miss is a rule: at every level it shows 0.5 s, then is face down in one frame")
  func memoryMissSameAtEveryLevel() throws {
    var runs: [[String]] = []
    for animations in Animations.allCases {
      let table = try MemoryTable(options: RenderOptions(ascii: true, animations: animations))
      let (a, b) = table.mismatchedPair()
      table.click(a)
      table.click(b)
      let flippedAt = table.harness.clock.now
      var frames: [(at: Double, a: String, b: String)] = []
      func look() { frames.append((table.harness.clock.now - flippedAt, table.inside(a), table.inside(b))) }
      // Each frame the loop draws (a timer fired), and the screen every tenth of a second.
      table.harness.afterFrame = {
        look()
        return false
      }
      look()
      for _ in 0..<12 {
        table.harness.advance(by: 0.1)
        look()
      }
      let shown = frames.filter { $0.at < MemoryGame.mismatchDisplay - 1e-9 }
      let after = frames.filter { $0.at >= MemoryGame.mismatchDisplay - 1e-9 }
      #expect(shown.count >= 5, "\(animations): looked at during the half second")
      #expect(shown.allSatisfy { $0.a.hasPrefix("x ") && $0.b.hasPrefix("x ") }, "\(animations): \(shown)")
      let turned = try #require(after.first, "\(animations)")
      #expect(
        abs(turned.at - MemoryGame.mismatchDisplay) < 1e-9, "turned down when the rule says: \(turned.at)")
      #expect(after.allSatisfy { $0.a == "  ##  " && $0.b == "  ##  " }, "\(animations): \(after)")
      runs.append(frames.map { "\($0.at) \($0.a)|\($0.b)" } + [table.scene.snapshot.text])
    }
    #expect(Set(runs).count == 1, "the same frames and state at every level")
  }
}
