/// Why the terminal could not be started; each is one line for stderr, and exit code 2.
public enum TerminalError: Error, CustomStringConvertible {
  case notATerminal
  case unknownTerminal(String)
  case cannotStart(String)

  public var description: String {
    switch self {
    case .notATerminal:
      return
        "arcade: standard input and output must be a terminal (try running it directly, not through a pipe)"
    case .unknownTerminal(let name):
      return "arcade: unknown terminal type '\(name)' (set TERM to one terminfo knows, e.g. xterm-256color)"
    case .cannotStart(let why):
      return "arcade: cannot start the terminal: \(why)"
    }
  }
}
