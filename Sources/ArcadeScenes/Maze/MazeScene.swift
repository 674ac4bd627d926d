import ArcadeGeometry
import ArcadeKit
import DailyModel
import MazeModel

/// The maze screen: `g` asks the rooms API for a new maze and the explorer discovers it; rooms
/// appear as they arrive, the newest highlighted for a moment, with a spinner, a ticking timer
/// and live statistics.
///
/// Everything runs on the loop's thread, on one `EventScheduler` whose time is game time: the
/// server's latencies are deadlines there, and the scene asks the loop to wake it (through
/// `nextDeadline`) at the earliest one, at most `frameSeconds` apart, delivering every answer due
/// by then, each at its own deadline. No thread or timer per request; when game time stops
/// (terminal too small, help open, suspended) the exploration stops with it.
public final class MazeScene: Scene {
  enum Action: Sendable, Equatable {
    case generate
    case toggleView
    case scroll(Direction)
    case centre
  }

  enum ViewMode: Equatable, CustomStringConvertible {
    case overview
    case detail
    /// Its name in replay snapshots.
    var description: String { self == .overview ? "overview" : "detail" }
  }
  public var info: SceneInfo {
    SceneInfo(
      title: "Maze",
      minimumSize: Size(width: 60, height: 20),
      // `s` comes second, after `g`: where sharing works the footer names it before the views.
      helpEntries: keyRows,
      helpText: self.helpLines,
      pausedNote: "Exploring and the timer are stopped until it fits.",
      // On a daily: the day, and "(practice)" once the counted reveal is over and another begins.
      footerTag: daily?.footerTag(again: practiceReveal))
  }

  /// The help overlay's lines, written when help opens.
  private var helpLines: [String] {
    [
      "Each maze comes from a simulated rooms API (the original's Maze tiles API): a start room,"
        + " then every room fetched by id, doors opened by a slow unlock. Rooms are drawn as they"
        + " arrive; north is drawn below, as in the original. S marks the start room.",
      "The explorer asks for each room's neighbours as soon as it arrives (up to \(settings.maxFetchesInFlight)"
        + " at once), fetches each room once, unlocks each door once and retries timeouts."
        + " The ratio is total time / critical path (the longest chain of dependent requests).",
      "Overview: the whole maze in braille dots, 2×4 per character (ASCII: one column of 4), a dot"
        + " per room, fewer for a maze too big, more where the terminal has room (then walls show). Detail: 2"
        + " columns per room, doors and the exit marked. Newest rooms are highlighted for a moment.",
      "A timeout (504) is retried with backoff, up to \(settings.explorerConfiguration.retry.maxAttempts)"
        + " attempts; any other error stops the run, and g then explores the same maze again (a new"
        + " one if the error came before the server named its start room)."
        + " Doors sit on about 1 in"
        + " \(Int((1 / settings.serverConfiguration().doorChance).rounded())) corridor squares.",
      "The simulated server runs on game time: exploring stops with the timer while the terminal"
        + " is too small, help is open or the arcade is suspended.",
      daily == nil
        ? "Seed: \(serverSession) (the n-th maze here is the n-th of \(headlessCommand))"
        : "The day's maze: the first of \(headlessCommand) (the same maze for everyone that day)",
    ]
  }

  /// The keys in force, for the footer and help. Made again only when what they depend on
  /// changes: the stack reads `info` several times a frame, and making the table each time was
  /// a twentieth of the reveal's CPU.
  private var keyRows: [HelpEntry] {
    let key = KeyRowsKey(view: view, generate: generateWord, share: canShare)
    if let cached = keyRowsCache, cached.key == key { return cached.rows }
    var entries = Self.bindings(for: view, generate: key.generate).helpEntries
    entries.insert(
      HelpEntry(
        keys: "s", help: "share a finished reveal (overview)",
        hint: key.share ? KeyHint(keys: "s", text: "share", priority: .important) : nil), at: 1)
    let rows = entries + [HelpEntry(keys: "click", help: "zoom in there", inFooter: false)]
    keyRowsCache = (key, rows)
    return rows
  }

  private struct KeyRowsKey: Equatable {
    let view: ViewMode
    let generate: String
    let share: Bool
  }
  private var keyRowsCache: (key: KeyRowsKey, rows: [HelpEntry])?

