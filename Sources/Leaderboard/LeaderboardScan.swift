import ArcadeKit
import DailyModel
import LeaderboardModel
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// One look at a day's shared files: lists them (owners from the directory entries), reads
/// each, and believes it from the reader's cache or by verifying it, within budgets that no
/// file or user can stretch: per file, per owner (each user's files count against that user
/// only) and for the whole scan. It reads and verifies; what it finds goes to `report`.
struct LeaderboardScan: Sendable {
  struct Budget: Sendable {
    var file = SharedReplayVerifier.Budget()
    /// CPU seconds one owner's files may take together.
    var owner = 1.0
    /// CPU seconds the whole scan may take.
    var total = 10.0
    /// Ranked rows of each table checked in claimed order (`CheckingOrder`), with the reader's
    /// own; the claims below them are taken from the cache or left for a later look. Nil:
    /// every claim is checked.
    var depth: Int?
  }

  /// What the scan found, as it finds it.
  enum Update: Sendable {
    /// The listing: how many files will be judged, and what was passed over.
    case listed(count: Int, skipped: [String])
    /// A file judged: its row, its play and when its file last changed (for copies), and a
    /// new verdict for the cache (nil when the cache had it).
    case judged(Judged)
    /// A file that could not be read, or not as an attempt.
    case ignored(SharedResultName, String)
  }

  struct Judged: Sendable {
    var name: SharedResultName
    var entry: LeaderboardEntry
    var play: String?
    var changed: Double
    var newVerdict: (key: String, entry: VerdictCache.Entry)?
    /// The claim's commitment and the start record seen: a reader remembers the first of each.
    var seen: Seen
  }

  /// What a reader saw of a user's day and game: a later look that finds another claim or
  /// another start record says so.
  struct Seen: Codable, Equatable, Sendable {
    var claim: String
    var start: String?
  }

  let shared: SharedDirectory
  let date: DailyDate
  let games: Set<DailyGame>
  /// The game shown: its files are judged first.
  let focus: DailyGame?
  /// The reader: their own claims are judged before anyone's.
  var reader = UInt32(getuid())
  let cache: VerdictCache
  var budget = Budget()
  /// The wall-clock time: whether the day has ended (its attempts can be read), the verdicts' age.
  let now: Double

  /// The leeway when the kernel's dates of the start record and the claim (the window) are
  /// compared with an attempt's own clocks: 2 seconds (a frame, a slow disk, the claim written
  /// after the result) plus 2 % of the window.
  static func leeway(_ window: Double) -> Double { 2 + 0.02 * max(0, window) }

  /// The first second of `date` (UTC).
  static func beginning(of date: DailyDate) -> Double { Double(date.dayNumber) * 86_400 }

  /// The first second after `date` (UTC): sealed attempts are revealed from then.
  static func end(of date: DailyDate) -> Double { Double(date.dayNumber + 1) * 86_400 }

  /// Judges the day's attempts in order; `stop` is asked between files and during a
  /// verification (the screen was closed).
  func run(stop: @escaping @Sendable () -> Bool = { false }, report: (Update) -> Void) {
    // An attempt begun and not finished (a start record, no claim) has nothing to rank yet.
    let (listed, skipped) = shared.listing(on: date, games: games)
    let found = listed.filter { $0.claim != nil }
    report(.listed(count: found.count, skipped: skipped))
    var spending = Spending(scanEnd: CPUTime.now() + budget.total)
    // Every claim is read first (a few hundred bytes each): what it claims is its place in the
    // order of checking.
    var claims: [Claimed] = []
    var logins: [UInt32: String] = [:]
    for attempt in found {
      if stop() { return }
      guard let claimEntry = attempt.claim, let claim = readClaim(claimEntry, report: report) else {
        continue
      }
      let player = logins[attempt.owner] ?? SharedDirectory.login(attempt.owner)
      logins[attempt.owner] = player
      let entry = LeaderboardEntry(
        player: player, uid: attempt.owner, result: claim.claim.result, verdict: .sealed)
      claims.append(Claimed(attempt: attempt, entry: claimEntry, claim: claim, row: entry))
    }
    // The reader's own first, then the top of each table (the game shown first), best claimed
    // result first: the rows a reader sees are checked before any below them.
    let ranked = claims.map { CheckingOrder.Claim(game: $0.attempt.game, entry: $0.row) }
    var depth = CheckingOrder(depth: budget.depth)
    for index in CheckingOrder.order(ranked, reader: reader, focus: focus) {
      if stop() { return }
      let (attempt, claimEntry, claim) = (claims[index].attempt, claims[index].entry, claims[index].claim)
      let below = depth.isBelow(ranked[index], reader: reader)
      guard let row = judge(attempt, claimEntry, claim, checking: !below, spending: &spending, stop: stop)
      else {
        return
      }
      var entry = claims[index].row
      entry.verdict = row.verdict
      depth.judged(CheckingOrder.Claim(game: attempt.game, entry: entry), play: row.play, reader: reader)
      report(
        .judged(
          Judged(
            name: claimEntry.name, entry: entry, play: row.play, changed: claimEntry.changed,
            newVerdict: row.new,
            seen: Seen(claim: claim.attempt, start: attempt.start?.name.token))))
    }
  }

