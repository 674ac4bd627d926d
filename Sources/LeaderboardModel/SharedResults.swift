import DailyModel

/// The shared daily leaderboard's rules: which games it ranks, how a shared result's file is
/// named, and the order of a day's table. Reading and verifying the files is the arcade's job.
extension DailyGame {
  /// The games with a ranking: the maze daily has no player choice, so there is nothing to rank.
  public static let ranked: [DailyGame] = [.zombies, .memory, .fizzbuzz]
}

/// A shared daily file's name, `DATE-GAME-UID-TOKEN.KIND`
/// ("2026-11-26-zombies-1000-3f9a0c12d4e5b6a7.arcade"). The token is 16 random hex digits, made
/// by the sharer and created exclusively: no one can guess a name to take it first. The uid
/// says whom the file is for; a reader believes only the file's owner, and never reads a file
/// named for another user. Three kinds make one counted attempt: its start record (`.start`,
/// made at the attempt's first move: the kernel dates it), its claim (`.claim`, readable by
/// everyone from the result on) and its attempt (`.arcade`, sealed from other users until the
/// day ends), the claim and the attempt with one token. A fourth, `.done` (empty, the start
/// record's token), says the attempt is over without sharing it (a non-member's, or one not
/// shared): the day's board is practice from then on, from any data directory.
public struct SharedResultName: Hashable, Sendable, CustomStringConvertible {
  public enum Kind: String, Sendable, CaseIterable {
    case attempt = "arcade"
    case claim
    case start
    case done
  }

  public let date: DailyDate
  public let game: DailyGame
  public let uid: UInt32
  public let token: String
  public let kind: Kind

  /// The attempt's suffix (the other kinds have theirs).
  public static let suffix = ".arcade"
  public static let tokenLength = 16

  public init(date: DailyDate, game: DailyGame, uid: UInt32, token: UInt64, kind: Kind = .attempt) {
    self.init(date: date, game: game, uid: uid, checkedToken: Self.hex(token), kind: kind)
  }

  private init(date: DailyDate, game: DailyGame, uid: UInt32, checkedToken: String, kind: Kind) {
    self.date = date
    self.game = game
    self.uid = uid
    token = checkedToken
    self.kind = kind
  }

  /// The same attempt's file of another kind (its claim, its attempt).
  public func with(_ kind: Kind) -> SharedResultName {
    SharedResultName(date: date, game: game, uid: uid, checkedToken: token, kind: kind)
  }

  static func hex(_ token: UInt64) -> String {
    let hex = String(token, radix: 16)
    return String(repeating: "0", count: 16 - hex.count) + hex
  }

  /// Nil for any other name (a temporary file, a stray, a name with a sign or leading zeros,
  /// the older names without a token).
  public init?(fileName: String) {
    guard fileName.utf8.count <= 80, let dot = fileName.lastIndex(of: "."),
      let kind = Kind(rawValue: String(fileName[fileName.index(after: dot)...]))
    else { return nil }
    let parts = fileName[..<dot].split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 6, let date = DailyDate(iso: parts[0...2].joined(separator: "-")),
      date.description == parts[0...2].joined(separator: "-"),
      let game = DailyGame(rawValue: String(parts[3])), game.hasLeaderboard
    else { return nil }
    guard let uid = Self.number(parts[4]), Self.isToken(parts[5]) else { return nil }
    self.init(date: date, game: game, uid: uid, checkedToken: String(parts[5]), kind: kind)
  }

  /// A uid as written: decimal digits, no sign, no leading zero.
  static func number(_ digits: Substring) -> UInt32? {
    guard !digits.isEmpty, digits.utf8.allSatisfy({ (48...57).contains($0) }),
      digits == "0" || digits.first != "0"
    else { return nil }
    return UInt32(digits)
  }

  static func isToken(_ token: Substring) -> Bool {
    token.utf8.count == tokenLength
      && token.utf8.allSatisfy { (48...57).contains($0) || (97...102).contains($0) }
  }

  /// The name's start shared by every file of `date`.
  public static func prefix(of date: DailyDate) -> String { date.description + "-" }

  public var description: String { "\(date)-\(game.rawValue)-\(uid)-\(token).\(kind.rawValue)" }
}

/// A user's membership of the shared leaderboard: a file of their own in the shared directory,
/// `member-UID-TOKEN`, so joining and leaving are the user's, whichever data directory they play
/// from.
public struct SharedMemberName: Hashable, Sendable, CustomStringConvertible {
  public let uid: UInt32
  public let token: String

  public init(uid: UInt32, token: UInt64) {
    self.uid = uid
    self.token = SharedResultName.hex(token)
  }

  public init?(fileName: String) {
    let parts = fileName.split(separator: "-", omittingEmptySubsequences: false)
    guard parts.count == 3, parts[0] == "member", let uid = SharedResultName.number(parts[1]),
      SharedResultName.isToken(parts[2])
    else { return nil }
    self.uid = uid
    token = String(parts[2])
  }

  /// The start of every membership file's name.
  public static let prefix = "member-"

