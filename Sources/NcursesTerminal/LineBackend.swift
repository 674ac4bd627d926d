import ArcadeKit
import CTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// Line mode (`--lines`): no curses, no alternate screen. The same scenes, loop, records and
/// replays as the full-screen arcade; this backend reads commands a line at a time from stdin
/// (`LineCommands`: words and keys, turned into the keys the games know) and, before it waits
/// again, writes what changed as lines on stdout (`LineSpeaker`). It works in any terminal, on
/// a serial console, through a braille display and in a pipe. Nothing is drawn: frames are
/// still made (the replay digests them) and dropped here.
public final class LineBackend: TerminalBackend {
  /// The screen the scenes are laid out on: large enough for every game at its largest.
  public static let screen = Size(width: 120, height: 40)
  /// What the loop gets when stdin ends: the session ends as after `q` (exit 0, records kept).
  public static let endOfInput: Int32 = -3

  public let size = LineBackend.screen
  /// The scenes spoken about and whose words are understood; set before the loop runs.
  public weak var stack: SceneStack?
  private let clock: Clock
  private let output: (String) -> Void
  private let input: Int32
  private var speaker = LineSpeaker()
  /// The commands of the line not yet carried out, each with its words.
  private var pending: [(words: String, input: [InputEvent])] = []
  /// Input of the command being carried out, not yet handed to the loop, and its words.
  private var current: [InputEvent] = []
  private var currentWords = ""
  /// The words of the command just carried out: what it changed is said before the next one.
  private var answering: String?
  /// The lines said, for `history`.
  private var said: [String] = []
  private var buffer: [UInt8] = []
  /// Inside a line too long to keep: its bytes are dropped up to its newline.
  private var discarding = false
  private var atEnd = false
  /// The end of a `wait`: time passes until this (session) time, or until something is said
  /// when `waitEndsOnNews`.
  private var waitingUntil: Double?
  private var waitEndsOnNews = true
  /// How long the `wait` under way lasts, and how many lines were said when it began: one
  /// that saw nothing says so.
  private var waitLength = 0.0
  private var saidBeforeWait = 0
  private var saidInAll = 0
  /// Lines said once the last command was answered: what time alone brought after that (a
  /// scan's end) was news a `wait` saw, whether it came just before the wait or during it.
  private var saidAfterAnswer = 0

  /// Reads `input` (stdin) and writes each line with `output` (stdout by default); signals
  /// (Ctrl-C, SIGTERM, SIGHUP, Ctrl-Z) come through the terminal module's self-pipe.
  public init(clock: Clock, input: Int32 = 0, output: ((String) -> Void)? = nil) {
    self.clock = clock
    self.input = input
    self.output = output ?? Self.writeLine
    _ = arcade_install_signal_handlers()
    signal(SIGPIPE, SIG_IGN)  // a reader that went away must not kill the session before it saves
  }

  /// Nothing is drawn: what changed is said before the next wait (`nextEvent`).
  public func present(_ canvas: Canvas, force: Bool) {}

  public func nextEvent(until deadline: Double?) -> BackendEvent? {
    if current.isEmpty { speak() }  // a command's keys are one change, said once they are all in
    while true {
      let signal = arcade_take_signal()
      if signal != 0 { return .terminate(signal: signal) }
      if arcade_take_suspend() != 0 { return .suspended }
      if arcade_take_wake() != 0 { return .woken }
      if current.isEmpty, !pending.isEmpty {
        // The line's next command: each is said once carried out (`a1 a2 b1` names three cards).
        let next = pending.removeFirst()
        (current, currentWords) = (next.input, next.words)
        if current.isEmpty {
          answering = next.words
          speak()
          continue
        }
      }
      if !current.isEmpty {
        let event = current.removeFirst()
        if current.isEmpty { answering = currentWords }
        return .input(event)
      }
      let now = clock.now
      if let deadline, deadline <= now { return nil }
      if let end = waitingUntil, now >= end {
        waitingUntil = nil
        if saidInAll == saidBeforeWait { say("Waited \(Self.seconds(waitLength)): nothing new.") }
      }
      if waitingUntil == nil {
        if let line = takeLine() {
          carryOut(line)
          continue
        }
        if atEnd { return .terminate(signal: Self.endOfInput) }
      }
      // Wait for input (not during a `wait`), a signal, the loop's deadline or the wait's end.
      let until = [deadline, waitingUntil].compactMap { $0 }.min()
      let timeout = until.map { Int32(min(3_600_000, max(0, ($0 - now) * 1000).rounded(.up))) } ?? -1
      var fds = [
        pollfd(fd: waitingUntil == nil && !atEnd ? input : -1, events: Int16(POLLIN), revents: 0),
        pollfd(fd: arcade_signal_pipe_fd(), events: Int16(POLLIN), revents: 0),
      ]
      let ready = poll(&fds, 2, timeout)
      if ready <= 0 { continue }
      if fds[1].revents != 0 { arcade_drain_signal_pipe() }
      if fds[0].revents != 0 { read() }
    }
  }