  /// A claim read, and its row as claimed (ranked until checked).
  private struct Claimed {
    var attempt: SharedDirectory.Attempt
    var entry: SharedDirectory.Entry
    var claim: SharedAttemptClaim
    var row: LeaderboardEntry
  }

  /// One claim's row: its verdict, its play's digest, and a verdict for the cache.
  private struct Row {
    var verdict: LeaderboardEntry.Verdict
    var play: String?
    var new: (key: String, entry: VerdictCache.Entry)?

    static func unverified(_ why: String, play: String? = nil) -> Row {
      Row(verdict: .unverified(why), play: play)
    }
  }

  /// An attempt file read for checking, or the row that refuses it.
  private enum ReadAttempt {
    case parsed(SharedReplayVerifier.Parsed)
    case refused(Row)
  }

  /// The CPU this look has spent: until when it may go on, and each owner's share used.
  private struct Spending {
    let scanEnd: Double
    var owners: [UInt32: Double] = [:]
  }

  /// The claim file, or nil when it is not one (said through `report`).
  private func readClaim(_ entry: SharedDirectory.Entry, report: (Update) -> Void) -> SharedAttemptClaim? {
    switch shared.read(entry, limit: SharedAttemptClaim.byteLimit) {
    case .failure(let error):
      report(.ignored(entry.name, error.reason))
      return nil
    case .success(let bytes):
      switch SharedAttemptClaim.parse(bytes) {
      case .failure(let error):
        report(.ignored(entry.name, error.reason))
        return nil
      case .success(let read): return read
      }
    }
  }

  /// The checks a claim meets before its attempt is read: owner, day, the kernel's dates, the
  /// seal, a verdict already kept; then the attempt verified (`verify`) when `checking` (not
  /// below what its table shows). Nil: stopped.
  private func judge(
    _ attempt: SharedDirectory.Attempt, _ claimEntry: SharedDirectory.Entry, _ claim: SharedAttemptClaim,
    checking: Bool, spending: inout Spending, stop: @escaping @Sendable () -> Bool
  ) -> Row? {
    guard claim.uid == attempt.owner, claim.claim.game == attempt.game, claim.claim.date == date else {
      return .unverified("a claim of another user, game or day")
    }
    if let problem = Self.kernelTiming(
      claim, start: attempt.start, claimed: claimEntry, memberSince: attempt.memberSince)
    {
      return .unverified(problem)
    }
    guard now >= Self.end(of: date) else { return Row(verdict: .sealed) }
    guard let attemptEntry = attempt.attempt else { return .unverified("its attempt is missing") }
    guard attemptEntry.mode & 0o044 != 0 else { return .unverified("sealed: not revealed by its player yet") }
    // The claim commits to the attempt's bytes (SHA-256): a verdict reached on that attempt,
    // still the same file, is taken without reading it again.
    // Keyed on content alone: an owner's chmod or touch (a new ctime) costs no reader anything.
    let key = VerdictCache.key(attempt: claim.attempt, owner: attempt.owner, name: attemptEntry.name)
    let window = claimEntry.changed - (attempt.start?.changed ?? claimEntry.changed)
    if let known = cache.verdict(key), known.claim == claim.claim, let span = known.span {
      let problem = known.problem ?? Self.clockTiming(span: span, window: window)
      return Row(verdict: problem.map { .unverified($0) } ?? .verified, play: known.play)
    }
    guard checking else { return .unverified(Self.belowShown) }
    return verify(
      attemptEntry, claim, owner: attempt.owner, key: key, window: window, spending: &spending, stop: stop)
  }

