import ArcadeGlyphs
import ArcadeKit
import ArcadeScenes
import ArgumentParser
import FizzBuzzModel

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade fizzbuzz`: the reflex game, or with `--print` the plain sequence on stdout.
struct FizzBuzzCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "fizzbuzz",
    abstract: "FizzBuzz: a reflex game on the counting sequence; --print writes the sequence."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var dailyOptions: DailyOptions

  @Flag(
    name: .customLong("print"),
    help: "Write the sequence 1…limit to stdout, one item per line, and exit (no terminal UI).")
  var printOnly = false

  @Option(parsing: .unconditional, help: "First number, 1…9 999 (any positive with --print; default 3).")
  var int1: String?

  @Option(parsing: .unconditional, help: "Second number, 1…9 999 (any positive with --print; default 5).")
  var int2: String?

  @Option(
    parsing: .unconditional, help: "Count from 1 to this, 1…10 000 (any positive with --print; default 100).")
  var limit: String?

  @Option(help: "Word for multiples of the first number, 1…16 columns (default Fizz).")
  var str1: String?

  @Option(help: "Word for multiples of the second number, 1…16 columns (default Buzz).")
  var str2: String?

  /// The flags checked against the mode's bounds: any positive Int when printing, the game's
  /// bounds when they pre-fill the form.
  func checkedSettings() throws -> FizzBuzzSettings {
    let bounds: FizzBuzzBounds = printOnly ? .print : .game
    // The form's own defaults, so every way of starting the game names them alike.
    let classic = FizzBuzzSettings.firstGame
    func number(_ text: String?, _ flag: String, _ range: ClosedRange<Int>, _ fallback: Int) throws -> Int {
      guard let text else { return fallback }
      switch FizzBuzzValidation.number(text, in: range) {
      case .success(let value): return value
      case .failure(let error): throw ValidationError("--\(flag) \(error.message) (got \"\(text)\")")
      }
    }
    func word(_ text: String?, _ flag: String, _ fallback: String) throws -> String {
      guard let text else { return fallback }
      switch FizzBuzzValidation.word(text, maximumColumns: bounds.wordColumns, columns: { GlyphWidth.of($0) })
      {
      case .success(let value): return value
      case .failure(let error): throw ValidationError("--\(flag) \(error.message)")
      }
    }
    return FizzBuzzSettings(
      firstDivisor: try number(int1, "int1", bounds.divisors, classic.firstDivisor),
      secondDivisor: try number(int2, "int2", bounds.divisors, classic.secondDivisor),
      limit: try number(limit, "limit", bounds.limit, classic.limit),
      firstWord: try word(str1, "str1", classic.firstWord),
      secondWord: try word(str2, "str2", classic.secondWord))
  }

  func validate() throws {
    if try dailyOptions.day() != nil,
      printOnly || [int1, int2, limit, str1, str2].contains(where: { $0 != nil })
    {
      throw ValidationError("--daily plays the day's own game: drop --print and the settings")
    }
    _ = try checkedSettings()
  }

  func run() throws {
    guard printOnly, try dailyOptions.day() == nil else { return try Launcher.play(session()) }
    SequencePrinter.run(try checkedSettings())
  }

  func session() throws -> GameSession {
    if let day = try dailyOptions.day() { return dailyOptions.session(.fizzbuzz, global, day: day) }
    guard !printOnly else { throw ValidationError("--print runs no session") }
    let settings = try checkedSettings()
    let anyFlag = [int1, int2, limit, str1, str2].contains { $0 != nil }
    let prefill = anyFlag ? settings : nil
    return global.session { env in FizzBuzzHomeScene(env: env, prefill: prefill) }
  }
}

/// Streams the sequence to stdout in 64 KiB writes; a closed pipe ends it quietly.
enum SequencePrinter {
  static let chunkSize = 1 << 16

  static func run(_ settings: FizzBuzzSettings) {
    signal(SIGPIPE, SIG_IGN)  // a closed pipe becomes EPIPE, which ends the loop
    var stream = FizzBuzzSequence(settings: settings)
    var buffer: [UInt8] = []
    buffer.reserveCapacity(chunkSize)
    while !stream.isFinished {
      buffer.removeAll(keepingCapacity: true)
      stream.write(into: &buffer, capacity: chunkSize)
      let error = writeAll(buffer)
      if error == EPIPE { return }  // the reader is gone (`| head`): that is the end, not a failure
      if error != 0 {
        FileHandleOutput.stderr("arcade fizzbuzz: cannot write: \(String(cString: strerror(error)))")
        exit(1)
      }
    }
  }

  /// Writes every byte to fd 1; returns 0, or the errno that stopped it.
  private static func writeAll(_ bytes: [UInt8]) -> Int32 {
    bytes.withUnsafeBytes { raw in
      var offset = 0
      while offset < raw.count {
        let written = write(1, raw.baseAddress! + offset, raw.count - offset)
        if written < 0 {
          if errno == EINTR { continue }
          return errno
        }
        offset += written
      }
      return 0
    }
  }
}
