import DailyModel
import LeaderboardModel
import Records
import Replay

/// Verdicts already reached, kept in the reader's own data directory (the `leaderboard-cache`
/// table), so an attempt is played again only when it changed in substance: the key is the
/// SHA-256 of the attempt that its claim commits to, its owner, its day and game, and the
/// arcade that judged it; never the file's ctime (an owner's chmod changes that). The cache is bounded: the oldest entries go first.
struct VerdictCache: Sendable {
  struct Entry: Codable, Equatable, Sendable {
    var claim: SharedClaim?
    var problem: String?
    /// The day of the file: entries of days long gone are dropped.
    var date: String
    /// The digest of its play (`AttemptDigest`): two users' files with the same play are one game.
    var play: String?
    /// When it was judged (wall-clock seconds): the oldest entries are dropped first.
    var judged: Double?
    /// The file it was reached on (`SharedDirectory.Entry.identity`): no longer compared (a
    /// verdict is keyed on the claim's digest of the attempt, its content), kept so caches
    /// written before still decode.
    var file: String?
    /// The attempt's own span, board to result (session seconds): checked against the kernel's
    /// window at each look. Entries without it (older caches) are judged again.
    var span: Double?
  }

  static let table = "leaderboard-cache"
  /// Days an entry is kept after its day.
  static let keptDays = 40
  /// Entries kept at most: a year of a busy machine's honest results, and a bound on what a
  /// hostile user rewriting files can make a reader keep.
  static let capacity = 4000
  /// The longest reason kept.
  static let reasonLimit = 200

  private(set) var entries: [String: Entry]
  private(set) var changed = false

  init(entries: [String: Entry] = [:]) { self.entries = entries }

  static func key(attempt: String, owner: UInt32, name: SharedResultName) -> String {
    "\(attempt)-\(owner)-\(name.date)-\(name.game.rawValue)-\(ArcadeVersion.string)"
  }

  func verdict(_ key: String) -> Entry? { entries[key] }

  mutating func store(_ entry: Entry, for key: String) {
    var entry = entry
    if let problem = entry.problem, problem.count > Self.reasonLimit {
      entry.problem = String(problem.prefix(Self.reasonLimit)) + "…"
    }
    entries[key] = entry
    changed = true
  }

  static func load(_ records: RecordStore) -> VerdictCache {
    VerdictCache(entries: records.read(table, default: [String: Entry]()))
  }

  /// Saves the new verdicts (merged with what another arcade saved meanwhile), forgetting days
  /// older than `keptDays` before `today`, and the oldest past `capacity`.
  mutating func save(_ records: RecordStore, today: DailyDate) {
    guard changed else { return }
    let mine = entries
    _ = records.update(Self.table, default: [String: Entry]()) { stored in
      stored.merge(mine) { _, new in new }
      stored = Self.bounded(stored, today: today)
    }
    changed = false
  }

  /// The entries of the last `keptDays` days, at most `capacity` of them (the newest judged).
  static func bounded(_ entries: [String: Entry], today: DailyDate) -> [String: Entry] {
    let oldest = today.dayNumber - keptDays
    var kept = entries.filter { (DailyDate(iso: $0.value.date)?.dayNumber ?? .min) >= oldest }
    if kept.count > capacity {
      let newest = kept.sorted { ($0.value.judged ?? 0, $0.key) > ($1.value.judged ?? 0, $1.key) }.prefix(
        capacity)
      kept = Dictionary(uniqueKeysWithValues: newest.map { ($0.key, $0.value) })
    }
    return kept
  }
}
