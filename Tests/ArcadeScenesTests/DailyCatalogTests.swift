import ArcadeKit
import DailyModel
import Testing

@testable import ArcadeScenes

/// A game's daily is made by its catalog entry: every `DailyGame` has one that makes its scene.
@Suite("Dailies from the catalog")
struct DailyCatalogTests {
  @Test("every daily game's catalog entry makes the day's scene, and no other entry has a daily")
  func everyDailyHasItsScene() throws {
    let date = try #require(DailyDate(year: 2026, month: 1, day: 1))
    for game in DailyGame.allCases {
      let entry = try #require(GameCatalog.entry(id: game.rawValue), "no catalog entry \(game.rawValue)")
      #expect(entry.dailyScene != nil, "\(game.rawValue): its catalog entry has no dailyScene")
      let made = DailyLaunch.scene(game, date: date, env: testEnvironment(), confirmed: true)
      if case .failure(let error) = made { Issue.record("\(game.rawValue): \(error)") }
    }
    let daily = Set(DailyGame.allCases.map(\.rawValue))
    for entry in GameCatalog.all where entry.dailyScene != nil {
      #expect(daily.contains(entry.id), "\(entry.id) has a daily scene but no DailyGame case")
    }
  }
}
