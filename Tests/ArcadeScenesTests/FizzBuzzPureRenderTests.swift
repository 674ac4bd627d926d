import ArcadeKit
import ArcadeScenes
import FizzBuzzModel
import Foundation
import Records
import Testing

/// `render` and `nextDeadline` change nothing: a session whose screens are drawn after every
/// event and one never drawn until the end behave the same.
@Suite("FizzBuzz renders are pure")
struct FizzBuzzPureRenderTests {
  /// A FizzBuzz home screen on a scene stack of its own, driven without the Harness (which
  /// draws after every event).
  final class Session {
    let clock = ManualClock()
    let stack: SceneStack
    let drawEveryEvent: Bool

    init(drawEveryEvent: Bool, games: [FizzBuzzFinishedGame]) {
      let env = testEnvironment(seed: 1)
      env.records.update(fizzBuzzTable) { $0.games = games }
      stack = SceneStack(
        root: FizzBuzzHomeScene(env: env), size: Size(width: 80, height: 24), clock: clock,
        options: RenderOptions(ascii: true))
      self.drawEveryEvent = drawEveryEvent
    }

    func send(_ event: InputEvent) {
      stack.handle(event)
      if drawEveryEvent { _ = stack.render() }
    }

    func click(_ x: Int, _ y: Int) { send(.mouse(MouseEvent(.press, x: x, y: y))) }

    /// Game time forward, each deadline delivered as a timer carrying it (asking for deadlines
    /// twice, to show that asking changes nothing either).
    func advance(by seconds: Double) {
      let target = clock.now + seconds
      while let wakeUp = stack.nextWakeUp(), wakeUp.time <= target {
        _ = stack.nextWakeUp()
        clock.set(wakeUp.time)
        send(wakeUp.timer)
      }
      clock.set(target)
    }
  }

  /// The same script for both sessions: tabs, Stats scrolling and clicks, form clicks, a game
  /// answered by keys and clicks, the end screen scrolled and resized.
  func play(_ s: Session) {
    s.click(14, 0)  // the Stats tab label
    for _ in 0..<15 { s.send(.key(.down)) }
    s.click(10, 4)  // a Stats row
    s.send(.key(.left))
    s.click(10, 9)  // the Limit row
    s.send(.key(.ctrl("u")))
    s.send(.key(.char("9")))
    s.click(20, 18)  // Go
    s.advance(by: 1.6)
    for round in 0..<12 {
      s.click(15 + 26 * (round % 3), 19)  // the word buttons
      s.send(.key(.char(["f", "j", " "][round % 3])))
      s.advance(by: 0.4)
    }
    s.advance(by: 10)
    s.send(.key(.end))
    s.send(.key(.up))
    s.send(.resize(Size(width: 70, height: 22)))
    s.send(.key(.pageUp))
  }

  @Test("a session drawn after every event and one never drawn end on the same screen")
  func drawingChangesNothing() {
    let games = (1...20).map { finished(fizzSettings($0, 5, 9), score: $0) }
    let drawn = Session(drawEveryEvent: true, games: games)
    let undrawn = Session(drawEveryEvent: false, games: games)
    play(drawn)
    play(undrawn)
    #expect(undrawn.stack.top is FizzBuzzEndScene)
    #expect(drawn.stack.render() == undrawn.stack.render())
    #expect(drawn.stack.render().text.contains("Finished!"))
  }

  @Test("clicks hit the form's buttons before anything was drawn")
  func clicksBeforeAnyDraw() {
    let s = Session(drawEveryEvent: false, games: [])
    s.click(20, 18)  // Go, laid out from the size
    #expect(s.stack.top is FizzBuzzGameScene)
  }

  @Test("rendering twice and asking for the deadline leave the game unchanged")
  func gameRenderAndDeadlineChangeNothing() {
    let s = Session(drawEveryEvent: false, games: [])
    s.send(.key(.ctrl("g")))
    guard let scene = s.stack.top as? FizzBuzzGameScene else {
      Issue.record("no game")
      return
    }
    s.advance(by: 2.0)
    let before = (scene.game.phase, scene.game.stepEnds, scene.game.score, scene.game.answers)
    _ = scene.nextDeadline(context: s.stack)
    _ = s.stack.render()
    _ = s.stack.render()
    _ = scene.nextDeadline(context: s.stack)
    #expect(scene.game.phase == before.0 && scene.game.stepEnds == before.1)
    #expect(scene.game.score == before.2 && scene.game.answers == before.3)
  }

  @Test("the game exists and its countdown is set before the first frame or deadline")
  func gameExistsFromTheStart() {
    let s = Session(drawEveryEvent: false, games: [])
    s.clock.set(5)
    s.send(.key(.ctrl("g")))
    let scene = s.stack.top as? FizzBuzzGameScene
    #expect(scene?.game.phase == .countdown(3))
    #expect(scene?.game.nextDeadline == 5.5)
  }
}
