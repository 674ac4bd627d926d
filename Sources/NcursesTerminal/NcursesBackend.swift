import ArcadeGlyphs
import ArcadeKit
import CNcurses
import CTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The one place that talks to ncurses: it starts and restores the terminal, draws canvases
/// and turns `wget_wch` into events. It blocks in `poll` on stdin and a self-pipe, so a still
/// screen costs no wakeups and a signal wakes it through the pipe.
public final class NcursesBackend: TerminalBackend {
  public let options: RenderOptions
  /// The clock deadlines given to `nextEvent(until:)` are read on.
  public let clock: Clock
  private var theme: Theme
  /// The last frame shown: repainted in a new theme (`setTheme`).
  private var shown: Canvas?
  /// False in a locale that is not UTF-8: nothing but ASCII is sent (the Settings test card,
  /// which the stack leaves unfolded, is folded here).
  private var unicodeLocale = true
  private var screen: OpaquePointer?
  private var log: StderrLog?
  private var isOpen = false
  /// Mouse reports that arrived together with the one already returned.
  private var pendingMice: [MouseEvent] = []
  /// The last ask for a key found none: curses holds none (`nextEvent`).
  private var inputDrained = false
  /// Takes the terminal's late answers out of the keys.
  private var replies = ReplyFilter()
  /// What `wget_wch` returned (its kind and code), waiting its turn: the keys the reply filter
  /// released together.
  private var pendingInput: [(Int32, UInt32)] = []
  /// Called with each OSC answer that arrived among the keys (the `auto` theme's question
  /// answered after the first frame), `ESC ] … BEL` as the terminal sent it.
  public var onAnswer: (([UInt8]) -> Void)?
  /// TEST ONLY: `ARCADE_TEST_TRAP_KEY=<one character>` makes that key hit a real Swift trap
  /// (an arithmetic overflow), so the e2e tests can check the crash path: terminal restored
  /// and a report on stderr. Unset, nothing changes.
  private let trapKey: UInt32? = getenv("ARCADE_TEST_TRAP_KEY").flatMap {
    String(cString: $0).unicodeScalars.first?.value
  }
  private var trapSink = 0

  /// Why `init` would refuse, found without touching the terminal: stdin or stdout not a TTY,
  /// TERM unknown or without cursor addressing. The launcher asks before it sends the terminal
  /// a question (the auto theme's), whose answer would otherwise be echoed after a refusal.
  public static func refusal() -> TerminalError? {
    guard isatty(0) == 1, isatty(1) == 1 else { return .notATerminal }
    // The character set is all curses needs (wide characters, UTF-8 or not); the other
    // categories would only load ten more locale files at every start.
    setlocale(LC_CTYPE, "")
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    guard !term.isEmpty else { return .unknownTerminal(term) }
    // The size comes from the terminal itself (TIOCGWINSZ), never from LINES/COLUMNS: a stale
    // or hostile LINES=COLUMNS=3000 would cost ncurses ~1 GB and draw garbage. Without them
    // ncurses asks the kernel. (use_env(false) would fall back to terminfo's fixed 80×24, and
    // with use_tioctl(true) ncurses 6.4 still misses resizes: checked in tmux.)
    unsetenv("LINES")
    unsetenv("COLUMNS")
    var status: Int32 = 0
    guard setupterm(term, 1, &status) == OK else { return .unknownTerminal(term) }
    // `dumb` and its kind know no cursor addressing: curses would draw every row in one line.
    guard arcade_has_cursor_addressing() != 0 else { return .noCursorAddressing(term) }
    return nil
  }

