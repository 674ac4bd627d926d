import ArcadeKit
import ArcadeScenes
import ArcadeSystem
import DailyModel
import LeaderboardModel
import Records
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// The shared leaderboard behind the screen and `arcade scores`: joins and leaves, shares a
/// counted attempt, and looks at the day's files (`LeaderboardScan`). On the screen the scan
/// runs on its own thread (`BackgroundScan`) and `work()` only collects what it found, after
/// each frame; `arcade scores` runs it to its end (`finish()`).
public final class SharedLeaderboard: LeaderboardSource {
  public let shared: SharedDirectory
  /// The reader's own records (the membership and the verdict cache).
  public let records: RecordStore
  public let uid = UInt32(getuid())
  var budget = LeaderboardScan.Budget(depth: SharedLeaderboard.shownDepth)
  /// Ranked rows of each table checked on a look, in claimed order, with the reader's own
  /// (`CheckingOrder`); nil: every claim (`arcade scores` unless `--top`). Scrolling the
  /// screen deeper asks for more (`LeaderboardRequest.shown`).
  public var depth: Int? {
    get { budget.depth }
    set { budget.depth = newValue }
  }
  /// What a look checks at first: more rows than a tall terminal shows of one table.
  public static let shownDepth = 40
  /// Wakes the screen's loop from the background scan's thread (the terminal's self-pipe).
  public var wake: @Sendable () -> Void = {}
  /// The games whose files are read (`arcade scores --game`).
  public var games = Set(DailyGame.ranked)

  public private(set) var message: String?
  /// This user's own files in the shared directory, from the last look (`refresh()`): their
  /// membership, start records, claims and attempts.
  private var own: SharedDirectory.OwnFiles?
  /// What this reader saw of each user's day and game (`LeaderboardScan.Seen`).
  private var seen: [String: LeaderboardScan.Seen]?
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
  public private(set) var ignored: [(name: SharedResultName, reason: String)] = []
  /// Lines on what the listing passed over (files named for others, older files of one owner).
  public private(set) var skipped: [String] = []
  private var cache: VerdictCache?
  private var sharingRequest: Bool?

  public init(shared: SharedDirectory, records: RecordStore) {
    self.shared = shared
    self.records = records
  }

  public var directory: String { shared.path }
  /// What the screen shows of the directory and of the membership: read by `refresh()`, in
  /// the effects after a frame (or by `arcade scores`), never while a frame is drawn.
  public private(set) var problem: String?
  /// Joining is the user's (a file of theirs in the shared directory), not a data directory's.
  public var sharing: Bool { !(own?.members.isEmpty ?? true) }

  /// Looks at the directory again, and at this user's own files in it.
  public func refresh() {
    problem = shared.problem
    own = problem == nil ? shared.own(uid: uid) : nil
  }

  /// At start-up: this user's sealed attempts of days that have ended are opened to every
  /// reader (each is verified by the readers from then on), and their files of days past
  /// `SharedDirectory.keptDays` removed.
  public func revealEndedDays() {
    refresh()
    guard let own else { return }
    let today = DailyDate(secondsSince1970: WallClock.secondsSince1970())
    shared.reveal(own, today: today)
    if shared.removeOldDays(own, today: today) > 0 { refresh() }
  }

  /// The counted attempts this user has begun, from any data directory, as `DailyChallenge.key`.
  public var startedAttempts: Set<String> { keys(of: .start) }
  /// Those with no claim and no note that they are over: begun and not finished.
  public var unfinishedAttempts: Set<String> {
    startedAttempts.subtracting(keys(of: .claim)).subtracting(keys(of: .done))
  }

  private func keys(of kind: SharedResultName.Kind) -> Set<String> {
    Set(
      (own?.results ?? []).filter { $0.name.kind == kind }.map { "\($0.name.date)-\($0.name.game.rawValue)" })
  }

  /// A counted attempt is over (finished, or closed unfinished): an empty `.done` beside its
  /// start record, so that the day is practice from any data directory even when nothing was
  /// shared (a non-member's attempt, or one that could not be). Nothing when there is no start
  /// record, or the note is there already.
  /// `token`: the start record this session made for it (`CountedAttemptState.startToken`).
  public func attemptClosed(_ challenge: DailyChallenge, token: String? = nil) {
    close(challenge.game, on: challenge.date, token: token)
  }

  private func close(_ game: DailyGame, on date: DailyDate, token made: String?) {
    guard game.hasLeaderboard else { return }
    refresh()
    guard problem == nil, let own else { return }
    let starts = own.starts(game, on: date)
    guard let start = starts.first(where: { $0.token == made }) ?? starts.first,
      !own.results.contains(where: { $0.name.kind == .done && $0.name.game == game && $0.name.date == date })
    else { return }
    _ = shared.create([], name: { _ in start.with(.done) })
    refresh()
  }

