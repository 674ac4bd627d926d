import ArcadeKit
import ArcadeSystem
import NcursesTerminal
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// The launcher's terminal: curses, or line mode's plain lines.
struct LaunchTerminal {
  let curses: NcursesBackend?
  let lines: LineBackend?
  let backend: TerminalBackend
  /// What the terminal answered of its background before the first frame (auto's theme).
  let early: BackgroundQuery.Early?
  /// The terminal's background as known at the first frame: auto's theme and every theme's
  /// variant (the Settings preview's too).
  let backdrop: Backdrop

  /// auto (and colour-blind) asks the terminal now, and reads its answer just before the first frame: the rest
  /// of start-up runs while the terminal answers (line mode, or no terminal: no question). A
  /// terminal curses would refuse is refused first: its answer would be echoed after the error.
  static func ask(_ global: PlayOptions, _ settings: PlayerSettings) throws(CommandExit) -> BackgroundQuery? {
    guard AutoTheme.asks(settings.theme) && !global.lines && isatty(0) == 1 && isatty(1) == 1 else {
      return nil
    }
    if let refusal = NcursesBackend.refusal() {
      FileHandleOutput.stderr(refusal.description)
      throw CommandExit(code: 2)
    }
    return BackgroundQuery.send()
  }

  /// Takes the terminal (curses, or line mode's lines) in the theme the settings ask for.
  static func open(
    _ global: PlayOptions, _ settings: PlayerSettings, query: BackgroundQuery?, clock: Clock,
    writer: ReplayWriter?
  ) throws(CommandExit) -> LaunchTerminal {
    // Not answered yet (a slow or silent terminal): the fallback now, the answer if it comes.
    let early = query?.collect()
    let backdrop = AutoTheme.first(settings.theme, early)
    if global.lines {
      let lines = LineBackend(clock: clock)
      return LaunchTerminal(curses: nil, lines: lines, backend: lines, early: early, backdrop: backdrop)
    }
    do {
      let curses = try NcursesBackend(
        glyphs: TerminalGlyphs.pick(settings), monochrome: false,
        theme: settings.theme.palette(on: backdrop), clock: clock)
      return LaunchTerminal(curses: curses, lines: nil, backend: curses, early: early, backdrop: backdrop)
    } catch let error as TerminalError {
      writer?.discard()  // the replay's temporary file goes now: the session never started
      // An answer still on its way (a slow terminal) is read unseen, not shown after the error.
      if case .pending = early { _ = query?.collect(within: 100) }
      FileHandleOutput.stderr(error.description)
      throw CommandExit(code: 2)
    } catch {
      FileHandleOutput.stderr("arcade: \(error)")
      throw CommandExit(code: 2)
    }
  }

  /// The stack's drawing: the terminal's (line mode draws nothing: its frames, digested by the
  /// replay, are in words-only ASCII), with the player's keys and motion.
  func options(_ settings: PlayerSettings) -> RenderOptions {
    var options = curses?.options ?? RenderOptions(ascii: true, monochrome: true)
    options.keys = PlayerKeys(settings)
    options.animations = settings.animations
    return options
  }
}
