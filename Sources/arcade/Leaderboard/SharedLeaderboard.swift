import ArcadeKit
import ArcadeScenes
import ArcadeSystem
import DailyModel
import Records
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// Whether this user shares their counted dailies (the `leaderboard` table of their records).
struct LeaderboardMembership: Codable, Equatable, Sendable {
  var sharing = false
  static let table = "leaderboard"
}

/// The shared leaderboard behind the screen and `arcade scores`: joins and leaves, shares a
/// counted attempt, and looks at the day's files (`LeaderboardScan`). On the screen the scan
/// runs on its own thread (`BackgroundScan`) and `work()` only collects what it found, after
/// each frame; `arcade scores` runs it to its end (`finish()`).
final class SharedLeaderboard: LeaderboardSource {
  let shared: SharedDirectory
  /// The reader's own records (the membership and the verdict cache).
  let records: RecordStore
  let uid = UInt32(getuid())
  var budget = LeaderboardScan.Budget()
  /// The games whose files are read (`arcade scores --game`).
  var games = Set(DailyGame.ranked)

  private(set) var message: String?
  private var membership: LeaderboardMembership?
  private var openedDate: DailyDate?
  private var needsScan = false
  private var focused: DailyGame?
  private var background: BackgroundScan?
  /// Files still to be judged in the current look.
  private var expected = 0
  private var rows: [SharedResultName: LeaderboardEntry] = [:]
  /// Each judged file's play and when its file last changed (to tell the original of a copy).
  private var plays: [SharedResultName: (play: String, changed: Double)] = [:]
  /// Files passed over, with why: links, FIFOs, files that are no attempt...
  private(set) var ignored: [(name: SharedResultName, reason: String)] = []
  /// Lines on what the listing passed over (files named for others, older files of one owner).
  private(set) var skipped: [String] = []
  private var cache: VerdictCache?
  private var sharingRequest: Bool?

  init(shared: SharedDirectory, records: RecordStore) {
    self.shared = shared
    self.records = records
  }

  var directory: String { shared.path }
  /// What the screen shows of the directory and of the membership: read by `refresh()`, in
  /// the effects after a frame (or by `arcade scores`), never while a frame is drawn.
  private(set) var problem: String?
  var sharing: Bool { membership?.sharing ?? false }

  /// Reads the membership (once) and looks at the directory again.
  func refresh() {
    if membership == nil {
      membership = records.read(LeaderboardMembership.table, default: LeaderboardMembership())
    }
    problem = shared.problem
  }

  var pending: Int { expected + (needsScan || (background != nil && expected == 0) ? 1 : 0) }

  func open(date: DailyDate) {
    openedDate = date
    needsScan = true
  }

  func entries(for game: DailyGame) -> [LeaderboardEntry] {
    markingCopies(rows.filter { $0.key.game == game })
  }

  func requestSharing(_ on: Bool) { sharingRequest = on }

  func focus(_ game: DailyGame) { focused = game }

  /// Carries out what was asked and takes what the background scan found. Never waits for a
  /// file. Returns whether anything the screen shows changed.
  func work() -> Bool {
    var changed = false
    if let request = sharingRequest {
      sharingRequest = nil
      setSharing(request)
      changed = true
    }
    if needsScan {
      startScan()
      changed = true
    }
    if let background {
      let (updates, finished) = background.take()
      for update in updates { apply(update) }
      if finished {
        self.background = nil
        expected = 0
        saveCache()
      }
      changed = changed || !updates.isEmpty || finished
    }
    return changed
  }

  /// Stops the background scan (the screen closed): it ends at its next check.
  func close() {
    background?.stop()
    background = nil
    expected = 0
  }

  /// Every file of the opened day read and judged, here (for `arcade scores`).
  func finish() {
    guard needsScan, let scan = makeScan() else { return }
    scan.run { apply($0) }
    expected = 0
    saveCache()
  }

  private func startScan() {
    close()
    guard let scan = makeScan() else { return }
    background = BackgroundScan.start(scan)
  }