  /// Reads, parses and plays the revealed attempt within the look's, its owner's and its own
  /// CPU budgets. Nil: stopped.
  private func verify(
    _ attemptEntry: SharedDirectory.Entry, _ claim: SharedAttemptClaim, owner: UInt32, key: String,
    window: Double, spending: inout Spending, stop: @escaping @Sendable () -> Bool
  ) -> Row? {
    // Reading and parsing cost too (up to the file limit): nothing is read past the look's
    // or its owner's budget.
    if CPUTime.now() >= spending.scanEnd { return .unverified(Self.lookRanOut) }
    if spending.owners[owner, default: 0] >= budget.owner { return .unverified(Self.ownerRanOut) }
    let started = CPUTime.now()
    let read = readAttempt(attemptEntry, claim, deadline: started + budget.file.cpuSeconds)
    spending.owners[owner, default: 0] += CPUTime.now() - started
    let parsed: SharedReplayVerifier.Parsed
    switch read {
    case .refused(let row): return row
    case .parsed(let read): parsed = read
    }
    let (span, play) = (parsed.span, parsed.digests.play)
    func kept(_ problem: String) -> Row {
      let entry = VerdictCache.Entry(
        claim: claim.claim, problem: problem, date: date.description, play: play, judged: now, span: span)
      return Row(verdict: .unverified(problem), play: play, new: (key, entry))
    }
    if let problem = Self.attemptTiming(parsed) { return kept(problem) }
    // A file whose reading and parsing alone used its budget is too costly, whatever its
    // owner's other files cost (a debug build parses a 30 000-event file in about a second).
    if CPUTime.now() >= started + budget.file.cpuSeconds { return kept(Self.tooCostly) }
    if spending.owners[owner, default: 0] >= budget.owner { return .unverified(Self.ownerRanOut, play: play) }
    if CPUTime.now() >= spending.scanEnd { return .unverified(Self.lookRanOut, play: play) }
    // The file's budget counts its reading and parsing too.
    let fileEnd = min(started + budget.file.cpuSeconds, spending.scanEnd)
    let checking = CPUTime.now()
    let ownerEnd = checking + max(0, budget.owner - spending.owners[owner, default: 0])
    let outcome = SharedReplayVerifier.check(
      parsed, name: attemptEntry.name, owner: owner, budget: budget.file, deadline: min(fileEnd, ownerEnd),
      stop: stop)
    if stop() { return nil }
    spending.owners[owner, default: 0] += CPUTime.now() - checking
    // A verdict cut short by a budget other than the file's own is not final.
    let final = !outcome.tooCostly || CPUTime.now() >= started + budget.file.cpuSeconds
    guard final else { return .unverified(Self.lookRanOut, play: outcome.play) }
    let entry = VerdictCache.Entry(
      claim: outcome.claim, problem: outcome.problem, date: date.description, play: outcome.play,
      judged: now, span: span)
    // The clock check depends on the kernel's dates as well: made at each look, never cached.
    let problem = outcome.problem ?? Self.clockTiming(span: span, window: window)
    return Row(verdict: problem.map { .unverified($0) } ?? .verified, play: outcome.play, new: (key, entry))
  }

  /// The revealed attempt read, checked against the claim's SHA-256 and parsed (stopped at
  /// `deadline`), and claiming what its claim file claims.
  private func readAttempt(_ entry: SharedDirectory.Entry, _ claim: SharedAttemptClaim, deadline: Double)
    -> ReadAttempt
  {
    let bytes: [UInt8]
    switch shared.read(entry) {
    case .failure(let error): return .refused(.unverified("its attempt cannot be read: \(error.reason)"))
    case .success(let read): bytes = read
    }
    guard SHA256.hex(bytes) == claim.attempt else {
      return .refused(.unverified("its revealed attempt is not the one claimed before the day ended"))
    }
    switch SharedReplayVerifier.parse(bytes, name: entry.name, deadline: deadline) {
    case .failure(let outcome): return .refused(.unverified(outcome.problem ?? "not an attempt"))
    case .success(let parsed):
      guard parsed.attempt.claim == claim.claim else {
        return .refused(
          .unverified("its attempt claims another result than its claim", play: parsed.digests.play))
      }
      return .parsed(parsed)
    }
  }

  static let lookRanOut = "not checked yet: this look's time ran out (look again)"
  static let belowShown = "not checked yet: below the rows shown (scroll to it)"
  static let ownerRanOut = "not checked: its owner's files used their share of the time"

  /// A file's verdict when its checking ran past its own CPU budget.
  static let tooCostly = "too costly to check"