  public func suspend() { arcade_stop_self() }

  /// A line about the session from outside the scenes ("2 watching you"), said when it changes.
  public var badge: () -> String? = { nil }
  private var badgeSaid: String?

  /// Writes what changed since the last time, and ends a `wait` once something was said.
  private func speak() {
    guard let stack else { return }
    var lines = speaker.lines(for: stack, answering: answering)
    if let badge = badge(), badge != badgeSaid {
      badgeSaid = badge
      lines.append(badge)
    }
    let answered = answering != nil
    answering = nil
    if !lines.isEmpty && waitEndsOnNews { waitingUntil = nil }
    lines.forEach(say)
    if answered { saidAfterAnswer = saidInAll }
  }

  /// One line out, kept for `history`.
  private func say(_ line: String) {
    said = Array((said + [line]).suffix(LineCommands.historyKept))
    saidInAll += 1
    output(line)
  }

  /// A line the launcher answers before the session sees it (`stop sharing`, line mode's
  /// Ctrl-W): nil when it is not the launcher's, else what to say ("" when the badge says it).
  public var answersLine: (String) -> String? = { _ in nil }

  private func carryOut(_ raw: String) {
    guard let stack else { return }
    if let answer = answersLine(LineCommands.printable(raw)) {
      if answer.isEmpty { speak() } else { say(answer) }
      return
    }
    let command = LineCommands.parse(raw, scene: stack.top, size: stack.size)
    defer {
      // A command answered at once (look, map...): what comes after its answer is news.
      switch command {
      case .input, .wait: break
      default: saidAfterAnswer = saidInAll
      }
    }
    switch command {
    case .input(let commands):
      // Each word is a command; a line typed into a field is one.
      let words = LineCommands.printable(raw).split(separator: " ").map(String.init)
      let line = words.joined(separator: " ")
      pending = commands.enumerated().map { index, input in
        (commands.count == words.count ? words[index] : commands.count == 1 ? line : "", input)
      }
      if commands.isEmpty { answering = line }
    case .look:
      say(stack.speech()?.look ?? "")
    case .map:
      // A map of many rows (the maze's) is one line a row.
      let map = stack.speech()?.map ?? "There is no map here: look says where things are."
      map.split(separator: "\n").map(String.init).forEach(say)
    case .history(let count):
      let lines = said.suffix(count ?? LineCommands.historyLines)
      output(
        lines.isEmpty
          ? "Nothing said yet."
          : "The last \(SpokenList.count(lines.count, "line", "lines")), oldest first:")
      lines.forEach(output)
    case .again:
      if let status = speaker.repeatStatus(for: stack) { say(status) }
    case .wait(let seconds):
      waitLength = seconds ?? LineCommands.longestWait
      waitingUntil = clock.now + waitLength
      waitEndsOnNews = seconds == nil
      saidBeforeWait = saidAfterAnswer
    case .unknown(let word):
      let words = LineCommands.validWords(scene: stack.top?.spokenWords ?? [])
      // A game's word typed while its help is open: say why it is not known here.
      let overlay = stack.top is HelpOverlay ? ": help is open (back closes it)" : ""
      say("Unknown word '\(SafeText.shown(word, limit: 40))'\(overlay). Here: \(words).")
    case .empty:
      break
    }
  }

  /// The next whole line read, without its newline (and a last line without one at the end);
  /// a line longer than `LineCommands.maxLineBytes` is dropped with a line saying so.
  private func takeLine() -> String? {
    while true {
      if let newline = buffer.firstIndex(of: UInt8(ascii: "\n")) {
        let line = Array(buffer[..<newline])
        buffer.removeSubrange(...newline)
        if discarding {
          discarding = false
          continue
        }
        return String(decoding: line, as: UTF8.self)
      }
      if buffer.count > LineCommands.maxLineBytes {
        if !discarding {
          output("A line longer than \(LineCommands.maxLineBytes) bytes was ignored.")
        }
        discarding = true
        buffer.removeAll()
        return nil
      }
      if atEnd && !buffer.isEmpty {
        let line = buffer
        buffer.removeAll()
        return discarding ? nil : String(decoding: line, as: UTF8.self)
      }
      return nil
    }
  }

  private func read() {
    var chunk = [UInt8](repeating: 0, count: 4096)
    let count = chunk.withUnsafeMutableBytes { Glibc.read(input, $0.baseAddress, $0.count) }
    if count > 0 {
      buffer += chunk[..<count]
    } else if count == 0 || (errno != EINTR && errno != EAGAIN) {
      atEnd = true
    }
  }

  /// "1 second", "0.5 seconds", "60 seconds".
  static func seconds(_ value: Double) -> String {
    let shown = value == value.rounded() ? String(Int(value)) : String(value)
    return shown + (value == 1 ? " second" : " seconds")
  }

  /// One line on stdout: controls escaped, at most 2000 characters.
  private static func writeLine(_ text: String) {
    StandardStreams.write(Array((SafeText.shown(text, limit: 2000) + "\n").utf8), to: 1)
  }
}
