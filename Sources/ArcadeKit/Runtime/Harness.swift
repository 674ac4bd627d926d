import ArcadeText

/// Drives scenes headless through the real `RunLoop`, as the terminal would: press keys, click,
/// resize, advance a manual clock (the loop fires every timer that falls due, in order) and
/// read the screen. Nothing is drawn as it goes (renders change nothing): the screen is drawn
/// when a test reads it (`canvas`, `lines`).
public final class Harness {
  public let clock = ManualClock()
  public let stack: SceneStack
  /// The loop the events go through (its observer sees them: the soak records its replay there).
  public let loop: RunLoop

  /// What the real loop runs after each frame (e.g. `{ env.runPendingEffects() }`); nothing
  /// by default, so a test sees exactly what a key handler did on its own.
  public var afterFrame: () -> Bool {
    get { loop.afterFrame }
    set { loop.afterFrame = newValue }
  }

  public init(
    _ root: Scene, size: Size = Size(width: 80, height: 24), options: RenderOptions = RenderOptions()
  ) {
    stack = SceneStack(root: root, size: size, clock: clock, options: options)
    loop = RunLoop(stack: stack, backend: NoTerminal(stack: stack), clock: clock)
    loop.drawsFrames = false
  }

  /// Delivers an event through the loop, then runs what the loop runs after a frame.
  public func send(_ event: InputEvent) { loop.send(event) }

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
  /// time reach the target (`RunLoop.advance(to:on:)`).
  public func advanceReportingStorms(by seconds: Double, repeatLimit: Int = 1000, timerLimit: Int = 200_000)
    -> String?
  {
    loop.advance(to: clock.now + seconds, on: clock, repeatLimit: repeatLimit, timerLimit: timerLimit)
  }

  public var canvas: Canvas { stack.render() }
  public var lines: [String] { canvas.lines }
  /// The screen as text, trailing blanks trimmed.
  public var screen: String { canvas.text }
  public func contains(_ text: String) -> Bool { screen.containsText(text) }
}

/// The Harness's terminal: always the stack's size, nothing shown, never an event of its own
/// (the Harness hands the loop its events).
private final class NoTerminal: TerminalBackend {
  private unowned let stack: SceneStack
  init(stack: SceneStack) { self.stack = stack }
  var size: Size { stack.size }
  func present(_ canvas: Canvas, force: Bool) {}
  func nextEvent(until deadline: Double?) -> BackendEvent? { .terminate(signal: 0) }
  func suspend() {}
}
