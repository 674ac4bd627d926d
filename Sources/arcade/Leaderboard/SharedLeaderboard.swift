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
/// counted daily with its replay, and reads the day's files, verifying those not in the cache.
/// The screen only asks; the work happens in `work(budget:)`, which the launcher runs after
/// each frame, so no key waits on a file.
final class SharedLeaderboard: LeaderboardSource {
  let shared: SharedDirectory
  /// The reader's own records (the membership and the verdict cache).
  let records: RecordStore
  let uid = UInt32(getuid())
  var budget = SharedReplayVerifier.Budget()
  /// The games whose files are read (`arcade scores --game`).
  var games = Set(DailyGame.ranked)

  private(set) var message: String?
  private var membership: LeaderboardMembership?
  private var openedDate: DailyDate?
  private var needsScan = false
  private var queue: [SharedResultName] = []
  private var rows: [SharedResultName: LeaderboardEntry] = [:]
  /// Files passed over, with why: links, FIFOs, files of one user named for another...
  private(set) var ignored: [(name: SharedResultName, reason: String)] = []
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
  var pending: Int { queue.count + (needsScan ? 1 : 0) }

  func open(date: DailyDate) {
    openedDate = date
    needsScan = true
  }

  func entries(for game: DailyGame) -> [LeaderboardEntry] {
    markingCopies(rows.filter { $0.key.game == game })
  }

  func requestSharing(_ on: Bool) { sharingRequest = on }

  private var focused: DailyGame?

  func focus(_ game: DailyGame) {
    focused = game
    // The files of the game on screen first (a stable partition: name order within each part).
    queue = queue.filter { $0.game == game } + queue.filter { $0.game != game }
  }

  /// Carries out what was asked, then verifies files until `budget` seconds of CPU are used
  /// (one at least). Returns whether anything the screen shows changed.
  func work(budget seconds: Double) -> Bool {
    var changed = false
    if let request = sharingRequest {
      sharingRequest = nil
      setSharing(request)
      changed = true
    }
    if needsScan {
      scan()
      changed = true
    }
    // Most frames: nothing to verify, no clock read.
    if !queue.isEmpty {
      let end = CPUTime.now() + seconds
      repeat {
        verify(queue.removeFirst())
      } while !queue.isEmpty && CPUTime.now() <= end
      changed = true
    }
    if queue.isEmpty { saveCache() }
    return changed
  }

  /// Saves the verdicts reached, once the day's files are all judged.
  private func saveCache() {
    if cache?.changed == true, let date = openedDate {
      cache?.save(records, today: max(date, DailyDate(secondsSince1970: WallClock.secondsSince1970())))
    }
  }

  /// Every file of the opened day read and judged (for `arcade scores`).
  func finish() {
    while pending > 0 { _ = work(budget: 60) }
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
      message = "You share your counted dailies from now on, each with its replay."
    } else {
      let (removed, failure) = problem == nil ? shared.removeOwn(uid: uid) : (0, nil)
      message =
        "You left: \(removed) shared \(removed == 1 ? "result" : "results") deleted."
        + (failure.map { " Some could not be: \($0)." } ?? "")
      needsScan = openedDate != nil
    }
  }

  /// Shares a counted daily with the session's replay so far, when this user has joined.
  /// `session`: nil when the session's replay was not kept in full.
  func share(_ claim: SharedClaim, session: [UInt8]?, end: ReplayLine) {
    refresh()
    guard sharing else { return }
    if let problem {
      message = "Not shared: \(problem)"
      return
    }
    guard let session, let bytes = SharedReplay.make(session: session, claim: claim, uid: uid, end: end)
    else {
      message = "Not shared: the session's replay was not kept in full."
      return
    }
    let name = SharedResultName(date: claim.date, game: claim.game, uid: uid)
    if let failure = shared.write(bytes, as: name) {
      message = "Not shared: \(failure) (in \(shared.shown))."
    } else {
      message = "Your \(claim.game.title) result is shared."
      if openedDate == claim.date { needsScan = true }
    }
  }

  /// Logins looked up once per uid (each lookup reads the passwd database).
  private var logins: [UInt32: String] = [:]

  private func login(_ uid: UInt32) -> String {
    if let known = logins[uid] { return known }
    let name = SharedDirectory.login(uid)
    logins[uid] = name
    return name
  }

  private func scan() {
    needsScan = false
    rows = [:]
    plays = [:]
    ignored = []
    refresh()
    guard let date = openedDate, problem == nil else {
      queue = []
      return
    }
    queue = shared.names(on: date).filter { games.contains($0.game) }
    if let focused { focus(focused) }
  }

  private func verify(_ name: SharedResultName) {
    let bytes: [UInt8]
    let changed: Double
    switch shared.read(name) {
    case .failure(let error):
      ignored.append((name, error.reason))
      return
    case .success(let read): (bytes, changed) = read
    }
    if cache == nil { cache = VerdictCache.load(records) }
    let key = VerdictCache.key(bytes, owner: name.uid, name: name)
    let entry: VerdictCache.Entry
    if let known = cache?.verdict(key) {
      entry = known
    } else {
      let outcome = SharedReplayVerifier.verify(bytes, name: name, owner: name.uid, budget: budget)
      entry = VerdictCache.Entry(
        claim: outcome.claim, problem: outcome.problem, date: name.date.description,
        play: SharedReplayVerifier.playDigest(bytes))
      cache?.store(entry, for: key)
    }
    let result =
      entry.claim?.result ?? DailyResult(summary: "(no result)", won: false, finishedAt: 0)
    rows[name] = LeaderboardEntry(
      player: login(name.uid), uid: name.uid, result: result,
      verdict: entry.problem.map { .unverified($0) } ?? .verified)
    plays[name] = entry.play.map { ($0, changed) }
  }

  /// Each verified file's play (the digest of its events) and when it was shared.
  private var plays: [SharedResultName: (play: String, changed: Double)] = [:]

  /// The same play shared by two users is one player's game: the file shared first keeps it,
  /// the others are listed as copies (a copier may edit the uid in a replay; not its events).
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
      copy.verdict = .unverified("the same play as \(login(original.uid))'s, shared earlier")
      return copy
    }
  }
}
