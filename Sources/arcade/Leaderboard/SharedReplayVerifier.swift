import ArcadeKit
import ArcadeScenes
import DailyModel
import Records
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// Believes a shared result only when its replay, played again here headless through the real
/// run loop (in process, on the day's challenge), ends with the result it claims, for the
/// user who owns the file, on the day and game its name says. Everything else is a reason.
enum SharedReplayVerifier {
  /// What one file may cost: events played, and CPU seconds (a replay that never ends, or
  /// one built to be slow, is stopped there).
  struct Budget: Sendable {
    var events = 200_000
    var cpuSeconds = 2.0
  }

  struct Outcome: Equatable, Sendable {
    /// The claim the file makes, when it could be read.
    var claim: SharedClaim?
    /// Nil: verified; else why not, in a few words.
    var problem: String?
  }

  /// The digest of a shared replay's events (everything after its header line): the same
  /// play gives the same digest whatever its header says.
  static func playDigest(_ bytes: [UInt8]) -> String {
    var digest = StableDigest()
    let header = bytes.firstIndex(of: UInt8(ascii: "\n")) ?? bytes.endIndex
    digest.add(Array(bytes[header...]))
    return digest.hex
  }

  static func verify(_ bytes: [UInt8], name: SharedResultName, owner: UInt32, budget: Budget = Budget())
    -> Outcome
  {
    let replay: ReplayFile
    do {
      replay = try ReplayFile.parse(bytes, name: name.description)
    } catch {
      let reason = error.reason
      return Outcome(
        claim: nil, problem: reason.hasPrefix("not a replay") ? reason : "not a replay (\(reason))")
    }
    let header = replay.header
    guard let claim = header.shared else { return Outcome(claim: nil, problem: "no result claimed") }
    func refused(_ why: String) -> Outcome { Outcome(claim: claim, problem: why) }
    guard claim.game == name.game, claim.date == name.date else {
      return refused("claims \(claim.game.rawValue) on \(claim.date), not what its name says")
    }
    guard header.uid == owner else { return refused("a replay played by another user") }
    guard header.arcade == ArcadeVersion.string else {
      return refused(
        "recorded by \(SafeText.shown(header.arcade, limit: 40)), this is \(ArcadeVersion.string)")
    }
    guard replay.eventCount <= budget.events else { return refused("longer than \(budget.events) events") }
    let session: ReplaySessionMaker
    do {
      session = try ReplaySessionMaker(replay: replay, name: name.description)
    } catch {
      return refused(error.reason)
    }
    defer { session.directory.remove() }
    // The records it started with (restored from its header): the day's result not in them yet.
    let started = RecordStore(directory: session.directory.path).read(
      DailyRecordsTable.name, default: DailyBook())
    guard started.result(of: claim.game, on: claim.date) == nil else {
      return refused("the day's result was already in its records when it began")
    }
    let (stack, clock, env) = session.make()
    let check = ReplayCheck(file: replay)
    let deadline = CPUTime.now() + budget.cpuSeconds
    let verdict = check.run(
      stack: stack, clock: clock, screens: false,
      interruption: { CPUTime.now() > deadline ? SIGXCPU : nil }
    ) { false }  // records stay in memory: the result is read from the session's own view of them
    if check.interrupted != nil { return refused("took more than \(budget.cpuSeconds) s of CPU to check") }
    if case .differs(let event, _, let what) = verdict {
      return refused("its replay differs at event \(event): \(what)")
    }
    guard let result = DailyRecordsTable.read(env.records).result(of: claim.game, on: claim.date),
      !result.abandoned
    else { return refused("its replay ends with no counted result") }
    guard result == claim.result else { return refused("its replay ends with \"\(result.summary)\" instead") }
    return Outcome(claim: claim, problem: nil)
  }
}

/// CPU seconds this process has used: the budget of a check, which waits for nothing.
enum CPUTime {
  static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