  /// The keys; the footer words them for the view shown (and lists scrolling in detail only).
  /// `generate` names what `g` does now ("new maze", "retry", "day's maze").
  static func bindings(for view: ViewMode, generate: String = "new maze") -> BindingTable<Action> {
    let detail = view == .detail
    return BindingTable(
      [
        Binding(
          [.char("g"), .enter], help: "generate a maze", action: .generate, footer: generate,
          footerKeys: "g"),
        Binding(
          [.char("v"), .tab], help: "overview/detail", action: .toggleView,
          footer: detail ? "overview" : "detail",
          footerKeys: "v"),
        Binding(
          [.char("c")], help: "detail view centred on the start room (S)", action: .centre,
          footer: detail ? "centre on S" : "detail at start S"),
      ]
        + BindingTable.moves(
          help: "scroll the detail view", footer: "scroll", inFooter: detail,
          priority: .low
        ) {
          .scroll($0)
        })
  }

  let env: AppEnvironment
  let settings: MazeSettings
  /// The server's and the explorer's clock: game time.
  let scheduler = EventScheduler()
  private(set) var service: MazeService

  private(set) var explorer: MazeExplorer?
  private(set) var grid = MazeGrid()
  /// The overview as last drawn (`OverviewDrawing`) and the rooms that arrived since: a wake of
  /// a reveal draws the characters over its new rooms, not the whole picture again.
  private var overviewDrawing: OverviewDrawing?
  private var roomsSinceDrawing: [GridPoint] = []
  /// Past this many rooms not drawn (a reveal watched in the detail view), the next overview
  /// is drawn whole.
  static let roomsKeptForDrawing = 4096
  public private(set) var phase = ExplorerPhase.idle
  private(set) var stats = ExplorerStats()
  /// The counters on screen: while loading they follow `stats` once a second, with the timer
  /// (a number that changes every frame costs bytes and says little); at the end, at once.
  private(set) var shownStats = ExplorerStats()
  private var textRefreshAt = 0.0
  private(set) var view = ViewMode.overview
  /// What the last view key did ("Detail view scrolled north."), said before the reveal's
  /// status until the next key: the screen changed where the status would not say so.
  private(set) var viewNews: String?
  /// The arrival order of this maze's rooms so far (the same number `--headless` prints).
  private(set) var digest = RevealDigest()
  private(set) var topLeft = GridPoint()
  private var loadStartedAt = 0.0
  /// The spinner's next frame while loading.
  private var nextTick = 0.0
  /// When the scheduler last caught up with game time: wakes are at least `frameSeconds` apart.
  private var lastAdvance = -Double.infinity
  /// Where the exit room is, once it arrived (the map says it without a search of the grid).
  private(set) var exitRoom: GridPoint?
  /// The map in words last made, and what it was made from (`spokenMap`).
  var mapCache: (key: MapKey, text: String)?
  /// Arrival batches: (game time drained, first order in the batch), for the highlight.
  private var batches: [(time: Double, firstOrder: Int)] = []

  static let highlightSeconds = 0.6
  static let tickSeconds = 0.25
  /// The shortest gap between two wakes for news (4 a second): answers due in between wait for
  /// the next wake and are delivered together, each at its own deadline. Measured in tmux at
  static let frameSeconds = 0.25
  /// The most simulated events one wake runs: a huge maze at latency 0 (every answer due at
  /// once) is revealed over several wakes, each short, so keys and signals are read between
  /// them (a replay's playback answers q during it, `--check` a Ctrl-C). The wakes follow one
  /// another at once; a maze of the usual sizes never needs a second.
  static let eventsPerWake = 10_000
  /// The last wake stopped at `eventsPerWake` with events still due: the next comes at once.
  private var cutShort = false
  /// The overview's layout for this frame when the picture moved both ways at once (the
  /// reveal's end centres it): its rows moved first, its columns at a wake that comes at once
  /// (`MazeOverview.rowsFirst`).
  private(set) var overviewStep: MazeOverview.Layout?

  /// `connect` gives the rooms API on the scene's scheduler (the catalog and the command line
  /// pass the simulated server; tests a scripted service).
  public init(
    env: AppEnvironment, settings: MazeSettings = MazeSettings(), daily: DailySession? = nil,
    serverSession: UInt64? = nil, connect: @escaping MazeConnector
  ) {
    self.serverSession = serverSession ?? env.sessionSeed
    self.env = env
    self.settings = settings
    self.daily = daily
    self.connect = connect
    service = connect(scheduler)
  }

  private let connect: MazeConnector
  /// The seed `connect`'s simulated server was made from (`MazeSettings.serverSeed`): the
  /// session's, or a daily's.
  let serverSession: UInt64

