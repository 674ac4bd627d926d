import ArcadeText

/// Drives scenes headless, as the terminal would: press keys, click, resize, advance a manual
/// clock (delivering every timer that falls due, in order) and read the screen.
public final class Harness {
  public let clock = ManualClock()
  public let stack: SceneStack
  /// What the real loop runs after each frame (e.g. `{ env.runPendingEffects() }`); nothing
  /// by default, so a test sees exactly what a key handler did on its own.
  public var afterFrame: () -> Bool = { false }
  /// Sees each event just before it is delivered, timers included (the soak records its
  /// replay here).
  public var willSend: (InputEvent) -> Void = { _ in }

  public init(
    _ root: Scene, size: Size = Size(width: 80, height: 24), options: RenderOptions = RenderOptions()
  ) {
    stack = SceneStack(root: root, size: size, clock: clock, options: options)
  }

  /// Delivers an event, then runs what the loop runs after a frame. Nothing is drawn: renders
  /// change nothing, so the screen is drawn only when a test reads it (`canvas`, `lines`).
  public func send(_ event: InputEvent) {
    willSend(event)
    stack.handle(event)
    _ = afterFrame()
  }

  public func press(_ keys: Key...) { for key in keys { send(.key(key)) } }
  public func press(_ keys: [Key]) { for key in keys { send(.key(key)) } }

  /// Types each character as a key press.
  public func type(_ text: String) { for c in text { send(.key(.char(c))) } }

  public func click(x: Int, y: Int) {
    send(.mouse(MouseEvent(.press, x: x, y: y)))
    send(.mouse(MouseEvent(.release, x: x, y: y)))
  }

  public func resize(width: Int, height: Int) { send(.resize(Size(width: width, height: height))) }

  /// Moves time forward by `seconds`, firing each deadline that falls inside, in order. A
  /// scene whose deadline does not move after its timer fired traps (it would spin forever).
  public func advance(by seconds: Double) {
    if let storm = advanceReportingStorms(by: seconds, timerLimit: .max) { preconditionFailure(storm) }
  }

  /// `advance(by:)` that stops and says why instead of trapping when the timers never let
  /// time reach the target: a deadline still due after `repeatLimit` timer events (the real
  /// loop would spin at 100 % CPU), or more than `timerLimit` timer events in all.
  public func advanceReportingStorms(by seconds: Double, repeatLimit: Int = 1000, timerLimit: Int = 200_000)
    -> String?
  {
    let target = clock.now + seconds
    var repeats = 0
    var fired = 0
    var lastDue = -Double.infinity
    while let due = stack.nextWakeTime(), due <= target {
      repeats = due <= lastDue ? repeats + 1 : 0
      if repeats >= repeatLimit || fired >= timerLimit {
        let top = stack.top.map { "\(Swift.type(of: $0))" } ?? "?"
        return repeats >= repeatLimit
          ? "timer storm: \(top) keeps asking for a timer at \(due) (game time \(stack.now)) without moving it"
          : "more than \(timerLimit) timer events within \(seconds) s (\(top))"
      }
      lastDue = due
      // Exactly at the deadline: a wall → game time round trip must not land early (the stack
      // would drop the timer as "woke early" and spin).
      clock.set(due)
      send(.timer)
      fired += 1
    }
    clock.set(target)
    return nil
  }

  public var canvas: Canvas { stack.render() }
  public var lines: [String] { canvas.lines }
  /// The screen as text, trailing blanks trimmed.
  public var screen: String { canvas.text }
  public func contains(_ text: String) -> Bool { screen.containsText(text) }
}
