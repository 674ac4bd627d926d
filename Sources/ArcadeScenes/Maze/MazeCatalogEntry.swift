import ArcadeKit

extension MazeScene {
  /// The maze's line in the launch menu.
  public static let catalogEntry = GameEntry(
    id: "maze", name: "Maze", summary: "Watch a maze revealed room by room through a rooms API",
    recordSummary: { env in env.records.read(MazeRecords.table, default: MazeRecords()).summary },
    makeScene: { env in MazeScene(env: env) })
}
