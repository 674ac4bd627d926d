import ArcadeKit

/// Why the terminal could not be started; each is one line for stderr, and exit code 2.
public enum TerminalError: Error, CustomStringConvertible {
  case notATerminal
  case unknownTerminal(String)
  /// Known to terminfo but unable to move the cursor (`dumb`, hardcopy terminals).
  case noCursorAddressing(String)
  /// The terminal reports a size no frame should be allocated for.
  case absurdSize(Size, limit: Size)
  case cannotStart(String)

  public var description: String {
    switch self {
    case .notATerminal:
      return
        "arcade: standard input and output must be a terminal (run it directly, or use --lines to play in plain lines through a pipe)"
    case .unknownTerminal(let name):
      return "arcade: unknown terminal type '\(name)' (set TERM to one terminfo knows, e.g. xterm-256color)"
    case .noCursorAddressing(let name):
      return
        "arcade: terminal type '\(name)' cannot move the cursor (set TERM to a full-screen terminal, e.g. xterm-256color)"
    case .absurdSize(let size, let limit):
      return "arcade: the terminal is \(size) cells; the arcade draws at most \(limit) (use a smaller window)"
    case .cannotStart(let why):
      return "arcade: cannot start the terminal: \(why)"
    }
  }
}
