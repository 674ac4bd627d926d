import ArcadeGlyphs
/// The stack of scenes (menu -> game -> overlay) and the rules every scene shares: the
/// too-small notice, game time that stops when nobody can see the game, the shared keys
/// (`SharedKeys`: help, back, pause) and the footer drawn from the key tables in force.
public final class SceneStack: SceneContext {
  public private(set) var scenes: [Scene] = []
  public private(set) var size: Size
  public var options: RenderOptions
  public private(set) var isFinished = false
  /// Screen-reader mode (`--screen-reader`): a status line in words replaces the footer, the
  /// cursor stands at its start, and `l` (`lookKey`) says where things are.
  public var screenReader = false
  public static let lookKey = Key.char("l")
  /// Screen-reader mode: the last news lines again on the status line (^P, as roguelikes'
  /// message history), until the next key; a query, like the look key.
  public static let historyKey = Key.ctrl("p")
  /// Screen-reader mode, where the scene has a map (Zombies, Memory): the map on the screen's rows
  /// (line mode's `map`), until the next key; a query, like the look key.
  public static let mapKey = Key.char("m")
  private var showsLook = false
  private var showsHistory = false
  private var showsMap = false
  /// Screen-reader mode: the status lines shown, oldest first, for the history key.
  public private(set) var spokenHistory: [String] = []
  /// Words a scene left for the next screen (`say`), shown before its status until the next key.
  public private(set) var news: String?
  private let gameClock: GameClock
  private var suspended = false

  public init(
    root: Scene, size: Size, clock: Clock, options: RenderOptions = RenderOptions()
  ) {
    self.size = size
    self.options = options
    gameClock = GameClock(source: clock)
    scenes = [root]
    updateGameClock()
  }

  public var top: Scene? { scenes.last }
  /// Game time, never behind a deadline already delivered.
  public var now: Double { max(gameClock.now, nowFloor) }
  private var nowFloor = -Double.infinity
  public var isGameTimePaused: Bool { gameClock.isPaused }
  /// The game clock as it stands (a counted daily's attempt starts its replay from it); set
  /// only on a stack just made for such a replay.
  public var gameClockState: GameClock.State {
    get { gameClock.state }
    set { gameClock.state = newValue }
  }

  /// The top scene does not fit: the stack shows the notice instead and stops game time.
  public var isTooSmall: Bool { !requiredSize.fits(in: size) }

  /// The size every visible scene needs: an overlay's own minimum and that of each scene
  /// drawn under it (a game under help still draws itself, so it must still fit).
  public var requiredSize: Size { Self.requiredSize(visibleScenes) }

  private static func requiredSize(_ visible: [(scene: Scene, info: SceneInfo)]) -> Size {
    var need = Size(width: 0, height: 0)
    for (_, info) in visible {
      need.width = max(need.width, info.minimumSize.width)
      need.height = max(need.height, info.minimumSize.height)
    }
    return need
  }

  /// The top scene and the scenes under its overlays, each with its info, read once (a
  /// scene's info is built when asked: its help text, its key table).
  private var visibleScenes: [(scene: Scene, info: SceneInfo)] {
    var visible: [(scene: Scene, info: SceneInfo)] = []
    for scene in scenes.reversed() {
      let info = scene.info
      visible.append((scene, info))
      if !info.isOverlay { break }
    }
    return visible.reversed()
  }

  // MARK: navigation

  public func push(_ scene: Scene) {
    scenes.append(scene)
    updateGameClock()
  }

  public func pop() {
    guard let leaving = scenes.popLast() else { return }
    leaving.didLeave(context: self)
    if scenes.isEmpty {
      isFinished = true
    } else {
      updateGameClock()
      scenes.last?.didBecomeTop(context: self)
    }
  }

  public func replaceTop(with scene: Scene) {
    if let leaving = scenes.popLast() { leaving.didLeave(context: self) }
    scenes.append(scene)
    updateGameClock()
  }