  /// Starts curses. Refuses (before touching the terminal) when stdin/stdout is not a TTY
  /// or TERM is unknown. `theme` is drawn in colour unless `monochrome` (NO_COLOR, --no-color).
  public init(
    glyphs: GlyphSet, monochrome: Bool, theme: ThemePalette = ThemePalette(name: .dark), clock: Clock
  ) throws {
    if let refusal = Self.refusal() { throw refusal }
    let term = getenv("TERM").map { String(cString: $0) } ?? ""
    // refusal() only checked terminfo; newterm below makes the real screen.
    self.clock = clock
    guard arcade_install_signal_handlers() == 0 else { throw TerminalError.cannotStart("no pipe") }
    arcade_save_termios()
    if getenv("ESCDELAY") == nil { set_escdelay(25) }
    screen = arcade_newterm()
    guard screen != nil else { throw TerminalError.unknownTerminal(term) }
    arcade_wake_on_resize()
    isOpen = true
    let palette = monochrome ? ThemePalette(name: .mono, on: theme.backdrop) : theme
    var options = RenderOptions(monochrome: !palette.usesColour)
    unicodeLocale = arcade_locale_is_utf8() != 0
    options.glyphs = unicodeLocale ? glyphs : .ascii
    self.options = options
    self.theme = Theme.pick(palette: palette)
    let startSize = Size(width: Int(arcade_cols()), height: Int(arcade_lines()))
    guard startSize.fits(in: Self.largestSize) else {
      close()
      throw TerminalError.absurdSize(startSize, limit: Self.largestSize)
    }
    // The first refresh clears the screen and draws it whole anyway; saying so before the
    // colours are set up spares ncurses a pass over every cell of the screen it keeps (it
    // marks the cells of a pair whose colours change, here pair 0 going to the terminal's
    // default colours) unless that screen is to be cleared.
    clearok(arcade_curscr(), true)
    self.theme.install()
    Self.setBlank(pair: self.theme.blankPair)
    cbreak()
    noecho()
    nonl()
    keypad(arcade_stdscr(), true)
    curs_set(0)
    mousemask(arcade_mouse_mask(), nil)
    mouseinterval(0)
    // ncurses 6.4 flushes its output at every cursor move until its screen has once been
    // left and resumed (endwin, then a refresh): until then a frame went out as a write per
    // changed line, each a wakeup of the terminal. Left and resumed here, before anything is
    // drawn, a frame is one write (the bytes are the same).
    endwin()
    refresh()
    Self.saveResetSequence()
    log = StderrLog()
    if let log { arcade_set_stderr_log(log.logFd, log.realStderr) }
    arcade_install_crash_handlers("arcade")
  }

  /// Saves, for the crash trap, the bytes that undo what curses did: mouse off, attributes
  /// off, cursor on, leave the alternate screen (from terminfo, after setupterm).
  private static func saveResetSequence() {
    arcade_clear_reset_sequence()
    arcade_append_reset_sequence("\u{1b}[?1000l\u{1b}[?1002l\u{1b}[?1003l\u{1b}[?1006l\u{1b}[?1015l")
    for capability in ["sgr0", "cnorm", "rmcup", "rmkx"] {
      arcade_append_reset_sequence(tigetstr(capability))
    }
    arcade_append_reset_sequence("\r\n")
  }

  /// Erased cells take `pair` (the pair of text in the terminal's own colours), so blanks
  /// between words cost no colour change.
  private static func setBlank(pair: Int16) {
    var blank = cchar_t()
    let space: [wchar_t] = [wchar_t(bitPattern: 0x20), 0]
    guard setcchar(&blank, space, arcade_a_normal(), pair, nil) == OK else { return }
    wbkgrndset(arcade_stdscr(), &blank)
  }

  /// The largest terminal drawn. A bigger one at start is refused with an error; one that
  /// grows beyond it later is drawn in its top-left corner (a frame is width × height cells).
  public static let largestSize = Size(width: 1000, height: 500)

  public var size: Size {
    Size(
      width: min(Int(arcade_cols()), Self.largestSize.width),
      height: min(Int(arcade_lines()), Self.largestSize.height))
  }

  /// A few words drawn over every frame's top-right corner, outside the session's own screen
  /// (its replay's digests never see them): "2 watching" while others watch the player.
  public var badge: () -> String? = { nil }
  /// A key the launcher takes before the session sees it (^W stops live sharing while it is on).
  public var takesKey: (Key) -> Bool = { _ in false }
  /// Screen-reader mode: the badge's news in words ("1 watching you."), said on the top row
  /// with the cursor there when it changes, until the next key (`Badges.spoken`); nil otherwise.
  public var spokenBadge: () -> String? = { nil }
  /// The last frame presented before its badge, and the badges drawn on it.
  private var unbadged: Canvas?
  private var badgeDrawn: String?
  private var spokenBadgeDrawn: String?
  /// The spoken badge's words shown until the next key.
  private var spokenBadgeNews: String?

  /// Someone began or stopped watching since the frame was drawn: it is drawn again, badged anew.
  private var badgesChanged: Bool { badge() != badgeDrawn || spokenBadge() != spokenBadgeDrawn }

