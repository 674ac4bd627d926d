import ArcadeScenes
import Foundation
import Records
import MemoryDecks

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
  RecordTables.load(env.records)  // as the launcher does
  return env
}
