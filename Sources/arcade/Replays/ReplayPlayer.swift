import ArcadeText
import ArcadeKit
import ArcadeScenes
import NcursesTerminal
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade replay FILE`: the recorded session plays again through the real `RunLoop` on a
/// manual clock (a `ManualBackend` of its events), while this player paces it on the real terminal: it
/// waits before each event until its time (scaled by the speed), reads the player's keys
/// meanwhile (Space pause, +/- speed, `.` one event while paused, q quit) and draws the
/// session's frames at the recorded size with a status line. Records go to a throwaway
/// directory: a replay never writes the player's records.
final class ReplayPlayer {
  private let replay: ReplayFile
  private let terminal: NcursesBackend
  private let realClock: MonotonicClock
  private var speed: Double
  private var paused = false
  private var quitSignal: Int32?
  private var quit = false
  /// Real time and session time at the last change of pace.
  private var anchorReal = 0.0
  private var anchorSession = 0.0
  private var sessionFrame: Canvas
  private var played = 0
  private var finished = false
  private var lastSessionTime: Double
  private var backend: ManualBackend?

  static let speeds: [Double] = [0.1, 0.25, 0.5, 1, 2, 4, 8, 16, 32, 64]

  init(replay: ReplayFile, speed: Double, terminal: NcursesBackend, clock: MonotonicClock) {
    self.replay = replay
    self.speed = speed
    self.terminal = terminal
    realClock = clock
    sessionFrame = Canvas(size: replay.header.size)
    lastSessionTime = replay.header.t0
  }

  /// Plays to the end (then shows the last screen until q) or until q; returns a signal
  /// that stopped it, if any.
  func run(stack: SceneStack, clock: ManualClock, afterFrame: @escaping () -> Bool) -> Int32? {
    let (backend, _) = ReplaySteps.backend(replay, clock: clock)
    self.backend = backend
    backend.beforeEvent = { [unowned self] index, time in self.waitFor(index, at: time) }
    backend.onPresent = { [unowned self] canvas in
      self.sessionFrame = canvas
      self.show(force: false)
    }
    anchor(session: replay.header.t0)
    show(force: true)
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    loop.afterFrame = afterFrame
    _ = loop.run()
    _ = afterFrame()
    finished = true
    played = replay.eventCount
    while !quit {
      show(force: false)
      handle(terminal.nextEvent(until: nil))
    }
    return quitSignal
  }

  private func anchor(session: Double) {
    anchorReal = realClock.now
    anchorSession = session
  }

  /// Blocks until event `index` is due, handling the player's keys; stops the replay on q.
  private func waitFor(_ index: Int, at target: Double) {
    played = index
    show(force: false)
    while !quit {
      if paused || tooSmall {
        let event = terminal.nextEvent(until: nil)
        if case .input(.key(.char("."))) = event, paused, !tooSmall {
          anchor(session: target)
          break
        }
        handle(event)
        continue
      }
      let due = anchorReal + (target - anchorSession) / speed
      if realClock.now >= due {
        // Behind (the events before took longer than their time): keys and signals still count.
        guard let event = terminal.nextEvent(until: realClock.now) else { break }
        handle(event)
        continue
      }
      guard let event = terminal.nextEvent(until: due) else { break }
      handle(event)
    }
    if quit {
      backend?.stop()
      return
    }
    lastSessionTime = target
    played = index + 1
  }

  private var tooSmall: Bool { !replay.header.size.fits(in: terminal.size) }

  private func handle(_ event: BackendEvent?) {
    let now = sessionNow
    switch event {
    case .input(.key(.char(" "))):
      paused.toggle()
      anchor(session: now)
    case .input(.key(.char("+"))), .input(.key(.char("="))):
      speed = Self.speeds.first { $0 > speed } ?? speed
      anchor(session: now)
    case .input(.key(.char("-"))):
      speed = Self.speeds.last { $0 < speed } ?? speed
      anchor(session: now)
    case .input(.key(.char("q"))), .input(.key(.escape)):
      quit = true
    case .input(.resize), .repaint:
      anchor(session: now)  // time stood still while it did not fit
      show(force: true)
      return
    case .terminate(let signal):
      quitSignal = signal
      quit = true
    case .suspended:
      terminal.suspend()
      anchor(session: now)
      show(force: true)
      return
    default:
      break
    }
    show(force: false)
  }

  /// Where the session is now, in session time (between two events while playing).
  private var sessionNow: Double {
    if paused || tooSmall || finished { return max(anchorSession, lastSessionTime) }
    return anchorSession + (realClock.now - anchorReal) * speed
  }

  /// The session's frame at its recorded size, a status line under it (over its last row when
  /// the terminal has no row to spare), or the "too small" notice.
  private func show(force: Bool) {
    let size = terminal.size
    var canvas = Canvas(size: size)
    let need = replay.header.size
    if !need.fits(in: size) {
      TooSmallNotice.render(into: &canvas, need: need, note: "The replay is paused until it fits.")
      terminal.present(canvas, force: force)
      return
    }
    for y in 0..<min(need.height, sessionFrame.height) {
      for x in 0..<min(need.width, sessionFrame.width) where !sessionFrame[x, y].isContinuation {
        let cell = sessionFrame[x, y]
        canvas.put(cell.text, x: x, y: y, style: cell.style)
      }
    }
    let row = size.height > need.height ? need.height : size.height - 1
    canvas.clear(Rect(x: 0, y: row, width: size.width, height: 1), style: .selection)
    canvas.put(statusLine, x: 0, y: row, style: .selection)
    terminal.present(canvas, force: force)
  }

  private var statusLine: String {
    let total = replay.eventCount
    let start = replay.header.t0
    let end = replay.lastEventTime ?? start
    let time = finished ? end - start : min(max(0, lastSessionTime - start), end - start)
    // Short enough for 80 columns in every state; each key named once.
    let keys =
      finished
      ? "end  q quit" : paused ? "paused  Space play  . step  q quit" : "Space pause  +/- speed  q quit"
    let speedText = speed == speed.rounded() ? String(Int(speed)) : String(speed)
    return
      " replay  event \(played)/\(total)  \(Self.clock(time)) / \(Self.clock(end - start))  ×\(speedText)  \(keys) "
  }

  static func clock(_ seconds: Double) -> String { ClockText.tenths(seconds) }
}