  /// Why the kernel's dates rule the claim out, or nil. One counted attempt per user, game and
  /// day: the claim names its owner's earliest start record of the day (made at the first move
  /// of a counted attempt, for members and non-members alike, and never removed by the arcade
  /// during its day); that record was made on its day (not under a clock set ahead); its owner
  /// shared (a membership file) before it was made, so a board seen before joining, or before
  /// leaving and joining again, is never ranked. Then the window: the claimed time fits between
  /// the start record and the claim, the finish is within the day and not after the claim, and
  /// the claim was written before the day ended (changing it after moves its ctime).
  static func kernelTiming(
    _ claim: SharedAttemptClaim, start: SharedDirectory.Entry?, claimed: SharedDirectory.Entry,
    memberSince: Double?
  )
    -> String?
  {
    guard let start else { return "timing: no start record" }
    guard start.name.token == claim.start else { return "not the day's first attempt (another start record)" }
    let day = claim.claim.date
    guard start.changed >= beginning(of: day) - leeway(0) else {
      return "timing: begun before its day (a clock set ahead)"
    }
    guard let memberSince else { return "not ranked: its player does not share now" }
    guard memberSince <= start.changed else {
      return "not ranked: its player joined after the day's first attempt began"
    }
    let result = claim.claim.result
    let window = claimed.changed - start.changed
    let leeway = leeway(window)
    guard claimed.changed < end(of: day) + leeway else {
      return "timing: its claim was written after the day ended"
    }
    guard window >= -leeway, (result.seconds ?? 0) <= window + leeway else {
      return "timing: its time does not fit between its start and its claim"
    }
    guard result.finishedAt >= start.changed - leeway, result.finishedAt <= claimed.changed + leeway,
      result.finishedAt < end(of: day)
    else { return "timing: its finish is not when its claim was written" }
    return nil
  }

  /// The other side of the window: the attempt's own clock, from its board to its result with
  /// every pause and wait in it (`span`), must account for the kernel's window (start record to
  /// claim). A clock slowed down (`faketime -f "+0 x0.5"`) records less time than the kernel
  /// saw; one sped up claims more game time than the window holds (`kernelTiming`).
  static func clockTiming(span: Double, window: Double) -> String? {
    guard window <= span + leeway(window) else {
      return "timing: its clock recorded \(Self.seconds(span)) in a \(Self.seconds(window)) window"
    }
    return nil
  }

  private static func seconds(_ value: Double) -> String {
    let tenths = (max(0, min(value, 1e7)) * 10).rounded()
    return "\(Int(tenths) / 10).\(Int(tenths) % 10) s"
  }

  /// A person's pace: at most 15 inputs a second sustained. Counted as a bucket of
  /// `paceBurst` inputs that refills at `paceRate` a second (a held arrow repeats at up to about
  /// 33 a second, so a hold of two and a half seconds fits), and never more than `inputsPerWindow`
  /// within `window` seconds (a held key's repeat gives 4 within 100 ms; a program gives more).
  static let paceRate = 15.0
  static let paceBurst = 45.0
  static let inputsPerWindow = 4
  static let window = 0.1

  /// Why the attempt's inputs rule it out, or nil: no input came faster than a person presses keys.
  static func attemptTiming(_ parsed: SharedReplayVerifier.Parsed) -> String? {
    var pace = Pace()
    let events = parsed.replay.events()
    while let (_, event) = events.next() {
      guard event.e == "key" || (event.e == "mouse" && event.m == "press"), let time = event.t else {
        continue
      }
      if let problem = pace.input(at: time) { return problem }
    }
    return nil
  }

  /// The pace rule over a stream of input times (session seconds, in order).
  struct Pace {
    private var recent: [Double] = []
    private var bucket = LeaderboardScan.paceBurst
    private var last: Double?

    mutating func input(at time: Double) -> String? {
      recent.append(time)
      recent.removeAll { $0 <= time - LeaderboardScan.window }
      if recent.count > LeaderboardScan.inputsPerWindow {
        return
          "too fast: more than \(LeaderboardScan.inputsPerWindow) inputs within \(Int(LeaderboardScan.window * 1000)) ms"
      }
      if let last {
        bucket = min(LeaderboardScan.paceBurst, bucket + max(0, time - last) * LeaderboardScan.paceRate)
      }
      last = time
      bucket -= 1
      guard bucket >= 0 else {
        return "too fast: more than \(Int(LeaderboardScan.paceRate)) inputs a second sustained"
      }
      return nil
    }
  }
}
