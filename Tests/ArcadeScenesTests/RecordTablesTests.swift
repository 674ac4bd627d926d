import ArcadeKit
import ArcadeScenes
import Foundation
import Records
import Testing

/// The records tables come from the catalog: each entry lists its own, the launcher loads
/// exactly those, and nothing else is read.
@Suite("Records tables from the catalog")
struct RecordTablesTests {
  @Test("the launcher loads every table the catalog's entries list, each name once")
  func loadsTheCatalogsTables() {
    let listed = GameCatalog.all.flatMap { $0.tables.map(\.name) }
    #expect(RecordTables.all.map(\.name) == listed)
    #expect(Set(listed).count == listed.count, "a table listed twice: \(listed)")
    for entry in GameCatalog.all where !entry.tables.isEmpty {
      #expect(entry.tables.map(\.name).contains(entry.id), "\(entry.id) keeps its records under another name")
    }
    let env = testEnvironment()
    for name in listed { #expect(env.records.isLoaded(name), "\(name) not loaded") }
  }

  @Test("each game's record line and first scene read only tables its entry lists")
  func entriesReadTheirOwnTables() {
    for entry in GameCatalog.all {
      // Records loaded from the entry's own tables and the daily's (every game has a daily).
      let env = AppEnvironment(
        records: RecordStore(directory: NSTemporaryDirectory() + "arcade-tables-\(UUID().uuidString)"),
        seed: 7,
        assetsDirectory: repositoryAssets, decks: testEnvironment().decks,
        tables: entry.tables + GameEntry.daily.tables)
      #expect(entry.recordSummary(env) == "", "\(entry.id): fresh records show no record line")
      let h = Harness(entry.makeScene(env))
      #expect(!h.screen.isEmpty, "\(entry.id)")
    }
  }
}
