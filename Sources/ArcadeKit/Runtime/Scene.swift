import ArcadeGlyphs

/// How the screen is drawn: Unicode glyphs or their ASCII twins, colour or monochrome, the
/// player's keys in the footer and help, and how much moves by itself. Render-time only: no
/// scene's state or timing depends on it.
public struct RenderOptions: Hashable, Sendable {
  /// The glyphs drawn: emoji, unicode (no emoji) or ascii.
  public var glyphs: GlyphSet
  /// Nothing but ASCII (`glyphs` is `ascii`); setting it false draws emoji.
  public var ascii: Bool {
    get { glyphs == .ascii }
    set { glyphs = newValue ? .ascii : .emoji }
  }
  public var monochrome: Bool
  /// The keys the footer and help name (`PlayerKeys.spell`).
  public var keys: PlayerKeys
  /// Flashes, blinking, spinners and reveals drawn, or their still end state (`Animations`).
  public var animations: Animations
  public init(
    ascii: Bool = false, monochrome: Bool = false, keys: PlayerKeys = .defaults,
    animations: Animations = .full
  ) {
    glyphs = ascii ? .ascii : .emoji
    self.monochrome = monochrome
    self.keys = keys
    self.animations = animations
  }
  public var box: BoxGlyphs { ascii ? .ascii : .rounded }
}

/// What a scene did with an event. An ignored key gets the stack's shared keys (`SharedKeys`):
/// `?`/F1 opens help, Esc or `q` goes back (from the last scene: quits), `p` pauses where the
/// scene can pause.
public enum EventResult: Sendable {
  case handled
  case ignored
}

/// What a scene can ask of the app while it handles an event.
public protocol SceneContext: AnyObject {
  /// Game time in seconds: stops while the terminal is too small, the app is suspended or a
  /// pausing overlay is open.
  var now: Double { get }
  var options: RenderOptions { get }
  var size: Size { get }
  func push(_ scene: Scene)
  func pop()
  func replaceTop(with scene: Scene)
  func quit()
  /// Opens the help overlay of the scene on top: its keys, the shared keys in force, its text.
  func openHelp()
  /// Words for the player about what just happened that the next screen would not say
  /// ("Settings saved."): said before that screen's words until the next key.
  func say(_ news: String)
  /// Screen-reader mode (`SceneStack.screenReader`): overlays are drawn as plain words, with no
  /// frame (`overlayFrame`).
  var screenReader: Bool { get }
}

extension SceneContext {
  /// The frame of an overlay's box: none in screen-reader mode (a reader spells box art out).
  public var overlayFrame: BoxGlyphs { screenReader ? .blank : options.box }

  /// Screen-reader mode: an overlay owns the rows it covers whole, so a reader reading a row
  /// hears the overlay alone, not the edges of the screen below beside it.
  public func clearOverlayRows(_ rect: Rect, in canvas: inout Canvas) {
    guard screenReader else { return }
    canvas.clear(Rect(x: 0, y: rect.y, width: canvas.width, height: rect.height))
  }
}

/// What the stack and the help overlay need to know of a scene besides its drawing and its
/// events, as one value: its title, its size, its keys and help, how it treats time.
public struct SceneInfo {
  /// Shown as the help overlay's title.
  public var title: String
  /// Below this size the stack shows a "Terminal too small" notice and stops game time.
  public var minimumSize: Size
  /// The scene's own key table, for the footer and the `?` overlay; the stack adds the shared
  /// keys (`SharedKeys`) to both.
  public var helpEntries: [HelpEntry]
  /// Extra lines for the help overlay (rules, the current seed...): written when help opens,
  /// not whenever the stack looks at the scene (every event and frame).
  public var helpText: [String] { helpTextSource() }
  private let helpTextSource: () -> [String]
  /// Printable keys type text here (a form field): `?`, `q` and `p` are not shared keys then.
  public var typesText: Bool
  /// `p` pauses this scene (game time stops under the pause box until a key).
  public var isPausable: Bool
  /// An overlay draws over the scene below it.
  public var isOverlay: Bool
  /// While this scene is on top, game time stands still.
  public var pausesGameTime: Bool
  /// A line under the "Terminal too small" notice saying what stopped meanwhile.
  public var pausedNote: String?
  /// A short note the stack shows at the right end of the footer (e.g. "daily 2026-11-23").
  public var footerTag: String?
  /// The screen shows data from outside the session's events (other users' files): a replay
  /// cannot show it as it was, so replays leave such frames out of their screen digests.
  public var showsOutsideData: Bool
  /// The scene shows glyphs of every set on purpose (the Settings test card: "do these look
  /// right?"): the stack does not fold them to the set in force.
  public var showsEveryGlyphSet = false

