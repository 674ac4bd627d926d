import ArcadeKit
import ArcadeSystem
import Leaderboard
import NcursesTerminal
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// Follows a live stream read-only: the player's session made again from the stream's header
/// (`ReplaySessionMaker`, as `arcade replay` makes one) and driven through the real `RunLoop`
/// on a manual clock, fed each event line as it arrives. The loop's backend asks `next()` for
/// its next step; that waits, a slice at a time, on the watcher's keys and on the stream (read
/// without blocking: `LiveStreamReader`), so the screen always answers. Space pauses (the
/// stream is still read meanwhile) and resuming plays what came at once: live again.
final class LiveFollower {
  /// How the watch ended: why (in a few words) and a signal that ended it, if any.
  struct Ending {
    let reason: String
    let signal: Int32?
    /// The watcher left (q): nothing to say.
    let left: Bool
  }

  /// A view of the session: the terminal's screen, or line mode's sentences.
  enum View {
    case screen(NcursesBackend, screenReader: Bool)
    case lines(output: (String) -> Void)
  }

  private let session: LiveSession
  private let reader: LiveStreamReader
  private let view: View
  private let note: LiveWatchNote?
  private var queue: [[UInt8]] = []
  private var check: ReplayLineCheck?
  private var ended: String?
  private var paused = false
  private var ending: Ending?
  private var speaker = LineSpeaker()
  private var stack: SceneStack?
  private var lastFrame: Canvas?
  /// The screen shows the session as it stands (nothing played or changed since it was drawn).
  private var drawn = false
  /// Every line read so far, the header first (at most the stream's bound): `r` opens them in
  /// the replay viewer.
  private var received: [UInt8] = []
  /// How long one wait lasts before the stream is read again (seconds).
  static let slice = 0.1

  init(session: LiveSession, reader: LiveStreamReader, view: View, note: LiveWatchNote?) {
    self.session = session
    self.reader = reader
    self.view = view
    self.note = note
  }

  /// Follows until the stream ends or the watcher leaves.
  func run() -> Ending {
    defer { note?.remove() }
    guard let header = waitForHeader() else {
      return ending ?? Ending(reason: "\(session.player) stopped sharing", signal: nil, left: false)
    }
    let made: ReplaySessionMaker
    switch ReplayLineCheck.header(header, name: session.name.description) {
    case .failure(let error):
      return Ending(
        reason: "\(session.player)'s stream is refused: \(error.reason)", signal: nil, left: false)
    case .success(let file):
      // A live stream is a session of free play, by the uid that owns it: never a daily's
      // attempt (its own format), never a soak's.
      guard file.attempt == nil, file.header.root != "soak", file.header.uid == session.name.uid else {
        return Ending(
          reason: "\(session.player)'s stream is refused: not a live session of theirs", signal: nil,
          left: false)
      }
      do {
        made = try ReplaySessionMaker(replay: file, name: session.name.description)
      } catch {
        return Ending(
          reason: "\(session.player)'s stream is refused: \(error.reason)", signal: nil, left: false)
      }
      check = ReplayLineCheck(header: file.header, name: session.name.description)
    }
    defer { made.directory.remove() }
    let (stack, clock, env) = made.make()
    if case .screen(let terminal, _) = view, !made.replay.header.ascii {
      stack.options.glyphs = terminal.options.glyphs
    }
    self.stack = stack
    let backend = ManualBackend(size: made.replay.header.size, clock: clock) { [unowned self] in self.next() }
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    loop.drawsFrames = false
    loop.afterFrame = { env.runPendingEffects() }
    _ = loop.run()
    return ending ?? Ending(reason: "\(session.player) stopped sharing", signal: nil, left: false)
  }

  /// The first line, waited for a few seconds at most.
  private func waitForHeader() -> [UInt8]? {
    let give = WallClock.secondsSince1970() + 5
    while WallClock.secondsSince1970() < give {
      readStream()
      if !queue.isEmpty { return queue.removeFirst() }
      if let ended {
        ending = Ending(reason: Self.said(ended, by: session.player), signal: nil, left: false)
        return nil
      }
      if !wait(seconds: Self.slice) { return nil }
    }
    ending = Ending(reason: "\(session.player)'s stream has no header yet", signal: nil, left: false)
    return nil
  }

