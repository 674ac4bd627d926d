import ArcadeKit
import DailyModel

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
  }

  let shared: SharedDirectory
  let date: DailyDate
  let games: Set<DailyGame>
  /// The game shown: its files are judged first.
  let focus: DailyGame?
  let cache: VerdictCache
  var budget = Budget()
  /// The wall-clock time, for the verdicts' age.
  let now: Double

  /// Judges the day's files in order; `stop` is asked between files and during a
  /// verification (the screen was closed).
  func run(stop: @escaping @Sendable () -> Bool = { false }, report: (Update) -> Void) {
    let (entries, skipped) = shared.listing(on: date, games: games)
    let ordered = entries.filter { $0.name.game == focus } + entries.filter { $0.name.game != focus }
    report(.listed(count: ordered.count, skipped: skipped))
    let scanEnd = CPUTime.now() + budget.total
    var ownerSpent: [UInt32: Double] = [:]
    for entry in ordered {
      if stop() { return }
      let name = entry.name
      // Parsing costs too (up to the file limit): no file is read past the look's or its
      // owner's budget, whether or not its verdict is cached.
      if CPUTime.now() >= scanEnd {
        report(.ignored(name, "not read: this look's time ran out (look again)"))
        continue
      }
      if ownerSpent[entry.owner, default: 0] >= budget.owner {
        report(.ignored(name, "not read: its owner's files used their share of the time"))
        continue
      }
      let bytes: [UInt8]
      switch shared.read(entry) {
      case .failure(let error):
        report(.ignored(name, error.reason))
        continue
      case .success(let read): bytes = read
      }
      let started = CPUTime.now()
      let fileEnd = min(started + budget.file.cpuSeconds, scanEnd)
      let parsed: SharedReplayVerifier.Parsed
      switch SharedReplayVerifier.parse(bytes, name: name) {
      case .failure(let outcome):
        ownerSpent[entry.owner, default: 0] += CPUTime.now() - started
        report(.ignored(name, outcome.problem ?? "not a shared result"))
        continue
      case .success(let read): parsed = read
      }
      let key = VerdictCache.key(attempt: parsed.digests.attempt, owner: entry.owner, name: name)
      var verdict = cache.verdict(key)
      var isNew = false
      if verdict == nil {
        if ownerSpent[entry.owner, default: 0] >= budget.owner {
          verdict = VerdictCache.Entry(
            claim: parsed.attempt.claim,
            problem: "not checked: its owner's files used their share of the time",
            date: name.date.description, play: parsed.digests.play)
        } else if CPUTime.now() >= scanEnd {
          verdict = VerdictCache.Entry(
            claim: parsed.attempt.claim, problem: "not checked yet: this look's time ran out (look again)",
            date: name.date.description, play: parsed.digests.play)
        } else {
          let ownerEnd = started + max(0, budget.owner - ownerSpent[entry.owner, default: 0])
          let outcome = SharedReplayVerifier.check(
            parsed, name: name, owner: entry.owner, budget: budget.file, deadline: min(fileEnd, ownerEnd),
            stop: stop)
          if stop() { return }
          verdict = VerdictCache.Entry(
            claim: outcome.claim, problem: outcome.problem, date: name.date.description, play: outcome.play,
            judged: now)
          // A verdict cut short by a budget other than the file's own is not final.
          isNew = !outcome.tooCostly || CPUTime.now() >= started + budget.file.cpuSeconds
          if outcome.tooCostly && !isNew {
            verdict?.problem = "not checked yet: this look's time ran out (look again)"
          }
        }
      }
      ownerSpent[entry.owner, default: 0] += CPUTime.now() - started
      guard let verdict else { continue }
      let result = verdict.claim?.result ?? DailyResult(summary: "(no result)", won: false, finishedAt: 0)
      report(
        .judged(
          Judged(
            name: name,
            entry: LeaderboardEntry(
              player: SharedDirectory.login(entry.owner), uid: entry.owner, result: result,
              verdict: verdict.problem.map { .unverified($0) } ?? .verified),
            play: verdict.play, changed: entry.changed, newVerdict: isNew ? (key, verdict) : nil)))
    }
  }
}
