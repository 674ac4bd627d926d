import ArcadeKit

extension GameEntry {
  /// Memory in the launch menu: the deck picker, and every deck's best results as its record line.
  public static let memory = GameEntry(
    id: "memory", name: "Memory", summary: "flip cards, find the 8 pairs",
    tables: [MemoryRecordsTable.table],
    recordSummary: { env in MemoryRecordsTable.menuSummary(MemoryRecordsTable.read(env.records)) },
    makeScene: { env in MemoryStartScene(env: env) })
}
