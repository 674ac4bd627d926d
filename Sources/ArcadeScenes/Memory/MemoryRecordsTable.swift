import ArcadeKit
import ArcadeText
import MemoryModel
import Records

/// Reads and writes the `memory` records table: best results per deck.
enum MemoryRecordsTable {
  static let table = RecordsTable("memory", default: MemoryRecords())
  static var name: String { table.name }

  static func read(_ records: DeferredRecords) -> MemoryRecords { records.read(table) }

  /// Counts a won game (saved when the run loop flushes); says which bests it beat, and
  /// gives the records with the win counted.
  static func recordWin(_ env: AppEnvironment, deck: String, moves: Int, seconds: Double) -> (
    news: NewBest, records: MemoryRecords
  ) {
    // `update` applies the change to the in-memory view at once (no file I/O), which sets
    // `news`; the later runs at the flush only repeat it on the file's copy.
    var news = NewBest(moves: false, time: false)
    let after = env.records.update(table) { records in
      news = records.record(deck: deck, moves: moves, seconds: seconds)
    }
    return (news, after)
  }

  /// "12 moves, 0:45.3", or nil when the deck was never won.
  static func bestLine(_ records: MemoryRecords, deck: String) -> String? {
    guard let best = records.bestByDeck[deck] else { return nil }
    return "\(best.fewestMoves) moves, \(ClockText.tenths(best.fastestSeconds))"
  }

  /// The launch menu's record line: every deck's best, by deck name.
  static func menuSummary(_ records: MemoryRecords) -> String {
    let parts = records.bestByDeck.keys.sorted().compactMap { deck in
      bestLine(records, deck: deck).map { "\(deck): \($0)" }
    }
    return parts.isEmpty ? "" : "Best: " + parts.joined(separator: "; ")
  }
}

extension MemoryRecords: PlausibleRecords {
  /// Moves, wins and times no game could produce (negative, huge, not finite) make the file
  /// corrupt.
  public var isPlausible: Bool {
    bestByDeck.values.allSatisfy {
      Plausible.count($0.fewestMoves) && Plausible.count($0.wins) && Plausible.seconds($0.fastestSeconds)
    }
  }
}