  public var description: String { "\(Self.prefix)\(uid)-\(token)" }
}

extension DailyGame {
  public var hasLeaderboard: Bool { DailyGame.ranked.contains(self) }
}

/// One row of a day's table: whose, what they got, and whether its replay proved it.
public struct LeaderboardEntry: Hashable, Sendable {
  public enum Verdict: Hashable, Sendable {
    case verified
    /// Today's claim, its attempt sealed from other users until the day ends (UTC): ranked by
    /// what it claims, verified once it is revealed.
    case sealed
    /// Not shown as a result: why, in a few words ("the final state differs").
    case unverified(String)
  }

  /// The owner's login (the uid where there is no passwd entry); never read from the file.
  public var player: String
  public var uid: UInt32
  public var result: DailyResult
  public var verdict: Verdict
  /// The attempt's file in the shared directory (the name the reader listed, never one read
  /// from a file): what the board opens to watch once the row is verified.
  public var attempt: SharedResultName?

  public init(
    player: String, uid: UInt32, result: DailyResult, verdict: Verdict, attempt: SharedResultName? = nil
  ) {
    self.player = player
    self.uid = uid
    self.result = result
    self.verdict = verdict
    self.attempt = attempt
  }

  public var isVerified: Bool { verdict == .verified }
  /// Verified, or a sealed claim of today: given a place.
  public var isRanked: Bool { verdict == .verified || verdict == .sealed }
}

public enum LeaderboardRanking {
  /// A game's rows split by table (its own first, then each variant by name), each ordered:
  /// "FizzBuzz" and "FizzBuzz · own pace" rank apart.
  public static func tables(_ entries: [LeaderboardEntry]) -> [(
    variant: String?, entries: [LeaderboardEntry]
  )] {
    let named = Set(entries.compactMap(\.variant)).sorted()
    let own: [String?] = entries.contains { $0.variant == nil } ? [nil] : []
    return (own + named.map { Optional($0) }).map { variant in
      (variant: variant, entries: ordered(entries.filter { $0.variant == variant }))
    }
  }

  /// A table's title: the game's, with its variant after a middle dot.
  public static func title(_ game: DailyGame, variant: String?, dot: String = "·") -> String {
    variant.map { "\(game.title) \(dot) \($0)" } ?? game.title
  }

  /// Verified results (and today's sealed claims) first, best first: higher score, then less time, then the earlier
  /// finish, then the name; unverified ones after them, by name.
  public static func ordered(_ entries: [LeaderboardEntry]) -> [LeaderboardEntry] {
    entries.sorted(by: ranksBefore)
  }

  /// Whether `a` is shown above `b` in their table (`ordered`).
  public static func ranksBefore(_ a: LeaderboardEntry, _ b: LeaderboardEntry) -> Bool {
    if a.isRanked != b.isRanked { return a.isRanked }
    guard a.isRanked else { return (a.player, a.uid) < (b.player, b.uid) }
    let (scoreA, scoreB) = (a.result.score ?? -.infinity, b.result.score ?? -.infinity)
    if scoreA != scoreB { return scoreA > scoreB }
    let (timeA, timeB) = (a.result.seconds ?? .infinity, b.result.seconds ?? .infinity)
    if timeA != timeB { return timeA < timeB }
    if a.result.finishedAt != b.result.finishedAt { return a.result.finishedAt < b.result.finishedAt }
    return (a.player, a.uid) < (b.player, b.uid)
  }

  /// The places shown beside verified rows: equal score and time share a place (1, 2, 2, 4).
  public static func places(_ ordered: [LeaderboardEntry]) -> [Int?] {
    var places: [Int?] = []
    for (index, entry) in ordered.enumerated() {
      guard entry.isRanked else {
        places.append(nil)
        continue
      }
      if index > 0, let previous = places[index - 1], ordered[index - 1].result.score == entry.result.score,
        ordered[index - 1].result.seconds == entry.result.seconds
      {
        places.append(previous)
      } else {
        places.append(index + 1)
      }
    }
    return places
  }
}

/// What a shared result claims: the game, the day and the counted result. It travels in the
/// shared replay's header; a reader believes it only when the replay, played again, ends with it.
public struct SharedClaim: Codable, Hashable, Sendable {
  public var game: DailyGame
  public var date: DailyDate
  public var result: DailyResult

  public init(game: DailyGame, date: DailyDate, result: DailyResult) {
    self.game = game
    self.date = date
    self.result = result
  }

  private enum CodingKeys: String, CodingKey { case game, date, result }

  public init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: CodingKeys.self)
    game = try container.decode(DailyGame.self, forKey: .game)
    let text = try container.decode(String.self, forKey: .date)
    guard let date = DailyDate(iso: text) else {
      throw DecodingError.dataCorruptedError(forKey: .date, in: container, debugDescription: "not a date")
    }
    self.date = date
    result = try container.decode(DailyResult.self, forKey: .result)
  }

  public func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: CodingKeys.self)
    try container.encode(game, forKey: .game)
    try container.encode(date.description, forKey: .date)
    try container.encode(result, forKey: .result)
  }
}
