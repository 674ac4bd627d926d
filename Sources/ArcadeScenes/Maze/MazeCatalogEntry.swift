import ArcadeKit

extension GameEntry {
  /// The maze in the launch menu: the simulated server of the session's seed.
  public static let maze = GameEntry(
    id: "maze", name: "Maze", summary: "watch a maze discovered room by room",
    recordSummary: { env in env.records.read(MazeRecordsTable.name, default: MazeRecords()).summary },
    makeScene: { env in
      MazeScene(env: env, connect: MazeSettings().simulatedServer(session: env.sessionSeed))
    })
}
