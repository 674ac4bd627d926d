import ArcadeKit

extension MazeScene {
  /// The maze's line in the launch menu: the simulated server of the session's seed.
  public static let catalogEntry = GameEntry(
    id: "maze", name: "Maze", summary: "watch a maze discovered room by room",
    recordSummary: { env in env.records.read(MazeRecords.table, default: MazeRecords()).summary },
    makeScene: { env in
      MazeScene(env: env, connect: MazeSettings().simulatedServer(session: env.sessionSeed))
    })
}
