import ArcadeText
import ArgumentParser

#if canImport(Glibc)
  import Glibc
#endif

// Our own entry point: a bad command line exits 2 (ArgumentParser's default is 64).
if let problem = RawInput.problem() {
  FileHandleOutput.stderr("arcade: \(problem)")
  exit(2)
}
if let problem = HelpTopic.problem(Array(CommandLine.arguments.dropFirst())) {
  FileHandleOutput.stderr("arcade: \(problem) (see 'arcade --help')")
  exit(2)
}
do {
  if let options = FastStart.options(Array(CommandLine.arguments.dropFirst())) {
    try Launcher.play(GameSession(options: options))  // the menu, without a trip through ArgumentParser
  } else {
    var command = try ArcadeCommand.parseAsRoot()
    try command.run()
  }
} catch let launch as CommandExit {
  exit(launch.code)  // the session's own: a terminal it could not use, the signal that ended it
} catch let code as ExitCode where code != .success && code != .validationFailure {
  exit(code.rawValue)  // a command that said what went wrong (arcade scores without its directory)
} catch {
  let code = ArcadeCommand.exitCode(for: error)
  if code == .success {
    // --help and --version
    let message = ArcadeCommand.fullMessage(for: error)
    if !message.isEmpty { print(message) }
    exit(0)
  }
  // A bad command line: one line, saying what is wrong and where to look. The parser's own
  // "Help:"/"Usage:" lines are dropped; a newline inside quoted user data (a deck path) stays
  // and is escaped by FileHandleOutput, so the whole path is named.
  let message = CommandTypo.hinted(
    ErrorLine.first(of: ArcadeCommand.message(for: error)),
    arguments: Array(CommandLine.arguments.dropFirst()))
  FileHandleOutput.stderr("arcade: \(message.isEmpty ? "bad arguments" : message) (see 'arcade --help')")
  exit(code == .validationFailure || code.rawValue == 64 ? 2 : code.rawValue)
}

/// The error itself from ArgumentParser's message, without the help or usage it appends.
enum ErrorLine {
  static func first(of message: String) -> String {
    var text = Substring(message)
    for marker in ["\nHelp:", "\nUsage:"] {
      if let range = text.firstOccurrence(of: marker) { text = text[..<range.lowerBound] }
    }
    while let last = text.last, last.isNewline || last == " " { text = text.dropLast() }
    return String(text)
  }
}

/// `arcade help NAME`: ArgumentParser answers an unknown NAME with the root help and exit 0,
/// as if it were known; an unknown command is a bad command line like any other.
enum HelpTopic {
  static func problem(_ arguments: [String]) -> String? {
    guard arguments.first == "help" else { return nil }
    let names = CommandTypo.commandNames
    for name in arguments.dropFirst() where !name.hasPrefix("-") && !names.contains(name) {
      let meant = Suggestion.clause(for: name, among: names)
      return "help: no command '\(name)'\(meant) (commands: \(names.joined(separator: ", ")))"
    }
    return nil
  }
}