  /// `arcade maze --headless` with the seed and the settings that shape the mazes here.
  var headlessArguments: [String] {
    var arguments = ["maze", "--headless", "--seed", "\(serverSession)"]
    if let width = settings.width, let height = settings.height {
      arguments += ["--size", "\(width)x\(height)"]
    }
    if settings.latencyScale != 1 { arguments += ["--latency-scale", "\(settings.latencyScale)"] }
    if settings.faultRate != 0 { arguments += ["--faults", "\(settings.faultRate)"] }
    if settings.transport != .json { arguments += ["--transport", settings.transport.rawValue] }
    return arguments
  }
  private var headlessCommand: String { (["arcade"] + headlessArguments).joined(separator: " ") }

  /// Set when this is a day's challenge: the day's maze, its result in the daily table.
  let daily: DailySession?
  private var dailyRevealsFinished = 0
  /// A daily's reveal started after the counted one finished: practice, to its end.
  private var practiceReveal = false
  /// What `g` does, as the footer says it.
  private var generateWord: String {
    if daily != nil { return "day's maze" }
    return retriesSameMaze ? "retry" : "new maze"
  }

  private var hasFailed: Bool {
    if case .failed = phase { return true }
    return false
  }

  /// Whether `g` explores the same maze again: a daily is always the day's maze; after a
  /// failure, the maze whose start room the server named.
  var retriesSameMaze: Bool { daily != nil || (hasFailed && explorer?.startRoomID != nil) }
  private var mazesStarted = 0

  /// The last finished reveal's share card (`s` on the overview), until the next one ends.
  private(set) var finishedCard: ((_ ascii: Bool) -> ShareCard)?

  /// `s` shares a finished reveal from the overview; in the detail view it scrolls down.
  private var canShare: Bool { view == .overview && finishedCard != nil && !phase.isRunning }

