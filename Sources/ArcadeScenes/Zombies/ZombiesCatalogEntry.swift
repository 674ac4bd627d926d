import ArcadeKit

/// Zombies in the launch menu.
public enum ZombiesCatalogEntry {
  public static let entry = GameEntry(
    id: "zombies", name: "Zombies", summary: "find the SOS in the dark",
    recordSummary: { env in ZombiesRecords.read(env.records).summary },
    makeScene: { env in ZombiesStartScene(env: env) })
}
