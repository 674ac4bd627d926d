import ArcadeRandom
import ArcadeGeometry
import ArcadeKit
import DailyModel
import ZombiesModel

/// One game of Zombies: the room, lives, W/L and the arrow pad; a round's message shows beside
/// the dimmed room (every zombie revealed) until a key (but Esc) or a click dismisses it, once
/// it has been up for `messageGrace` seconds of game time.
public final class ZombiesScene: Scene {
  enum Action: Sendable {
    case move(Direction)
    case dismiss
  }

  let env: AppEnvironment
  private(set) var game: ZombiesGame
  /// The seed the current room was drawn from (shown in help so a player can report it).
  private(set) var roundSeed: UInt64
  private(set) var roundNumber = 1
  /// A line about the last thing that happened ("The flashlight lights the room!").
  private(set) var status = ""
  /// When a passing status ("A new room, same lives.") goes away, in game time; the next move
  /// clears it sooner.
  private(set) var statusExpires: Double?
  /// When the round's message opened, in game time: keys are ignored for `messageGrace` after
  /// it, so an arrow still held from the last move does not skip the message.
  private(set) var messageOpenedAt: Double?

  /// Set when this is a day's challenge: its rooms come from the day's seed and its result
  /// goes to the daily table, not W/L.
  let daily: DailySession?
  /// The day's room seeds (a daily), so every player meets the same rooms.
  private var dailySeeds: SeededRandom?
  /// The lives of the game under way (moves and how each ended), for the share card.
  private(set) var lives: [ZombiesLife] = []
  private var movesThisLife = 0
  /// The share card is up over the round's message, which steps aside for it (its box is
  /// larger than the card, and pieces of it would show around the card).
  private var sharing = false

  public func didBecomeTop(context: SceneContext) { sharing = false }

  /// The last finished game's share card (`s` on its message), until the next one ends.
  private(set) var finishedCard: ((_ ascii: Bool) -> ShareCard)?
  private var dailyGamesFinished = 0
  /// The last move tried, and whether the way was closed: what the spoken status reports
  /// (nil after a new room).
  private(set) var lastMove: (heading: Direction, blocked: Bool)?
  /// What each square of this room showed when the player last saw it (line mode's `map`),
  /// cleared with each new room; the player's own squares are floor.
  private(set) var seen: [GridPoint: Sight] = [:]
  /// Keys dropped because they came within `messageGrace` of the round's end: said, so a
  /// listener knows to press again.
  private(set) var keysTooSoon = 0

  public var info: SceneInfo {
    SceneInfo(
      title: "Zombies",
      minimumSize: ZombiesLayout.minimumSize(roomSize: game.size),
      helpEntries: table.helpEntries + [
        HelpEntry(keys: "s", help: "share a finished game (on its message)", inFooter: false)
      ],
      helpText: self.helpLines,
      // On a daily: the day, and "(practice)" once the counted game is over and another begins.
      footerTag: daily?.footerTag(again: dailyGamesFinished > 0 && game.outcome?.startsNewGame != true))
  }

  /// The help overlay's lines, written when help opens.
  private var helpLines: [String] { [seedLine, ""] + ZombiesHelp.rules(mode: game.mode, size: game.size) }

  static let messageGrace = 0.3
  static let passingStatusSeconds = 2.0

  public init(
    env: AppEnvironment, mode: ZombiesMode, size: Int = RoomRules.defaultSize, daily: DailySession? = nil
  ) {
    self.env = env
    self.daily = daily
    dailySeeds = daily?.seeds
    // A daily counts its own wins and losses from zero: the day's board is the same for
    // everyone, and its replay verifies on a reader who has none of this player's records.
    let tally = daily == nil ? ZombiesRecordsTable.read(env.records)[mode] : ZombiesRecords.Tally()
    roundSeed = dailySeeds?.next() ?? env.nextSeed()
    var rng = SeededRandom(seed: roundSeed)
    game = ZombiesGame(mode: mode, size: size, wins: tally.wins, losses: tally.losses, using: &rng)
    noteSight()
  }

  /// A scene around a given game (tests set up exact rooms this way).
  init(env: AppEnvironment, game: ZombiesGame) {
    self.env = env
    daily = nil
    roundSeed = env.nextSeed()
    self.game = game
    noteSight()
  }

  private let table = BindingTable<Action>(
    BindingTable.moves(help: "move") { .move($0) } + [
      Binding([.enter, .char(" ")], "Enter", help: "close the message", action: .dismiss, inFooter: false)
    ])