  private func wantsShare(_ key: Key) -> Bool { key == .char("s") && canShare }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    if daily?.confirmsLeaving(event, context: context, env: env) == true { return .handled }
    switch event {
    case .timer:
      catchUp(context: context)
      if context.now >= nextTick { nextTick = context.now + Self.tickSeconds }
      return .handled
    case .key(let key):
      if wantsShare(key), let finishedCard {
        ShareCardOverlay.open(env: env, card: finishedCard, context: context)
        return .handled
      }
      guard let action = Self.bindings(for: view).action(for: key) else { return .ignored }
      viewNews = nil
      perform(action, context: context)
      return .handled
    case .mouse(let mouse):
      let area = Self.mazeArea(context.size)
      guard mouse.kind == .press, view == .overview,
        let at = MazeOverview.coordinates(
          at: Point(x: mouse.x, y: mouse.y), grid: grid, area: area, options: context.options,
          growing: phase.isRunning)
      else { return .ignored }
      view = .detail
      centre(on: at, size: context.size)
      return .handled
    case .resize:
      overviewStep = nil  // laid out for the old size: the move is drawn whole
      clampScroll(size: context.size)
      return .handled
    }
  }

  func perform(_ action: Action, context: SceneContext) {
    switch action {
    case .generate:
      // Like the original's disabled button: nothing while a maze is loading.
      guard !phase.isRunning else { return }
      generate(context: context)
    case .toggleView:
      view = view == .overview ? .detail : .overview
      clampScroll(size: context.size)
      viewNews = view == .overview ? "Overview: the whole maze." : "Detail view: the arrows scroll."
    case .scroll(let direction):
      guard view == .detail else { return }
      let before = topLeft
      switch direction {
      case .up: topLeft.row -= 1
      case .down: topLeft.row += 1
      case .left: topLeft.col -= 1
      case .right: topLeft.col += 1
      }
      clampScroll(size: context.size)
      let way = ["north", "south", "west", "east"][
        [.up, .down, .left, .right].firstIndex(of: direction) ?? 0]
      let moved = topLeft != before
      viewNews = moved ? "Detail view scrolled \(way)." : "The detail view is at the maze's \(way) edge."
    case .centre:
      view = .detail
      centre(on: .origin, size: context.size)
      viewNews = "Detail view centred on the start room S."
    }
  }

  private func generate(context: SceneContext) {
    daily?.begin(env: env, now: context.now)  // the first reveal begins a counted attempt
    // Answers of an earlier (cancelled) maze that are due are dropped now.
    scheduler.run(until: context.now)
    // A retry after a failure starts again from the failed maze's start room.
    let retryFrom = hasFailed && daily == nil ? explorer?.startRoomID : nil
    explorer?.cancel()
    // A daily's server answers the day's maze first: a fresh one gives that maze again.
    if daily != nil && mazesStarted > 0 { service = connect(scheduler) }
    mazesStarted += 1
    practiceReveal = dailyRevealsFinished > 0
    grid = MazeGrid()
    overviewDrawing = nil
    roomsSinceDrawing = []
    exitRoom = nil
    cutShort = false
    digest = RevealDigest()
    batches = []
    stats = ExplorerStats()
    shownStats = stats
    textRefreshAt = context.now + 1
    let explorer = MazeExplorer(
      service: service, scheduler: scheduler, configuration: settings.explorerConfiguration)
    self.explorer = explorer
    loadStartedAt = context.now
    nextTick = context.now + Self.tickSeconds
    lastAdvance = context.now
    phase = .starting
    centre(on: .origin, size: context.size)
    explorer.start(from: retryFrom)
  }

  /// Runs the scheduler up to game time (every answer due, each at its deadline) and takes what
  /// the explorer found.
  func catchUp(context: SceneContext) {
    lastAdvance = context.now
    let drawn = overviewLayout(context: context)  // what the last frame showed
    overviewStep = nil
    guard let explorer else { return }
    let ran = scheduler.run(until: context.now, limit: Self.eventsPerWake)
    cutShort = ran == Self.eventsPerWake && scheduler.isBehind(context.now)
    let update = explorer.drain()
    if let first = update.rooms.first { batches.append((context.now, first.order)) }
    batches.removeAll { $0.time + Self.highlightSeconds <= context.now }
    grid.add(update.rooms)
    roomsSinceDrawing += update.rooms.map(\.coordinates)
    if roomsSinceDrawing.count > Self.roomsKeptForDrawing {
      overviewDrawing = nil
      roomsSinceDrawing = []
    }
    if let exit = update.rooms.first(where: { $0.type == .exit }) { exitRoom = exit.coordinates }
    digest.add(update.rooms)
    stats = update.stats
    let wasRunning = phase.isRunning
    phase = update.phase
    if !phase.isRunning || context.now >= textRefreshAt {
      shownStats = stats
      while textRefreshAt <= context.now { textRefreshAt += 1 }
    }
    if !update.rooms.isEmpty { clampScroll(size: context.size) }
    if let drawn, !update.rooms.isEmpty || wasRunning != phase.isRunning,
      let layout = overviewLayout(context: context)
    {
      overviewStep = MazeOverview.rowsFirst(
        from: drawn, to: layout, area: Self.mazeArea(context.size), options: context.options)
    }
    if wasRunning && phase == .finished { finishReveal(now: context.now) }
  }

  /// The overview's layout as `render` draws it now, if it draws the maze.
  private func overviewLayout(context: SceneContext) -> MazeOverview.Layout? {
    guard view == .overview, !grid.isEmpty, context.options.animations != .none || !phase.isRunning
    else { return nil }
    return overviewStep
      ?? MazeOverview.layout(
        of: grid, in: Self.mazeArea(context.size), options: context.options, growing: phase.isRunning)
  }

  /// A finished reveal: its card, and its result in the maze records or, for a daily, in the
  /// daily table (the first reveal counts, any after it is practice).
  private func finishReveal(now: Double) {
    let (rooms, ratio, seconds) = (stats.rooms, stats.ratio, stats.wallSeconds)
    let heading = daily?.heading(.maze, again: practiceReveal) ?? ShareCard.Heading(game: .maze)
    finishedCard = { ascii in
      ShareCard.maze(rooms: rooms, seconds: seconds, ratio: ratio, heading: heading, ascii: ascii)
    }
    guard let daily else {
      return MazeRecordsTable.recordFinished(rooms: rooms, ratio: ratio, in: env.records)
    }
    let hundredths = Int((ratio * 100).rounded())
    daily.finish(
      summary:
        "\(rooms) rooms, ratio \(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)",
      won: true, score: -ratio, env: env, now: now)
    dailyRevealsFinished += 1
  }

  public func didLeave(context: SceneContext) {
    explorer?.cancel()
  }

  // MARK: time

  public func nextDeadline(context: SceneContext) -> Double? {
    let now = context.now
    if overviewStep != nil { return lastAdvance }  // the move's columns, at once
    if phase.isRunning {
      // The spinner's tick or the next answer, whichever is first, but not sooner than a frame
      // after the last wake: answers due meanwhile are delivered together (each at its own
      // deadline, so the simulation, its order and its times do not depend on the frame rate).
      if cutShort { return lastAdvance }  // the rest of what was due, at once
      let due = min(nextTick, scheduler.nextDeadline ?? .infinity)
      return max(due, lastAdvance + Self.frameSeconds)
    }
    // After the reveal, one last wakeup to drop the highlight; then nothing.
    if let last = batches.last, last.time + Self.highlightSeconds > now {
      return last.time + Self.highlightSeconds
    }
    return nil
  }

  /// The first arrival order still highlighted, if any.
  func recentFrom(now: Double) -> Int? {
    batches.first { $0.time + Self.highlightSeconds > now }?.firstOrder
  }

  // MARK: layout and scrolling

  /// Where the maze is drawn: under the title line, above the two status lines and the footer.
  static func mazeArea(_ size: Size) -> Rect {
    Rect(x: 0, y: 1, width: size.width, height: max(1, size.height - 4))
  }

  private func centre(on at: GridPoint, size: Size) {
    let area = Self.mazeArea(size)
    topLeft = GridPoint(row: at.row - area.height / 2, col: at.col - MazeDetailView.tilesWide(area) / 2)
    clampScroll(size: size)
  }

  /// Keeps the detail view on the maze: along an axis where the known maze fits, all of it
  /// stays in view (the view moves only as far as needed); where it does not fit, the view
  /// stays within the maze's edges, so scrolling never leaves blank rows or columns beyond it.
  private func clampScroll(size: Size) {
    guard !grid.isEmpty else { return }
    let area = Self.mazeArea(size)
    topLeft.row = Self.clamp(topLeft.row, low: grid.minRow, high: grid.maxRow, visible: area.height)
    topLeft.col = Self.clamp(
      topLeft.col, low: grid.minCol, high: grid.maxCol, visible: MazeDetailView.tilesWide(area))
  }

  /// The first visible index along one axis, for a known range `low...high`.
  static func clamp(_ first: Int, low: Int, high: Int, visible: Int) -> Int {
    let lastStart = high - max(1, visible) + 1
    return min(max(first, min(low, lastStart)), max(low, lastStart))
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    let width = canvas.width
    let height = canvas.height
    let area = Self.mazeArea(canvas.size)
    let now = context.now

    canvas.put("Maze", x: 0, y: 0, style: .title)
    let status = MazeStatusText.status(
      phase: phase, stats: shownStats, elapsed: now - loadStartedAt,
      frame: Int((now - loadStartedAt) / Self.tickSeconds), sameMazeAgain: retriesSameMaze,
      options: options)
    canvas.put(status.text, x: 6, y: 0, style: status.style, limit: width)
    // The spinner turns every frame: in the terminal's own style it costs one glyph, no colour.
    if phase.isRunning, options.animations == .full, let glyph = status.text.first {
      canvas.put(String(glyph), x: 6, y: 0, style: .normal)
    }
    let viewName = view == .overview ? "overview" : "detail"
    canvas.put(viewName, x: width - viewName.count, y: 0, style: .muted)

    // Reduced motion: the newest rooms are not highlighted; none: the maze shows once whole.
    let recent = options.animations == .full ? recentFrom(now: now) : nil
    if options.animations == .none && phase.isRunning {
      let hint = "Exploring: the maze shows when it is whole (\(shownStats.rooms) rooms so far)."
      canvas.putCentered(Glyphs.text(hint, options), y: area.y + area.height / 2, style: .muted)
    } else if grid.isEmpty {
      let hint = phase.isRunning ? "asking for a start room…" : "Press g to generate a maze."
      canvas.putCentered(Glyphs.text(hint, options), y: area.y + area.height / 2, style: .muted)
    } else if view == .overview {
      // The overview shows the frontier by its growth: highlighting there would write every
      // character twice (on, then off) and double the reveal's bytes to the terminal.
      let layout =
        overviewStep ?? MazeOverview.layout(of: grid, in: area, options: options, growing: phase.isRunning)
      let key = OverviewDrawing.Key(area: area, options: options, layout: layout)
      let arrived = roomsSinceDrawing
      let kept =
        overviewDrawing?.redraw(key, into: &canvas, arrived: !arrived.isEmpty) { canvas in
          MazeOverview.render(
            grid, into: &canvas, area: area, options: options, recentFrom: nil, drawnAt: layout, only: arrived
          )
        } == true
      if !kept {
        overviewDrawing = OverviewDrawing(key, on: &canvas) { canvas in
          MazeOverview.render(
            grid, into: &canvas, area: area, options: options, recentFrom: nil, drawnAt: layout)
        }
      }
      roomsSinceDrawing = []
    } else {
      MazeDetailView.render(
        grid, into: &canvas, area: area, topLeft: topLeft, options: options, recentFrom: recent)
    }

    canvas.put(MazeStatusText.counters(shownStats), x: 0, y: height - 3, style: .info, limit: width)
    RecordsNotice.draw(env, table: MazeRecordsTable.name, into: &canvas, options: options, y: height - 3)
    let summary = MazeStatusText.summary(phase: phase, stats: shownStats, options: options)
    canvas.put(summary.text, x: 0, y: height - 2, style: summary.style, limit: width)
  }
}