  public func present(_ canvas: Canvas, force: Bool) {
    guard isOpen else { return }
    var canvas = unicodeLocale ? canvas : canvas.foldedToASCII()
    unbadged = canvas
    let words = spokenBadge()
    if words != spokenBadgeDrawn {
      spokenBadgeDrawn = words
      spokenBadgeNews = words
    }
    if let news = spokenBadgeNews { Badges.spoken(news, on: &canvas) }
    badgeDrawn = badge()
    // The spoken news says what the corner would, and the corner would cut it.
    if let badge = badgeDrawn, spokenBadgeNews == nil { Badges.corner(badge, on: &canvas) }
    let last = shown
    shown = canvas
    Self.paint(canvas, force: force, theme: theme, over: last)
  }

  /// Draws in `palette`'s colours from now on, the screen shown repainted at once (the Settings
  /// screen's preview): the colour pairs are set up again, as at start.
  public func setTheme(_ palette: ThemePalette) {
    guard isOpen else { return }
    theme = Theme.pick(palette: palette)
    theme.install()
    Self.setBlank(pair: theme.blankPair)
    if let shown { Self.paint(shown, force: true, theme: theme) }
  }

  /// Draws a canvas on the current curses screen: this terminal, or a cast's screen in memory.
  /// `last`: the canvas the window holds (painted by the last call), if known. Only what
  /// differs from it is written, and the window ends as a whole repaint leaves it: in a row of
  /// narrow single-scalar cells, each cell that changed (a blank of the terminal's own style
  /// written as the window's background, as an erase leaves it); in any other row that changed
  /// (a wide glyph or a cluster there, now or before), the row erased and written again. A wake
  /// that turns the spinner writes the spinner, not its row.
  static func paint(_ canvas: Canvas, force: Bool, theme: Theme, over last: Canvas? = nil) {
    let window = arcade_stdscr()
    // The cursor is hidden: leave it where the last write ended instead of moving it back to
    // the window's cursor (the footer) after every update. In screen-reader mode the canvas
    // says where it stands, shown, so a reader that follows it speaks the news.
    leaveok(window, canvas.cursor == nil)
    if force { clearok(arcade_curscr(), true) }
    let held = force ? nil : last.flatMap { $0.size == canvas.size ? $0.cells : nil }
    if held == nil { werase(window) }
    var writer = CellWriter(window: window, theme: theme)
    // The cells row by row, straight from the array: a full screen is thousands of cells and
    // the checked subscript (a call each) cost a sixth of painting the first screen.
    let cells = canvas.cells
    let width = canvas.width
    for y in 0..<canvas.height {
      let row = y * width..<(y + 1) * width
      if let held {
        let before = held[row]
        let now = cells[row]
        if Canvas.same(before, now) { continue }
        if Self.isNarrow(before) && Self.isNarrow(now) {
          Canvas.forEachDifference(before, now) { x in
            writer.put(now[row.lowerBound + x], y: y, x: x, overwriting: true)
          }
          continue
        }
        wmove(window, Int32(y), 0)
        wclrtoeol(window)
      }
      for x in 0..<width { writer.put(cells[row.lowerBound + x], y: y, x: x, overwriting: false) }
    }
    if let cursor = canvas.cursor {
      wmove(window, Int32(cursor.y), Int32(cursor.x))
      curs_set(1)
    } else {
      curs_set(0)
    }
    wnoutrefresh(window)
    doupdate()
  }

  /// Every cell of the row is one narrow scalar, none the half of a wide glyph: writing one
  /// of them touches no other.
  private static func isNarrow(_ cells: ArraySlice<Cell>) -> Bool {
    cells.withUnsafeBufferPointer { cells in
      for cell in cells {
        guard !cell.isContinuation, let scalar = cell.scalar,
          GlyphWidth.isPlainNarrow(scalar) || GlyphWidth.of(scalar) == 1
        else { return false }
      }
      return true
    }
  }

  /// Writes cells into the window for `paint`.
  private struct CellWriter {
    let window: UnsafeMutablePointer<WINDOW>?
    let theme: Theme
    var wide: [wchar_t] = []
    let normal = Style.normal

    init(window: UnsafeMutablePointer<WINDOW>?, theme: Theme) {
      self.window = window
      self.theme = theme
      wide.reserveCapacity(8)
    }