  /// A counted attempt began (its first move, before it is shown): whenever the machine has a
  /// shared directory, its start record goes there now, dated by the kernel, whether this user
  /// shares or not: the day's first start record is the counted attempt, so a board played
  /// before joining (or before leaving and joining again) is never ranked. If one is there
  /// already (begun from another data directory meanwhile), this attempt will not be shared.
  /// Returns what became of the start record (its owner keeps it: `CountedAttemptState`); nil
  /// when none was tried.
  @discardableResult
  public func attemptBegan(_ challenge: DailyChallenge) -> CountedAttemptState.Start? {
    guard challenge.game.hasLeaderboard else { return nil }
    refresh()
    guard problem == nil, let own else { return nil }
    guard own.starts(challenge.game, on: challenge.date).isEmpty else { return .elsewhere }
    switch shared.create(
      [],
      name: {
        SharedResultName(date: challenge.date, game: challenge.game, uid: uid, token: $0, kind: .start)
      })
    {
    case .success(let name): return .made(token: name.token)
    case .failure(let error):
      if sharing { message = NotShared.startNotRecorded("\(error)").line }
      return .failed("\(error)")
    }
  }

  public var pending: Int { expected + (needsScan || (background != nil && expected == 0) ? 1 : 0) }

  public func open(date: DailyDate) {
    openedDate = date
    needsScan = true
    keepRows = false
  }

  public func entries(for game: DailyGame) -> [LeaderboardEntry] {
    var shown = rows.filter { $0.key.game == game }
    for name in shown.keys { shown[name]?.attempt = name.with(.attempt) }  // what Enter watches
    return markingCopies(shown)
  }

  public func focus(_ game: DailyGame) { focused = game }

  /// A request of the screen's (`Effect.leaderboard`), carried out after the frame.
  public func handle(_ request: LeaderboardRequest) {
    switch request {
    case .open(let date, let game):
      focused = game
      open(date: date)
    case .focus(let game): focus(game)
    case .close: close()
    case .sharing(let on): sharingRequest = on
    case .shown(let shown): deepen(to: shown)
    }
  }

  /// The screen shows `shown` rows of a table: a look checks them (and as many again, so the
  /// next screens are ready), keeping the rows found so far on screen meanwhile.
  private func deepen(to shown: Int) {
    guard let depth, shown > depth, openedDate != nil else { return }
    self.depth = shown + Self.shownDepth
    needsScan = true
    keepRows = true
  }

  private var keepRows = false

  private func seenKey(_ judged: LeaderboardScan.Judged) -> String {
    "\(judged.entry.uid)-\(judged.name.date)-\(judged.name.game.rawValue)"
  }

  /// The row as this reader first saw that user's day and game: a claim or a start record that
  /// changed since says so.
  private func remembering(_ judged: LeaderboardScan.Judged) -> LeaderboardEntry {
    if seen == nil { seen = records.read(Self.seenTable, default: [String: LeaderboardScan.Seen]()) }
    let key = seenKey(judged)
    guard let first = seen?[key] else {
      seen?[key] = judged.seen
      seenChanged = true
      return judged.entry
    }
    var entry = judged.entry
    if first.start != judged.seen.start {
      entry.verdict = .unverified("its start record was removed and made again since this reader saw it")
    } else if first.claim != judged.seen.claim {
      entry.verdict = .unverified("it replaced an earlier result this reader saw")
    }
    return entry
  }

  public static let seenTable = "leaderboard-seen"
  private var seenChanged = false

