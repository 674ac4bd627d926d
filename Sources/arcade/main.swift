import ArgumentParser

#if canImport(Glibc)
  import Glibc
#endif

// Our own entry point: a bad command line exits 2 (ArgumentParser's default is 64).
do {
  if let options = FastStart.options(Array(CommandLine.arguments.dropFirst())) {
    try Launcher.play(options, start: nil)  // the menu, without a trip through ArgumentParser
  } else {
    var command = try ArcadeCommand.parseAsRoot()
    try command.run()
  }
} catch {
  let code = ArcadeCommand.exitCode(for: error)
  if code == .success {
    // --help and --version
    let message = ArcadeCommand.fullMessage(for: error)
    if !message.isEmpty { print(message) }
    exit(0)
  }
  // A bad command line: one line, saying what is wrong and where to look.
  let message =
    ArcadeCommand.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
  FileHandleOutput.stderr("arcade: \(message) (see 'arcade --help')")
  exit(code == .validationFailure || code.rawValue == 64 ? 2 : code.rawValue)
}
