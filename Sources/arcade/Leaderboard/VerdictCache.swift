import DailyModel
import Records
import Replay

/// Verdicts already reached, kept in the reader's own data directory (the `leaderboard-cache`
/// table), so a file is played again only when its content, owner or the arcade changed.
struct VerdictCache {
  struct Entry: Codable, Equatable, Sendable {
    var claim: SharedClaim?
    var problem: String?
    /// The day of the file: entries of days long gone are dropped.
    var date: String
    /// The digest of its events (`SharedReplayVerifier.playDigest`): two users' files with
    /// the same play are one game.
    var play: String?
  }

  static let table = "leaderboard-cache"
  /// Days an entry is kept after its day.
  static let keptDays = 40

  private(set) var entries: [String: Entry]
  private(set) var changed = false

  init(entries: [String: Entry] = [:]) { self.entries = entries }

  /// The key of a file's verdict: its content (FNV-1a of every byte), its owner, its name and
  /// the arcade that judged it (another version may judge otherwise).
  static func key(_ bytes: [UInt8], owner: UInt32, name: SharedResultName) -> String {
    var digest = StableDigest()
    digest.add(bytes)
    return "\(digest.hex)-\(owner)-\(name)-\(ArcadeVersion.string)"
  }

  func verdict(_ key: String) -> Entry? { entries[key] }

  mutating func store(_ entry: Entry, for key: String) {
    entries[key] = entry
    changed = true
  }

  static func load(_ records: RecordStore) -> VerdictCache {
    VerdictCache(entries: records.read(table, default: [String: Entry]()))
  }

  /// Saves the new verdicts (merged with what another arcade saved meanwhile), forgetting days
  /// older than `keptDays` before `today`.
  mutating func save(_ records: RecordStore, today: DailyDate) {
    guard changed else { return }
    let mine = entries
    let oldest = today.dayNumber - Self.keptDays
    _ = records.update(Self.table, default: [String: Entry]()) { stored in
      stored.merge(mine) { _, new in new }
      stored = stored.filter { (DailyDate(iso: $0.value.date)?.dayNumber ?? .min) >= oldest }
    }
    changed = false
  }
}