  public func quit() {
    while let leaving = scenes.popLast() { leaving.didLeave(context: self) }
    isFinished = true
  }

  // MARK: events

  /// Delivers one event. Returns true when the screen may have changed.
  @discardableResult
  public func handle(_ event: InputEvent) -> Bool {
    let before =
      screenReader
      ? (scene: top.map(ObjectIdentifier.init), status: spokenStatus(), focus: sceneSpeech()?.focus) : nil
    let changed = deliver(event)
    if let before, !showsLook && !showsHistory && !showsMap {
      // A key that changed nothing the status says gets a few words saying so, never the same
      // news again (a reader speaks what is new on the line, and would say nothing at all).
      let same =
        before.scene == top.map(ObjectIdentifier.init) && before.status == spokenStatus()
        && before.focus == sceneSpeech()?.focus
      if case .key(let key) = event, same {
        let named = Self.spokenName(key)
        unchanged = (named, unchanged?.key == named ? (unchanged?.count ?? 0) + 1 : 1)
      } else if !same || event.isAnyKeyOrClick {
        unchanged = nil
      }
    }
    if screenReader && !showsLook && !showsHistory && !showsMap, let speech = speech() {
      // Each status line once, after the event that showed it (not when drawn: a replay
      // draws at other times than the live session did).
      let status = speech.status.isEmpty ? speech.look : speech.status
      if spokenHistory.last != status {
        spokenHistory = Array((spokenHistory + [status]).suffix(Self.historyKept))
      }
    }
    return changed
  }

  private func deliver(_ event: InputEvent) -> Bool {
    if case .resize(let newSize) = event {
      size = newSize
      updateGameClock()
      _ = top?.handle(event, context: self)  // scenes may relayout; the result does not matter
      return true
    }
    guard let top, !isFinished else { return false }
    if case .key = event { news = nil }
    if screenReader, case .key(let key) = event {
      // The look key says where things are on the status line, until the next key; the history
      // key says the last news again.
      let query = isLook(event)
      showsLook = query && key == Self.lookKey
      showsHistory = query && key == Self.historyKey
      showsMap = query && key == Self.mapKey
      if query { return true }
    }
    if isTooSmall {
      // Only leaving works while the game cannot be seen.
      if case .key(let key) = event, sharedKeys(for: top).action(for: key) == .back { pop() }
      return true
    }
    if case .timer(let deadline?) = event {
      // The loop fires a timer when the wall clock reaches the deadline's wall time; game time
      // = wall time - offset can land a hair before it, so game time is lifted to it.
      nowFloor = max(nowFloor, deadline)
    }
    if top.handle(event, context: self) == .handled { return true }
    guard case .key(let key) = event, let action = sharedKeys(for: top).action(for: key) else { return false }
    switch action {
    case .help: openHelp()
    case .back: pop()
    case .pause: push(PauseOverlay())
    case .repaint: break  // the backend repaints on ^L; a scripted ^L changes nothing
    }
    return true
  }

  /// Screen-reader mode's look key, on a scene that does not type text: the stack says where
  /// things are and gives the key to no scene, so it changes no state (a counted attempt
  /// leaves it out). A query: it changes nothing.
  public func isLook(_ event: InputEvent) -> Bool {
    guard screenReader, case .key(let key) = event, let top, !isFinished, !top.info.typesText else {
      return false
    }
    return key == Self.lookKey || key == Self.historyKey || (key == Self.mapKey && takesMapKey(top))
  }

  /// The map key is a query only where there is a map and the player has not bound it to a
  /// move of their own: elsewhere it stays the scene's key.
  private func takesMapKey(_ top: Scene) -> Bool {
    speech()?.map != nil && !top.info.helpEntries.contains { $0.boundKeys.contains(Self.mapKey) }
  }

  /// The shared keys in force while `scene` is shown.
  public func sharedKeys(for scene: Scene) -> BindingTable<SharedAction> {
    SharedKeys.table(for: scene.info, isRoot: scenes.first === scene)
  }

