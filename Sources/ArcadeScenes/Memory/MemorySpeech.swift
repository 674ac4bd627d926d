import ArcadeKit
import ArcadeText
import MemoryModel

/// Memory in words: cards are named by their square (columns A to D, rows 1 to 4, A1 top
/// left) and, once seen, by their track's title.
extension MemoryGameScene {
  /// The cursor stands on the card under Memory's cursor (its `>` mark) while the last key
  /// moved it; after a deal or a flip the news is on the status line.
  public func speech(context: SceneContext) -> Speech {
    var focus: Point?
    if case .moved = lastSpoken {
      // The card's words in screen-reader mode ("B1 down"), where the `>` mark stands before.
      let card = MemoryBoardLayout(size: context.size).card(game.cursor)
      focus = Point(x: context.screenReader ? card.x : card.x - 1, y: card.y + 1)
    }
    return Speech(
      status: spokenStatus, look: spokenLook(now: context.screenReader ? context.now : nil), focus: focus,
      map: spokenMap)
  }

  static func name(_ slot: Int) -> String {
    SpokenGrid.name(row: slot / MemoryGame.columns, column: slot % MemoryGame.columns)
  }

  /// "B2: Whale", or "B2: face down".
  func spokenCard(_ slot: Int) -> String {
    let card = game.card(at: slot)
    switch game.state(at: slot) {
    case .faceDown: return "\(Self.name(slot)): face down"
    case .faceUp, .mismatched: return "\(Self.name(slot)): \(card.title)"
    case .matched: return "\(Self.name(slot)): \(card.title), matched"
    }
  }

  private var pairsText: String { "\(game.pairsFound) of \(game.pairCount) pairs found" }

  var spokenStatus: String {
    switch lastSpoken {
    case .dealt:
      return "A new deal: \(MemoryGame.slotCount) cards face down, \(game.pairCount) pairs to find."
        + " The cursor is on \(Self.name(game.cursor))."
    case .moved:
      return spokenCard(game.cursor) + "."
    case .flippedNothing(let slot):
      return spokenCard(slot) + ": it cannot be turned now."
    case .flipped(let slot, nil):
      return "\(Self.name(slot)): \(game.card(at: slot).title). One card up: find its twin."
    case .flipped(let slot, let first?):
      let title = game.card(at: slot).title
      guard game.state(at: slot) == .matched else {
        return
          "\(Self.name(slot)): \(title). No match with \(Self.name(first)): \(game.card(at: first).title);"
          + " both turn back down."
      }
      let match = "\(Self.name(slot)): \(title). Match with \(Self.name(first))!"
      if game.isFinished {
        return match + " All \(game.pairCount) pairs in \(game.moves) moves,"
          + " \(ClockText.tenths(game.elapsed(at: 0))). Enter deals again."
          + RecordsNotice.spoken(env, table: MemoryRecordsTable.name)
      }
      return match + " \(pairsText)."
    }
  }

  /// Where things are; the pairs found with their squares ("Shell Game on A1 and C1"), and the
  /// clock (screen-reader mode draws it only when asked: here).
  func spokenLook(now: Double?) -> String {
    var parts = ["Memory, deck \(deck.name)", "the cursor is on " + spokenCard(game.cursor)]
    if let up = game.selected { parts.append("face up: " + spokenCard(up)) }
    let found = game.found.map { index in
      let title = game.cards[index].title
      let squares = (0..<MemoryGame.slotCount).filter { game.card(at: $0) == game.cards[index] }.map(
        Self.name)
      return squares.isEmpty ? title : "\(title) on \(SpokenList.joined(squares))"
    }
    parts.append(pairsText + (found.isEmpty ? "" : ": " + SpokenList.joined(found)))
    parts.append(SpokenList.count(game.moves, "move", "moves"))
    if let now, game.startedAt != nil, !game.isFinished {
      parts.append("time " + ClockText.minutes(game.elapsed(at: now)))
    }
    return parts.joined(separator: "; ") + "."
  }

  /// Line mode's `map`: the board row by row, each card as it lies ("A1 face down, B1 Shell
  /// Game, matched").
  var spokenMap: String {
    let rows = (0..<MemoryGame.rows).map { row in
      let cards = (0..<MemoryGame.columns).map { spokenCard(row * MemoryGame.columns + $0) }
      return "Row \(row + 1): " + cards.joined(separator: ", ") + "."
    }
    return "The board, row 1 at the top: " + rows.joined(separator: " ")
  }

  public var spokenWords: [String] { ["a1 to d4", "flip"] }

  /// Line mode: a square's name is one click on that card (it flips it, the cursor there), so
  /// a named card is one input as a click is, never a run of keys a counted daily's
  /// leaderboard would count as too fast; `flip` flips the card under the cursor.
  public func input(forWord word: String, size: Size) -> [InputEvent]? {
    guard let target = SpokenGrid.square(named: word, columns: MemoryGame.columns, rows: MemoryGame.rows)
    else { return keys(forWord: word).map { $0.map { .key($0) } } }
    let card = MemoryBoardLayout(size: size).card(target.row * MemoryGame.columns + target.column)
    return [.mouse(MouseEvent(.press, x: card.x + card.width / 2, y: card.y + 1))]
  }

  /// The keys of a square's name: the cursor moved there, then Enter; `flip` flips the card
  /// under it.
  public func keys(forWord word: String) -> [Key]? {
    if word.lowercased() == "flip" { return [.enter] }
    guard let target = SpokenGrid.square(named: word, columns: MemoryGame.columns, rows: MemoryGame.rows)
    else { return nil }
    let cursor = (row: game.cursor / MemoryGame.columns, column: game.cursor % MemoryGame.columns)
    return SpokenGrid.moves(from: cursor, to: target) + [.enter]
  }
}
