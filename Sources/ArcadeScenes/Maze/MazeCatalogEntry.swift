import ArcadeKit

extension GameEntry {
  /// The maze in the launch menu: the simulated server of the session's seed.
  public static let maze = GameEntry(
    id: "maze", name: "Maze", summary: "watch a maze discovered room by room",
    tables: [MazeRecordsTable.table],
    recordSummary: { env in MazeRecordsTable.read(env.records).summary },
    makeScene: { env in
      MazeScene(env: env, connect: MazeSettings().simulatedServer(session: env.sessionSeed))
    },
    // The soak explores 31×31 mazes: every event can explore a whole maze in game time, so
    // smaller mazes keep the fuzz fast; after a few mazes the server's 504s (past 4 096 rooms
    // served) come into play too.
    soak: (
      ["maze", "--size", "31x31"],
      { env in
        let settings = MazeSettings(width: 31, height: 31)
        return MazeScene(
          env: env, settings: settings, connect: settings.simulatedServer(session: env.sessionSeed))
      }
    ))
}