  /// Where this room comes from, with a command that starts in the same room.
  var seedLine: String {
    // One seed a sentence: the command's own, then where the room came from.
    let origin =
      daily.map { "the daily \($0.challenge.date) (the same rooms for everyone that day)" }
      ?? "session seed \(env.sessionSeed)"
    return
      "\(Self.roomCommand(self.roomCommandArguments)) starts in this room. Round \(roundNumber) of \(origin)."
  }

  /// `arcade zombies` options whose first room is this one (room, zombies and walls; the
  /// lives and W/L are this session's).
  var roomCommandArguments: [String] {
    [
      "zombies", "--seed", "\(SeededRandom.seed(firstDrawing: roundSeed))", "--mode", game.mode.rawValue,
      "--size", "\(game.size)",
    ]
  }

  static func roomCommand(_ arguments: [String]) -> String { (["arcade"] + arguments).joined(separator: " ") }

  // MARK: - events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    if daily?.confirmsLeaving(event, context: context, env: env) == true { return .handled }
    if case .timer = event {
      if let expires = statusExpires, context.now >= expires {
        status = ""
        statusExpires = nil
      }
      return .handled
    }
    if let outcome = game.outcome {
      switch event {
      // Help and back keep their meaning (the footer says so); any other key closes the message.
      case .key(let key) where (SharedKeys.help.keys + SharedKeys.back.keys).contains(key): return .ignored
      case .key(.char("s")) where outcome.startsNewGame:
        if let finishedCard {
          sharing = true
          ShareCardOverlay.open(env: env, card: finishedCard, context: context)
        }
        return .handled
      case .key:
        dismissMessage(context)
        return .handled
      case .mouse(let mouse) where mouse.kind == .press:
        dismissMessage(context)
        return .handled
      default: return .ignored
      }
    }
    switch event {
    case .key(let key):
      guard let action = table.action(for: key) else { return .ignored }
      perform(action, now: context.now)
      return .handled
    case .mouse(let mouse) where mouse.kind == .press:
      guard let heading = heading(clickedAt: Point(x: mouse.x, y: mouse.y), canvas: context.size) else {
        return .ignored
      }
      perform(.move(heading), now: context.now)
      return .handled
    default:
      return .ignored
    }
  }

  /// A key or click closes the message, once it has been up long enough to be seen.
  private func dismissMessage(_ context: SceneContext) {
    if let opened = messageOpenedAt, context.now < opened + Self.messageGrace {
      keysTooSoon += 1
      return
    }
    perform(.dismiss, now: context.now)
  }

  /// Notes what the player sees now (the squares next to them, or the whole lit room).
  private func noteSight() {
    seen[game.player] = .floor
    for square in game.layout.allSquares where square != game.player {
      let sight = game.sight(at: square)
      // A zombie moves on: its square is remembered as the floor it stands on.
      if sight != .dark { seen[square] = sight == .zombie ? .floor : sight }
    }
  }

  /// The passing status's end; nothing else in this game runs on a clock.
  public func nextDeadline(context: SceneContext) -> Double? { statusExpires }

  private func heading(clickedAt point: Point, canvas: Size) -> Direction? {
    let layout = ZombiesLayout(roomSize: game.size, canvas: canvas)
    if let heading = Direction.allCases.first(where: { layout.padButton($0).contains(point) }) {
      return heading
    }
    guard let square = layout.square(at: point) else { return nil }
    return Direction.allCases.first { game.player.moved($0) == square }
  }

  func perform(_ action: Action, now: Double) {
    switch action {
    case .move(let heading):
      daily?.begin(env: env, now: now)  // the first move begins a counted attempt
      var unused = SeededRandom(seed: roundSeed)  // moves draw nothing
      let effects = game.apply(.move(heading), using: &unused)
      lastMove = (heading, effects.isEmpty)
      guard !effects.isEmpty else { return }  // a closed way: nothing happened
      movesThisLife += 1
      setStatus("")
      record(effects, now: now)
      noteSight()
    case .dismiss:
      guard game.outcome != nil else { return }
      roundSeed = dailySeeds?.next() ?? env.nextSeed()
      roundNumber += 1
      messageOpenedAt = nil
      lastMove = nil
      keysTooSoon = 0
      seen = [:]
      var rng = SeededRandom(seed: roundSeed)
      let effects = game.apply(.dismiss, using: &rng)
      record(effects, now: now)  // a new game clears the lives of the card
      noteSight()
      setStatus(
        effects.contains(.newGame) ? "A new game: 3 lives." : "A new room, same lives.",
        until: now + Self.passingStatusSeconds)
    }
  }

  private func setStatus(_ text: String, until expires: Double? = nil) {
    status = text
    statusExpires = expires
  }

  private func record(_ effects: [ZombiesEffect], now: Double) {
    for effect in effects {
      switch effect {
      case .roomLit: setStatus("The flashlight lights the room!")
      case .zombieStepped:
        let count = game.layout.zombies.count
        setStatus(count == 1 ? "The zombie comes closer…" : "The zombies come closer…")
      case .roundEnded(let outcome):
        setStatus("")
        messageOpenedAt = now
        lives.append(ZombiesLife(moves: movesThisLife, ending: outcome == .won ? .escaped : .caught))
        if outcome != .won { env.post(.bell) }  // a life lost (rung only where the bell is on)
        movesThisLife = 0
        if outcome.startsNewGame { finishGame(outcome, now: now) }
      case .newGame:
        lives = []
      case .moved, .newRound: break
      }
    }
  }

  /// A game ends with a win or its last life: its card, and its result in W/L or, for a
  /// daily, in the daily table (the first game counts, any after it is practice).
  private func finishGame(_ outcome: RoundOutcome, now: Double) {
    let played = lives
    let livesLeft = game.lives
    let heading =
      daily?.heading(.zombies, again: dailyGamesFinished > 0)
      ?? ShareCard.Heading(game: .zombies, detail: "\(game.mode.rawValue) \(game.size)×\(game.size)")
    finishedCard = { ascii in
      ShareCard.zombies(
        played, livesLeft: livesLeft, startingLives: RoomRules.startingLives, heading: heading, ascii: ascii)
    }
    guard let daily else { return ZombiesRecordsTable.count(outcome, mode: game.mode, in: env.records) }
    let won = outcome == .won
    let summary = won ? "won, \(livesLeft) \(livesLeft == 1 ? "life" : "lives") left" : "lost"
    daily.finish(summary: summary, won: won, score: won ? Double(livesLeft) : 0, env: env, now: now)
    dailyGamesFinished += 1
  }

  // MARK: - drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    ZombiesBoardView(
      game: game, status: status, options: context.options, showsTally: daily == nil, showsMessage: !sharing,
      screenReader: context.screenReader
    )
    .render(into: &canvas)
    RecordsNotice.draw(env, table: ZombiesRecordsTable.name, into: &canvas, options: context.options)
  }
}

