import ArcadeKit
import ArcadeScenes
import ArcadeSystem
import DailyModel
import LeaderboardModel
import MemoryDecks
import MemoryModel
import Records
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// This arcade's data files and built-in Memory decks, read once per process: a shared attempt
/// is always played on them, never on anything a file names.
public enum BuiltInDecks {
  public static let assets = AssetLocator.directory()
  public static let shelf = MemoryDeckLibrary(assetsDirectory: assets).shelf()
}

/// Believes a shared result only when its attempt, played again here headless through the real
/// run loop on the day's challenge made from the day and the game alone, ends with the result
/// it claims, for the user who owns the file, on the day and game its name says. Everything
/// else is a reason.
enum SharedReplayVerifier {
  /// What one file may cost: events played, and CPU seconds for all of it (parsing, making
  /// the game, every event). An honest attempt costs a few milliseconds.
  struct Budget: Sendable {
    var events = 50_000
    var cpuSeconds = 0.5
  }

  /// An error too: `parse` fails with the outcome of a file that is no attempt.
  struct Outcome: Error, Equatable, Sendable {
    /// The claim the file makes, when it could be read.
    var claim: SharedClaim?
    /// Nil: verified; else why not, in a few words.
    var problem: String?
    /// The attempt as parsed (`AttemptDigest`): its key in the reader's cache, and what tells
    /// two users' copies of one play apart from two plays. Nil when it could not be parsed.
    var attempt: String?
    var play: String?
    /// The verification ran out of its CPU budget.
    var tooCostly = false
  }

  /// A shared file read as an attempt: its replay, its header and its digests.
  struct Parsed {
    let replay: ReplayFile
    let attempt: SharedAttemptHeader
    let digests: (attempt: String, play: String)

    /// Session seconds from the attempt's board to its result, every pause and wait in them.
    var span: Double { max(0, (replay.end.t ?? attempt.t) - attempt.t) }
  }

  /// The file as an attempt (every number in it checked), or why it is not one.
  /// `deadline`: CPU seconds of this thread past which the reading stops ("too costly").
  static func parse(_ bytes: [UInt8], name: SharedResultName, deadline: Double = .infinity) -> Result<
    Parsed, Outcome
  > {
    let replay: ReplayFile
    do {
      replay = try ReplayFile.parse(bytes, name: name.description, keepingEvents: true) {
        CPUTime.now() > deadline
      }
    } catch  where error.reason == ReplayFile.stoppedReason {
      return .failure(Outcome(claim: nil, problem: LeaderboardScan.tooCostly, tooCostly: true))
    } catch {
      let reason = error.reason
      return .failure(
        Outcome(claim: nil, problem: reason.hasPrefix("not a") ? reason : "not a shared result (\(reason))"))
    }
    guard let attempt = replay.attempt else {
      return .failure(Outcome(claim: nil, problem: "not a shared attempt (an older shared format)"))
    }
    guard let digests = AttemptDigest.of(replay, attempt) else {
      return .failure(Outcome(claim: attempt.claim, problem: "its events changed while it was read"))
    }
    return .success(Parsed(replay: replay, attempt: attempt, digests: digests))
  }

  /// Plays a parsed attempt until `deadline` (CPU seconds of this thread) or until `stop`
  /// says so (the screen closed); the outcome says whether it reached its claim.
  static func check(
    _ parsed: Parsed, name: SharedResultName, owner: UInt32, budget: Budget, deadline: Double,
    stop: @escaping () -> Bool = { false }
  ) -> Outcome {
    let (replay, attempt, digests) = (parsed.replay, parsed.attempt, parsed.digests)
    let claim = attempt.claim
    func refused(_ why: String, costly: Bool = false) -> Outcome {
      Outcome(claim: claim, problem: why, attempt: digests.attempt, play: digests.play, tooCostly: costly)
    }
    guard claim.game == name.game, claim.date == name.date else {
      return refused("claims \(claim.game.rawValue) on \(claim.date), not what its name says")
    }
    guard attempt.uid == owner else { return refused("an attempt played by another user") }
    guard attempt.arcade == ArcadeVersion.string else {
      return refused(
        "played on \(SafeText.shown(attempt.arcade, limit: 40)), this is \(ArcadeVersion.string)")
    }
    guard replay.eventCount <= budget.events else { return refused("longer than \(budget.events) events") }
    guard CPUTime.now() <= deadline else { return refused(LeaderboardScan.tooCostly, costly: true) }
    guard let directory = ThrowawayDirectory() else {
      return refused("no temporary directory to check it in")
    }
    defer { directory.remove() }
    let made = AttemptSession.make(
      attempt, records: directory.path, assets: BuiltInDecks.assets, decks: BuiltInDecks.shelf)
    if let problem = made.problem { return refused(problem) }
    let check = ReplayCheck(file: replay)
    check.checksInvariants = false
    let verdict = check.run(
      stack: made.stack, clock: made.clock, screens: false,
      interruption: { stop() ? SIGTERM : CPUTime.now() > deadline ? SIGXCPU : nil }
    ) { false }  // records stay in memory: the result is read from the session's own view of them
    if let signal = check.interrupted {
      return signal == SIGXCPU ? refused(LeaderboardScan.tooCostly, costly: true) : refused("not checked")
    }
    if case .differs(let event, _, let what) = verdict {
      return refused("its replay differs at event \(event): \(what)")
    }
    // An abandoned claim (the player left with the Leave? question) is believed when the
    // replay leaves the same way.
    guard let result = DailyRecordsTable.read(made.env.records).result(of: claim.game, on: claim.date),
      !result.abandoned || claim.result.abandoned
    else { return refused("its replay ends with no counted result") }
    guard result == claim.result else {
      return refused("its replay ends with \"\(SafeText.shown(result.summary, limit: 60))\" instead")
    }
    return Outcome(claim: claim, problem: nil, attempt: digests.attempt, play: digests.play)
  }
}

/// Digests of an attempt as parsed, whatever its bytes' spelling (spaces, key order, number
/// forms): `play` is its inputs and their game times since its start (two users' files with
/// the same play are one game); `attempt` adds the header (the reader's cache key).
enum AttemptDigest {
  static func of(_ replay: ReplayFile, _ attempt: SharedAttemptHeader) -> (attempt: String, play: String)? {
    var play = StableDigest()
    let events = replay.events()
    while let (_, event) = events.next() {
      play.add(event.e)
      play.add(event.k ?? "")
      play.add(event.m ?? "")
      play.add("\(event.x ?? -1) \(event.y ?? -1) \(event.w ?? -1) \(event.h ?? -1)")
      // Milliseconds since the attempt's start: a constant added to every time is the same play.
      play.add(milliseconds((event.g ?? 0) - attempt.startedAt))
    }
    guard events.failure == nil else { return nil }
    var whole = StableDigest()
    whole.add(play.hex)
    whole.add(String(decoding: ReplayRecorder.encode(attempt), as: UTF8.self))
    whole.add(replay.end.state ?? "")
    return (whole.hex, play.hex)
  }

  private static func milliseconds(_ seconds: Double) -> String {
    seconds.isFinite ? String(Int((min(max(seconds, -1e9), 1e9) * 1000).rounded())) : "?"
  }
}

/// The thread's CPU time (ArcadeSystem's), by the name the scan's budgets use.
typealias CPUTime = ArcadeSystem.CPUTime
