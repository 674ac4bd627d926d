import ArcadeKit
import ArcadeSystem
import DailyModel
import Foundation
import MemoryDecks
import Records
import Testing

@testable import ArcadeScenes
@testable import arcade

/// A daily session's today is the session's own (its wall clock), not the day the process
/// parsed the command: a replay parses the recorded command line on another day (the soak's
/// sessions are dated 1970-01-01), and must show and count the day the session did.
@Suite("A daily session's day is the session's wall clock")
struct DailySessionDayTests {
  /// A day that is never the day these tests run.
  static let sessionDay = DailyDate(iso: "2026-01-05")!

  /// An environment whose wall clock says noon of `sessionDay`.
  static func environment() -> AppEnvironment {
    let assets = AssetLocator.directory()
    let noon = Double(sessionDay.dayNumber) * 86_400 + 43_200
    return AppEnvironment(
      records: RecordStore(directory: NSTemporaryDirectory() + "arcade-daily-day-\(UUID().uuidString)"),
      seed: 7, assetsDirectory: assets, decks: MemoryDeckLibrary(assetsDirectory: assets).shelf(),
      wallClock: { noon })
  }

  /// The first scene of the session `arguments` start, on the session's environment.
  static func firstScene(_ arguments: [String]) throws -> Scene {
    let command = try #require(try ArcadeCommand.parseAsRoot(arguments) as? any SessionCommand)
    let start = try #require(try command.session().start, "\(arguments) starts a scene")
    return start(environment())
  }

  @Test("arcade daily lists the session's today, and its games count")
  func dailyListFollowsTheSession() throws {
    let list = try #require(try Self.firstScene(["daily"]) as? DailyListScene)
    #expect(list.shownDate == Self.sessionDay)
    #expect(list.today == Self.sessionDay)
    // Memory (the second row) opens as the counted attempt: its notice first.
    let h = Harness(list, size: Size(width: 80, height: 24))
    h.press(.down, .enter)
    #expect(h.stack.top is CountedAttemptNotice)
  }

  @Test("arcade GAME --daily plays the session's today as the counted attempt")
  func gameDailyFollowsTheSession() throws {
    for game in ["zombies", "memory", "fizzbuzz", "maze"] {
      #expect(try Self.firstScene([game, "--daily"]) is CountedAttemptNotice, "\(game)")
    }
  }

  @Test("arcade daily --date keeps the day given, as practice")
  func pastDateStaysGiven() throws {
    let list = try #require(try Self.firstScene(["daily", "--date", "2026-01-02"]) as? DailyListScene)
    #expect(list.shownDate == DailyDate(iso: "2026-01-02"))
    #expect(list.today == Self.sessionDay)
  }
}