  private func sharedKeys(for scene: Scene, _ info: SceneInfo) -> BindingTable<SharedAction> {
    SharedKeys.table(for: info, isRoot: scenes.first === scene)
  }

  public func say(_ news: String) { self.news = news }

  /// Screen-reader mode: the last keys that changed nothing said (the same key, pressed `count`
  /// times in a row).
  private var unchanged: (key: String, count: Int)?

  /// The status line's words as the scene says them, without the words for a key that changed
  /// nothing.
  private func spokenStatus() -> String? {
    guard let speech = sceneSpeech() else { return nil }
    return speech.status.isEmpty ? speech.look : speech.status
  }

  /// A key as the status line names it: "p", "Up", "Enter".
  static func spokenName(_ key: Key) -> String {
    switch key {
    case .up: return "Up"
    case .down: return "Down"
    case .left: return "Left"
    case .right: return "Right"
    default: return key.description
    }
  }

  public func openHelp() {
    guard let top else { return }
    push(HelpOverlay(for: top, shared: sharedKeys(for: top).helpEntries + queryHelpEntries()))
  }

  /// Screen-reader mode: the stack's own query keys, in the help of a scene that takes them.
  private func queryHelpEntries() -> [HelpEntry] {
    guard screenReader, let top, !top.info.typesText else { return [] }
    return [
      HelpEntry(keys: "l", help: "look: where things are", inFooter: false),
      HelpEntry(keys: "^P", help: "the news before, newest first", inFooter: false),
    ]
      + (takesMapKey(top)
        ? [HelpEntry(keys: "m", help: "map: the board row by row", inFooter: false)] : [])
  }

  /// The app was suspended (Ctrl-Z) or resumed: game time stops meanwhile.
  public func setSuspended(_ value: Bool) {
    suspended = value
    updateGameClock()
  }

  /// When the loop must wake next, and for which deadline (a query: it changes nothing).
  public struct WakeUp: Equatable, Sendable {
    /// Wall-clock seconds (the loop's clock).
    public let time: Double
    /// The top scene's deadline, in game time: the `.timer` then delivered carries it.
    public let deadline: Double

    public var timer: InputEvent { .timer(deadline: deadline) }
  }

  /// The top scene's next deadline, or nil to wait for input only (no scene, game time
  /// stopped, or a scene with nothing scheduled).
  public func nextWakeUp() -> WakeUp? {
    guard let top, !isFinished, !gameClock.isPaused, let deadline = top.nextDeadline(context: self) else {
      return nil
    }
    return WakeUp(time: gameClock.wallTime(forGameTime: deadline), deadline: deadline)
  }

  /// The wall-clock time of the top scene's next deadline, or nil to wait for input only.
  public func nextWakeTime() -> Double? { nextWakeUp()?.time }

  // MARK: drawing

  /// Draws the visible scenes (the top one and the scenes under its overlays). In ASCII mode
  /// whatever is still not ASCII (a deck's name, a typed word) is folded to ASCII stand-ins,
  /// in `unicode` whatever is still an emoji; a scene that shows every glyph set (the
  /// Settings test card) is drawn as it is.
  public func render() -> Canvas {
    let canvas = draw()
    // Emoji first: the usual case asks the top scene nothing more.
    if options.glyphs == .emoji || top?.info.showsEveryGlyphSet == true { return canvas }
    return options.glyphs == .ascii ? canvas.foldedToASCII() : canvas.foldedEmoji()
  }

  /// The screen drawn at `other` instead of the stack's own size: a replay viewer draws the
  /// session at its watcher's size while the session runs at the recorded one. Drawing changes
  /// nothing, so the scenes' state (laid out for the stack's size) is not touched.
  public func render(at other: Size) -> Canvas {
    let own = size
    size = other
    defer { size = own }
    return render()
  }

