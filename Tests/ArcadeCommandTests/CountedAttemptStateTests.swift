import ArcadeKit
import ArcadeScenes
import ArcadeSystem
import DailyModel
import LeaderboardModel
import MemoryDecks
import Replay
import Testing

@testable import Leaderboard

/// A counted attempt's state, held by its owner (`DailySharing`) from its notice to its shared
/// claim: its phase, its start record, and why it was not shared, said in one place.
@Suite("A counted attempt's state")
struct CountedAttemptStateTests {
  static let today = DailyDate(secondsSince1970: WallClock.secondsSince1970())
  static let zombies = DailyChallenge(date: today, game: .zombies)
  static let memory = DailyChallenge(date: today, game: .memory)

  @Test func anAttemptGoesFromOpenedToBegunToOver() throws {
    var attempts = CountedAttempts()
    attempts.opened(Self.zombies)
    #expect(attempts.state(of: Self.zombies)?.phase == .opened)
    attempts.began(Self.zombies, start: .made(token: "0123456789abcdef"))
    let begun = try #require(attempts.state(of: Self.zombies))
    #expect(begun.phase == .begun)
    #expect(begun.startToken == "0123456789abcdef")
    attempts.over(Self.zombies, shared: .shared(.zombies))
    let over = try #require(attempts.state(of: Self.zombies))
    #expect(over.phase == .over)
    #expect(over.failure == nil)
    #expect(attempts.failures.isEmpty)
  }

  @Test func aFailureIsSaidUntilAnotherCountedAttemptBegins() {
    var attempts = CountedAttempts()
    attempts.began(Self.zombies, start: .failed("disk full"))
    attempts.over(Self.zombies, shared: .notShared(.startNotRecorded("disk full")))
    #expect(attempts.shownFailure == "Not shared: its start could not be recorded (disk full).")
    attempts.opened(Self.memory)  // its notice: the failure is still said
    #expect(attempts.shownFailure != nil)
    attempts.began(Self.memory, start: .elsewhere)
    #expect(attempts.shownFailure == nil)
    attempts.over(Self.memory, shared: .notShared(.begunElsewhere(.memory)))
    #expect(
      attempts.failures == [
        "Not shared: its start could not be recorded (disk full).",
        "Not shared: today's first Memory attempt on this machine began elsewhere.",
      ])
  }

  @Test func anAttemptNotOfferedHasNoFailure() {
    var attempts = CountedAttempts()
    attempts.began(Self.zombies, start: nil)
    attempts.over(Self.zombies, shared: nil)
    #expect(attempts.state(of: Self.zombies)?.phase == .over)
    #expect(attempts.shownFailure == nil)
    #expect(attempts.failures.isEmpty)
  }

  @Test func theLeaderboardMakesOneStartRecordAndSharesByItsToken() throws {
    let (shared, records, remove) = try SharedOwnFilesTests.directories()
    defer { remove() }
    let board = SharedLeaderboard(shared: shared, records: records)
    board.setSharing(true)
    let start = try #require(board.attemptBegan(Self.zombies))
    var state = CountedAttemptState(Self.zombies)
    state.began(start: start)
    #expect(state.startToken?.count == 16)
    #expect(board.attemptBegan(Self.zombies) == .elsewhere)
    let claim = SharedClaim(
      game: .zombies, date: Self.today, result: DailyResult(summary: "won", won: true, finishedAt: 1))
    let notRecorded = board.share(claim, attempt: .failure(.notRecorded), start: start)
    #expect(notRecorded == .notShared(.notRecorded(.notRecorded)))
    #expect(board.message == "Not shared: the attempt was not recorded from its start.")
    #expect(
      board.share(claim, attempt: .success(Array("an attempt".utf8)), start: start) == .shared(.zombies))
    #expect(board.message == "Your Zombies result is shared, sealed until the day ends (UTC).")
    let elsewhere = board.share(claim, attempt: .success([]), start: .elsewhere)
    #expect(elsewhere?.line == "Not shared: today's first Zombies attempt on this machine began elsewhere.")
  }

  @Test func afterTheMazeDailyTheLineNamesTheMazeNotTheLastGameShared() throws {
    // The play test's C8: after the Maze daily the line read "Your FizzBuzz result is shared".
    let (shared, records, remove) = try SharedOwnFilesTests.directories()
    defer { remove() }
    let board = SharedLeaderboard(shared: shared, records: records)
    board.setSharing(true)
    let start = try #require(board.attemptBegan(Self.zombies))
    let won = DailyResult(summary: "won", won: true, finishedAt: 1)
    let zombies = SharedClaim(game: .zombies, date: Self.today, result: won)
    #expect(
      board.share(zombies, attempt: .success(Array("an attempt".utf8)), start: start) == .shared(.zombies))
    let maze = SharedClaim(game: .maze, date: Self.today, result: won)
    #expect(board.share(maze, attempt: .success(Array("a reveal".utf8)), start: nil) == nil)
    #expect(board.message == "Your Maze result is not shared: its daily has no leaderboard.")
  }

  @Test func theGameScreensReadTheFailureFromTheOwnerUntilAnotherAttemptBegins() throws {
    let (shared, records, remove) = try SharedOwnFilesTests.directories()
    defer { remove() }
    let board = SharedLeaderboard(shared: shared, records: records)
    board.setSharing(true)
    let assets = AssetLocator.directory()
    let clock = ManualClock()
    let backend = ManualBackend(size: Size(width: 80, height: 24), clock: clock) { nil }
    let (env, stack) = SessionPlan(arcade: "test", seed: 1, size: backend.size).make(
      records: records, decks: MemoryDeckLibrary(assetsDirectory: assets).shelf(), clock: clock)
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    let sharing = DailySharing.attach(
      to: env, stack: stack, loop: loop, clock: clock, start: 0, t0: clock.now, uid: board.uid,
      arcade: "test",
      leaderboard: board)
    // Begun, then counted with no recording of it (its scene was never opened): not shared.
    env.post(.attemptBegan(Self.zombies))
    env.post(
      .counted(
        SharedClaim(
          game: .zombies, date: Self.today, result: DailyResult(summary: "won", won: true, finishedAt: 1))))
    env.runPendingEffects()
    let failure = "Not shared: the attempt was not recorded from its start."
    #expect(sharing.attempts.state(of: Self.zombies)?.phase == .over)
    #expect(env.shareFailure == failure)
    #expect(sharing.failures == [failure])
    // The next counted attempt's first move: no longer said, from the frame of that move on.
    env.post(.attemptBegan(Self.memory))
    #expect(env.shareFailure == nil)
    env.runPendingEffects()
    #expect(env.shareFailure == nil)
    #expect(sharing.failures == [failure])
  }
}