extension MazeScene: InvariantChecking {
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    if grid.count != stats.rooms { problems.append("grid has \(grid.count) rooms, stats say \(stats.rooms)") }
    if stats.inFlight < 0 { problems.append("negative in flight: \(stats.inFlight)") }
    if phase.isOver && stats.inFlight != 0 && phase != .cancelled {
      problems.append("\(stats.inFlight) requests in flight after the end")
    }
    if stats.fetches < stats.rooms {
      problems.append("fewer fetches (\(stats.fetches)) than rooms (\(stats.rooms))")
    }
    return problems
  }
}

extension MazeScene {
  /// The maze as revealed (rooms in arrival order, by their digest), the explorer's counts and
  /// what is still on its way, and the view.
  public var snapshot: StateSnapshot {
    StateSnapshot { s in
      s.add("phase", phase)
      s.add("rooms", grid.count)
      s.add("reveal", digest.hex)
      s.add(
        "stats",
        [
          stats.rooms, stats.fetches, stats.cacheHits, stats.unlocks, stats.doors, stats.inFlight,
          stats.retries,
        ])
      s.add("times", [stats.wallSeconds, stats.criticalPathSeconds])
      s.add("shownRooms", shownStats.rooms)
      s.add("scheduler", "\(scheduler.now) \(scheduler.eventsRun) \(scheduler.pendingCount)")
      s.add("view", view)
      s.add("topLeft", topLeft)
      s.add("mazesStarted", mazesStarted)
      s.add("daily", daily?.snapshotText)
      s.add("dailyRevealsFinished", dailyRevealsFinished)
      s.add("practiceReveal", practiceReveal)
      s.add("finished", finishedCard != nil)
    }
  }
}

