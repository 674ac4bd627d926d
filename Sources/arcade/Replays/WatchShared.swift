import ArcadeKit
import ArcadeScenes
import DailyModel
import Leaderboard
import LeaderboardModel
import NcursesTerminal
import Replay

/// A verified result watched from the leaderboard (Enter) on the session's own terminal: its
/// attempt read again (`WatchedAttempt`), refused while its day is sealed (`ReplaySeal`, as
/// `arcade replay` refuses it), and played in the viewer; then the board is back.
enum WatchShared {
  /// Returns a signal that arrived while watching (the session then ends on it), if any.
  static func watch(
    _ entry: LeaderboardEntry, shared: SharedDirectory, dataDir: String?, terminal: NcursesBackend,
    screenReader: Bool = false, animations: Animations? = nil
  ) -> Int32? {
    let session: ReplaySessionMaker
    switch prepare(entry, shared: shared, dataDir: dataDir) {
    case .failure(let refusal):
      return say("Cannot watch \(entry.player)'s result: \(refusal.reason).", terminal)
    case .success(let made): session = made
    }
    defer { session.directory.remove() }
    let glyphs = session.replay.header.ascii ? nil : terminal.options.glyphs  // the watcher's own, and motion
    // The terminal's own clock: its deadlines are read on it, so a fresh clock would put every
    // deadline in the past and spin the loop.
    let player = ReplayPlayer(
      viewer: session.viewer(glyphs: glyphs, animations: animations), speed: 1, terminal: terminal,
      clock: terminal.clock)
    player.speaks = screenReader
    return player.run()
  }

  /// The session to watch, or why not.
  static func prepare(_ entry: LeaderboardEntry, shared: SharedDirectory, dataDir: String?) -> Result<
    ReplaySessionMaker, WatchRefusal
  > {
    let replay: ReplayFile
    switch WatchedAttempt.read(entry, in: shared) {
    case .failure(let refusal): return .failure(refusal)
    case .success(let read): replay = read
    }
    var session: ReplaySessionMaker
    do {
      session = try ReplaySessionMaker(replay: replay, name: entry.attempt?.description ?? "attempt")
    } catch {
      return .failure(WatchRefusal(reason: error.reason))
    }
    session.seal = ReplaySeal.make(dataDir: dataDir)
    // Today's by the system's clock (whatever this process's says): sealed, as `arcade replay`
    // seals it, unless it is the watcher's own finished attempt.
    if let claim = replay.attempt?.claim,
      session.seal?.refusal(DailyChallenge(date: claim.date, game: claim.game), finishedHere: false) != nil
    {
      session.directory.remove()
      return .failure(WatchRefusal(reason: "its attempt is \(LeaderboardScene.sealedUntil(claim.date))"))
    }
    return .success(session)
  }

  /// One line on the screen until a key.
  private static func say(_ line: String, _ terminal: NcursesBackend) -> Int32? {
    var canvas = Canvas(size: terminal.size)
    let lines = TextLayout.wrap(line + " Any key: back to the board.", width: max(1, canvas.width - 4))
    for (row, text) in lines.enumerated() { canvas.put(text, x: 2, y: 1 + row, style: .warning) }
    terminal.present(canvas, force: true)
    while true {
      switch terminal.nextEvent(until: nil) {
      case .input(.key): return nil
      case .terminate(let signal): return signal
      default: continue
      }
    }
  }
}
