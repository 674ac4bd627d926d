import ArcadeKit
import ArcadeText
import MazeModel

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
    ),
    dailyScene: { session, env, _ in
      let seed = session.challenge.seed
      return .success(
        MazeScene(
          env: env, daily: session, serverSession: seed,
          connect: MazeSettings().simulatedServer(session: seed)))
    },
    glyphs: [MazeGlyphs.door, MazeGlyphs.exit, MazeGlyphs.fullCell],
    pictures: [
      GamePicture(
        name: "maze-overview", title: "arcade maze", volatileRows: timedRows,
        take: { exploredMaze($0, detail: false) }),
      GamePicture(
        name: "maze-detail", title: "arcade maze (detail view)", volatileRows: timedRows,
        take: { exploredMaze($0, detail: true) }),
    ])

  static func exploredMaze(_ studio: PictureStudio, detail: Bool) -> Canvas {
    // The rooms API runs in the scene's game time: advancing the harness explores the maze.
    let env = studio.environment()
    let settings = MazeSettings(width: 41, height: 41, transport: .direct)
    let scene = MazeScene(
      env: env, settings: settings, connect: settings.simulatedServer(session: env.sessionSeed))
    let h = studio.fromMenu(scene)
    h.press(.char("g"))
    for _ in 0..<3600 where scene.phase.isRunning { h.advance(by: 1) }
    if detail { h.press(.char("v")) }
    return h.canvas
  }

  /// The total time and the critical path are measured with the wall clock.
  @Sendable static func timedRows(_ canvas: Canvas) -> Set<Int> {
    Set(canvas.lines.indices.filter { canvas.lines[$0].containsText("critical path") })
  }
}
