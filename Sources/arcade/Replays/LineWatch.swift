import ArcadeKit
import ArcadeText
import Leaderboard
import LeaderboardModel
import Replay

/// Line mode's viewer (`arcade --lines replay FILE`, `scores --watch` and `watch N` on the
/// board in line mode): the session played through to its end, saying what its screen said
/// (`LineSpeaker`, the same sentences line mode said to the player) with the game time of each,
/// and the game's marks (a life lost, a pair found, a wrong answer) as they come.
enum LineWatch {
  /// Plays `session` and says it on stdout; returns the exit code (0, or 1 when the final
  /// state differs from the recording).
  static func speak(
    _ session: ReplaySessionMaker, output: @escaping (String) -> Void = FileHandleOutput.stdoutLine
  ) -> Int32 {
    let viewer = session.viewer()
    viewer.index()
    let start = viewer.gameTime(at: 0)
    var speaker = LineSpeaker()
    var marks = viewer.marks[...]
    output(
      "Watching: \(viewer.count) events, \(ClockText.tenths(viewer.gameTime(at: viewer.count) - start)) of game time."
    )
    viewer.play { position in
      let time = ClockText.tenths(max(0, viewer.gameTime(at: position.index) - start))
      while let mark = marks.first, mark.index <= position.index {
        output("\(time) mark: \(mark.what).")
        marks = marks.dropFirst()
      }
      for line in speaker.lines(for: position.stack, answering: nil) { output("\(time) \(line)") }
      return position.index < viewer.count ? .step : .quit
    }
    switch viewer.ending {
    case .differs:
      output("The end: its final state differs from the recording.")
      return 1
    case .same: output("The end: its final state matches the recording.")
    default: output("The end.")
    }
    return 0
  }

  /// Enter (or `watch N`) on the board in line mode: the result said, then the board again.
  static func watch(_ entry: LeaderboardEntry, shared: SharedDirectory, dataDir: String?) {
    switch WatchShared.prepare(entry, shared: shared, dataDir: dataDir) {
    case .failure(let refusal):
      FileHandleOutput.stdoutLine("Cannot watch \(entry.player)'s result: \(refusal.reason).")
    case .success(let session):
      defer { session.directory.remove() }
      _ = speak(session)
    }
  }
}
