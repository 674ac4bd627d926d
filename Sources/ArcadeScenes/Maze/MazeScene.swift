import ArcadeKit
import MazeModel
import MazeServer

/// The maze screen: `g` asks the rooms API for a new maze and the explorer discovers it in the
/// background; rooms appear as they arrive, the newest highlighted for a moment, with a spinner,
/// a ticking timer and live statistics. The UI thread never waits: the explorer reports into
/// its inbox and wakes the run loop, and the scene drains the inbox on `.wake`.
public final class MazeScene: Scene {
  enum Action: Sendable, Equatable {
    case generate
    case toggleView
    case scroll(Direction4)
    case centre
  }

  enum ViewMode: Equatable {
    case overview
    case detail
  }

  public let title = "Maze"
  public var minimumSize: Size { Size(width: 60, height: 20) }

  static let bindings = BindingTable<Action>([
    Binding([.char("g"), .enter], "g/Enter", help: "generate a maze", action: .generate),
    Binding([.char("v"), .tab], "v/Tab", help: "overview/detail", action: .toggleView),
    Binding(Direction4.up.keys, "arrows/hjkl/wasd", help: "scroll the detail view", action: .scroll(.up)),
    Binding(Direction4.down.keys, "↓", help: "", action: .scroll(.down), inFooter: false),
    Binding(Direction4.left.keys, "←", help: "", action: .scroll(.left), inFooter: false),
    Binding(Direction4.right.keys, "→", help: "", action: .scroll(.right), inFooter: false),
    Binding(
      [.char("c")], "c", help: "centre the detail view on the start room", action: .centre, inFooter: false),
  ])

  public var helpEntries: [HelpEntry] {
    Self.bindings.helpEntries.filter { !$0.help.isEmpty } + [
      HelpEntry(keys: "click", help: "zoom in there", inFooter: false)
    ]
  }

  public var helpText: [String] {
    [
      "Each maze comes from a simulated rooms API (the original's Maze tiles API): a start room,"
        + " then every room fetched by id, doors opened by a slow unlock. Rooms are drawn as they"
        + " arrive; north is drawn below, as in the original.",
      "The explorer asks for each room's neighbours as soon as it arrives (up to \(settings.maxFetchesInFlight)"
        + " at once), fetches each room once, unlocks each door once and retries timeouts."
        + " The ratio is total time / critical path (the longest chain of dependent requests).",
      "Overview: braille dots, 2×4 rooms per character (ASCII: one column of 4 rooms). Detail: 2"
        + " columns per room, doors and the exit marked. Newest rooms are highlighted for a moment.",
      "A timeout (504) is retried with backoff, up to 6 attempts; any other error stops the run"
        + " and g starts a new maze. Doors sit on about 1 in 8 corridor squares.",
      "Seed: \(env.sessionSeed)",
    ]
  }

  let env: AppEnvironment
  let settings: MazeSettings
  let server: MazeServer
  private let serviceOverride: MazeService?
  private let scheduler: BackgroundScheduler

  private(set) var explorer: MazeExplorer?
  private(set) var grid = MazeGrid()
  private(set) var phase = ExplorerPhase.idle
  private(set) var stats = ExplorerStats()
  private(set) var view = ViewMode.overview
  private var topLeft = Coordinates()
  private var loadStartedAt = 0.0
  /// The spinner's next frame while loading.
  private var nextTick = 0.0
  private var lastArea = Rect(x: 0, y: 1, width: 80, height: 20)
  /// Arrival batches: (game time drained, first order in the batch), for the highlight.
  private var batches: [(time: Double, firstOrder: Int)] = []

  static let highlightSeconds = 0.6
  static let tickSeconds = 0.125

  /// `service` replaces the server's transport and `scheduler` the background threads (tests
  /// script the answers).
  public init(
    env: AppEnvironment, settings: MazeSettings = MazeSettings(),
    injectedFault: MazeServer.InjectedFault? = nil,
    service: MazeService? = nil, scheduler: BackgroundScheduler = DispatchScheduler()
  ) {
    self.scheduler = scheduler
    self.env = env
    self.settings = settings
    server = MazeServer(
      seed: env.nextSeed(), configuration: settings.serverConfiguration(injectedFault: injectedFault))
    serviceOverride = service
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    switch event {
    case .wake:
      drain(context: context)
      return .handled
    case .timer:
      // Also drains: a wake can be lost (swallowed while the terminal was too small).
      nextTick = context.now + Self.tickSeconds
      drain(context: context)
      return .handled
    case .key(let key):
      guard let action = Self.bindings.action(for: key) else { return .ignored }
      perform(action, context: context)
      return .handled
    case .mouse(let mouse):
      guard mouse.kind == .press, view == .overview,
        let at = MazeOverview.coordinates(
          at: Point(x: mouse.x, y: mouse.y), grid: grid, area: lastArea, options: context.options)
      else { return .ignored }
      view = .detail
      centre(on: at)
      return .handled
    case .resize:
      drain(context: context)
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
    case .scroll(let direction):
      guard view == .detail else { return }
      switch direction {
      case .up: topLeft.row -= 1
      case .down: topLeft.row += 1
      case .left: topLeft.col -= 1
      case .right: topLeft.col += 1
      }
      clampScroll()
    case .centre:
      centre(on: .origin)
    }
  }