    /// Writes `cell` at (x, y). A blank in the terminal's own style is the window's
    /// background: on an erased row it is there already; `overwriting` another cell, it is
    /// written as the erase writes it (a blank of no attributes and no pair is drawn as the
    /// background, attributes and pair included).
    mutating func put(_ cell: Cell, y: Int, x: Int, overwriting: Bool) {
      if cell.isContinuation { return }
      let scalar = cell.scalar
      if cell.style == normal && scalar == " " {
        guard overwriting else { return }
        _ = arcade_put_cell(window, Int32(y), Int32(x), Self.space, arcade_a_normal(), 0)
        return
      }
      wide.removeAll(keepingCapacity: true)
      if let scalar {
        wide.append(wchar_t(bitPattern: scalar.value))
      } else {
        for scalar in cell.text.unicodeScalars { wide.append(wchar_t(bitPattern: scalar.value)) }
      }
      wide.append(0)
      let (attrs, pair) = theme.attributes(for: cell.style)
      _ = arcade_put_cell(window, Int32(y), Int32(x), wide, attrs, pair)
    }

    private static let space: [wchar_t] = [wchar_t(bitPattern: 0x20), 0]
  }

  public func nextEvent(until deadline: Double?) -> BackendEvent? {
    // Curses is asked for a key (a read of the terminal, one system call) only when one may
    // be there: not while the last ask found none and `poll` has said nothing arrived since
    // (it returns at once when something did). A deadline already passed when called asks
    // first, as before: a key that came meanwhile is still taken before the timer.
    var mayHaveInput = !inputDrained
    var polled = false
    while true {
      if let event = pendingSignalEvent() { return event }
      if !pendingMice.isEmpty { return .input(.mouse(pendingMice.removeFirst())) }
      let now = clock.now
      let due = deadline.map { $0 <= now } ?? false
      if mayHaveInput || (due && !polled), let event = readKey() {
        if case .input(.key(let key)) = event, takesKey(key) {
          if let unbadged, badgesChanged { present(unbadged, force: false) }
          mayHaveInput = true
          continue  // taken outside the session: never recorded, never the scenes'
        }
        if case .input(.key) = event { spokenBadgeNews = nil }  // said until the next key
        return event
      }
      if due { return nil }
      let timeout = deadline.map { Int32(min(3_600_000, max(0, ($0 - now) * 1000).rounded(.up))) } ?? -1
      var input: Int32 = 0
      var signalled: Int32 = 0
      // The signal handlers write to a pipe: a signal that lands just before poll still wakes it.
      let ready = arcade_poll_input(timeout, 1, &input, &signalled)
      // A timeout: nothing arrived (the loop checks the deadline); else input, a signal or EINTR.
      mayHaveInput = ready != 0
      polled = true
      if ready <= 0 { continue }
      if signalled != 0 {
        arcade_drain_signal_pipe()
        continue  // the top of the loop takes the signal
      }
      if input & Int32(POLLHUP | POLLERR | POLLNVAL) != 0 { return .terminate(signal: SIGHUP) }
    }
  }

  public func suspend() {
    guard isOpen else { return }
    endwin()
    arcade_stop_self()
    // Back from `fg`: curses picks up the terminal again; the caller repaints everything.
    refresh()
  }

  /// Where a crash leaves the session's replay: `descriptor` is the replay being written
  /// (`--record`), or -1 with `memory` (the lines so far, valid until the next call) that the
  /// trap writes to `path`. The trap ends it with a crash line and prints the path.
  public func setCrashReplay(descriptor: Int32, path: String, memory: UnsafeRawBufferPointer? = nil) {
    arcade_set_crash_replay(
      descriptor, path, memory?.baseAddress?.assumingMemoryBound(to: CChar.self), memory?.count ?? 0)
  }

  /// The in-memory replay moved or grew.
  public func setCrashReplayMemory(_ memory: UnsafeRawBufferPointer) {
    arcade_set_crash_replay_memory(memory.baseAddress?.assumingMemoryBound(to: CChar.self), memory.count)
  }

  /// Leaves curses and puts the terminal back as it was; prints what went to stderr meanwhile.
  public func close() {
    guard isOpen else { return }
    isOpen = false
    mousemask(0, nil)
    endwin()
    arcade_leave_without_alternate_screen()
    if let screen { delscreen(screen) }
    screen = nil
    arcade_restore_termios()
    arcade_set_stderr_log(-1, -1)
    arcade_set_crash_replay(-1, nil, nil, 0)
    log?.finish()
    log = nil
  }

