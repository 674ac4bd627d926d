import DailyModel

/// The order in which a look checks a day's claims, and how deep: a reader sees the top of
/// each table and their own row, so those are checked first and the rest waits for a later
/// look or for the screen to be scrolled to it. A claim is checked in its claimed place: a
/// claim verified says its result was reached, so once a table holds `depth` ranked rows no
/// claim below them can rise above them (a claim that fails drops out, and the next one is
/// checked in its stead).
public struct CheckingOrder {
  /// A claim as read, before its attempt is: its game and its row as claimed.
  public struct Claim {
    public var game: DailyGame
    public var entry: LeaderboardEntry

    public init(game: DailyGame, entry: LeaderboardEntry) {
      self.game = game
      self.entry = entry
    }

    var table: Table { Table(game: game, variant: entry.variant) }
  }

  struct Table: Hashable {
    var game: DailyGame
    var variant: String?
  }

  /// Ranked rows each table is checked to (nil: every claim).
  public let depth: Int?
  /// Per table: the distinct plays ranked so far (a copy ranks once), and the last one's
  /// score and time (a claim tied with it is checked too: the original of a copy may be it).
  private var ranked: [Table: (plays: Set<String>, rows: Int, last: Key)] = [:]

  private struct Key: Equatable {
    var score: Double?
    var seconds: Double?
  }

  public init(depth: Int?) { self.depth = depth }

  /// The claims' indices in checking order: the reader's own first, then the game shown, then
  /// the others in the ranked games' order; within a game its own table before its variants;
  /// within a table, best claimed result first (`LeaderboardRanking.ranksBefore`).
  public static func order(_ claims: [Claim], reader: UInt32, focus: DailyGame?) -> [Int] {
    func rank(_ claim: Claim) -> (Int, Int, Int, String) {
      let game = DailyGame.ranked.firstIndex(of: claim.game) ?? DailyGame.ranked.count
      return (claim.entry.uid == reader ? 0 : 1, claim.game == focus ? 0 : 1, game, claim.entry.variant ?? "")
    }
    let ranks = claims.map(rank)
    return claims.indices.sorted { a, b in
      if ranks[a] != ranks[b] { return ranks[a] < ranks[b] }
      var (first, second) = (claims[a].entry, claims[b].entry)
      // Ranked by what they claim: every claim counts as ranked until checked.
      (first.verdict, second.verdict) = (.sealed, .sealed)
      return LeaderboardRanking.ranksBefore(first, second)
    }
  }

  /// Whether `claim` lies below what its table shows: the table has `depth` ranked rows already
  /// and the claim does not tie the last of them. The reader's own row is never below.
  public func isBelow(_ claim: Claim, reader: UInt32) -> Bool {
    guard let depth, claim.entry.uid != reader, let table = ranked[claim.table], table.rows >= depth else {
      return false
    }
    return Key(score: claim.entry.result.score, seconds: claim.entry.result.seconds) != table.last
  }

  /// A claim judged (its verdict in `claim.entry`), with its play's digest when known. The
  /// reader's own row is shown whatever its place: it takes none of the top's.
  public mutating func judged(_ claim: Claim, play: String?, reader: UInt32) {
    guard claim.entry.isRanked, claim.entry.uid != reader else { return }
    var table = ranked[claim.table] ?? ([], 0, Key())
    if let play {
      guard table.plays.insert(play).inserted else { return }
    }
    table.rows += 1
    table.last = Key(score: claim.entry.result.score, seconds: claim.entry.result.seconds)
    ranked[claim.table] = table
  }
}
