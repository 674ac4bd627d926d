import ArcadeGeometry
import ArcadeKit
import DailyModel
import Foundation
import Records
import Testing
import ZombiesModel

@testable import ArcadeScenes

/// A result the arcade could not save is said where the result is: on the screen (a daily's
/// too, whose result is kept in the `daily` table, not the game's) and in its words (line and
/// screen-reader modes), and counted again at exit.
@Suite("Unsaved results said with the result")
struct UnsavedResultTests {
  /// An environment whose records directory cannot be created (its parent is a file), its
  /// clock on the daily tests' day.
  private func unwritable() -> AppEnvironment {
    let file = NSTemporaryDirectory() + "unsaved-result-\(UUID().uuidString)"
    _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
    return testEnvironment(seed: 7, records: file + "/sub", wallClock: { 1_795_392_000 + 43_200 })
  }

  @Test("a Zombies daily not saved says so on its result screen and in its words")
  func zombiesDaily() throws {
    let env = unwritable()
    let session = DailySession(
      game: .zombies, date: dailyToday, today: dailyToday, book: DailyRecordsTable.read(env.records))
    let scene = ZombiesScene(env: env, mode: .classic, daily: session)
    let h = Harness(scene, size: Size(width: 80, height: 24))
    h.afterFrame = { env.runPendingEffects() }
    let route = try #require(SafeRoute.find(in: scene.game.layout))
    for heading in SafeRoute.moves(along: route) { h.press(heading.keys[0]) }
    #expect(scene.game.outcome == .won)
    #expect(h.contains("! Not saved: cannot create"), "\(h.screen)")
    let status = try #require(h.stack.speech()?.status)
    #expect(status.hasPrefix("You won!"))
    #expect(status.contains("Not saved: cannot create"), "\(status)")
    #expect(env.exitReport().last?.hasSuffix("not saved.") == true)
  }

  @Test("a Zombies game not saved says so in its result's words")
  func zombiesWords() throws {
    let env = unwritable()
    let h = Harness(ZombiesScene(env: env, game: roomWithSafeEdges()), size: Size(width: 80, height: 24))
    h.afterFrame = { env.runPendingEffects() }
    #expect(h.stack.speech()?.status.contains("Not saved") == false, "no result yet, nothing to say")
    h.press(walkToSOS)
    let status = try #require(h.stack.speech()?.status)
    #expect(status.contains("You won!") && status.contains("Not saved: cannot create"), "\(status)")
  }

  @Test("a FizzBuzz game not saved says so in its end screen's words")
  func fizzBuzzWords() throws {
    let env = unwritable()
    let h = Harness(FizzBuzzHomeScene(env: env, prefill: fizzSettings(3, 5, 1)))
    h.afterFrame = { env.runPendingEffects() }
    h.press(.ctrl("g"))
    for _ in 0..<400 where !h.contains("Finished!") { h.advance(by: 0.05) }
    let speech = try #require(h.stack.speech())
    #expect(speech.status.contains("Not saved: cannot create"), "\(speech.status)")
    #expect(speech.look.contains("Not saved: cannot create"), "\(speech.look)")
  }

  @Test("a game that is saved says nothing about saving")
  func savedSaysNothing() throws {
    let env = testEnvironment()
    let h = Harness(ZombiesScene(env: env, game: roomWithSafeEdges()), size: Size(width: 80, height: 24))
    h.afterFrame = { env.runPendingEffects() }
    h.press(walkToSOS)
    let status = try #require(h.stack.speech()?.status)
    #expect(status.hasPrefix("You won!") && !status.contains("Not saved"))
    #expect(!h.contains("Not saved"))
  }
}