extension MazeScene: RestorableScene {
  /// On the simulated server (what a replay plays): a test's scripted service cannot be kept.
  public var isRestorable: Bool { service.savedState() != nil }

  /// Every stored `var` (the models are values), and the state of the objects it owns that
  /// change: the scheduler (every answer due later, at its deadline in game time), the server,
  /// the explorer and its cache, and the daily's progress: a replay viewer's keyframe. Put back,
  /// the same events run at the same times, so playing on gives the frames straight playback
  /// gave. An explorer an earlier `g` cancelled is not kept: answers to it still due only count
  /// themselves off in it and are dropped, and nothing reads it again.
  public func savedState() -> () -> Void {
    let objects = (service, explorer)
    let reveal = (grid, phase, stats, shownStats, digest, exitRoom, batches, cutShort, overviewStep)
    let times = (textRefreshAt, loadStartedAt, nextTick, lastAdvance)
    let viewing = (view, viewNews, topLeft, mapCache, keyRowsCache)
    let drawing = (overviewDrawing, roomsSinceDrawing)
    let runs = (mazesStarted, dailyRevealsFinished, practiceReveal, finishedCard)
    let owned = [
      scheduler.savedState(), service.savedState(), explorer?.savedState(), daily?.savedProgress(),
    ]
    return { [self] in
      (service, explorer) = objects
      (grid, phase, stats, shownStats, digest, exitRoom, batches, cutShort, overviewStep) = reveal
      (textRefreshAt, loadStartedAt, nextTick, lastAdvance) = times
      (view, viewNews, topLeft, mapCache, keyRowsCache) = viewing
      (overviewDrawing, roomsSinceDrawing) = drawing
      (mazesStarted, dailyRevealsFinished, practiceReveal, finishedCard) = runs
      for restore in owned { restore?() }
    }
  }
}

extension MazeScene: DrawnAtRecordedSize {
  /// The detail view's place and the clicks that zoom in were chosen on the recorded screen.
  public var recordedSizeReason: String { "its detail view was scrolled and zoomed on that screen" }
}
