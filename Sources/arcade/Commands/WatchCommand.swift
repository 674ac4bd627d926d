import ArcadeKit
import ArcadeSystem
import ArgumentParser
import Leaderboard
import NcursesTerminal
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade watch [NAME] [--list]`: who on this machine is playing now with others allowed to
/// watch (`others_watch = yes`), and one of them followed live, read-only, until they stop
/// sharing (then the list again) or the watcher leaves.
struct WatchCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "watch",
    abstract: "Watch someone on this machine play live (they allow it in Settings: others_watch = yes).")

  @Argument(help: "The login of the player to follow at once.")
  var name: String?

  @Flag(help: "Print who is playing now (name, game, since, watchers) and exit.")
  var list = false

  @OptionGroup(visibility: .hidden) var global: GlobalOptions

  func run() throws {
    let shared = SharedDirectory.located()
    if list {
      let (sessions, skipped) = LiveSessions.list(in: shared, now: WallClock.secondsSince1970())
      for line in skipped { FileHandleOutput.stderr("arcade: watch: \(line)") }
      if sessions.isEmpty { FileHandleOutput.stdoutLine(WatchList.nobody) }
      for session in sessions { FileHandleOutput.stdoutLine(WatchList.row(session)) }
      return
    }
    if global.lines || isatty(0) == 0 || isatty(1) == 0 {
      throw CommandExit(code: WatchLines.run(shared: shared, name: name))
    }
    throw CommandExit(code: WatchList.run(shared: shared, name: name, options: global.playOptions))
  }
}

/// Line mode's watch: the player named (or the only one playing) followed, what their screen
/// says written as lines, until they stop sharing or stdin says `q`.
enum WatchLines {
  static func run(shared: SharedDirectory, name: String?) -> Int32 {
    let (sessions, _) = LiveSessions.list(in: shared, now: WallClock.secondsSince1970())
    let chosen = name.map { name in sessions.filter { $0.player == name } } ?? sessions
    guard let session = chosen.first, chosen.count == 1 || name != nil else {
      FileHandleOutput.stdoutLine(sessions.isEmpty ? WatchList.nobody : "Who? arcade watch NAME, one of:")
      for session in sessions { FileHandleOutput.stdoutLine(WatchList.row(session)) }
      return sessions.isEmpty || name == nil ? 0 : 2
    }
    switch LiveStreamReader.open(session.name, in: shared.path) {
    case .failure(let refusal):
      FileHandleOutput.stdoutLine("Cannot watch \(session.player): \(refusal.reason).")
      return 1
    case .success(let reader):
      FileHandleOutput.stdoutLine(
        "Watching \(session.player) live (\(session.name.playing)); q and Enter to stop.")
      let note = LiveWatchNote(
        following: session.name, in: shared, uid: getuid(), now: WallClock.secondsSince1970())
      let ending = LiveFollower(
        session: session, reader: reader, view: .lines(output: FileHandleOutput.stdoutLine), note: note
      ).run()
      if !ending.left { FileHandleOutput.stdoutLine(ending.reason + ".") }
      return ending.signal.map { 128 + $0 } ?? 0
    }
  }
}