  public init(
    title: String, minimumSize: Size = Size(width: 40, height: 12), helpEntries: [HelpEntry] = [],
    helpText: @autoclosure @escaping () -> [String] = [], typesText: Bool = false, isPausable: Bool = false,
    isOverlay: Bool = false,
    pausesGameTime: Bool = false, pausedNote: String? = nil, footerTag: String? = nil,
    showsOutsideData: Bool = false
  ) {
    self.title = title
    self.minimumSize = minimumSize
    self.helpEntries = helpEntries
    helpTextSource = helpText
    self.typesText = typesText
    self.isPausable = isPausable
    self.isOverlay = isOverlay
    self.pausesGameTime = pausesGameTime
    self.pausedNote = pausedNote
    self.footerTag = footerTag
    self.showsOutsideData = showsOutsideData
  }
}

/// A screen: it draws itself into a canvas and turns events into model actions.
public protocol Scene: AnyObject {
  /// What the stack and the help need to know of it (`SceneInfo`).
  var info: SceneInfo { get }
  /// The scene's state as a replay digests it (`StateSnapshot`): every scene says what it holds.
  var snapshot: StateSnapshot { get }

  /// Draws the scene; the last row is the stack's (the footer), unless the scene is an overlay.
  func render(into canvas: inout Canvas, context: SceneContext)
  func handle(_ event: InputEvent, context: SceneContext) -> EventResult
  /// The game time at which this scene next wants a `.timer` event; nil when it waits for
  /// input only (the loop then blocks: no wakeups on a still screen).
  func nextDeadline(context: SceneContext) -> Double?
  /// Called when the scene becomes the top of the stack again (after an overlay closes).
  func didBecomeTop(context: SceneContext)
  /// Called when the scene leaves the stack: cancel background work here.
  func didLeave(context: SceneContext)
  /// The scene in words (`Speech`): what the last key changed and where things are. A pure
  /// function of the scene's state, like `render`. The default is the scene's screen text.
  func speech(context: SceneContext) -> Speech
  /// Line mode: the keys a typed word stands for in this scene ("a1", "fizz"), or nil.
  func keys(forWord word: String) -> [Key]?
  /// Line mode: the input a typed word stands for on a screen of `size`: its keys by default;
  /// a word naming a place on the screen may be one click there instead, so one word is one
  /// input (a counted daily's leaderboard counts a person's pace in inputs).
  func input(forWord word: String, size: Size) -> [InputEvent]?
  /// The words `keys(forWord:)` knows, for the line that names the valid ones.
  var spokenWords: [String] { get }
}

extension Scene {
  public func nextDeadline(context: SceneContext) -> Double? { nil }
  public func didBecomeTop(context: SceneContext) {}
  public func didLeave(context: SceneContext) {}
  public func keys(forWord word: String) -> [Key]? { nil }
  public func input(forWord word: String, size: Size) -> [InputEvent]? {
    keys(forWord: word).map { $0.map { .key($0) } }
  }
  public var spokenWords: [String] { [] }

  /// The screen's own text, for scenes that have no words of their own yet: what a reader
  /// would read off the screen, row by row.
  public func speech(context: SceneContext) -> Speech {
    var canvas = Canvas(size: context.size)
    render(into: &canvas, context: context)
    return Speech(status: "", look: "\(info.title): \(canvas.spokenText)")
  }
}

/// A scene whose model can check its own invariants (the soak fuzzer calls this after every
/// event); an empty list means all hold.
public protocol InvariantChecking {
  func invariantViolations() -> [String]
}
