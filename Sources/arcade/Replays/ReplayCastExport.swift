import ArcadeKit
import NcursesTerminal
import Replay

import ArcadeSystem

/// `arcade replay FILE --cast OUT.cast`: the session replayed headless, each frame drawn by
/// ncurses for an xterm-256color terminal of the recorded size into memory, the bytes written
/// as asciicast v2 output events at the recorded times (idle stretches cut to 2 s).
enum ReplayCastExport {
  static func write(_ replay: ReplayFile, _ session: ReplaySessionMaker, to output: OutputFile) -> Int32 {
    let header = replay.header
    let screen: CastScreen
    do {
      screen = try CastScreen(size: header.size, monochrome: header.monochrome)
    } catch {
      FileHandleOutput.stderr("arcade: replay --cast: \(error)")
      return 2
    }
    var cast = Asciicast(
      width: header.width, height: header.height, timestamp: header.start,
      title: "arcade " + header.args.joined(separator: " "))
    let (stack, clock, env) = session.make()
    let (backend, steps) = ReplaySteps.backend(replay, clock: clock)
    backend.interruption = NcursesBackend.takeQuitSignal
    var shown = header.size
    var first = true
    backend.onPresent = { canvas in
      if canvas.size != shown {
        shown = canvas.size
        cast.resize(width: shown.width, height: shown.height, at: clock.now)
      }
      cast.output(screen.draw(canvas, force: first), at: clock.now)
      first = false
    }
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    loop.afterFrame = { env.runPendingEffects() }
    _ = loop.run()
    _ = env.runPendingEffects()
    cast.output(screen.close(), at: clock.now)
    if let signal = backend.interruptedBy {
      output.discard()
      return 128 + signal
    }
    if let failure = steps.events.failure {
      output.discard()
      FileHandleOutput.stderr("arcade: replay \(failure)")
      return 2
    }
    output.write(Array(cast.text.utf8))
    if let failure = output.commit() {
      FileHandleOutput.stderr(
        "arcade: replay --cast: \(SafeText.shown(output.path, limit: 300)) cannot be written (\(failure))")
      return 2
    }
    let seconds = Int(cast.duration.rounded())
    FileHandleOutput.stdoutLine(
      "Wrote \(SafeText.shown(output.path, limit: 300)): \(seconds) s of play as an asciicast (asciinema play it)."
    )
    return 0
  }
}
