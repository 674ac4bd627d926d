import ArcadeGeometry
/// What the player can do.
public enum ZombiesAction: Hashable, Sendable {
  case move(Direction)
  /// Closes the round's message and starts the next round or game.
  case dismiss
}

/// How a round ended; the message covers the board until it is dismissed.
public enum RoundOutcome: Hashable, Sendable {
  case won
  /// A life lost, lives remain: the next round keeps the lives.
  case tryAgain
  /// The last life lost: the next round is a new game.
  case lost

  /// The message text (the scene adds its emoji: 🥳 🤞 💀).
  public var message: String {
    switch self {
    case .won: return "You won!"
    case .tryAgain: return "Try again!"
    case .lost: return "You lost!"
    }
  }

  /// Whether dismissing the message starts a new game (3 lives) rather than a new round.
  public var startsNewGame: Bool { self != .tryAgain }
}

/// What happened, for the scene to save records or announce.
public enum ZombiesEffect: Hashable, Sendable {
  case moved
  case roomLit
  case zombieStepped(from: GridPoint, to: GridPoint)
  case roundEnded(RoundOutcome)
  case newRound
  case newGame
}

/// What one square shows the player.
public enum Sight: Hashable, Sendable {
  case dark, floor, player, zombie, sos, block, flashlight
}

/// One room, round after round: the player walks in the dark from the bottom-right corner to
/// the SOS in the top-left corner; a zombie seen (next to the player) costs a life.
public struct ZombiesGame: Hashable, Sendable {
  public let mode: ZombiesMode
  public private(set) var layout: RoomLayout
  public private(set) var player: GridPoint
  public private(set) var lives: Int
  public private(set) var wins: Int
  public private(set) var losses: Int
  /// The flashlight has been seen: every square shows, and the zombies chase the player.
  public private(set) var isLit = false
  /// The round's message while it covers the board; nil while playing.
  public private(set) var outcome: RoundOutcome?

  public var size: Int { layout.size }

  /// A new game with a random room; `wins` and `losses` carry the saved totals.
  public init(
    mode: ZombiesMode, size: Int = RoomRules.defaultSize, wins: Int = 0, losses: Int = 0,
    using rng: inout some RandomNumberGenerator
  ) {
    let size = min(max(size, RoomRules.sizes.lowerBound), RoomRules.sizes.upperBound)
    self.init(
      mode: mode, layout: Placement.make(mode: mode, size: size, using: &rng), wins: wins, losses: losses)
  }

  /// A game in a given room (tests and replays).
  public init(
    mode: ZombiesMode, layout: RoomLayout, lives: Int = RoomRules.startingLives, wins: Int = 0,
    losses: Int = 0
  ) {
    self.mode = mode
    self.layout = layout
    self.player = layout.start
    self.lives = lives
    self.wins = wins
    self.losses = losses
  }

  // MARK: - what the player sees

  public func canMove(_ heading: Direction) -> Bool {
    let target = player.moved(heading)
    return outcome == nil && target.isInside(roomOf: size) && target != layout.block
  }

  public func sight(at square: GridPoint) -> Sight {
    if square == player { return .player }
    if square == layout.sos { return .sos }
    guard isLit || square.isNext(to: player) else { return .dark }
    if layout.zombies.contains(square) { return .zombie }
    if square == layout.block { return .block }
    if square == layout.flashlight { return .flashlight }
    return .floor
  }

  // MARK: - actions

  /// Applies one action; an action that is not possible right now changes nothing and
  /// returns no effects.
  public mutating func apply(
    _ action: ZombiesAction, using rng: inout some RandomNumberGenerator
  ) -> [ZombiesEffect] {
    switch action {
    case .move(let heading):
      guard canMove(heading) else { return [] }
      return move(heading)
    case .dismiss:
      guard let outcome else { return [] }
      return dismiss(outcome, using: &rng)
    }
  }

  private mutating func move(_ heading: Direction) -> [ZombiesEffect] {
    player = player.moved(heading)
    var effects: [ZombiesEffect] = [.moved]
    if isLit { effects += chase() }
    if !isLit, let flashlight = layout.flashlight, flashlight.isNext(to: player) || flashlight == player {
      isLit = true
      effects.append(.roomLit)
    }
    // Lost is checked before won: a zombie next to the SOS still catches the player there.
    if layout.zombies.contains(where: { $0.isNext(to: player) }) {
      lives -= 1
      let ending: RoundOutcome = lives > 0 ? .tryAgain : .lost
      if ending == .lost { losses += 1 }
      outcome = ending
      effects.append(.roundEnded(ending))
    } else if player == layout.sos {
      wins += 1
      outcome = .won
      effects.append(.roundEnded(.won))
    }
    return effects
  }

  /// Every zombie not already next to the player takes one step toward it.
  private mutating func chase() -> [ZombiesEffect] {
    var effects: [ZombiesEffect] = []
    for index in layout.zombies.indices where !layout.zombies[index].isNext(to: player) {
      let from = layout.zombies[index]
      var barred: Set<GridPoint> = [layout.sos]
      if let block = layout.block { barred.insert(block) }
      barred.formUnion(layout.zombies)
      let to = ZombieChase.step(from: from, toward: player, barred: barred)
      if to != from {
        layout.zombies[index] = to
        effects.append(.zombieStepped(from: from, to: to))
      }
    }
    return effects
  }

  private mutating func dismiss(
    _ ending: RoundOutcome, using rng: inout some RandomNumberGenerator
  ) -> [ZombiesEffect] {
    layout = Placement.make(mode: mode, size: size, using: &rng)
    player = layout.start
    isLit = false
    outcome = nil
    if ending.startsNewGame {
      lives = RoomRules.startingLives
      return [.newGame]
    }
    return [.newRound]
  }
}

// Names for replay snapshots and messages, written out: a renamed case or type changes no
// replay's digest.
extension RoundOutcome: CustomStringConvertible {
  public var description: String {
    switch self {
    case .won: return "won"
    case .tryAgain: return "tryAgain"
    case .lost: return "lost"
    }
  }
}

extension Sight: CustomStringConvertible {
  public var description: String {
    switch self {
    case .dark: return "dark"
    case .floor: return "floor"
    case .player: return "player"
    case .zombie: return "zombie"
    case .sos: return "sos"
    case .block: return "block"
    case .flashlight: return "flashlight"
    }
  }
}