  private func makeScan() -> LeaderboardScan? {
    needsScan = false
    rows = [:]
    plays = [:]
    ignored = []
    skipped = []
    refresh()
    guard let date = openedDate, problem == nil else { return nil }
    if cache == nil { cache = VerdictCache.load(records) }
    return LeaderboardScan(
      shared: shared, date: date, games: games, focus: focused, cache: cache ?? VerdictCache(),
      budget: budget, now: WallClock.secondsSince1970())
  }

  private func apply(_ update: LeaderboardScan.Update) {
    switch update {
    case .listed(let count, let passed):
      expected = count
      skipped = passed
    case .ignored(let name, let reason):
      ignored.append((name, reason))
      expected = max(0, expected - 1)
    case .judged(let judged):
      rows[judged.name] = judged.entry
      plays[judged.name] = judged.play.map { ($0, judged.changed) }
      if let (key, entry) = judged.newVerdict { cache?.store(entry, for: key) }
      expected = max(0, expected - 1)
    }
  }

  /// Saves the verdicts reached, once the day's files are all judged.
  private func saveCache() {
    if cache?.changed == true, let date = openedDate {
      cache?.save(records, today: max(date, DailyDate(secondsSince1970: WallClock.secondsSince1970())))
    }
  }

  /// Starts sharing, or stops and deletes this user's shared files.
  func setSharing(_ on: Bool) {
    refresh()
    if on, let problem {
      message = "Cannot share: \(problem)"
      return
    }
    let saved = records.save(LeaderboardMembership.table, default: LeaderboardMembership()) {
      $0.sharing = on
    }
    if let problem = saved.problem {
      message = "Cannot \(on ? "join" : "leave"): your records cannot be saved (\(problem))."
      return
    }
    membership = saved.value
    if on {
      message = "You share your counted dailies from now on, each attempt with its replay."
    } else {
      let (removed, failure) = problem == nil ? shared.removeOwn(uid: uid) : (0, nil)
      message =
        "You left: \(removed) shared \(removed == 1 ? "result" : "results") deleted."
        + (failure.map { " Some could not be: \($0)." } ?? "")
      needsScan = openedDate != nil
    }
  }

  /// Shares a counted attempt (`AttemptRecorder`'s file, or why there is none) when this user
  /// has joined. Returns the line to show where the result is shown, or nil when not sharing.
  @discardableResult
  func share(_ claim: SharedClaim, attempt: Result<[UInt8], AttemptNotRecorded>) -> String? {
    refresh()
    guard sharing else { return nil }
    if let problem {
      message = "Not shared: \(problem)"
      return message
    }
    let bytes: [UInt8]
    switch attempt {
    case .failure(let why):
      message = "Not shared: \(why)."
      return message
    case .success(let made): bytes = made
    }
    switch shared.write(bytes, date: claim.date, game: claim.game, uid: uid) {
    case .failure(let failure):
      message = "Not shared: \(failure) (in \(shared.shown))."
    case .success(let name):
      // One file per day and game: the earlier ones of this user go.
      _ = shared.removeOwn(uid: uid, only: (claim.date, claim.game), keeping: name)
      message = "Your \(claim.game.title) result is shared."
      if openedDate == claim.date { needsScan = true }
    }
    return message
  }

  /// The same play shared by two users is one player's game: the file shared first keeps it,
  /// the others are listed as copies (a copier may edit the uid in a replay; not its play).
  private func markingCopies(_ entries: [SharedResultName: LeaderboardEntry]) -> [LeaderboardEntry] {
    var first: [String: (name: SharedResultName, changed: Double)] = [:]
    for (name, entry) in entries where entry.isVerified {
      guard let (play, changed) = plays[name] else { continue }
      if let known = first[play], (known.changed, known.name.description) <= (changed, name.description) {
        continue
      }
      first[play] = (name, changed)
    }
    return entries.map { name, entry in
      guard entry.isVerified, let play = plays[name]?.play, let original = first[play]?.name, original != name
      else { return entry }
      var copy = entry
      copy.verdict = .unverified(
        "the same play as \(entries[original]?.player ?? "another")'s, shared earlier")
      return copy
    }
  }
}
