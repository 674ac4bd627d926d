import ArcadeText

/// "Did you mean 'zombies'?" for a mistyped command: the parser calls `arcade zombie` an
/// unexpected argument, and knows no command names to suggest.
enum CommandTypo {
  /// The parser's one-line error, with the command meant added when the unexpected argument
  /// is close to one and no command was given before it.
  static func hinted(_ message: String, arguments: [String]) -> String {
    let prefix = "Unexpected argument '"
    guard message.hasPrefix(prefix), message.hasSuffix("'") else { return message }
    let word = String(message.dropFirst(prefix.count).dropLast())
    let names = commandNames
    guard !arguments.contains(where: names.contains), !word.hasPrefix("-"),
      let meant = Suggestion.closest(to: word, among: names)
    else { return message }
    return "no command '\(word)'; did you mean '\(meant)'?"
  }

  static var commandNames: [String] {
    ArcadeCommand.configuration.subcommands.compactMap { $0.configuration.commandName }
  }
}
