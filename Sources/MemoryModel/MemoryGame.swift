import ArcadeGeometry
/// A game of Memory: 8 cards, each laid twice, shuffled on a 4×4 board.
///
/// Every change goes through `apply(_:now:using:)`, with game time in seconds, so the state
/// is always exactly what the screen shows. Fast input cannot desync it: a flip while a
/// mismatched pair is still showing first turns that pair down, then flips.
public struct MemoryGame: Hashable, Sendable {
  public static let columns = 4
  public static let rows = 4
  public static let slotCount = columns * rows
  /// How long a mismatched pair stays visible.
  public static let mismatchDisplay = 0.5

  public struct Mismatch: Hashable, Sendable {
    public var first: Int
    public var second: Int
    public var hidesAt: Double
  }

  /// The 8 distinct cards of this game.
  public let cards: [Card]
  /// For each slot, the index in `cards` of the card lying there.
  public private(set) var layout: [Int]
  public private(set) var matched: [Bool]
  /// The face-up first card of the current turn.
  public private(set) var selected: Int?
  public private(set) var mismatch: Mismatch?
  public private(set) var cursor = 0
  /// Turns taken: one per second card flipped.
  public private(set) var moves = 0
  /// Indexes in `cards` of the pairs found, in the order they were found.
  public private(set) var found: [Int] = []
  /// Game time of the first flip (the clock starts then), and of the final match.
  public private(set) var startedAt: Double?
  public private(set) var finishedAt: Double?

  /// A shuffled game of the first 8 cards of `cards`.
  public init(cards: [Card], using rng: inout some RandomNumberGenerator) {
    let chosen = Array(cards.prefix(Deck.cardsPerGame))
    precondition(chosen.count == Deck.cardsPerGame, "a game needs \(Deck.cardsPerGame) cards")
    self.init(cards: chosen, layout: Self.shuffledLayout(pairs: chosen.count, using: &rng))
  }

  /// A game with a given layout (tests, replays): `layout[slot]` is an index in `cards`.
  public init(cards: [Card], layout: [Int]) {
    precondition(layout.count == Self.slotCount, "a board has \(Self.slotCount) slots")
    precondition(cards.indices.allSatisfy { i in layout.filter { $0 == i }.count == 2 }, "each card twice")
    self.cards = cards
    self.layout = layout
    matched = Array(repeating: false, count: layout.count)
  }

  // MARK: reading the state

  public var isFinished: Bool { finishedAt != nil }
  public var pairsFound: Int { found.count }
  public var pairCount: Int { cards.count }

  public func card(at slot: Int) -> Card { cards[layout[slot]] }

  public func state(at slot: Int) -> CardState {
    if matched[slot] { return .matched }
    if let mismatch, slot == mismatch.first || slot == mismatch.second { return .mismatched }
    if slot == selected { return .faceUp }
    return .faceDown
  }

  /// A card can be flipped unless it is matched or is the face-up first card of the turn.
  public func canSelect(_ slot: Int) -> Bool {
    guard layout.indices.contains(slot) else { return false }
    return !matched[slot] && slot != selected
  }

  /// Seconds on the game's clock: from the first flip to now, or to the final match.
  public func elapsed(at now: Double) -> Double {
    guard let startedAt else { return 0 }
    return max(0, (finishedAt ?? now) - startedAt)
  }

  /// The game time of the next thing time alone will change, or nil when nothing will.
  public var nextDeadline: Double? {
    if let mismatch { return mismatch.hidesAt }
    return nil
  }

  // MARK: changing the state

  @discardableResult
  public mutating func apply(
    _ action: MemoryAction, now: Double, using rng: inout some RandomNumberGenerator
  ) -> [MemoryEffect] {
    var effects = settle(now: now)
    if isFinished {
      // The finished board waits for the player: only a new deal leaves it.
      if action == .restart { effects += restart(using: &rng) }
      return effects
    }
    switch action {
    case .move(let direction):
      cursor = Self.slot(from: cursor, moving: direction)
    case .flip:
      effects += flip(cursor, now: now)
    case .flipCard(let slot):
      guard layout.indices.contains(slot) else { break }
      cursor = slot
      effects += flip(slot, now: now)
    case .tick:
      break
    case .restart:
      effects += restart(using: &rng)
    }
    return effects
  }

  /// Turns a mismatched pair down once its time is up.
  private mutating func settle(now: Double) -> [MemoryEffect] {
    guard let mismatch, now >= mismatch.hidesAt else { return [] }
    return turnMismatchDown()
  }

  private mutating func turnMismatchDown() -> [MemoryEffect] {
    guard let pair = mismatch else { return [] }
    mismatch = nil
    return [.turnedDown(pair.first, pair.second)]
  }

  private mutating func flip(_ slot: Int, now: Double) -> [MemoryEffect] {
    // A flip during the mismatch display first ends it: the pair turns down, then we flip.
    var effects = turnMismatchDown()
    guard canSelect(slot) else { return effects }
    if startedAt == nil { startedAt = now }
    guard let first = selected else {
      selected = slot
      return effects + [.turnedUp(slot)]
    }
    selected = nil
    moves += 1
    effects.append(.turnedUp(slot))
    if layout[first] == layout[slot] {
      matched[first] = true
      matched[slot] = true
      found.append(layout[slot])
      effects.append(.matched(first, slot))
      if matched.allSatisfy({ $0 }) {
        finishedAt = now
        effects.append(.finished(moves: moves, seconds: elapsed(at: now)))
      }
    } else {
      mismatch = Mismatch(first: first, second: slot, hidesAt: now + Self.mismatchDisplay)
      effects.append(.mismatched(first, slot))
    }
    return effects
  }

  private mutating func restart(using rng: inout some RandomNumberGenerator) -> [MemoryEffect] {
    layout = Self.shuffledLayout(pairs: cards.count, using: &rng)
    matched = Array(repeating: false, count: layout.count)
    selected = nil
    mismatch = nil
    cursor = 0
    moves = 0
    found = []
    startedAt = nil
    finishedAt = nil
    return [.restarted]
  }

  // MARK: helpers

  /// Each card index twice, shuffled.
  static func shuffledLayout(pairs: Int, using rng: inout some RandomNumberGenerator) -> [Int] {
    Shuffle.fisherYates(Array(0..<pairs) + Array(0..<pairs), using: &rng)
  }

  /// The cursor stops at the edges of the board.
  static func slot(from slot: Int, moving direction: Direction) -> Int {
    let row = slot / columns
    let column = slot % columns
    switch direction {
    case .up: return max(0, row - 1) * columns + column
    case .down: return min(rows - 1, row + 1) * columns + column
    case .left: return row * columns + max(0, column - 1)
    case .right: return row * columns + min(columns - 1, column + 1)
    }
  }
}
