/// Drives scenes headless, as the terminal would: press keys, click, resize, advance a manual
/// clock (delivering every timer that falls due, in order) and read the screen.
public final class Harness {
  public let clock = ManualClock()
  public let stack: SceneStack
  /// What the real loop runs after each frame (e.g. `{ env.runPendingEffects() }`); nothing
  /// by default, so a test sees exactly what a key handler did on its own.
  public var afterFrame: () -> Bool = { false }

  public init(
    _ root: Scene, size: Size = Size(width: 80, height: 24), options: RenderOptions = RenderOptions()
  ) {
    stack = SceneStack(root: root, size: size, clock: clock, options: options)
  }

  /// Delivers an event, then runs what the loop runs after a frame. Nothing is drawn: renders
  /// change nothing, so the screen is drawn only when a test reads it (`canvas`, `lines`).
  private func send(_ event: InputEvent) {
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

  /// Background work has news (as the real loop's waker would report).
  public func wake() { send(.wake) }

  /// Moves time forward by `seconds`, firing each deadline that falls inside, in order.
  public func advance(by seconds: Double) {
    let target = clock.now + seconds
    var repeats = 0
    var lastDue = -Double.infinity
    while let due = stack.nextWakeTime(), due <= target {
      // A scene whose deadline does not move after its timer fired would spin forever.
      repeats = due <= lastDue ? repeats + 1 : 0
      precondition(
        repeats < 1000,
        "\(Swift.type(of: stack.top!)) keeps asking for a timer at \(due) (game time \(stack.now)) without moving it"
      )
      lastDue = due
      clock.set(due)
      send(.timer)
    }
    clock.set(target)
  }

  public var canvas: Canvas { stack.render() }
  public var lines: [String] { canvas.lines }
  /// The screen as text, trailing blanks trimmed.
  public var screen: String { canvas.text }
  public func contains(_ text: String) -> Bool { screen.contains(text) }
}
