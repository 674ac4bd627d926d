import ArcadeJSON
import ArcadeKit
import ArcadeSystem
import Records

/// Watches a session's run loop and turns it into replay lines: one per event the scenes get
/// (stamped with the session clock, game time and the digest of the screen it arrived on),
/// and the end line. The same recorder runs under a replay, so a replay is checked by
/// comparing the lines it would have written with the ones in the file.
public final class ReplayRecorder: RunLoopObserver {
  private let stack: SceneStack
  private let clock: Clock
  private let emit: (ReplayLine) -> Void
  public private(set) var events = 0
  /// Digest of the last frame shown, taken when an event or the end line needs it: frames
  /// no key arrives on (an animation, the first screen of a session that is never touched)
  /// are not digested.
  public var screen: String {
    if let screenOfLastCanvas { return screenOfLastCanvas }
    let digest = ScreenDigest.of(lastCanvas ?? Canvas(size: Size(width: 0, height: 0)))
    screenOfLastCanvas = digest
    return digest
  }
  private var screenOfLastCanvas: String?
  public private(set) var lastCanvas: Canvas?
  /// The scenes of the last frame shown: still digested at the end, after the last key popped
  /// them (a session that ends with `q` has an empty stack).
  private var lastScenes: [Scene] = []

  /// `clock` is what the loop runs on (the loop wakes it; the recorder only reads it).
  public init(stack: SceneStack, clock: Clock, emit: @escaping (ReplayLine) -> Void) {
    self.stack = stack
    self.clock = clock
    self.emit = emit
  }

  public func loopWillDeliver(_ event: InputEvent) {
    // The scenes as the event came, which are the last frame's: a frame that looks the same
    // as the one before is not presented again (two scenes too small to draw), and a ^L
    // repaint is no event, so the frames alone would leave the replay's scenes behind.
    lastScenes = stack.scenes
    events += 1
    emit(.event(event, time: clock.now, gameTime: stack.now, screen: replayableScreen))
    if case .key(.char(let c)) = event, c == trapKey { trapSink = Self.overflow(by: events) }
  }

  /// TEST ONLY: `ARCADE_TEST_TRAP_EVENT=<character>` makes that key hit a real Swift trap
  /// once it is recorded and about to reach the scenes — in a session and in its replay alike,
  /// so the e2e tests can check that a crash's replay reproduces it. Unset, nothing changes.
  private let trapKey: Character? = Environment.value("ARCADE_TEST_TRAP_EVENT")?.first
  private var trapSink = 0
  /// Int.max + n: traps.
  @inline(never) private static func overflow(by n: Int) -> Int { Int.max - 1 + max(2, n) }

  public func loopWillSuspend() {
    var line = ReplayLine(e: "suspend")
    line.t = clock.now
    emit(line)
  }

  public func loopDidResume() {
    var line = ReplayLine(e: "resume")
    line.t = clock.now
    emit(line)
  }

  public func loopDidPresent(_ canvas: Canvas) {
    lastCanvas = canvas
    screenOfLastCanvas = nil
    lastScenes = stack.scenes
    lastFrameShowsOutsideData = lastScenes.contains { $0.info.showsOutsideData }
  }

  /// The last frame showed other users' data (the leaderboard): no replay can show it again,
  /// so its digest is left out.
  private var lastFrameShowsOutsideData = false
  private var replayableScreen: String? { lastFrameShowsOutsideData || !digestsScreens ? nil : screen }
  /// False under a check that compares no screens (the loop then draws none).
  public var digestsScreens = true

  /// The end line: how the session ended and the digests of its last screen and state.
  public func endLine(signal: Int32?) -> ReplayLine {
    var line = ReplayLine(e: "end")
    line.t = clock.now
    line.signal = signal
    line.events = events
    line.screen = replayableScreen
    line.state = stateDigest()
    return line
  }

  /// The state snapshot of every scene of the stack now.
  public func stateDigest() -> String {
    // The stack as it is; when the last key emptied it (q from the menu), the scenes of the
    // last frame, in the state that key left them.
    Self.stateDigest(of: stack.scenes.isEmpty ? lastScenes : stack.scenes)
  }

  /// The digest of these scenes' state snapshots (what each scene says it holds, not its
  /// stored fields); roots that only hold a game (the soak's) are left out.
  public static func stateDigest(of scenes: [Scene]) -> String {
    var digest = StableDigest()
    for scene in scenes where !(scene is ReplayRootScene) {
      digest.add(scene.info.title)
      digest.add(scene.snapshot.text)
    }
    return digest.hex
  }

  /// One line of a replay file (with its newline): an event line written by hand, any other
  /// (a header, the end line) as every JSON line (`JSONLine`).
  public static func encode(_ line: some Encodable) -> [UInt8] {
    if let event = line as? ReplayLine, let fast = event.eventJSON { return fast }
    return (try? JSONLine.encode(line)) ?? Array("{\"e\":\"unencodable\"}\n".utf8)
  }
}

extension ReplayLine {
  /// An event line written by hand (what `JSONEncoder` would write, sorted keys, far cheaper:
  /// the recorder runs on every event), straight into one buffer: nil for the end line, which
  /// goes through the encoder.
  var eventJSON: [UInt8]? {
    guard !isEnd, signal == nil, events == nil, screen == nil, state == nil else { return nil }
    var out: [UInt8] = []
    out.reserveCapacity(112)
    Self.append(#"{"e":"#, to: &out)
    JSONString.append(e, to: &out)
    // The session's and the game's times are the same number on most lines: written once.
    let gText = g.map(Self.number)
    let tText = t.map { $0.bitPattern == g?.bitPattern ? gText ?? Self.number($0) : Self.number($0) }
    if let gText { Self.append(#","g":"#, gText, to: &out) }
    if let h { Self.append(#","h":"#, "\(h)", to: &out) }
    if let k { Self.append(#","k":"#, quoted: k, to: &out) }
    if let m { Self.append(#","m":"#, quoted: m, to: &out) }
    if let s { Self.append(#","s":"#, quoted: s, to: &out) }
    if let tText { Self.append(#","t":"#, tText, to: &out) }
    if let w { Self.append(#","w":"#, "\(w)", to: &out) }
    if let x { Self.append(#","x":"#, "\(x)", to: &out) }
    if let y { Self.append(#","y":"#, "\(y)", to: &out) }
    Self.append("}\n", to: &out)
    return out
  }

  private static func append(_ key: StaticString, _ value: String = "", to out: inout [UInt8]) {
    key.withUTF8Buffer { out.append(contentsOf: $0) }
    out.append(contentsOf: value.utf8)
  }

  private static func append(_ key: StaticString, quoted value: String, to out: inout [UInt8]) {
    key.withUTF8Buffer { out.append(contentsOf: $0) }
    JSONString.append(value, to: &out)
  }

  /// Swift's shortest round-trip form (`1.25`, `1e-06`) is valid JSON for finite numbers.
  static func number(_ value: Double) -> String { value.isFinite ? value.description : "0" }
}
