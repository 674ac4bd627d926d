import ArcadeKit
import ZombiesModel

extension GameEntry {
  /// Zombies in the launch menu: the mode picker, and W/L per mode as its record line.
  public static let zombies = GameEntry(
    id: "zombies", name: "Zombies", summary: "find the SOS in the dark",
    tables: [ZombiesRecordsTable.table],
    recordSummary: { env in ZombiesRecordsTable.read(env.records).summary },
    makeScene: { env in ZombiesStartScene(env: env) },
    dailyScene: { session, env, _ in
      let mode = ZombiesMode.daily(dayNumber: session.challenge.date.dayNumber)
      return .success(ZombiesScene(env: env, mode: mode, daily: session))
    },
    glyphs: ZombiesGlyphs.board + ZombiesGlyphs.messages + ZombiesGlyphs.arrows,
    pictures: [
      // A classic room a few steps in: the lit squares around the walker, the lives, the pad.
      GamePicture(name: "zombies", title: "arcade zombies --mode classic") { studio in
        let h = studio.fromMenu(ZombiesScene(env: studio.environment(), mode: .classic, size: 5))
        h.press(.up, .left)
        h.advance(by: 1)
        return h.canvas
      }
    ])
}