  /// Why the screen must be drawn at the stack's own size (a visible scene's
  /// `DrawnAtRecordedSize`), or nil when any size will do.
  public var recordedSizeReason: (title: String, reason: String)? {
    for (scene, info) in visibleScenes.reversed() {
      if let bound = scene as? DrawnAtRecordedSize { return (info.title, bound.recordedSizeReason) }
    }
    return nil
  }

  /// The screen as the scenes and the stack draw it, before the ASCII fold (in ASCII mode every
  /// glyph of ours is already ASCII: a test checks it).
  public func draw() -> Canvas {
    var canvas = Canvas(size: size)
    guard !scenes.isEmpty else { return canvas }
    let visible = visibleScenes
    let need = Self.requiredSize(visible)
    if !need.fits(in: size) {
      TooSmallNotice.render(into: &canvas, need: need, note: visible.last?.info.pausedNote, options: options)
      if screenReader { drawSpokenStatus(into: &canvas) }
      return canvas
    }
    for (scene, info) in visible {
      scene.render(into: &canvas, context: self)
      if !info.isOverlay { drawFooter(of: scene, info, into: &canvas) }
    }
    if screenReader { drawSpokenStatus(into: &canvas) }
    return canvas
  }

  /// Screen-reader mode: the bottom rows show the top scene's status in words (`Speech`), or
  /// its look after the look key, instead of the footer. The cursor stands at the start of the
  /// scene's focused item when it names one above them, else at the start of the status line.
  private func drawSpokenStatus(into canvas: inout Canvas) {
    guard let speech = speech(), canvas.width > 2, canvas.height > 1 else { return }
    let status = speech.status.isEmpty ? speech.look : speech.status
    let earlier = (spokenHistory.last == status ? spokenHistory.dropLast() : spokenHistory[...]).suffix(
      LineCommands.historyLines)
    // Newest first: what the screen cannot hold is the oldest.
    let history =
      earlier.isEmpty
      ? "History: nothing before this."
      : "Before this, newest first: " + earlier.reversed().joined(separator: " / ")
    let map = showsMap ? speech.map : nil
    let text = map ?? (showsHistory ? history : showsLook ? speech.look : status)
    // Nothing said is cut: a status longer than the status rows (a counted FizzBuzz's notice)
    // and an answer to a query (the map, Settings' look, the leaderboard's table read whole)
    // cover the game from the bottom up, the status until the next key changes it.
    let rows = canvas.height - 1
    let lines = TextLayout.wrap(text, width: canvas.width - 1).prefix(rows)
    let top = canvas.height - lines.count
    canvas.clear(Rect(x: 0, y: top, width: canvas.width, height: lines.count))
    for (row, line) in lines.enumerated() {
      canvas.put(line, x: 0, y: top + row, style: .highlight, limit: canvas.width - 1)
    }
    canvas.cursor = Point(x: 0, y: top)
    if !showsLook && !showsHistory && !showsMap, let focus = speech.focus,
      (0..<canvas.width).contains(focus.x),
      (0..<top).contains(focus.y)
    {
      canvas.cursor = focus
    }
  }

  /// The last row, which belongs to the stack: the scene's key hints and the shared ones in
  /// force, from their tables.
  private func drawFooter(of scene: Scene, _ info: SceneInfo, into canvas: inout Canvas) {
    canvas.clear(Rect(x: 0, y: canvas.height - 1, width: canvas.width, height: 1))
    // The tag keeps its place at the right while the keys have room for the essentials.
    let tag = info.footerTag.map { Glyphs.text($0, options) } ?? ""
    let tagWidth = GlyphWidth.of(tag)
    let showTag = !tag.isEmpty && canvas.width - 2 - tagWidth - 2 >= 30
    let width = canvas.width - 2 - (showTag ? tagWidth + 2 : 0)
    // The shared keys are made from these fields of the scene's info and whether it is the root.
    let key = FooterKey(
      entries: info.helpEntries, typesText: info.typesText, isPausable: info.isPausable,
      isRoot: scenes.first === scene, width: width, options: options)
    let text: String
    if let footerCache, footerCache.key == key {
      text = footerCache.text
    } else {
      text = Footer.text(
        info.helpEntries, shared: sharedKeys(for: scene, info).helpEntries, width: width, options: options)
      footerCache = (key, text)
    }
    canvas.put(text, x: 1, y: canvas.height - 1, style: .muted)
    if showTag { canvas.put(tag, x: canvas.width - 1 - tagWidth, y: canvas.height - 1, style: .accent) }
  }

