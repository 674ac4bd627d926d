import ArgumentParser
import PropertyBased
import Testing

@testable import arcade

/// A bare `arcade` skips ArgumentParser (FastStart): whatever FastStart accepts, ArgumentParser
/// must read the same way; anything else FastStart hands over (nil), so the parser's help and
/// errors stay the only ones.
@Suite struct FastStartParityTests {
  /// The options as ArgumentParser reads them, or nil when it refuses the command line or
  /// reads it as something else than the menu.
  static func parsed(_ arguments: [String]) -> PlayOptions? {
    guard let command = try? ArcadeCommand.parseAsRoot(arguments) as? ArcadeCommand else { return nil }
    return command.global.playOptions
  }

  /// Expects FastStart and the parser to agree on `arguments` when FastStart takes them;
  /// returns whether it took them (false: handed over to the parser, nothing compared).
  @discardableResult static func expectAgreement(_ arguments: [String]) -> Bool {
    guard let fast = FastStart.options(arguments) else { return false }
    #expect(parsed(arguments) == fast, "\(arguments)")
    return true
  }

  @Test func theCommonCommandLinesAgree() {
    let taken = [
      [], ["--ascii"], ["--no-color"], ["--seed", "7"], ["--seed", "007"],
      ["--seed", "18446744073709551615"],
      ["--data-dir", "/tmp/d"], ["--ascii", "--no-color", "--seed", "3", "--data-dir", "d"],
    ]
    for arguments in taken {
      #expect(Self.expectAgreement(arguments), "FastStart handed over \(arguments)")
    }
    // Mistakes, repeats, `=` forms, help and subcommands: the parser's to read and explain.
    let handedOver = [
      ["--seed", "-1"], ["--seed", "+1"], ["--seed", "18446744073709551616"], ["--data-dir", ""],
      ["--data-dir", "-x"], ["--ascii", "--ascii"], ["--record", "r.jsonl"], ["--force"], ["zombies"],
      ["--seed"], ["--data-dir"], ["-h"], ["--seed=7"],
    ]
    for arguments in handedOver {
      #expect(!Self.expectAgreement(arguments), "FastStart took \(arguments)")
    }
    #expect(FastStart.options([]) == PlayOptions())
    #expect(FastStart.options(["--seed", "7", "--ascii"]) == PlayOptions(seed: 7, ascii: true))
  }

  @Test func randomCommandLinesAgree() async {
    let words = [
      "--ascii", "--no-color", "--seed", "--data-dir", "7", "-1", "0x10", "", "d", "--record", "--force",
      "zombies", "--help", "--seed=3", "99999999999999999999",
    ]
    let line = Gen.int(in: 0..<words.count).array(of: 0...6).map { $0.map { words[$0] } }
    var compared = 0
    await propertyCheck(count: 500, input: line) { arguments in
      compared += Self.expectAgreement(arguments) ? 1 : 0
    }
    // About one line in six is one FastStart takes (the empty line alone is one in seven).
    #expect(compared >= 25, "FastStart took only \(compared) of 500 random lines: too few compared")
  }
}

/// Every command that starts a session describes it as a value: what `arcade replay` makes
/// again from a recorded command line, with no terminal started.
@Suite struct SessionCommandTests {
  @Test func eachGameCommandDescribesItsSession() throws {
    for arguments in [
      ["--seed", "3"], ["zombies", "--mode", "block"], ["memory"], ["fizzbuzz", "--int1", "2"],
      ["maze", "--size", "5x5"], ["daily"], ["zombies", "--daily", "--date", "2026-11-20"],
    ] {
      let command = try #require(
        try ArcadeCommand.parseAsRoot(arguments) as? any SessionCommand, "\(arguments)")
      let session = try command.session()
      #expect(session.options == command.global.playOptions)
      #expect((session.start == nil) == (arguments.first == "--seed"), "\(arguments)")
    }
  }

  @Test func printAndHeadlessAreNoSessions() throws {
    for arguments in [["fizzbuzz", "--print"], ["maze", "--headless"]] {
      let command = try #require(try ArcadeCommand.parseAsRoot(arguments) as? any SessionCommand)
      #expect(throws: (any Error).self) { try command.session() }
    }
    #expect(try ArcadeCommand.parseAsRoot(["replay", "x.jsonl"]) as? any SessionCommand == nil)
    #expect(try ArcadeCommand.parseAsRoot(["scores"]) as? any SessionCommand == nil)
  }
}
