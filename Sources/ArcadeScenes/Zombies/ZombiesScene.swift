import ArcadeKit
import ZombiesModel

/// One game of Zombies: the room, lives, W/L and the arrow pad; a round's message covers the
/// board until any key (but Esc) or a click dismisses it.
public final class ZombiesScene: Scene {
  enum Action: Sendable {
    case move(Heading)
    case dismiss
  }

  private let env: AppEnvironment
  private(set) var game: ZombiesGame
  /// The seed the current room was drawn from (shown in help so a player can report it).
  private(set) var roundSeed: UInt64
  private(set) var roundNumber = 1
  /// A line about the last thing that happened ("The flashlight lights the room!").
  private(set) var status = ""

  public init(env: AppEnvironment, mode: ZombiesMode, size: Int = RoomRules.defaultSize) {
    self.env = env
    let tally = ZombiesRecords.read(env.records)[mode]
    roundSeed = env.nextSeed()
    var rng = SeededRandom(seed: roundSeed)
    game = ZombiesGame(mode: mode, size: size, wins: tally.wins, losses: tally.losses, using: &rng)
  }

  /// A scene around a given game (tests set up exact rooms this way).
  init(env: AppEnvironment, game: ZombiesGame) {
    self.env = env
    roundSeed = env.nextSeed()
    self.game = game
  }

  public var title: String { "Zombies" }
  public var minimumSize: Size { ZombiesLayout.minimumSize(roomSize: game.size) }

  private let table = BindingTable<Action>(
    [
      Binding(Direction4.up.keys, "Up/k/w", help: "move up", action: .move(.up), inFooter: false),
      Binding(Direction4.down.keys, "Down/j/s", help: "move down", action: .move(.down), inFooter: false),
      Binding(Direction4.left.keys, "Left/h/a", help: "move left", action: .move(.left), inFooter: false),
      Binding(Direction4.right.keys, "Right/l/d", help: "move right", action: .move(.right), inFooter: false),
      Binding([.enter, .char(" ")], "Enter", help: "close the message", action: .dismiss, inFooter: false),
    ])

  /// The footer's one line for the four moves.
  private static let movesHint = HelpEntry(keys: "arrows/hjkl/wasd", help: "move")

  public var helpEntries: [HelpEntry] { table.helpEntries }

  public var helpText: [String] {
    [
      "Session seed \(env.sessionSeed), round \(roundNumber), room seed \(roundSeed) "
        + "(arcade zombies --seed \(env.sessionSeed) replays this session).", "",
    ] + ZombiesHelp.rules(mode: game.mode, size: game.size)
  }

  // MARK: - events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    if game.outcome != nil {
      switch event {
      case .key(.escape), .key(.char("?")), .key(.function(1)): return .ignored
      case .key:
        perform(.dismiss)
        return .handled
      case .mouse(let mouse) where mouse.kind == .press:
        perform(.dismiss)
        return .handled
      default: return .ignored
      }
    }
    switch event {
    case .key(let key):
      guard let action = table.action(for: key) else { return .ignored }
      perform(action)
      return .handled
    case .mouse(let mouse) where mouse.kind == .press:
      guard let heading = heading(clickedAt: Point(x: mouse.x, y: mouse.y), canvas: context.size) else {
        return .ignored
      }
      perform(.move(heading))
      return .handled
    default:
      return .ignored
    }
  }

  private func heading(clickedAt point: Point, canvas: Size) -> Heading? {
    let layout = ZombiesLayout(roomSize: game.size, canvas: canvas)
    if let heading = Heading.allCases.first(where: { layout.padButton($0).contains(point) }) {
      return heading
    }
    guard let square = layout.square(at: point) else { return nil }
    return Heading.allCases.first { game.player.moved($0) == square }
  }

  func perform(_ action: Action) {
    switch action {
    case .move(let heading):
      var unused = SeededRandom(seed: roundSeed)  // moves draw nothing
      let effects = game.apply(.move(heading), using: &unused)
      record(effects)
    case .dismiss:
      guard game.outcome != nil else { return }
      roundSeed = env.nextSeed()
      roundNumber += 1
      var rng = SeededRandom(seed: roundSeed)
      let effects = game.apply(.dismiss, using: &rng)
      status = effects.contains(.newGame) ? "A new game: 3 lives." : "A new room, same lives."
    }
  }

  private func record(_ effects: [ZombiesEffect]) {
    for effect in effects {
      switch effect {
      case .roomLit: status = "The flashlight lights the room!"
      case .zombieStepped: status = "The zombie comes closer…"
      case .roundEnded(let outcome):
        status = ""
        ZombiesRecords.count(outcome, mode: game.mode, in: env.records)
      case .moved, .newRound, .newGame: break
      }
    }
  }

  // MARK: - drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    ZombiesBoardView(game: game, status: status, options: context.options).render(into: &canvas)
    RecordsNotice.draw(env, table: ZombiesRecords.table, into: &canvas, options: context.options)
    canvas.put(
      ZombiesText.footer(
        [Self.movesHint] + ZombiesText.backAndHelp, width: canvas.width - 2, context.options),
      x: 1, y: canvas.height - 1,
      style: .muted)
  }
}

extension ZombiesScene: InvariantChecking {
  public func invariantViolations() -> [String] { game.invariantViolations() }
}