  /// Carries out what was asked and takes what the background scan found. Never waits for a
  /// file. Returns whether anything the screen shows changed.
  public func work() -> Bool {
    var changed = false
    if let request = sharingRequest {
      sharingRequest = nil
      setSharing(request)
      changed = true
    }
    if needsScan {
      // What it finds is taken after the next frame (its thread wakes the loop), never in
      // this one: the screen says at least once that it is checking, however fast it is.
      startScan()
      changed = true
    } else if let background {
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
  public func close() {
    background?.stop()
    background = nil
    expected = 0
  }

  /// Every file of the opened day read and judged, here (for `arcade scores`).
  public func finish() {
    guard needsScan, let scan = makeScan() else { return }
    scan.run { apply($0) }
    expected = 0
    saveCache()
  }

  private func startScan() {
    close()
    guard let scan = makeScan() else { return }
    background = BackgroundScan.start(scan, wake: wake)
  }

  private func makeScan() -> LeaderboardScan? {
    needsScan = false
    // A deeper look of the same day keeps what is shown until each row is judged again.
    if !keepRows {
      rows = [:]
      plays = [:]
    }
    keepRows = false
    ignored = []
    skipped = []
    refresh()
    guard let date = openedDate, problem == nil else { return nil }
    if cache == nil { cache = VerdictCache.load(records) }
    return LeaderboardScan(
      shared: shared, date: date, games: games, focus: focused, reader: uid, cache: cache ?? VerdictCache(),
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
      rows[judged.name] = remembering(judged)
      plays[judged.name] = judged.play.map { ($0, judged.changed) }
      if let (key, entry) = judged.newVerdict { cache?.store(entry, for: key) }
      expected = max(0, expected - 1)
    }
  }

  /// Saves the verdicts reached, once the day's files are all judged.
  private func saveCache() {
    guard let date = openedDate else { return }
    let today = max(date, DailyDate(secondsSince1970: WallClock.secondsSince1970()))
    if cache?.changed == true { cache?.save(records, today: today) }
    if seenChanged, let mine = seen {
      seenChanged = false
      let oldest = today.dayNumber - VerdictCache.keptDays
      _ = records.update(Self.seenTable, default: [String: LeaderboardScan.Seen]()) { stored in
        stored.merge(mine) { first, _ in first }
        // Keys end with the day and the game: days long gone are forgotten.
        stored = stored.filter { key, _ in
          let parts = key.split(separator: "-")
          guard parts.count >= 5, let day = DailyDate(iso: parts[1...3].joined(separator: "-")) else {
            return false
          }
          return day.dayNumber >= oldest
        }
      }
    }
  }

  /// Starts sharing (a membership file of this user's in the shared directory), or stops and
  /// deletes everything of this user's there, saying what it removed.
  public func setSharing(_ on: Bool) {
    refresh()
    if let problem {
      message = "Cannot \(on ? "share" : "leave"): \(problem)"
      return
    }
    guard let own else { return }
    if on {
      guard own.members.isEmpty else {
        message = "You share your counted dailies already."
        return
      }
      switch shared.create([], name: { SharedMemberName(uid: uid, token: $0) }) {
      case .failure(let error): message = "Cannot join: \(error) (in \(shared.shown))."
      case .success:
        // Short enough for an 80-column status line.
        message = "You share your counted dailies now, each sealed until its day ends."
      }
    } else {
      // Start records of today (and of a clock set ahead) stay: they are what makes the day's
      // first attempt the counted one, so leaving and joining again cannot reopen the day.
      let today = DailyDate(secondsSince1970: WallClock.secondsSince1970())
      let (removed, members, failure) = shared.remove(
        own, matching: { ($0.kind != .start && $0.kind != .done) || $0.date < today })
      let results = removed[.claim, default: 0]
      let starts = removed[.start, default: 0]
      message =
        members == 0 && results == 0 && starts == 0
        ? "You were not sharing: nothing to remove."
        : "You left: \(results) shared \(results == 1 ? "result" : "results") and \(starts) start "
          + "\(starts == 1 ? "record" : "records") removed."
          + (own.results.contains { $0.name.kind == .start && $0.name.date >= today } ? " Today's stay." : "")
          + (failure.map { " Some could not be: \($0)." } ?? "")
      needsScan = openedDate != nil
    }
    refresh()
  }

  /// Shares a counted attempt (`AttemptRecorder`'s file, or why there is none) when this user
  /// has joined: the attempt sealed (mode 0600) until its day ends, and its claim, readable by
  /// all, naming the attempt's digest and its start record (`start`: what this session's
  /// `attemptBegan` made of it). Returns how it went, also said on the leaderboard screen
  /// (`message`), or nil when not sharing.
  @discardableResult
  public func share(
    _ claim: SharedClaim, attempt: Result<[UInt8], AttemptNotRecorded>, start: CountedAttemptState.Start?
  ) -> ShareOutcome? {
    guard claim.game.hasLeaderboard else {
      // The maze daily has no table: never shared, and the line no longer names the last game shared.
      if sharing { message = "Your \(claim.game.title) result is not shared: its daily has no leaderboard." }
      return nil
    }
    let token: String?
    if case .made(let made) = start { token = made } else { token = nil }
    // Over, shared or not: its day is practice from any data directory from now on.
    close(claim.game, on: claim.date, token: token)
    guard sharing else { return nil }
    let outcome = offer(claim, attempt: attempt, start: start)
    message = outcome.line
    if outcome == .shared(claim.game), openedDate == claim.date { needsScan = true }
    return outcome
  }

  private func offer(
    _ claim: SharedClaim, attempt: Result<[UInt8], AttemptNotRecorded>, start: CountedAttemptState.Start?
  ) -> ShareOutcome {
    if let problem { return .notShared(.directory(problem)) }
    let token: String
    switch start {
    case .made(let made): token = made
    // A start record that could not be made says why, not that the attempt began elsewhere.
    case .failed(let error): return .notShared(.startNotRecorded(error))
    case .elsewhere, nil: return .notShared(.begunElsewhere(claim.game))
    }
    let bytes: [UInt8]
    switch attempt {
    case .failure(let why): return .notShared(.notRecorded(why))
    case .success(let made): bytes = made
    }
    let sealed = shared.create(bytes, mode: 0o600) {
      SharedResultName(date: claim.date, game: claim.game, uid: uid, token: $0)
    }
    switch sealed {
    case .failure(let failure): return .notShared(.notWritten("\(failure)", in: shared.shown))
    case .success(let name):
      let text = SharedAttemptClaim(uid: uid, claim: claim, attempt: bytes, start: token).bytes
      // The claim takes the attempt's token: written beside it, exclusively.
      switch shared.create(text, name: { _ in name.with(.claim) }) {
      case .failure(let failure): return .notShared(.notWritten("\(failure)", in: shared.shown))
      case .success: return .shared(claim.game)
      }
    }
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
