import ArcadeRandom
import ArcadeGeometry
import ArcadeKit
import ArcadeText
import DailyModel
import MemoryModel

/// The Memory board: a 4×4 grid of cards, stats, found pairs in a side panel, and the
/// "Awesome!!" line when every pair is found. The scene only turns keys into model actions
/// and draws the model; the model holds every rule.
public final class MemoryGameScene: Scene {
  enum Input: Sendable {
    case move(Direction)
    case flip
    case restart
  }

  let env: AppEnvironment
  let deck: Deck
  let seed: UInt64
  private var rng: SeededRandom
  private(set) var game: MemoryGame
  /// The card of the last pair found, for the status line (cleared by the next flip).
  private var lastMatch: Card?
  /// The bests the finished game beat, for "new best!".
  private var newBest: NewBest?
  private var records: MemoryRecords
  /// Set when this is a day's challenge: its result goes to the daily table, not the bests.
  let daily: DailySession?
  /// The move on which each pair of the game under way was found, for the share card.
  private var movesAtPairs: [Int] = []
  /// The last finished game's share card (`s`), until the next one finishes.
  private(set) var finishedCard: ((_ ascii: Bool) -> ShareCard)?
  private var dailyGamesFinished = 0
  /// What the last key did, for the spoken status: a move, a flip (with the card it turned up
  /// and the card it was compared with), a new deal.
  enum Spoken: Equatable {
    case dealt
    case moved
    case flipped(slot: Int, against: Int?)
    case flippedNothing(slot: Int)
  }
  private(set) var lastSpoken = Spoken.dealt

  public var info: SceneInfo {
    SceneInfo(
      title: "Memory",
      minimumSize: MemoryBoardLayout.minimumSize,
      helpEntries: Self.table.helpEntries.filter { canDealAgain || $0.keys != "r" } + [
        HelpEntry(keys: "click", help: "flip a card", priority: .low),
        HelpEntry(keys: "s", help: "share (on the finished board)", inFooter: false),
      ],
      helpText: self.helpLines,
      // The clock counts toward "fastest time": `p` stops it under the pause box.
      isPausable: true,
      // On a daily: the day, and "(practice)" once the counted game is over and another begins.
      footerTag: daily?.footerTag(again: dailyGamesFinished > 0 && !game.isFinished))
  }

  /// The help overlay's lines, written when help opens.
  private var helpLines: [String] {
    [
      "Find the \(game.pairCount) pairs. Flip a card, then another: a pair stays up (* marks it), two"
        + " different cards (x marks them) show for \(Format.seconds(MemoryGame.mismatchDisplay)) and turn"
        + " back down.",
      "Flipping during those \(Format.seconds(MemoryGame.mismatchDisplay)) turns the pair down first, so"
        + " fast keys never lose a flip.",
      "A move is one turn of two cards; the clock starts at your first flip.",
      "After \"Awesome!!\" the board stays: Enter or r deals again, s shares.",
      "Deck: \(deck.name) (\(deck.cards.count) cards with faces, the first \(Deck.cardsPerGame) are played).",
      // One seed a sentence: the command's own, then the session's.
      "\(Self.command(dealCommandArguments)) deals this board"
        + (dealNumber == 1 ? "." : " after \(dealNumber - 1) new \(dealNumber == 2 ? "deal" : "deals") (r).")
        + " Session seed: \(env.sessionSeed).",
    ]
  }

  /// The deals of this board so far, this one included: `r` (or Enter on a finished board)
  /// deals the next from the same generator.
  private(set) var dealNumber = 1

  /// `arcade memory` options whose first deal is this board's first (`dealNumber` says which
  /// deal is on screen).
  var dealCommandArguments: [String] {
    ["memory", "--seed", "\(SeededRandom.seed(firstDrawing: seed))", "--deck", deck.name]
  }

  /// A command line as a shell reads it: words with spaces or quotes in single quotes.
  static func command(_ arguments: [String]) -> String {
    (["arcade"] + arguments).map { word in
      word.allSatisfy({ $0.isLetter || $0.isNumber || "-_./".contains($0) })
        ? word : "'" + word.replacingEvery("'", with: "'\\''") + "'"
    }.joined(separator: " ")
  }

  /// A game of `deck`'s first 8 cards, shuffled from `seed`. The caller checked the deck has 8.
  public init(env: AppEnvironment, deck: Deck, seed: UInt64, daily: DailySession? = nil) throws(DeckError) {
    self.env = env
    self.deck = deck
    self.seed = seed
    self.daily = daily
    rng = SeededRandom(seed: seed)
    game = MemoryGame(cards: try deck.gameCards(), using: &rng)
    records = MemoryRecordsTable.read(env.records)
  }
  /// A daily's deal is the day's: no new deal until its game is over.
  private var canDealAgain: Bool { daily == nil || game.isFinished }

  private static let table = BindingTable<Input>(
    BindingTable.moves(help: "move") { .move($0) } + [
      Binding([.enter, .char(" ")], "Enter", help: "flip", action: .flip),
      Binding([.char("r")], help: "new deal", action: .restart),
    ])

