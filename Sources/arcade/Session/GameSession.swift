import ArcadeKit
import ArcadeScenes
import ArgumentParser

/// What a command asks to play: the session's options and the scene opened over the launch
/// menu (nil: the menu alone). The launcher runs it; `arcade replay` makes it again from a
/// recorded command line, through the same parser and the same commands.
struct GameSession {
  var options: PlayOptions
  var start: (@Sendable (AppEnvironment) -> Scene)? = nil
}

/// A command that starts a session (the menu, a game, the daily list).
protocol SessionCommand: ParsableCommand {
  var global: GlobalOptions { get }
  /// The session the command line describes; throws the command's one-line errors.
  func session() throws -> GameSession
}

extension SessionCommand {
  func run() throws { try Launcher.play(session()) }
}

extension GlobalOptions {
  var playOptions: PlayOptions {
    PlayOptions(
      seed: seed, ascii: ascii, noColor: noColor, dataDir: dataDir, record: record, force: force,
      theme: theme,
      keys: keys, animations: animations, lines: lines, screenReader: screenReader, noMenu: noMenu
    )
  }

  /// A session with these options opening `start` over the menu.
  func session(_ start: (@Sendable (AppEnvironment) -> Scene)?) -> GameSession {
    GameSession(options: playOptions, start: start)
  }
}
