import ArcadeKit
import ArcadeScenes
import MemoryModel
import Records

/// What a session is made from, decided once: from the command line (the launcher, the soak,
/// the tools and tests) or from a replay's header (`init(header:)`), and written to a replay's
/// header in one place (`header`). Every maker builds its environment and stack from it
/// (`make`), so a new session option is one field here.
public struct SessionPlan: Sendable {
  /// The scene under the session's first scene.
  public enum Root: Sendable, Equatable {
    /// The launch menu.
    case menu
    /// A game alone (`--no-menu`): leaving it ends the session.
    case game
    /// The soak's: the game is put back on top whenever it is left.
    case soak
    /// A shared attempt's check: the attempt's game alone, the root takes what reaches it.
    case attempt
  }

  public var root: Root = .menu
  /// The arcade that played it (a replay header's `arcade`).
  public var arcade: String
  /// The command line after `arcade` (parsed again by a replay).
  public var args: [String] = []
  public var seed: UInt64
  public var size: Size
  /// How the screens are drawn: ASCII, monochrome, the player's keys and motion.
  public var options = RenderOptions()
  /// Wall-clock seconds since 1970 when the session clock read `t0`: records are dated from it.
  public var start: Double = 0
  public var t0: Double = 0
  /// The records tables the session started with (a replay restores them).
  public var records: [String: String] = [:]
  /// The records directory and the data files' directory as the session names them on screen.
  public var dataDir: String?
  public var assetsDir: String?
  /// Line and screen-reader modes: a timed game outside a counted daily is untimed practice.
  public var untimedPractice = false
  public var screenReader = false
  /// Line mode (`--lines`): Settings says which rows it forces.
  public var lineMode = false
  /// The player shared their counted dailies when the session began.
  public var sharing = false
  /// The day's counted attempts begun before the session, from other data directories, and
  /// those of them not finished then (`AppEnvironment.startedElsewhere`).
  public var startedElsewhere: Set<String> = []
  public var unfinishedElsewhere: Set<String> = []
  /// The day's counted attempts being played in another arcade when the session began
  /// (`AppEnvironment.attemptsInProgress`).
  public var inProgress: Set<String> = []
  /// Seconds the process clock ran ahead of the kernel's at start-up (0: none); such a session
  /// shows no board of the kernel's today or later (`BoardSeal.clock`).
  public var clockAhead: Double = 0

  public init(arcade: String, seed: UInt64, size: Size) {
    self.arcade = arcade
    self.seed = seed
    self.size = size
  }

  /// The plan a replay's header recorded. What the header keeps in its command line (line and
  /// screen-reader modes) is the replay's to read from it.
  public init(header: ReplayHeader) {
    self.init(arcade: header.arcade, seed: header.seed, size: header.size)
    root =
      switch header.root {
      case "soak": .soak
      case "game": .game
      default: .menu
      }
    args = header.args
    options = RenderOptions(ascii: header.ascii, monochrome: header.monochrome).drawing(header.presentation)
    start = header.start
    t0 = header.t0
    records = header.records
    dataDir = header.dataDir
    assetsDir = header.assetsDir
    sharing = header.sharing ?? false
    startedElsewhere = Set(header.startedElsewhere ?? [])
    unfinishedElsewhere = Set(header.unfinishedElsewhere ?? [])
    inProgress = Set(header.inProgress ?? [])
    clockAhead = header.clockAhead ?? 0
  }

  /// A shared attempt's session: its game alone, at its size, on its clocks.
  public init(attempt: SharedAttemptHeader) {
    self.init(arcade: attempt.arcade, seed: 0, size: attempt.size)
    root = .attempt
    options = RenderOptions(ascii: attempt.ascii, monochrome: false)
    start = attempt.start
    t0 = attempt.t0
  }

  /// The replay header of this session (written once, at its start).
  public var header: ReplayHeader {
    var header = ReplayHeader(
      arcade: arcade, seed: seed, args: args, ascii: options.ascii, monochrome: options.monochrome,
      size: size,
      start: start, t0: t0, records: records, dataDir: dataDir, assetsDir: assetsDir)
    header.presentation = options.presentation
    switch root {
    case .soak: header.root = "soak"
    case .game: header.root = "game"
    case .menu, .attempt: break
    }
    if sharing { header.sharing = true }
    if !startedElsewhere.isEmpty {
      header.startedElsewhere = startedElsewhere.sorted()
      header.unfinishedElsewhere = unfinishedElsewhere.sorted()
    }
    if !inProgress.isEmpty { header.inProgress = inProgress.sorted() }
    if clockAhead != 0 { header.clockAhead = clockAhead }
    return header
  }

  /// The session's environment: its records, seed, data files and decks, its wall clock read
  /// from `clock` (none: records are dated 0, for tools that date nothing).
  public func environment(records: RecordStore, decks: DeckShelf, clock: Clock?) -> AppEnvironment {
    var wallClock: @Sendable () -> Double = { 0 }
    if let clock { wallClock = SessionWallClock(start: start, t0: t0, clock: clock).read }
    let env = AppEnvironment(
      records: records, seed: seed, assetsDirectory: assetsDir ?? "", decks: decks, wallClock: wallClock)
    if let dataDir, dataDir != records.directory { env.records.shownDirectory = dataDir }
    env.untimedPractice = untimedPractice
    env.lineMode = lineMode
    env.startedElsewhere = startedElsewhere
    env.unfinishedElsewhere = unfinishedElsewhere
    env.attemptsInProgress = inProgress
    if clockAhead != 0 { env.boardSeals.append(.clock(ahead: clockAhead, now: start)) }
    return env
  }

  /// The session's stack on `env`: its root, with `first` on top (a root that holds a game
  /// and has none is the menu).
  public func stack(env: AppEnvironment, clock: Clock, first: (@Sendable (AppEnvironment) -> Scene)?)
    -> SceneStack
  {
    let root: Scene
    switch (self.root, first) {
    case (.attempt, _): root = AttemptRoot()
    case (.soak, let first?): root = SoakRoot { first(env) }
    case (.game, .some): root = GameOnlyRoot()
    default: root = MenuScene(env: env)
    }
    let stack = SceneStack(root: root, size: size, clock: clock, options: options)
    stack.screenReader = screenReader
    if let first { stack.push(first(env)) }
    return stack
  }

  /// The environment and the stack, as `environment` and `stack` make them.
  public func make(
    records: RecordStore, decks: DeckShelf, clock: Clock, first: (@Sendable (AppEnvironment) -> Scene)? = nil
  ) -> (env: AppEnvironment, stack: SceneStack) {
    let env = environment(records: records, decks: decks, clock: clock)
    return (env, stack(env: env, clock: clock, first: first))
  }
}

/// The root under a shared attempt's game: draws nothing and takes what reaches it (the
/// attempt's events end at its result, while the game is still on top).
public final class AttemptRoot: ReplayRootScene {
  public var info: SceneInfo { SceneInfo(title: "attempt", minimumSize: Size(width: 1, height: 1)) }
  public init() {}
  public func render(into canvas: inout Canvas, context: SceneContext) {}
  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .handled }
}
