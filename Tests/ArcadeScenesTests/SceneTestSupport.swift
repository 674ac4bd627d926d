import ArcadeKit
import ArcadeScenes
import Foundation
import Records
import MemoryDecks
import Testing

/// The repository's `assets/` (decks, help texts), found from this file, not the working
/// directory.
let repositoryAssets = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
  .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("assets").path

/// A fresh environment for a scene test: records in a new temporary directory (never the
/// player's) unless one is given, the repository's assets, a fixed session seed.
func testEnvironment(
  seed: UInt64 = 7, assets: String = repositoryAssets, records directory: String? = nil,
  wallClock: @escaping @Sendable () -> Double = { 0 }
) -> AppEnvironment {
  let directory = directory ?? NSTemporaryDirectory() + "arcade-scenes-\(UUID().uuidString)"
  let env = AppEnvironment(
    records: RecordStore(directory: directory), seed: seed, assetsDirectory: assets,
    decks: MemoryDeckLibrary(assetsDirectory: assets).shelf(), wallClock: wallClock)
  return env
}

/// The number the launch menu (of `games`) shows for the entry called `name`: tests name the
/// entry they mean, so a new entry does not renumber them. A name the menu lacks fails the
/// test that asked, naming it (0, a key that opens nothing, is returned).
func menuNumber(
  _ name: String, games: [GameEntry] = GameCatalog.all, sourceLocation: SourceLocation = #_sourceLocation
) -> Int {
  guard let number = MenuScene(env: testEnvironment(), games: games).number(of: name) else {
    Issue.record("the launch menu has no entry named \(name)", sourceLocation: sourceLocation)
    return 0
  }
  return number
}

/// The digit key that opens the launch menu's entry called `name`.
func menuKey(
  _ name: String, games: [GameEntry] = GameCatalog.all, sourceLocation: SourceLocation = #_sourceLocation
) -> Key {
  .char(Character(String(menuNumber(name, games: games, sourceLocation: sourceLocation))))
}

/// The key that opens the daily list's entry called `name` (a game's title, "Leaderboard"),
/// as the list itself maps names to keys (line mode's words): no test counts its entries.
func dailyKey(_ name: String, sourceLocation: SourceLocation = #_sourceLocation) -> Key {
  guard let key = DailyListScene(env: testEnvironment()).keys(forWord: name)?.first else {
    Issue.record("the daily list has no entry named \(name)", sourceLocation: sourceLocation)
    return .char("0")
  }
  return key
}
