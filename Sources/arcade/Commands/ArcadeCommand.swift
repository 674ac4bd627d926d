import Replay
import ArcadeKit
import ArcadeScenes
import ArgumentParser

/// `arcade`: the launch menu; `arcade <game>`: straight into a game.
struct ArcadeCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "arcade",
    abstract: "A terminal arcade: \(GameCatalog.gameNames).",
    version: ArcadeVersion.string,
    // Each game issue adds its command here.
    subcommands: [
      ZombiesCommand.self, MemoryCommand.self, FizzBuzzCommand.self, MazeCommand.self, DailyCommand.self,
      ScoresCommand.self, ReplayCommand.self, WatchCommand.self, SettingsCommand.self,
    ]
  )

  @OptionGroup var global: GlobalOptions

  func session() -> GameSession { global.session(nil) }
}
