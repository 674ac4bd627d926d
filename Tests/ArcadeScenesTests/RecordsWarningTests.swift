import ArcadeKit
import FizzBuzzModel
import MemoryModel
import Foundation
import Records
import Testing
import ZombiesModel

@testable import ArcadeScenes

/// A fresh records directory holding `files` (table name: its text), and an environment on
/// it whose tables are loaded as the launcher loads them: after the files are there.
private func environment(planting files: [String: String] = [:]) -> AppEnvironment {
  let directory = NSTemporaryDirectory() + "records-warning-\(UUID().uuidString)"
  try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
  for (table, text) in files {
    _ = FileManager.default.createFile(atPath: directory + "/\(table).json", contents: Data(text.utf8))
  }
  return testEnvironment(seed: 3, records: directory)
}

/// An environment whose records directory cannot be created (its parent is a file).
private func unwritableEnvironment() -> AppEnvironment {
  let file = NSTemporaryDirectory() + "records-warning-file-\(UUID().uuidString)"
  _ = FileManager.default.createFile(atPath: file, contents: Data("x".utf8))
  return testEnvironment(seed: 3, records: file + "/sub")
}

private func asideCopies(_ env: AppEnvironment) -> [String] {
  ((try? FileManager.default.contentsOfDirectory(atPath: env.records.directory)) ?? []).filter {
    $0.contains(".corrupt-")
  }
}

@Suite("Records warnings on screen")
struct RecordsWarningTests {
  @Test("a corrupt records file is reported in the menu at start (every table is loaded before it), once")
  func corruptFileReportedAtStart() {
    let env = environment(planting: ["zombies": "{x"])
    let h = Harness(MenuScene(env: env))
    #expect(h.contains("was unreadable"))
    #expect(asideCopies(env).count == 1)
    h.press(.char("x"))
    #expect(!h.contains("was unreadable"))
    let again = Harness(MenuScene(env: env))
    #expect(!again.contains("was unreadable"), "reported once")
  }

  @Test("the launcher's first read takes every game's records table (named after its command)")
  func everyTableLoadedBeforeTheFirstScene() {
    let env = environment(planting: Dictionary(uniqueKeysWithValues: GameCatalog.all.map { ($0.id, "{x") }))
    let read = env.records.takeWarnings().joined(separator: "\n")
    for entry in GameCatalog.all {
      #expect(
        read.contains("\(entry.id).json"),
        "\(entry.id).json was not read when the session was made: list its table in its catalog entry's tables"
      )
    }
  }

  @Test("Zombies wins of Int.max: the table is moved aside and reported, and the next win counts 1")
  func extremeZombiesWins() {
    let env = environment(planting: [
      "zombies": #"{"schema":1,"data":{"modes":{"classic":{"wins":9223372036854775807,"losses":0}}}}"#
    ])
    let menu = Harness(MenuScene(env: env))
    #expect(menu.contains("values out of range"))
    #expect(asideCopies(env).count == 1)
    let h = Harness(ZombiesScene(env: env, game: roomWithSafeEdges()), size: Size(width: 80, height: 24))
    h.afterFrame = { env.runPendingEffects() }
    h.press(walkToSOS)
    #expect(h.contains("W: 1"))
    #expect(ZombiesRecordsTable.read(env.records)[.classic].wins == 1)
  }

  @Test("a FizzBuzz score of Int.max no longer traps when Stats opens: the table is moved aside")
  func extremeFizzBuzzScore() throws {
    var game = FizzBuzzFinishedGame(
      settings: fizzSettings(3, 5, 15), score: 2, correct: 1, wrong: 0, missed: 0, playedAt: 0)
    game.score = Int.max
    struct File: Encodable {
      var schema = 1
      var data: FizzBuzzRecords
    }
    let json = try JSONEncoder().encode(File(data: FizzBuzzRecords(games: [game])))
    let env = environment(planting: ["fizzbuzz": String(decoding: json, as: UTF8.self)])
    let h = Harness(FizzBuzzHomeScene(env: env))
    h.press(.right)
    #expect(h.contains("No games played yet"))
    #expect(env.currentWarnings().contains { $0.contains("values out of range") })
    #expect(asideCopies(env).count == 1)
  }

  @Test("the key that ends a round writes no file; the loop's flush after the frame does")
  func keyHandlerDoesNoFileIO() throws {
    let env = environment()
    let path = env.records.path(of: ZombiesRecordsTable.name)
    let h = Harness(ZombiesScene(env: env, game: roomWithSafeEdges()), size: Size(width: 80, height: 24))
    h.press(walkToSOS)
    #expect(h.contains("W: 1"))
    #expect(!FileManager.default.fileExists(atPath: path), "nothing written from the key handler")
    #expect(ZombiesRecordsTable.read(env.records)[.classic].wins == 1, "yet every read sees the win")
    #expect(env.runPendingEffects())
    let saved = RecordStore(directory: env.records.directory).read(
      ZombiesRecordsTable.name, default: ZombiesRecords())
    #expect(saved[.classic].wins == 1)
  }

  @Test("an unwritable records directory: the game screen says the result is not saved")
  func unwritableDirectoryShownInGame() {
    let env = unwritableEnvironment()
    _ = Harness(MenuScene(env: env))  // the menu's start-up read finds the directory problem
    env.dismissWarnings()
    let h = Harness(ZombiesScene(env: env, game: roomWithSafeEdges()), size: Size(width: 80, height: 24))
    h.afterFrame = { env.runPendingEffects() }
    #expect(!h.contains("not being saved"), "no result yet, nothing to warn about")
    h.press(walkToSOS)
    #expect(h.contains("You won!"))
    #expect(h.lines[22].contains("! Not saved: cannot create"))
    #expect(env.exitReport().last == "1 result was not saved.")
  }

  @Test("an unwritable records directory: FizzBuzz's end screen says the game is not saved (ASCII)")
  func unwritableDirectoryShownAtFizzBuzzEnd() {
    let env = unwritableEnvironment()
    let h = Harness(
      FizzBuzzHomeScene(env: env, prefill: fizzSettings(3, 5, 1)), options: RenderOptions(ascii: true))
    h.afterFrame = { env.runPendingEffects() }
    h.press(.ctrl("g"))
    for _ in 0..<400 where !h.contains("Finished!") { h.advance(by: 0.05) }
    #expect(h.contains("Finished!"))
    #expect(h.lines[3].contains("! Not saved: cannot create"))
    #expect(h.screen.utf8.allSatisfy { $0 < 0x80 })
  }

  @Test("a records file from a newer arcade: told at start, told again where the result would be saved")
  func newerFileTold() throws {
    let newer = #"{"schema":2,"data":{"games_v2":[1]}}"#
    let env = environment(planting: ["zombies": newer])
    let menu = Harness(MenuScene(env: env))
    #expect(menu.contains("newer arcade"))
    let h = Harness(ZombiesScene(env: env, game: roomWithSafeEdges()), size: Size(width: 80, height: 24))
    h.afterFrame = { env.runPendingEffects() }
    h.press(walkToSOS)
    #expect(
      h.lines[22].contains("! Not saved: zombies.json is from a newer arcade (schema 2); left as it is."))
    #expect(try String(contentsOfFile: env.records.path(of: "zombies"), encoding: .utf8) == newer)
  }
}

@Suite struct RecordsBoundsAgreeTests {
  @Test func memorysLargestCountIsTheRecordsReadersBound() {
    #expect(MemoryRecords.largestCount == Plausible.maximumCount)
  }
}
