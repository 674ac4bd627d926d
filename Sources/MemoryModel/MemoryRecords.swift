/// Best results per deck, kept in the records table "memory".
public struct MemoryRecords: Codable, Hashable, Sendable {
  public var bestByDeck: [String: BestResult]

  public init(bestByDeck: [String: BestResult] = [:]) { self.bestByDeck = bestByDeck }

  /// The largest count kept: the records reader's bound (`Plausible.maximumCount`).
  public static let largestCount = 1_000_000_000_000

  /// Counts a finished game; says which bests it beat (a first win sets both).
  @discardableResult
  public mutating func record(deck: String, moves: Int, seconds: Double) -> NewBest {
    guard var best = bestByDeck[deck] else {
      bestByDeck[deck] = BestResult(fewestMoves: moves, fastestSeconds: seconds, wins: 1)
      return NewBest(moves: true, time: true)
    }
    let news = NewBest(moves: moves < best.fewestMoves, time: seconds < best.fastestSeconds)
    best.fewestMoves = min(best.fewestMoves, moves)
    best.fastestSeconds = min(best.fastestSeconds, seconds)
    // Saturates where the records reader stops believing a count (Records.Plausible).
    best.wins = min(best.wins, Self.largestCount - 1) + 1
    bestByDeck[deck] = best
    return news
  }
}

public struct BestResult: Codable, Hashable, Sendable {
  public var fewestMoves: Int
  public var fastestSeconds: Double
  public var wins: Int

  public init(fewestMoves: Int, fastestSeconds: Double, wins: Int) {
    self.fewestMoves = fewestMoves
    self.fastestSeconds = fastestSeconds
    self.wins = wins
  }
}

public struct NewBest: Hashable, Sendable {
  public var moves: Bool
  public var time: Bool
  public var any: Bool { moves || time }
  public init(moves: Bool, time: Bool) {
    self.moves = moves
    self.time = time
  }
}

extension NewBest: CustomStringConvertible {
  /// Which bests a game beat, for replay snapshots: `moves`, `time`, `moves+time` or `none`.
  public var description: String {
    switch (moves, time) {
    case (true, true): return "moves+time"
    case (true, false): return "moves"
    case (false, true): return "time"
    case (false, false): return "none"
    }
  }
}
