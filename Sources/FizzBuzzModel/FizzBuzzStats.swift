/// All the games played with one combination of settings.
public struct FizzBuzzStatsGroup: Hashable, Sendable {
  public var settings: FizzBuzzSettings
  /// Scores in the order played.
  public var scores: [Int]
  /// Position of the group's latest game in the records (higher = more recent).
  public var lastPlayed: Int

  public var count: Int { scores.count }
  public var bestScore: Int { scores.max() ?? 0 }
}

public enum FizzBuzzStats {
  /// Games grouped by identical settings, most played first; equal counts: most recently
  /// played first (so the order never depends on hashing).
  /// `untimed`: the untimed practice's games instead, a table of their own.
  public static func groups(_ games: [FizzBuzzFinishedGame], untimed: Bool = false) -> [FizzBuzzStatsGroup] {
    var groups: [FizzBuzzStatsGroup] = []
    var indexOf: [FizzBuzzSettings: Int] = [:]
    // Untimed practice is kept in the records, marked, but is no score against the clock: it
    // has its table, apart.
    for (position, game) in games.enumerated() where (game.untimed == true) == untimed {
      if let index = indexOf[game.settings] {
        groups[index].scores.append(game.score)
        groups[index].lastPlayed = position
      } else {
        indexOf[game.settings] = groups.count
        groups.append(FizzBuzzStatsGroup(settings: game.settings, scores: [game.score], lastPlayed: position))
      }
    }
    return groups.sorted { a, b in
      a.count != b.count ? a.count > b.count : a.lastPlayed > b.lastPlayed
    }
  }

  /// Cells of a gauge `width` wide for `count` out of the largest count (at least one cell for
  /// any game played).
  public static func gaugeLength(count: Int, maximum: Int, width: Int) -> Int {
    guard count > 0, maximum > 0, width > 0 else { return 0 }
    return max(1, min(width, scaled(UInt(count), by: width, over: UInt(maximum))))
  }

  /// The score range a chart spans: from the lowest score (or 0) to the highest (or 0).
  public static func chartRange(_ scores: [Int]) -> ClosedRange<Int> {
    min(0, scores.min() ?? 0)...max(0, scores.max() ?? 0)
  }

  /// Bar heights (0…`height`) for a score chart over `chartRange`: the bottom of the range is
  /// the baseline, the top fills the chart, and every bar above the baseline shows.
  public static func chartHeights(_ scores: [Int], height: Int) -> [Int] {
    guard !scores.isEmpty, height > 0 else { return [] }
    let range = chartRange(scores)
    let base = range.lowerBound
    // Distances from the base, as unsigned: exact for any two Ints (Int.min to Int.max spans
    // UInt.max), so records with extreme scores never trap.
    let span = UInt(bitPattern: range.upperBound &- base)
    guard span > 0 else { return scores.map { _ in 0 } }
    return scores.map { score in
      guard score > base else { return 0 }
      return max(1, min(height, scaled(UInt(bitPattern: score &- base), by: height, over: span)))
    }
  }

  /// `value * width / total` without overflow (a double-width product), for value <= total.
  static func scaled(_ value: UInt, by width: Int, over total: UInt) -> Int {
    let product = value.multipliedFullWidth(by: UInt(width))
    guard product.high < total else { return width }
    return Int(total.dividingFullWidth(product).quotient)
  }
}
