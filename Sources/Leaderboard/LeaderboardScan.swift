import ArcadeKit
import DailyModel
import LeaderboardModel
import Replay

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
  let cache: VerdictCache
  var budget = Budget()
  /// The wall-clock time: whether the day has ended (its attempts can be read), the verdicts' age.
  let now: Double

  /// Leeway on the kernel's dates of the start record and the claim (a frame, a slow disk).
  static let leeway = 5.0

  /// The first second after `date` (UTC): sealed attempts are revealed from then.
  static func end(of date: DailyDate) -> Double { Double(date.dayNumber + 1) * 86_400 }

  /// Judges the day's attempts in order; `stop` is asked between files and during a
  /// verification (the screen was closed).
  func run(stop: @escaping @Sendable () -> Bool = { false }, report: (Update) -> Void) {
    // An attempt begun and not finished (a start record, no claim) has nothing to rank yet.
    let (listed, skipped) = shared.listing(on: date, games: games)
    let found = listed.filter { $0.claim != nil }
    // The game shown first; within each part the smallest attempts first (an honest one is a few
    // kilobytes: a user's large files cannot keep the others from being read).
    let bySize = found.sorted { ($0.attempt?.size ?? 0, $0.owner) < ($1.attempt?.size ?? 0, $1.owner) }
    let ordered = bySize.filter { $0.game == focus } + bySize.filter { $0.game != focus }
    report(.listed(count: ordered.count, skipped: skipped))
    let scanEnd = CPUTime.now() + budget.total
    var ownerSpent: [UInt32: Double] = [:]
    for attempt in ordered {
      if stop() { return }
      guard let claimEntry = attempt.claim else { continue }
      let name = claimEntry.name
      let claim: SharedAttemptClaim
      switch shared.read(claimEntry, limit: SharedAttemptClaim.byteLimit) {
      case .failure(let error):
        report(.ignored(name, error.reason))
        continue
      case .success(let bytes):
        switch SharedAttemptClaim.parse(bytes) {
        case .failure(let error):
          report(.ignored(name, error.reason))
          continue
        case .success(let read): claim = read
        }
      }
      func row(
        _ verdict: LeaderboardEntry.Verdict, play: String? = nil, new: (String, VerdictCache.Entry)? = nil
      ) {
        report(
          .judged(
            Judged(
              name: name,
              entry: LeaderboardEntry(
                player: SharedDirectory.login(attempt.owner), uid: attempt.owner, result: claim.claim.result,
                verdict: verdict),
              play: play, changed: claimEntry.changed, newVerdict: new.map { (key: $0.0, entry: $0.1) },
              seen: Seen(claim: claim.attempt, start: attempt.start?.name.token))))
      }
      guard claim.uid == attempt.owner, claim.claim.game == attempt.game, claim.claim.date == date else {
        row(.unverified("a claim of another user, game or day"))
        continue
      }
      if let problem = Self.kernelTiming(claim, start: attempt.start, claimed: claimEntry) {
        row(.unverified(problem))
        continue
      }
      guard now >= Self.end(of: date) else {
        row(.sealed)
        continue
      }
      guard let attemptEntry = attempt.attempt else {
        row(.unverified("its attempt is missing"))
        continue
      }
      guard attemptEntry.mode & 0o044 != 0 else {
        row(.unverified("sealed: not revealed by its player yet"))
        continue
      }
      // The claim commits to the attempt's bytes (SHA-256): a verdict reached on that attempt,
      // still the same file, is taken without reading it again.
      let key = VerdictCache.key(attempt: claim.attempt, owner: attempt.owner, name: attemptEntry.name)
      if let known = cache.verdict(key), known.file == attemptEntry.identity {
        row(known.problem.map { .unverified($0) } ?? .verified, play: known.play)
        continue
      }
      // Reading and parsing cost too (up to the file limit): nothing is read past the look's
      // or its owner's budget.
      if CPUTime.now() >= scanEnd {
        row(.unverified("not checked yet: this look's time ran out (look again)"))
        continue
      }
      if ownerSpent[attempt.owner, default: 0] >= budget.owner {
        row(.unverified("not checked: its owner's files used their share of the time"))
        continue
      }
      let started = CPUTime.now()
      let bytes: [UInt8]
      switch shared.read(attemptEntry) {
      case .failure(let error):
        row(.unverified("its attempt cannot be read: \(error.reason)"))
        continue
      case .success(let read): bytes = read
      }
      guard SHA256.hex(bytes) == claim.attempt else {
        ownerSpent[attempt.owner, default: 0] += CPUTime.now() - started
        row(.unverified("its revealed attempt is not the one claimed before the day ended"))
        continue
      }
      let parsed: SharedReplayVerifier.Parsed
      switch SharedReplayVerifier.parse(bytes, name: attemptEntry.name) {
      case .failure(let outcome):
        ownerSpent[attempt.owner, default: 0] += CPUTime.now() - started
        row(.unverified(outcome.problem ?? "not an attempt"))
        continue
      case .success(let read): parsed = read
      }
      ownerSpent[attempt.owner, default: 0] += CPUTime.now() - started
      guard parsed.attempt.claim == claim.claim else {
        row(.unverified("its attempt claims another result than its claim"), play: parsed.digests.play)
        continue
      }
      if let problem = Self.attemptTiming(parsed) {
        let entry = VerdictCache.Entry(
          claim: claim.claim, problem: problem, date: date.description, play: parsed.digests.play,
          judged: now,
          file: attemptEntry.identity)
        row(.unverified(problem), play: parsed.digests.play, new: (key, entry))
        continue
      }
      if ownerSpent[attempt.owner, default: 0] >= budget.owner {
        row(
          .unverified("not checked: its owner's files used their share of the time"),
          play: parsed.digests.play)
        continue
      }
      if CPUTime.now() >= scanEnd {
        row(.unverified("not checked yet: this look's time ran out (look again)"), play: parsed.digests.play)
        continue
      }
      // The file's budget counts its reading and parsing too.
      let fileEnd = min(started + budget.file.cpuSeconds, scanEnd)
      let checking = CPUTime.now()
      let ownerEnd = checking + max(0, budget.owner - ownerSpent[attempt.owner, default: 0])
      let outcome = SharedReplayVerifier.check(
        parsed, name: attemptEntry.name, owner: attempt.owner, budget: budget.file,
        deadline: min(fileEnd, ownerEnd), stop: stop)
      if stop() { return }
      ownerSpent[attempt.owner, default: 0] += CPUTime.now() - checking
      // A verdict cut short by a budget other than the file's own is not final.
      let final = !outcome.tooCostly || CPUTime.now() >= started + budget.file.cpuSeconds
      guard final else {
        row(.unverified("not checked yet: this look's time ran out (look again)"), play: outcome.play)
        continue
      }
      let entry = VerdictCache.Entry(
        claim: outcome.claim, problem: outcome.problem, date: date.description, play: outcome.play,
        judged: now, file: attemptEntry.identity)
      row(outcome.problem.map { .unverified($0) } ?? .verified, play: outcome.play, new: (key, entry))
    }
  }

  /// Why the kernel's dates of the start record and of the claim rule the claim out, or nil: a
  /// counted attempt has a start record, made before the result; its claimed time fits between
  /// the two; its finish is within its day and not after its claim was written; and the claim
  /// was written before the day ended (it cannot be changed after without the kernel saying so).
  static func kernelTiming(
    _ claim: SharedAttemptClaim, start: SharedDirectory.Entry?, claimed: SharedDirectory.Entry
  )
    -> String?
  {
    guard let start else { return "timing: no start record" }
    guard start.name.token == claim.start else { return "not the day's first attempt (another start record)" }
    let result = claim.claim.result
    let window = claimed.changed - start.changed
    guard claimed.changed < end(of: claim.claim.date) + leeway else {
      return "timing: its claim was written after the day ended"
    }
    guard window >= -leeway, (result.seconds ?? 0) <= window + leeway else {
      return "timing: its time does not fit between its start and its claim"
    }
    guard result.finishedAt >= start.changed - leeway, result.finishedAt <= claimed.changed + leeway,
      result.finishedAt < end(of: claim.claim.date)
    else { return "timing: its finish is not when its claim was written" }
    return nil
  }

  /// A person's pace: at most `inputsPerWindow` keys and clicks within any `window` seconds of
  /// the session clock (keyboard repeat is about 30 a second; faster is a program).
  static let inputsPerWindow = 5
  static let window = 0.1

  /// Why the attempt's inputs rule it out, or nil: no input came faster than a person presses keys.
  static func attemptTiming(_ parsed: SharedReplayVerifier.Parsed) -> String? {
    var recent: [Double] = []
    let events = parsed.replay.events()
    while let (_, event) = events.next() {
      guard event.e == "key" || (event.e == "mouse" && event.m == "press"), let time = event.t else {
        continue
      }
      recent.append(time)
      recent.removeAll { $0 <= time - window }
      if recent.count > inputsPerWindow {
        return "too fast: more than \(inputsPerWindow) inputs within \(Int(window * 1000)) ms"
      }
    }
    return nil
  }
}