  // MARK: time

  public func nextDeadline(context: SceneContext) -> Double? {
    var deadlines: [Double] = []
    if let due = game.nextDeadline { deadlines.append(due) }
    // The clock on screen changes once a second while a game runs (not in screen-reader mode,
    // where a row rewritten every second would be read every second: look says the time).
    if let started = game.startedAt, !game.isFinished, !context.screenReader {
      // The epsilon keeps the deadline strictly ahead of now when float subtraction lands a hair
      // below a whole second (0.3 + 1 - 0.3 < 1), which would otherwise fire the same deadline forever.
      let elapsed = context.now - started
      deadlines.append(started + (elapsed + ClockText.epsilon).rounded(.down) + 1)
    }
    return deadlines.min()
  }

  // MARK: events

  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    if daily?.confirmsLeaving(event, context: context, env: env) == true { return .handled }
    switch event {
    case .timer:
      apply(.tick, context)
      return .handled
    case .mouse(let mouse) where mouse.kind == .press:
      guard let slot = MemoryBoardLayout(size: context.size).slot(at: Point(x: mouse.x, y: mouse.y)) else {
        return .ignored
      }
      daily?.begin(env: env, now: context.now)  // the first flip begins a counted attempt
      apply(.flipCard(at: slot), context)
      return .handled
    case .key(let key):
      if game.isFinished { return handleOnFinishedBoard(key, context) }
      switch Self.table.action(for: key) {
      case .move(let direction): apply(.move(direction), context)
      case .flip:
        daily?.begin(env: env, now: context.now)  // the first flip begins a counted attempt
        apply(.flip, context)
      case .restart where canDealAgain: apply(.restart, context)
      case .restart, nil: return .ignored
      }
      return .handled
    default:
      return .ignored
    }
  }

  /// The finished board waits for the player: `s` shares, Enter or `r` deals again.
  private func handleOnFinishedBoard(_ key: Key, _ context: SceneContext) -> EventResult {
    if key == .char("s"), let finishedCard {
      ShareCardOverlay.open(env: env, card: finishedCard, context: context)
      return .handled
    }
    switch Self.table.action(for: key) {
    case .flip, .restart:
      apply(.restart, context)
      return .handled
    case .move, nil:
      return .ignored
    }
  }

  private func apply(_ action: MemoryAction, _ context: SceneContext) {
    let firstUp = game.selected
    let effects = game.apply(action, now: context.now, using: &rng)
    switch action {
    case .move: lastSpoken = .moved
    case .restart: lastSpoken = .dealt
    case .flip, .flipCard:
      let turned = effects.contains { if case .turnedUp = $0 { true } else { false } }
      lastSpoken = turned ? .flipped(slot: game.cursor, against: firstUp) : .flippedNothing(slot: game.cursor)
    case .tick: break
    }
    for effect in effects {
      switch effect {
      case .turnedUp:
        lastMatch = nil
      case .matched(_, let slot):
        lastMatch = game.card(at: slot)
        movesAtPairs.append(game.moves)
      case .finished(let moves, let seconds):
        finish(moves: moves, seconds: seconds, now: context.now)
      case .restarted:
        dealNumber += 1
        lastMatch = nil
        newBest = nil
        movesAtPairs = []
      case .mismatched:
        env.post(.bell)  // a miss (rung only where the player turned the bell on)
      case .turnedDown:
        break
      }
    }
  }

  private func finish(moves: Int, seconds: Double, now: Double) {
    let heading =
      daily?.heading(.memory, again: dailyGamesFinished > 0)
      ?? ShareCard.Heading(game: .memory, detail: deck.name)
    let pairs = movesAtPairs
    finishedCard = { ascii in
      ShareCard.memory(movesAtPairs: pairs, moves: moves, seconds: seconds, heading: heading, ascii: ascii)
    }
    if let daily {
      daily.finish(
        summary: "\(moves) moves, \(ClockText.minutes(seconds))", won: true, score: -Double(moves), env: env,
        now: now)
      dailyGamesFinished += 1
    } else {
      (newBest, records) = MemoryRecordsTable.recordWin(env, deck: deck.name, moves: moves, seconds: seconds)
    }
  }

  // MARK: drawing

  public func render(into canvas: inout Canvas, context: SceneContext) {
    let layout = MemoryBoardLayout(size: canvas.size)
    let options = context.options
    canvas.putCentered("\(deck.name) Memory Game!", y: layout.titleRow, style: .title)
    let time = "Time: \(ClockText.minutes(game.elapsed(at: context.now)))"
    let stats =
      "Moves: \(game.moves)   Pairs: \(game.pairsFound)/\(game.pairCount)   "
      + (context.screenReader && !game.isFinished ? "Time: l says it" : time)
    canvas.putCentered(stats, y: layout.statsRow, style: .info)
    for slot in 0..<MemoryGame.slotCount {
      MemoryCardView.draw(
        game.state(at: slot), card: game.card(at: slot), at: layout.card(slot),
        underCursor: slot == game.cursor, into: &canvas, options: options,
        spokenSquare: context.screenReader ? Self.name(slot) : nil)
    }
    drawPanel(into: &canvas, rect: layout.panel, options: options, frame: context.overlayFrame)
    let ellipsis = options.ellipsis
    // Under a centred board the status lines are centred too; beside the panel they start at
    // the board's left edge.
    let centred = layout.arrangement != .besideBlock
    let room = centred ? canvas.width - 2 : canvas.width - 1 - layout.left
    for (y, (text, style)) in [(layout.statusRow, statusLine()), (layout.detailRow, detailLine())] {
      let line = TextLayout.clip(text, to: room, ellipsis: ellipsis)
      if centred {
        canvas.putCentered(line, y: y, style: style)
      } else {
        canvas.put(line, x: layout.left, y: y, style: style)
      }
    }
    RecordsNotice.draw(env, table: MemoryRecordsTable.name, into: &canvas, options: options)
  }

  private func drawPanel(into canvas: inout Canvas, rect: Rect, options: RenderOptions, frame: BoxGlyphs) {
    canvas.box(rect, glyphs: frame, title: "Pairs found \(game.pairsFound)/\(game.pairCount)")
    let ellipsis = options.ellipsis
    let width = rect.width - 4
    if game.found.isEmpty {
      canvas.put(
        "Matched tracks show here.", x: rect.x + 2, y: rect.y + 2, style: .muted, limit: rect.maxX - 2)
      return
    }
    for (row, index) in game.found.enumerated() {
      let card = game.cards[index]
      let face = MemoryCardView.face(of: card).resolve(options)
      let y = rect.y + 1 + row
      let x = canvas.put(face + " ", x: rect.x + 2, y: y, style: .good)
      let text = TextLayout.clip("\(card.title) by \(card.artist)", to: width - 3, ellipsis: ellipsis)
      canvas.put(text, x: x, y: y, limit: rect.maxX - 2)
    }
  }

  private func statusLine() -> (String, Style) {
    if game.isFinished {
      let result = "\(game.moves) moves in \(ClockText.tenths(game.elapsed(at: 0)))"
      return ("Awesome!! All \(game.pairCount) pairs, \(result)", .highlight)
    }
    if game.mismatch != nil { return ("x No match: they turn back down", .bad) }
    if game.selected != nil { return ("One card up: find its twin", .accent) }
    if let lastMatch { return ("* Match! \(lastMatch.title) by \(lastMatch.artist)", .good) }
    if game.moves == 0 { return ("Find the \(game.pairCount) pairs: Enter or Space flips a card", .normal) }
    return ("Pick a card", .normal)
  }

  private func detailLine() -> (String, Style) {
    if game.isFinished {
      guard let newBest, newBest.any else {
        return ("s share, Enter or r: the same cards, reshuffled", .muted)
      }
      return ("New best: \(Self.beaten(newBest)). s share, Enter or r: deal again", .highlight)
    }
    if let best = MemoryRecordsTable.bestLine(records, deck: deck.name) { return ("Best: \(best)", .muted) }
    return ("No best yet for this deck", .muted)
  }

  /// Which records a won game beat, as the finish line says it.
  static func beaten(_ news: NewBest) -> String {
    switch (news.moves, news.time) {
    case (true, true): return "fewest moves and fastest time"
    case (true, false): return "fewest moves"
    case (false, true): return "fastest time"
    case (false, false): return "none"
    }
  }
}