  /// The loop's next step: the next event of the stream (at once when it is there and the
  /// watcher is not paused), or nil when the watch is over.
  private func next() -> ManualBackend.Step? {
    while true {
      if ending != nil { return nil }
      if !paused, !queue.isEmpty {
        let bytes = queue.removeFirst()
        switch check?.check(bytes) {
        case .success(let line?):
          drawn = false
          return ReplaySteps.step(line)
        case .success(nil), nil:
          ending = Ending(reason: "\(session.player) stopped sharing", signal: nil, left: false)
          return nil
        case .failure(let error):
          ending = Ending(
            reason: "\(session.player)'s stream is refused: \(error.reason)", signal: nil, left: false)
          return nil
        }
      }
      if queue.isEmpty, let ended {
        ending = Ending(reason: Self.said(ended, by: session.player), signal: nil, left: false)
        return nil
      }
      // Behind the stream (a backlog, a resume): the next slice at once, the keys still read.
      if !paused, !reader.caughtUp {
        guard wait(seconds: 0) else { return nil }
        readStream()
        continue
      }
      // Caught up (or paused): show the session as it stands, then wait a slice.
      if !drawn { show(force: false) }
      guard wait(seconds: Self.slice) else { return nil }
      readStream()
    }
  }

  /// Reads what the stream has; refreshes the watcher's note.
  private func readStream() {
    let now = WallClock.secondsSince1970()
    note?.refresh(now: now)
    guard ended == nil else { return }
    switch reader.poll(now: now) {
    case .lines(let lines):
      queue += lines
      for line in lines { received += line + [UInt8(ascii: "\n")] }
      if paused, !lines.isEmpty { drawn = false }  // "N events behind" grew
    case .ended(let reason): ended = reason
    }
  }

  /// "NAME stopped sharing" (the stream's own reason when it was refused).
  static func said(_ reason: String, by player: String) -> String {
    reason.hasPrefix("stopped sharing") ? "\(player) \(reason)" : "\(player)'s stream ended: \(reason)"
  }

  /// Waits up to `seconds` for the watcher's keys; false when the watch is over (q, a signal).
  private func wait(seconds: Double) -> Bool {
    switch view {
    case .lines: return waitForLine(seconds: seconds)
    case .screen(let terminal, _):
      let clock = terminal.clock
      let until = clock.now + seconds
      while let event = terminal.nextEvent(until: until) {
        switch event {
        case .input(.key(.char(" "))), .input(.key(.char("p"))):
          paused.toggle()
          show(force: false)
        case .input(.key(.char("q"))), .input(.key(.escape)):
          ending = Ending(reason: "", signal: nil, left: true)
          return false
        case .input(.key(.char("r"))):
          if let signal = rewind(on: terminal) {
            ending = Ending(reason: "", signal: signal, left: true)
            return false
          }
        case .input(.resize), .repaint: show(force: true)
        case .terminate(let signal):
          ending = Ending(reason: "", signal: signal, left: true)
          return false
        case .suspended:
          terminal.suspend()
          show(force: true)
        default: break
        }
        if clock.now >= until { break }
      }
      return true
    }
  }

  /// Line mode: a line on stdin ("q" leaves, "p" pauses and resumes), waited for `seconds`.
  private func waitForLine(seconds: Double) -> Bool {
    speak()
    var fds = pollfd(fd: 0, events: Int16(POLLIN), revents: 0)
    guard poll(&fds, 1, Int32(seconds * 1000)) > 0 else { return true }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = read(0, &buffer, buffer.count)
    guard count > 0 else {
      ending = Ending(reason: "", signal: nil, left: true)
      return false
    }
    let words = String(decoding: buffer[0..<count], as: UTF8.self).split(separator: "\n").map {
      $0.trimmingCharacters()
    }
    for word in words {
      if word == "q" || word == "quit" {
        ending = Ending(reason: "", signal: nil, left: true)
        return false
      }
      if word == "p" || word == "pause" {
        paused.toggle()
        lineOutput?(paused ? "Paused." : "Live again.")
      }
    }
    return true
  }

  /// `r`: the session so far in the replay viewer, from its start, with all its keys (seek,
  /// step, marks, speed); q there is the live session again, caught up at once. Returns a
  /// signal that arrived meanwhile.
  private func rewind(on terminal: NcursesBackend) -> Int32? {
    let bytes = received + Array("{\"e\":\"end\"}\n".utf8)
    guard let file = try? ReplayFile.parse(bytes, name: session.name.description),
      let made = try? ReplaySessionMaker(replay: file, name: session.name.description)
    else { return nil }
    defer { made.directory.remove() }
    let glyphs = file.header.ascii ? nil : terminal.options.glyphs
    let player = ReplayPlayer(
      viewer: made.viewer(glyphs: glyphs), speed: 1, terminal: terminal,
      clock: terminal.clock)
    if case .screen(_, let screenReader) = view { player.speaks = screenReader }
    let signal = player.run()
    drawn = false
    show(force: true)
    return signal
  }