  deinit { close() }

  // MARK: - input

  private func pendingSignalEvent() -> BackendEvent? {
    let signal = arcade_take_signal()
    if signal != 0 { return .terminate(signal: signal) }
    if arcade_take_suspend() != 0 { return .suspended }
    if arcade_take_wake() != 0 {
      // The badge changed (someone began or stopped watching): the same frame, badged anew.
      if let unbadged, badgesChanged { present(unbadged, force: false) }
      return .woken
    }
    return nil
  }

  /// Rings the terminal's bell (`visual`: flashes its screen instead; a terminal that cannot
  /// do the one asked does the other, or nothing).
  public func ring(visual: Bool) {
    if visual { _ = CNcurses.flash() } else { _ = CNcurses.beep() }
  }

  /// Wakes the loop from another thread: its effects run after the next frame.
  public static func wakeLoop() { arcade_wake_loop() }

  /// One key (or resize or mouse report) if curses has one ready, without waiting. The
  /// terminal's answers among the keys are taken out (`ReplyFilter`) and handed to `onAnswer`.
  private func readKey() -> BackendEvent? {
    let window = arcade_stdscr()
    wtimeout(window, 0)
    inputDrained = false
    while true {
      if !pendingInput.isEmpty {
        let (kind, code) = pendingInput.removeFirst()
        if let event = decode(kind: kind, code: code) { return event }
        continue
      }
      var code: wint_t = 0
      let kind = wget_wch(window, &code)
      if kind == ERR {
        let released = replies.drained()
        if released.isEmpty {
          inputDrained = true
          return nil
        }
        queue(released)
      } else if kind == OK {
        queue(replies.take(UInt32(code), at: clock.now))
      } else {
        queue(replies.drained())  // a lone ESC held before a function key was the player's
        pendingInput.append((kind, UInt32(code)))
      }
    }
  }

  /// The filter's keys join the queue; its answers go to `onAnswer` at once.
  private func queue(_ items: [ReplyFilter.Item]) {
    for item in items {
      switch item {
      case .key(let code): pendingInput.append((OK, code))
      case .reply(let bytes): onAnswer?(bytes)
      }
    }
  }

  /// Feeds the filter what was read of the terminal's answers before curses started (the start
  /// of an answer whose rest arrives among the keys). Keys typed before start-up are dropped.
  public func continueAnswers(_ bytes: [UInt8]) {
    for byte in bytes { _ = replies.take(UInt32(byte), at: clock.now) }
  }

  private func decode(kind: Int32, code: UInt32) -> BackendEvent? {
    if kind == OK, let trapKey, code == trapKey { trapSink = Self.overflow(by: Int(code)) }
    switch KeyDecoder.decode(kind: kind, code: code) {
    case .key(let key): return .input(.key(key))
    case .repaint: return .repaint
    case .resize: return .input(.resize(size))
    case .mouse: return readMouse().map { .input(.mouse($0)) }
    case nil: return nil
    }
  }

  /// Int.max + n: traps (the test-only crash of `trapKey`).
  @inline(never) private static func overflow(by n: Int) -> Int { Int.max - 1 + n }

  /// The next mouse report; several can arrive in one read, so the rest wait in `pendingMice`.
  private func readMouse() -> MouseEvent? {
    var event = MEVENT()
    while getmouse(&event) == OK {
      if let mouse = KeyDecoder.mouse(state: event.bstate, x: event.x, y: event.y) {
        pendingMice.append(mouse)
      }
    }
    return pendingMice.isEmpty ? nil : pendingMice.removeFirst()
  }
}

// MARK: - signals without a terminal

extension NcursesBackend {
  /// For headless runs (`replay --check`, `--cast`): Ctrl-C, SIGTERM, SIGHUP and SIGQUIT only
  /// set a flag (`takeQuitSignal`), so the run stops at its next step and cleans up after
  /// itself. Ctrl-Z keeps its default (there is no screen to restore).
  public static func catchQuitSignals() {
    _ = arcade_install_signal_handlers()
    signal(SIGTSTP, SIG_DFL)
  }

  /// The quit signal that arrived since the last call, if any.
  public static func takeQuitSignal() -> Int32? {
    let pending = arcade_take_signal()
    return pending == 0 ? nil : pending
  }
}