  /// The footer's text as last made, and what it was made from: the keys rarely change between
  /// frames, and making the text (the shared keys' table, the hints fitted to the width) was a
  /// sixth of drawing a frame of the maze's reveal. A cache of a pure function: never saved.
  private var footerCache: (key: FooterKey, text: String)?
  private struct FooterKey: Equatable {
    let entries: [HelpEntry]
    let typesText: Bool
    let isPausable: Bool
    let isRoot: Bool
    let width: Int
    let options: RenderOptions
  }

  /// The most status lines kept for the history key.
  public static let historyKept = 100

  /// The stack's own state (its scenes, size, game clock, what screen-reader mode shows), as a
  /// closure that puts it back: half of a keyframe (`keyframe()`), the scenes' being the other.
  func savedStackState() -> () -> Void {
    let saved = (
      scenes, size, isFinished, showsLook, showsHistory, showsMap, spokenHistory, news, gameClock.state,
      suspended, nowFloor, unchanged
    )
    return { [self] in
      (
        scenes, size, isFinished, showsLook, showsHistory, showsMap, spokenHistory, news, gameClock.state,
        suspended, nowFloor, unchanged
      ) = saved
    }
  }

  private func updateGameClock() {
    let stop = suspended || isTooSmall || (top?.info.pausesGameTime ?? false)
    if stop { gameClock.pause() } else { gameClock.resume() }
  }
}

extension SceneStack {
  /// The top scene in words (screen-reader mode's status line, line mode); while the terminal
  /// is too small, that is what is said.
  public func speech() -> Speech? {
    guard var speech = sceneSpeech() else { return nil }
    if let unchanged {
      let times = unchanged.count > 1 ? ", \(unchanged.count) times in a row" : ""
      speech.status = "\(unchanged.key): \(speech.idle ?? "nothing changed")\(times)."
      speech.focus = nil
    }
    return speech
  }

  /// The top scene in words, after the news a scene left.
  fileprivate func sceneSpeech() -> Speech? {
    guard let top else { return nil }
    if isTooSmall {
      let notice = TooSmallNotice.message(need: requiredSize, have: size)
      return Speech(status: notice, look: notice)
    }
    var speech = top.speech(context: self)
    guard let news else { return speech }
    // The news is what the last key did: the status line says it first, the cursor on it.
    speech.status = news + " " + (speech.status.isEmpty ? speech.look : speech.status)
    speech.focus = nil
    return speech
  }
}

/// "Terminal too small: need W×H, have w×h", centred, wrapped on a very small terminal.
public enum TooSmallNotice {
  public static func message(need: Size, have: Size) -> String {
    "Terminal too small: need \(need.width)×\(need.height), have \(have.width)×\(have.height)"
  }

  public static func render(
    into canvas: inout Canvas, need: Size, note: String? = nil, options: RenderOptions = RenderOptions()
  ) {
    let have = canvas.size
    let width = max(1, canvas.width)
    // The full sentence when it fits; on a tiny terminal the numbers matter most.
    var lines = TextLayout.wrap(Glyphs.text(message(need: need, have: have), options), width: width)
    if let note { lines += TextLayout.wrap(note, width: width) }
    if lines.count > canvas.height {
      lines = ["Too small", "need \(need)", "have \(have)"].map { Glyphs.text($0, options) }
      if lines.count > canvas.height { lines = Array(lines.dropFirst()) }
    }
    let top = max(0, (canvas.height - lines.count) / 2)
    for (i, line) in lines.enumerated() { canvas.putCentered(line, y: top + i, style: .warning) }
  }
}