extension ZombiesScene: InvariantChecking {
  public func invariantViolations() -> [String] { game.invariantViolations() }
}

extension ZombiesScene {
  /// The room as the player sees it (each square's sight), the round and the tallies.
  public var snapshot: StateSnapshot {
    StateSnapshot { s in
      s.add("mode", game.mode)
      s.add("size", game.size)
      s.add("player", game.player)
      s.add("lives", game.lives)
      s.add("wins", game.wins)
      s.add("losses", game.losses)
      s.add("lit", game.isLit)
      s.add("outcome", game.outcome)
      s.add("zombies", game.layout.zombies)
      s.add("block", game.layout.block)
      s.add("flashlight", game.layout.flashlight)
      s.add("sight", game.layout.allSquares.map { game.sight(at: $0).description })
      s.add("roundSeed", roundSeed)
      s.add("round", roundNumber)
      s.add("status", status)
      s.add("statusExpires", statusExpires)
      s.add("messageOpenedAt", messageOpenedAt)
      s.add("daily", daily?.snapshotText)
      s.add("livesPlayed", lives.map { "\($0.moves) \($0.ending)" })
      s.add("movesThisLife", movesThisLife)
      s.add("sharing", sharing)
      s.add("finished", finishedCard != nil)
      s.add("dailyGamesFinished", dailyGamesFinished)
    }
  }
}

extension ZombiesScene: RestorableScene {
  /// Every stored `var` (the models are values), and the daily's progress: a replay viewer's keyframe.
  public func savedState() -> () -> Void {
    let saved = (
      game, roundSeed, roundNumber, status, statusExpires, messageOpenedAt, dailySeeds, lives, movesThisLife,
      sharing, finishedCard, dailyGamesFinished, lastMove, seen, keysTooSoon
    )
    let progress = daily?.savedProgress()
    return { [self] in
      (
        game, roundSeed, roundNumber, status, statusExpires, messageOpenedAt, dailySeeds, lives,
        movesThisLife, sharing, finishedCard, dailyGamesFinished, lastMove, seen, keysTooSoon
      ) = saved
      progress?()
    }
  }
}
