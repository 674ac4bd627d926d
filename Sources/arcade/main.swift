import ArcadeText
import ArgumentParser
import NcursesTerminal

#if canImport(Glibc)
  import Glibc
#endif

// Our own entry point: a bad command line exits 2 (ArgumentParser's default is 64).
// Before anything is opened: a closed stdin must not become the signal pipe (F10).
StandardStreams.guardDescriptors()
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
  OutputCheck.exit(0)
} catch let launch as CommandExit {
  OutputCheck.exit(launch.code)  // the session's own: a terminal it could not use, the signal that ended it
} catch let code as ExitCode where code != .success && code != .validationFailure {
  exit(code.rawValue)  // a command that said what went wrong (arcade scores without its directory)
} catch {
  let code = ArcadeCommand.exitCode(for: error)
  if code == .success {
    // --help and --version
    let message = ArcadeCommand.fullMessage(for: error)
    if !message.isEmpty { StandardStreams.write(Array((message + "\n").utf8), to: 1) }
    OutputCheck.exit(0)
  }
  // A bad command line: one line, saying what is wrong and where to look. The parser's own
  // "Help:"/"Usage:" lines are dropped; a newline inside quoted user data (a deck path) stays
  // and is escaped by FileHandleOutput, so the whole path is named.
  let message = CommandTypo.hinted(
    ErrorLine.first(of: ArcadeCommand.message(for: error)),
    arguments: Array(CommandLine.arguments.dropFirst()))
  if let lines = ErrorLine.completionLines(message) {
    for line in lines { FileHandleOutput.stderr("arcade: " + line) }  // the second says what to use
  } else {
    FileHandleOutput.stderr("arcade: \(message.isEmpty ? "bad arguments" : message) (see 'arcade --help')")
  }
  exit(code == .validationFailure || code.rawValue == 64 ? 2 : code.rawValue)
}

/// A command that ends well (exit 0) but whose output was not all written exits 1 with one
/// line: `arcade scores > /dev/full` did not show the scores.
enum OutputCheck {
  static func exit(_ code: Int32) -> Never {
    if code == 0, let error = StandardStreams.outputError {
      FileHandleOutput.stderr("arcade: the output could not be written: \(error)")
      Glibc.exit(1)
    }
    Glibc.exit(code)
  }
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

  /// The parser's completion refusal ("Can't generate completion scripts for 'x'.\nPlease use
  /// …:\n    bash fish zsh") as two lines of its own, the shells on the second; nil for any
  /// other message. Its first line quotes the user's word, whose own newlines stay escaped.
  static func completionLines(_ message: String) -> [String]? {
    guard message.hasPrefix("Can't "), let range = message.firstOccurrence(of: "\nPlease use ") else {
      return nil
    }
    let advice = message[range.lowerBound...].split(whereSeparator: { $0 == " " || $0.isNewline })
    return [String(message[..<range.lowerBound]), advice.joined(separator: " ")]
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