extension MemoryGameScene: InvariantChecking {
  public func invariantViolations() -> [String] { game.invariantViolations() }
}

extension MemoryGameScene {
  /// The board (which card lies where, which are turned or matched), the counts and the clock.
  public var snapshot: StateSnapshot {
    StateSnapshot { s in
      s.add("deck", deck.name)
      s.add("seed", seed)
      s.add("cards", (0..<game.layout.count).map { "\(game.card(at: $0).id):\(game.state(at: $0))" })
      s.add("selected", game.selected)
      s.add("mismatch", game.mismatch.map { "\($0.first) \($0.second) until \($0.hidesAt)" })
      s.add("cursor", game.cursor)
      s.add("moves", game.moves)
      s.add("found", game.found)
      s.add("startedAt", game.startedAt)
      s.add("finishedAt", game.finishedAt)
      s.add("lastMatch", lastMatch?.id)
      s.add("newBest", newBest)
      s.add("movesAtPairs", movesAtPairs)
      s.add("daily", daily?.snapshotText)
      s.add("finished", finishedCard != nil)
      s.add("dailyGamesFinished", dailyGamesFinished)
    }
  }
}

extension MemoryGameScene: RestorableScene {
  /// Every stored `var` (the models are values), and the daily's progress: a replay viewer's keyframe.
  public func savedState() -> () -> Void {
    let saved = (
      rng, game, lastMatch, newBest, records, movesAtPairs, finishedCard, dailyGamesFinished, lastSpoken,
      dealNumber
    )
    let progress = daily?.savedProgress()
    return { [self] in
      (
        rng, game, lastMatch, newBest, records, movesAtPairs, finishedCard, dailyGamesFinished, lastSpoken,
        dealNumber
      ) = saved
      progress?()
    }
  }
}
