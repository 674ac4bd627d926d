import ArcadeText
import ArcadeKit
import ArcadeScenes
import ArcadeSystem
import NcursesTerminal
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade replay FILE` and a result watched from the leaderboard: the recorded session plays
/// again through the real `RunLoop` on a manual clock (`ReplayViewer`), while this player paces
/// it on the real terminal: it waits before each event until its time (scaled by the speed),
/// reads the watcher's keys meanwhile (`ReplayViewerControls`) and draws the session's screen at
/// the watcher's size, theme, glyphs and motion with a progress line (`ReplayViewerScreen`). Records go to a throwaway directory: a replay never
/// writes the player's records.
final class ReplayPlayer {
  private let viewer: ReplayViewer
  private let terminal: NcursesBackend
  private let realClock: Clock
  private var controls: ReplayViewerControls
  private var quitSignal: Int32?
  /// Real time and session time at the last change of pace.
  private var anchorReal = 0.0
  private var anchorSession = 0.0
  /// The place changed (a seek): pace from the next event shown.
  private var moved = true
  private var lastFrame: ReplayViewerScreen.Frame?
  /// Screen-reader mode: under the progress line, what the session's screen said (its status
  /// in words), the cursor at its start.
  var speaks = false

  /// Plays `session` on a terminal of its own (`arcade replay`, `arcade scores --watch`) in the
  /// watcher's own theme; returns the exit code.
  static func play(
    _ session: ReplaySessionMaker, speed: Double, ascii: Bool = false, screenReader: Bool = false
  )
    -> Int32
  {
    let replay = session.replay
    let monochrome = replay.header.monochrome || !(Environment.value("NO_COLOR") ?? "").isEmpty
    // The viewer's own theme (their settings file; auto asks their terminal), never the
    // recorder's: colours are not part of what a replay holds.
    var options = PlayOptions()
    options.ascii = ascii
    let settings = SettingsLoader.load(options).settings
    let choice = settings.theme
    let early = monochrome || !AutoTheme.asks(choice) ? nil : BackgroundQuery.send()?.collect()
    let clock = MonotonicClock()
    let terminal: NcursesBackend
    do {
      terminal = try NcursesBackend(
        glyphs: replay.header.ascii ? .ascii : TerminalGlyphs.pick(settings), monochrome: monochrome,
        theme: choice.palette(on: AutoTheme.first(choice, early)),
        clock: clock)
      AutoTheme.follow(early, on: terminal) { terminal.setTheme(choice.palette(on: $0)) }
    } catch let error as TerminalError {
      FileHandleOutput.stderr(error.description)
      return 2
    } catch {
      return 2
    }
    // The viewer's own glyphs and motion (presentation only: the events play the same); an
    // ASCII session keeps its own glyphs.
    let viewer = session.viewer(
      glyphs: replay.header.ascii ? nil : terminal.options.glyphs, animations: settings.animations)
    let player = ReplayPlayer(viewer: viewer, speed: speed, terminal: terminal, clock: clock)
    player.speaks = screenReader || settings.screenReader
    let signal = player.run()
    terminal.close()
    return signal.map { 128 + $0 } ?? 0
  }

  init(viewer: ReplayViewer, speed: Double, terminal: NcursesBackend, clock: Clock) {
    self.viewer = viewer
    controls = ReplayViewerControls(speed: speed)
    self.terminal = terminal
    realClock = clock
  }

  /// Plays until q (the last screen stays at the end, where the watcher may go back); returns a
  /// signal that stopped it, if any.
  func run() -> Int32? {
    viewer.index()
    viewer.play { [unowned self] position in self.control(position) }
    return quitSignal
  }

  /// Waits until the next event is due, handling the watcher's keys; says what to do.
  private func control(_ position: ReplayViewer.Position) -> ReplayViewer.Command {
    if quitSignal != nil { return .quit }
    if moved {
      anchor(session: position.sessionTime)
      moved = false
    }
    show(position, force: false)
    let atEnd = position.index >= viewer.count
    while true {
      let waits = controls.paused || atEnd || tooSmall(position)
      let due = anchorReal + (position.sessionTime - anchorSession) / controls.speed
      // Behind (the events before took longer than their time): keys and signals still count,
      // so q answers during a long event too (h47-edges' rule, kept here).
      let behind = !waits && realClock.now >= due
      guard let event = terminal.nextEvent(until: waits ? nil : behind ? realClock.now : due) else {
        if behind { return .step }
        continue
      }
      if let command = handle(event, at: position) {
        let move = coalesced(command, from: position)
        if case .seek = move { moved = true }
        if move == .step { anchor(session: position.sessionTime) }
        return move
      }
      show(position, force: false)
    }
  }

  /// The keys already typed after a move, taken with it: a burst of them (a held key, a
  /// paste) costs one move, not one session played again per key.
  private func coalesced(_ first: ReplayViewer.Command, from position: ReplayViewer.Position)
    -> ReplayViewer.Command
  {
    var command = first
    while command != .quit, let event = terminal.nextEvent(until: realClock.now) {
      let place: Int
      switch command {
      case .step: place = position.index + 1
      case .seek(let index): place = min(max(0, index), viewer.count)
      case .quit: return .quit
      }
      guard
        let next = handle(
          event,
          at: ReplayViewer.Position(
            index: place, stack: position.stack, sessionTime: viewer.sessionTime(at: place)))
      else { continue }
      command = next == .step ? .seek(place + 1) : next
    }
    return command == .seek(position.index + 1) ? .step : command
  }

  private func anchor(session: Double) {
    anchorReal = realClock.now
    anchorSession = session
  }

  private func tooSmall(_ position: ReplayViewer.Position) -> Bool {
    !ReplayViewerScreen.fits(position.stack, in: terminal.size)
  }

  /// A key's command, or nil when it changed only the controls (or nothing).
  private func handle(_ event: BackendEvent, at position: ReplayViewer.Position) -> ReplayViewer.Command? {
    switch event {
    case .input(.key(let key)):
      let (wasPaused, speed, now) = (controls.paused, controls.speed, sessionNow(position))
      let command = controls.command(for: key, at: position.index, in: viewer)
      // Time stands still while paused; a new pace counts from here.
      if wasPaused != controls.paused || speed != controls.speed { anchor(session: now) }
      return command
    case .input(.resize), .repaint:
      anchor(session: sessionNow(position))
      show(position, force: true)
    case .terminate(let signal):
      quitSignal = signal
      return .quit
    case .suspended:
      terminal.suspend()
      anchor(session: sessionNow(position))
      show(position, force: true)
    default: break
    }
    return nil
  }

  /// Where the session is now, in session time (between two events while playing).
  private func sessionNow(_ position: ReplayViewer.Position) -> Double {
    let elapsed = controls.paused ? 0 : max(0, realClock.now - anchorReal) * controls.speed
    return min(anchorSession + elapsed, position.sessionTime)
  }

  /// The session's screen at the watcher's size (`ReplayViewerScreen`), the line of what the
  /// viewer found and the progress line at the bottom, or the "too small" notice.
  private func show(_ position: ReplayViewer.Position, force: Bool) {
    let screen = screen(position)
    terminal.present(screen.canvas, force: force)
  }

  private func screen(_ position: ReplayViewer.Position) -> ReplayViewerScreen {
    ReplayViewerScreen(
      position.stack, size: terminal.size, frame: &lastFrame,
      progress: controls.progress(at: position.index, in: viewer), notes: notes(at: position.index),
      spoken: speaks ? spokenStatus(position) : nil)
  }

  /// What the session's screen said at this place, and what the last key found.
  private func spokenStatus(_ position: ReplayViewer.Position) -> String? {
    guard let speech = position.stack.speech() else { return controls.note }
    let said = speech.status.isEmpty ? speech.look : speech.status
    return (controls.note.map { $0 + ". " } ?? "") + said
  }

  /// The line over the progress: what the last key found, the moves back's cost and the
  /// ending (the screen adds why it is drawn at the recorded size, when it is).
  private func notes(at index: Int) -> [String] {
    var parts: [String] = []
    if let note = controls.note { parts.append(note) }
    if let seek = viewer.lastSeek {
      parts.append("back: \(seek.events) events again in \(Int((seek.seconds * 1000).rounded())) ms")
    }
    if index >= viewer.count {
      switch viewer.ending {
      case .same: parts.append("final state matches the recording")
      case .differs: parts.append("final state DIFFERS from the recording")
      default: break
      }
    }
    return parts
  }
}
