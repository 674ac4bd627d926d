import ArcadeKit
import ArcadeText
import MemoryModel

/// Memory in words: cards are named by their square (columns A to D, rows 1 to 4, A1 top
/// left) and, once seen, by their track's title.
extension MemoryGameScene {
  public func speech(context: SceneContext) -> Speech {
    Speech(status: spokenStatus, look: spokenLook)
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
      }
      return match + " \(pairsText)."
    }
  }

  var spokenLook: String {
    var parts = ["Memory, deck \(deck.name)", "the cursor is on " + spokenCard(game.cursor)]
    if let up = game.selected { parts.append("face up: " + spokenCard(up)) }
    let found = game.found.map { game.cards[$0].title }
    parts.append(pairsText + (found.isEmpty ? "" : ": " + SpokenList.joined(found)))
    parts.append(SpokenList.count(game.moves, "move", "moves"))
    return parts.joined(separator: "; ") + "."
  }

  public var spokenWords: [String] { ["a1 to d4", "flip"] }

  /// A square's name moves the cursor there and flips it; `flip` flips the card under it.
  public func keys(forWord word: String) -> [Key]? {
    if word.lowercased() == "flip" { return [.enter] }
    guard let target = SpokenGrid.square(named: word, columns: MemoryGame.columns, rows: MemoryGame.rows)
    else { return nil }
    let cursor = (row: game.cursor / MemoryGame.columns, column: game.cursor % MemoryGame.columns)
    return SpokenGrid.moves(from: cursor, to: target) + [.enter]
  }
}