  private var lineOutput: ((String) -> Void)? {
    if case .lines(let output) = view { return output }
    return nil
  }

  /// Line mode: what the watched screen says that is new.
  private func speak() {
    guard let output = lineOutput, let stack else { return }
    if Self.showsDaily(stack) { return }
    for line in speaker.lines(for: stack, answering: nil) { output(line) }
  }

  /// A daily's screen is never shown live (the player's arcade stops writing after its frame).
  static func showsDaily(_ stack: SceneStack) -> Bool { LiveShare.isPrivate(stack) }

  /// The session's screen at the player's size, with the live line under it; on a terminal
  /// too small for that, laid out again for the watcher's (as the replay viewer does), unless a
  /// scene needs the player's size (the maze's detail view).
  private func show(force: Bool) {
    guard case .screen(let terminal, let screenReader) = view, let stack else { return }
    drawn = true
    let size = terminal.size
    var canvas = Canvas(size: size)
    let area = Size(width: size.width, height: max(0, size.height - 1))
    let own = stack.size.fits(in: size)
    let relaid = !own && stack.recordedSizeReason == nil && stack.requiredSize.fits(in: area)
    if screenReader, !own, !relaid {
      // Words need no room: the live line and what the player's screen says, whatever its size.
      canvas.clear(Rect(x: 0, y: 0, width: size.width, height: 1), style: .selection)
      _ = canvas.put(" " + statusLine, x: 0, y: 0, style: .selection, limit: size.width)
      let said =
        Self.showsDaily(stack)
        ? "\(session.player) opened a daily: a daily is never shown live."
        : stack.speech().map { $0.status.isEmpty ? $0.look : $0.status } ?? ""
      for (offset, line) in TextLayout.wrap(said, width: max(1, size.width - 2)).prefix(size.height - 2)
        .enumerated()
      {
        _ = canvas.put(line, x: 1, y: 1 + offset, limit: size.width - 1)
      }
      canvas.cursor = Point(x: 1, y: 1)
      terminal.present(canvas, force: force)
      return
    }
    if !own, !relaid {
      let need = stack.recordedSizeReason == nil ? stack.requiredSize : stack.size
      TooSmallNotice.render(into: &canvas, need: need, note: "Still following \(session.player) meanwhile.")
      terminal.present(canvas, force: force)
      return
    }
    var drawnSize = own ? stack.size : area
    if Self.showsDaily(stack) {
      canvas.put(
        "\(session.player) opened a daily: a daily is never shown live.", x: 2, y: 1, style: .warning)
    } else {
      if !stack.scenes.isEmpty { lastFrame = own ? stack.render() : stack.render(at: area) }
      let frame = lastFrame ?? Canvas(size: drawnSize)
      drawnSize = frame.size
      for y in 0..<min(frame.height, size.height) {
        for x in 0..<min(frame.width, size.width) where !frame[x, y].isContinuation {
          canvas.put(frame[x, y].text, x: x, y: y, style: frame[x, y].style)
        }
      }
    }
    let row = size.height > drawnSize.height ? drawnSize.height : size.height - 1
    canvas.clear(Rect(x: 0, y: row, width: size.width, height: 1), style: .selection)
    _ = canvas.put(" " + statusLine, x: 0, y: row, style: .selection, limit: size.width)
    if screenReader, row + 1 < size.height, let speech = stack.speech() {
      let said = speech.status.isEmpty ? speech.look : speech.status
      _ = canvas.put(said, x: 1, y: row + 1, limit: size.width - 1)
      canvas.cursor = Point(x: 1, y: row + 1)
    }
    terminal.present(canvas, force: force)
  }

  private var statusLine: String {
    let state = paused ? "paused, \(queue.count) events behind" : "live"
    let playing = stack.map { LiveStreamName.word($0.scenes.dropFirst().first?.info.title ?? "menu") }
    return
      "\(state) · \(session.player) · \(playing ?? session.name.playing) · Space pause · r from the start · q back"
  }
}

extension Substring {
  fileprivate func trimmingCharacters() -> String {
    String(self.drop { $0 == " " || $0 == "\r" }.reversed().drop { $0 == " " || $0 == "\r" }.reversed())
  }
}
