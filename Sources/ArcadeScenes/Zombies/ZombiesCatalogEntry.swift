import ArcadeKit

extension GameEntry {
  /// Zombies in the launch menu: the mode picker, and W/L per mode as its record line.
  public static let zombies = GameEntry(
    id: "zombies", name: "Zombies", summary: "find the SOS in the dark",
    tables: [ZombiesRecordsTable.table],
    recordSummary: { env in ZombiesRecordsTable.read(env.records).summary },
    makeScene: { env in ZombiesStartScene(env: env) })
}