  private func generate(context: SceneContext) {
    explorer?.cancel()
    grid = MazeGrid()
    batches = []
    stats = ExplorerStats()
    let waker = context.waker
    let explorer = MazeExplorer(
      service: serviceOverride ?? server.service(settings.transport),
      configuration: settings.explorerConfiguration,
      clock: ExplorerClock.now, scheduler: scheduler, onNews: { waker.wake() })
    self.explorer = explorer
    loadStartedAt = context.now
    nextTick = context.now + Self.tickSeconds
    phase = .starting
    centre(on: .origin)
    explorer.start()
  }

  /// Takes what the explorer found since the last look.
  func drain(context: SceneContext) {
    guard let explorer else { return }
    let update = explorer.drain()
    if let first = update.rooms.first { batches.append((context.now, first.order)) }
    grid.add(update.rooms)
    stats = update.stats
    let wasRunning = phase.isRunning
    phase = update.phase
    if wasRunning && phase == .finished {
      let (rooms, ratio) = (stats.rooms, stats.ratio)
      env.records.update(MazeRecords.table, default: MazeRecords()) {
        $0.recordFinished(rooms: rooms, ratio: ratio)
      }
    }
  }

  public func didLeave(context: SceneContext) {
    explorer?.cancel()
  }

  /// For tests and the headless driver: blocks (off the UI) until the exploration is over.
  public func waitUntilSettled(timeout: Double) -> Bool {
    explorer?.waitUntilSettled(timeout: timeout) ?? true
  }

  // MARK: time

  public func nextDeadline(context: SceneContext) -> Double? {
    let now = context.now
    // A fixed instant until it fires (the stack ignores a timer whose deadline is still ahead).
    if phase.isRunning { return nextTick }
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

  // MARK: scrolling

  private func centre(on at: Coordinates) {
    topLeft = Coordinates(
      row: at.row - lastArea.height / 2, col: at.col - MazeDetailView.tilesWide(lastArea) / 2)
    clampScroll()
  }

  private func clampScroll() {
    guard !grid.isEmpty else { return }
    let wide = MazeDetailView.tilesWide(lastArea)
    topLeft.row = min(max(topLeft.row, grid.minRow - lastArea.height + 1), grid.maxRow)
    topLeft.col = min(max(topLeft.col, grid.minCol - wide + 1), grid.maxCol)
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let options = context.options
    let width = canvas.width
    let height = canvas.height
    lastArea = Rect(x: 0, y: 1, width: width, height: max(1, height - 4))
    let now = context.now

    canvas.put("Maze", x: 0, y: 0, style: .title)
    let status = MazeStatusText.status(
      phase: phase, stats: stats, elapsed: now - loadStartedAt,
      frame: Int((now - loadStartedAt) / Self.tickSeconds),
      options: options)
    canvas.put(status.text, x: 6, y: 0, style: status.style, limit: width)
    let viewName = view == .overview ? "overview" : "detail"
    canvas.put(viewName, x: width - viewName.count, y: 0, style: .muted)

    let recent = recentFrom(now: now)
    if grid.isEmpty {
      let hint = phase.isRunning ? "asking for a start room…" : "Press g to generate a maze."
      canvas.putCentered(
        options.ascii ? hint.replacing("…", with: "...") : hint, y: lastArea.y + lastArea.height / 2,
        style: .muted)
    } else if view == .overview {
      MazeOverview.render(grid, into: &canvas, area: lastArea, options: options, recentFrom: recent)
    } else {
      MazeDetailView.render(
        grid, into: &canvas, area: lastArea, topLeft: topLeft, options: options, recentFrom: recent)
    }

    canvas.put(MazeStatusText.counters(stats), x: 0, y: height - 3, style: .info, limit: width)
    RecordsNotice.draw(env, table: MazeRecords.table, into: &canvas, options: options, y: height - 3)
    let summary = MazeStatusText.summary(phase: phase, stats: stats, options: options)
    canvas.put(summary.text, x: 0, y: height - 2, style: summary.style, limit: width)
    canvas.put(Footer.text(footerEntries(options), width: width), x: 0, y: height - 1, style: .muted)
  }

  private func footerEntries(_ options: RenderOptions) -> [HelpEntry] {
    var entries = helpEntries.filter(\.inFooter)
    if view == .overview { entries.removeAll { $0.help == "scroll the detail view" } }
    entries.append(HelpEntry(keys: "?", help: "help"))
    entries.append(HelpEntry(keys: "q", help: "back"))
    if options.ascii { entries = entries.map { HelpEntry(keys: $0.keys, help: $0.help) } }
    return entries
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
