import ArgumentParser
import Foundation
import Testing

@testable import arcade

/// A replay's header is checked against `ReplayArguments` before anything of it runs. That list
/// repeats the options of the session commands, so it is checked here against the parser's own
/// description of its commands (`arcade --experimental-dump-help`): every option of every
/// command that starts a session, as the recorder writes it, is accepted in a header.
@Suite("Replay headers accept every session option")
struct ReplayArgumentsTests {
  /// An option of a command as the parser describes it.
  struct Option: Hashable {
    let command: String
    let name: String
    let takesValue: Bool
    /// A value the parser itself offers: the first of its listed values, else its default.
    var offered: String? = nil
  }

  /// The options (long names) of the commands that start a session, from the parser's dump.
  static func sessionOptions() throws -> [Option] {
    let dump: String
    do {
      _ = try ArcadeCommand.parseAsRoot(["--experimental-dump-help"])
      dump = ""
    } catch {
      dump = ArcadeCommand.fullMessage(for: error)
    }
    let json = try #require(JSONSerialization.jsonObject(with: Data(dump.utf8)) as? [String: Any])
    let root = try #require(json["command"] as? [String: Any])
    let commands = [root] + (root["subcommands"] as? [[String: Any]] ?? [])
    var options: [Option] = []
    for command in commands {
      let name = try #require(command["commandName"] as? String)
      guard isSessionCommand(name) else { continue }
      for argument in command["arguments"] as? [[String: Any]] ?? [] {
        let kind = argument["kind"] as? String
        guard kind == "option" || kind == "flag" else { continue }
        for spelling in argument["names"] as? [[String: Any]] ?? []
        where spelling["kind"] as? String == "long" {
          let offered = (argument["allValues"] as? [String])?.first ?? argument["defaultValue"] as? String
          options.append(
            Option(
              command: name, name: "--" + (spelling["name"] as? String ?? ""), takesValue: kind == "option",
              offered: offered))
        }
      }
    }
    return options
  }

  /// Whether the parser's command of that name describes a session (`SessionCommand`).
  static func isSessionCommand(_ name: String) -> Bool {
    if name == ArcadeCommand.configuration.commandName { return true }
    return ArcadeCommand.configuration.subcommands.contains {
      $0.configuration.commandName == name && $0 is any SessionCommand.Type
    }
  }

  /// A value for the options whose declaration offers none (no listed values, no default; the
  /// parser checks them): an option with a default or a `CaseIterable` value needs none here,
  /// and one whose values differ by command is keyed "command --option".
  static let sampleValues: [String: String] = [
    "zombies --size": "6",
    "--seed": "7", "--data-dir": "/tmp/arcade-replay-arguments", "--record": "r.jsonl", "--theme": "dark",
    "--keys": "vi", "--animations": "reduced", "--date": "2026-11-20", "--mode": "block", "--size": "9x9",
    "--deck": "space-cadets", "--int1": "2", "--int2": "3", "--limit": "30", "--str1": "Fizz",
    "--str2": "Buzz",
    "--latency-scale": "2", "--faults": "0.1", "--transport": "json",
  ]

  /// The value the test gives `option`: its own entry here, else what its declaration offers.
  static func sample(_ option: Option) -> String? {
    sampleValues[option.command + " " + option.name] ?? sampleValues[option.name] ?? option.offered
  }

  /// Options that make a command line no session at all (help, version, a printed or headless
  /// run): a replay header never has them, and `ReplayArguments` refuses them.
  static let notSessions: Set<String> = ["--help", "--version", "--print", "--headless"]

  /// The session the command line starts, or nil when it starts none.
  static func session(_ arguments: [String]) -> GameSession? {
    guard let command = try? ArcadeCommand.parseAsRoot(arguments) as? any SessionCommand else { return nil }
    return try? command.session()
  }

  @Test("every option of every session command, as the recorder writes it, is accepted in a replay header")
  func everySessionOptionIsAccepted() throws {
    let options = try Self.sessionOptions()
    #expect(options.count > 50, "the dump lists the session commands' options")
    for option in options {
      let command = option.command == "arcade" ? [] : [option.command]
      var given = [option.name]
      if option.takesValue {
        let value = try #require(
          Self.sample(option),
          "no sample value for \(option.command) \(option.name): give it a default or add one to sampleValues"
        )
        given.append(value)
      }
      // A daily's date goes with --daily in the game commands.
      let lines = [command + given, command + ["--daily"] + given]
      guard let line = lines.first(where: { Self.session($0) != nil }) else {
        #expect(
          Self.notSessions.contains(option.name),
          "\(option.command) \(option.name) starts no session and is not known as one that cannot")
        #expect(ReplayArguments.problem(in: command + given) != nil, "\(option.name) accepted in a header")
        continue
      }
      let recorded = RecordedCommandLine.arguments(line, startedAt: 1_795_392_000)
      #expect(
        ReplayArguments.problem(in: recorded) == nil,
        "\(option.command) \(option.name): the header \(recorded) is refused: \(ReplayArguments.problem(in: recorded) ?? "")"
      )
    }
  }

  @Test("every option the header list accepts is an option of some session command")
  func noStaleOption() throws {
    let names = Set(try Self.sessionOptions().map(\.name))
    for name in ReplayArguments.valued.union(ReplayArguments.flags) {
      #expect(names.contains(name), "ReplayArguments lists \(name), which no session command has")
    }
  }

  @Test("the header's games are the subcommands that start a session")
  func subcommandsAreTheSessionCommands() {
    let sessions = ArcadeCommand.configuration.subcommands.filter { $0 is any SessionCommand.Type }
    #expect(Set(sessions.map { $0.configuration.commandName! }) == ReplayArguments.subcommands)
  }

  @Test("options that take a value say so without one; a flag needs none")
  func valuedAndFlags() throws {
    for option in try Self.sessionOptions() where !Self.notSessions.contains(option.name) {
      let command = option.command == "arcade" ? [] : [option.command]
      guard ReplayArguments.valued.contains(option.name) || ReplayArguments.flags.contains(option.name) else {
        continue  // left out of recorded command lines (--record, --force, presentation)
      }
      #expect(ReplayArguments.valued.contains(option.name) == option.takesValue, "\(option.name)")
      if option.takesValue {
        #expect(ReplayArguments.problem(in: command + [option.name]) == "\(option.name) has no value")
      }
    }
  }
}
