import ArgumentParser

#if canImport(Glibc)
  import Glibc
#endif

// Our own entry point: a bad command line exits 2 (ArgumentParser's default is 64).
do {
  var command = try ArcadeCommand.parseAsRoot()
  try command.run()
} catch {
  let code = ArcadeCommand.exitCode(for: error)
  let message = ArcadeCommand.fullMessage(for: error)
  if code == .success {
    if !message.isEmpty { print(message) }
    exit(0)
  }
  if !message.isEmpty {
    FileHandleOutput.stderr(message)
  }
  exit(code == .validationFailure ? 2 : code.rawValue == 64 ? 2 : code.rawValue)
}
