import ArcadeKit
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
    return "\(best.fewestMoves) moves, \(TimeText.precise(best.fastestSeconds))"
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

/// Game times as people read them.
enum TimeText {
  /// Float slack: a second that ends at 0.9999999999 is shown (and ticks) as a whole one.
  static let epsilon = 1e-6

  /// "1:05" for the running clock (whole seconds).
  /// Total for any value (a claim read from another user's file may hold any number): past
  /// a million hours, or not a number, it shows as that bound.
  static func clock(_ seconds: Double) -> String {
    let whole = Int(bounded(seconds + epsilon).rounded(.down))
    return "\(whole / 60):" + twoDigits(whole % 60)
  }

  /// "1:05.3" for results, so two close times can be told apart.
  static func precise(_ seconds: Double) -> String {
    let tenths = Int(bounded(seconds * 10).rounded(.down))
    return "\(tenths / 600):" + twoDigits((tenths / 10) % 60) + ".\(tenths % 10)"
  }

  /// 0 … 3.6e9 (a million hours), NaN as 0: always convertible to Int.
  private static func bounded(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 3.6e9)
  }

  private static func twoDigits(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }
}
