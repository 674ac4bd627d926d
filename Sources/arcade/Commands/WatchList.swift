import ArcadeKit
import ArcadeSystem
import Leaderboard
import NcursesTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade watch` on the terminal: who is playing now (read again every second), ↑↓ and Enter
/// to follow one live (`LiveFollower`), q to leave. A watch that ends by the player (they
/// stopped sharing, quit, or their stream was refused) says so in one line over the list.
enum WatchList {
  static let nobody = "No one on this machine is playing with others allowed to watch (others_watch = yes)."

  /// "ada  zombies  since 09:20 UTC  2 watching".
  static func row(_ session: LiveSession) -> String {
    let since = session.name.since % 86_400
    let clock = "\(pad(since / 3600)):\(pad(since / 60 % 60)) UTC"
    let watching = session.watchers == 0 ? "no one watching" : "\(session.watchers) watching"
    return "\(session.player)  \(session.name.playing)  since \(clock)  \(watching)"
  }

  private static func pad(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

  /// Runs the list (following `name` at once when given); returns the exit code.
  static func run(shared: SharedDirectory, name: String?, options: PlayOptions) -> Int32 {
    let settings = SettingsLoader.load(options).settings
    let monochrome = options.noColor || !(Environment.value("NO_COLOR") ?? "").isEmpty
    let terminal: NcursesBackend
    do {
      terminal = try NcursesBackend(
        glyphs: TerminalGlyphs.pick(settings), monochrome: monochrome,
        theme: settings.theme.palette(on: AutoTheme.first(settings.theme, nil)), clock: MonotonicClock())
    } catch let error as TerminalError {
      FileHandleOutput.stderr(error.description)
      return 2
    } catch {
      return 2
    }
    var screen = Screen(
      shared: shared, terminal: terminal, screenReader: options.screenReader || settings.screenReader)
    let signal = screen.run(following: name)
    terminal.close()
    if let said = screen.lastWords { FileHandleOutput.stdoutLine(said) }
    return signal.map { 128 + $0 } ?? 0
  }

  /// The list on the screen.
  struct Screen {
    let shared: SharedDirectory
    let terminal: NcursesBackend
    let screenReader: Bool
    var sessions: [LiveSession] = []
    var skipped: [String] = []
    var selected = 0
    /// The last watch's end, said over the list.
    var news: String?
    /// Said on stdout after the terminal is restored (the last news).
    var lastWords: String?
    /// What q does: "quit" from `arcade watch`, "back" from the menu's f.
    let leaving: String

    init(shared: SharedDirectory, terminal: NcursesBackend, screenReader: Bool, fromMenu: Bool = false) {
      self.shared = shared
      self.terminal = terminal
      self.screenReader = screenReader
      leaving = fromMenu ? "back" : "quit"
    }

    mutating func run(following name: String?) -> Int32? {
      refresh()
      if let name {
        if let index = sessions.firstIndex(where: { $0.player == name }) {
          selected = index
          if let signal = follow(sessions[index]) { return signal }
        } else {
          news = "\(SafeText.shown(name, limit: 40)) is not playing with others allowed to watch now."
        }
      }
      let clock = terminal.clock
      var nextRefresh = clock.now + 1
      while true {
        draw(force: false)
        guard let event = terminal.nextEvent(until: nextRefresh) else {
          refresh()
          nextRefresh = clock.now + 1
          continue
        }
        switch event {
        case .input(.key(.up)), .input(.key(.char("k"))): selected = max(0, selected - 1)
        case .input(.key(.down)), .input(.key(.char("j"))):
          selected = min(max(0, sessions.count - 1), selected + 1)
        case .input(.key(.enter)), .input(.key(.char(" "))):
          guard sessions.indices.contains(selected) else { break }
          if let signal = follow(sessions[selected]) { return signal }
          refresh()
        case .input(.key(.char("q"))), .input(.key(.escape)): return nil
        case .input(.resize), .repaint: draw(force: true)
        case .terminate(let signal): return signal
        case .suspended:
          terminal.suspend()
          draw(force: true)
        default: break
        }
      }
    }

    mutating func refresh() {
      (sessions, skipped) = LiveSessions.list(in: shared, now: WallClock.secondsSince1970())
      selected = min(selected, max(0, sessions.count - 1))
    }

    /// Follows one; returns a signal that ended it.
    mutating func follow(_ session: LiveSession) -> Int32? {
      switch LiveStreamReader.open(session.name, in: shared.path) {
      case .failure(let refusal):
        news = "Cannot watch \(session.player): \(refusal.reason)."
        return nil
      case .success(let reader):
        let note = LiveWatchNote(
          following: session.name, in: shared, uid: getuid(), now: WallClock.secondsSince1970())
        let ending = LiveFollower(
          session: session, reader: reader, view: .screen(terminal, screenReader: screenReader), note: note
        ).run()
        news = ending.left ? nil : ending.reason + "."
        lastWords = news
        return ending.signal
      }
    }

    func draw(force: Bool) {
      var canvas = Canvas(size: terminal.size)
      _ = canvas.put("Watch: playing now on this machine", x: 2, y: 1, style: .title)
      var y = 3
      if sessions.isEmpty {
        for line in TextLayout.wrap(nobody, width: max(1, canvas.width - 4)) {
          _ = canvas.put(line, x: 2, y: y, limit: canvas.width - 2)
          y += 1
        }
      }
      for (index, session) in sessions.enumerated() where y < canvas.height - 4 {
        let marker = index == selected ? "> " : "  "
        _ = canvas.put(
          marker + row(session), x: 2, y: y, style: index == selected ? .selection : .normal,
          limit: canvas.width - 2)
        y += 1
      }
      if let news, canvas.height > 6 {
        _ = canvas.put(news, x: 2, y: canvas.height - 4, style: .warning, limit: canvas.width - 2)
      }
      if let first = skipped.first, canvas.height > 6 {
        _ = canvas.put(
          first, x: 2, y: canvas.height - 3, style: .muted, limit: canvas.width - 2)
      }
      _ = canvas.put(
        "↑↓ choose · Enter watch · q \(leaving) · a player shares in Settings", x: 2, y: canvas.height - 1,
        style: .muted, limit: canvas.width - 2)
      if screenReader, canvas.height > 6 {
        // What a reader says: the news, else the row chosen, on the line the cursor stands on.
        let said = news ?? (sessions.indices.contains(selected) ? row(sessions[selected]) : nobody)
        canvas.clear(Rect(x: 0, y: canvas.height - 2, width: canvas.width, height: 1))
        _ = canvas.put(said, x: 2, y: canvas.height - 2, limit: canvas.width - 2)
        canvas.cursor = Point(x: 2, y: canvas.height - 2)
      }
      terminal.present(canvas, force: force)
    }
  }
}
