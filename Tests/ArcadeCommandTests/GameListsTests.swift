import ArcadeScenes
import Foundation
import Testing

@testable import arcade

/// The texts and tables that name every game either come from the catalog (`GameCatalog`) or
/// are checked against it here: a new game's entry makes each list it is missing from fail,
/// naming the game and the file to add it to.
@Suite struct GameListsTests {
  static let root = String(#filePath).components(separatedBy: "/").dropLast(3).joined(separator: "/")

  static func read(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  /// The games missing from `text`: those for which none of `forms` (the game's id and name
  /// put into the text's own form) occurs.
  static func missing(from text: String, _ forms: (GameEntry) -> [String]) -> [String] {
    GameCatalog.games.filter { game in !forms(game).contains { text.contains($0) } }.map(\.name)
  }

  /// A game's model target: its name's words, each capitalised, then Model ("Higher or
  /// Lower": HigherOrLowerModel).
  static func model(_ game: GameEntry) -> String {
    game.name.split { !($0.isLetter || $0.isNumber) }.map { $0.prefix(1).uppercased() + $0.dropFirst() }
      .joined() + "Model"
  }

  @Test("a game's model is named after the game")
  func modelNames() {
    let entry = { (name: String) in
      GameEntry(
        id: "x", name: name, summary: "", recordSummary: { _ in "" }, makeScene: { MenuScene(env: $0) })
    }
    #expect(Self.model(entry("FizzBuzz")) == "FizzBuzzModel")
    #expect(Self.model(entry("Higher or Lower")) == "HigherOrLowerModel")
  }

  @Test("each game has its subcommand, and a replay may start each of them")
  func subcommands() {
    let names = ArcadeCommand.configuration.subcommands.map { $0.configuration.commandName }
    #expect(
      Self.missing(from: names.compactMap { $0 }.map { "<\($0)>" }.joined()) { ["<\($0.id)>"] } == [],
      "add its command to ArcadeCommand's subcommands (Sources/arcade/Commands/ArcadeCommand.swift)")
    for game in GameCatalog.all {
      #expect(ReplayArguments.subcommands.contains(game.id), "a replay of \(game.id) would be refused")
    }
  }

  /// Options of a session that a replay's command line never holds, and why.
  static let notReplayed: Set<String> = Set([
    "--record", "--force", "--no-menu",  // how the session is written, not what it plays
    "--print", "--headless", "--cast",  // no session on a screen
    "--help", "--version",
  ]).union(PresentationFlags.names)  // the viewer's own (the header keeps the player's)

  @Test("every option of a session's command is allowed in a replay, or left out on purpose")
  func replayOptions() {
    let sessions = ArcadeCommand.configuration.subcommands.filter { $0 is any SessionCommand.Type }
    for command in sessions {
      let help = command.helpMessage(columns: 1000)
      let options = help.split { !($0.isLetter || $0.isNumber || $0 == "-") }.filter { $0.hasPrefix("--") }
      for option in Set(options.map(String.init))
      where !ReplayArguments.valued.contains(option) && !ReplayArguments.flags.contains(option)
        && !Self.notReplayed.contains(option)
      {
        let name = command.configuration.commandName ?? "?"
        let fix = "add it to ReplayArguments.valued or .flags, or to notReplayed here with the reason"
        Issue.record("\(name) \(option): \(fix)")
      }
    }
  }

  @Test("the command's abstract names every game, in menu order")
  func abstract() {
    #expect(ArcadeCommand.configuration.abstract == "A terminal arcade: \(GameCatalog.gameNames).")
    #expect(Self.missing(from: ArcadeCommand.configuration.abstract) { [$0.name] } == [])
  }

  @Test("the games' names read as a list, in menu order")
  func gameNames() {
    let names = GameCatalog.games.map(\.name)
    #expect(GameCatalog.gameNames == names.dropLast().joined(separator: ", ") + " and " + names.last!)
    #expect(!GameCatalog.games.contains { $0.id == GameEntry.daily.id }, "the daily list is no game")
  }

  @Test("docs/GAMES.md has a section, a picture and a cast for every game")
  func gamesPage() throws {
    let games = try Self.read("docs/GAMES.md")
    #expect(
      Self.missing(from: games) { ["\n### \($0.name)\n"] } == [], "add its ### section to docs/GAMES.md")
    #expect(
      Self.missing(from: games) { ["(\($0.id).svg)", "(\($0.id)-"] } == [],
      "show its picture in docs/GAMES.md (docs/<game>.svg, made by make screenshots)")
    #expect(
      Self.missing(from: games) { ["(\($0.id).cast)"] } == [],
      "link its cast from docs/GAMES.md (docs/<game>.cast, made with arcade replay --cast)")
  }

  @Test("the man page's sections describe every game, and the page is made from them")
  func manPage() throws {
    let sections = try Self.read("packaging/arcade.6.sections")
    #expect(
      Self.missing(from: sections) { [".Ss \($0.name)\n"] } == [],
      "add its .Ss section to packaging/arcade.6.sections, then make man")
    let manual = try Self.read("packaging/arcade.6")
    #expect(
      Self.missing(from: manual) { [".It Em \($0.id)\n"] } == [],
      "packaging/arcade.6 has no entry for its command: make man")
  }

  /// The manifest's `gameModels` list, whole however `make format` wraps it: from its `= [` to
  /// the closing bracket.
  static func gameModels(in manifest: String) -> String? {
    guard let name = manifest.range(of: "let gameModels"),
      let start = manifest[name.upperBound...].range(of: "= ["),
      let end = manifest[start.upperBound...].firstIndex(of: "]")
    else { return nil }
    return String(manifest[start.lowerBound...end])
  }

  @Test("the gameModels list is read whole when the formatter wraps it")
  func wrappedGameModels() throws {
    let wrapped =
      "let gameModels: [Target.Dependency] = [\n  \"AModel\",\n  \"BModel\",\n]\nlet other = [\"CModel\"]"
    let list = try #require(Self.gameModels(in: wrapped))
    #expect(list.contains("\"AModel\"") && list.contains("\"BModel\"") && !list.contains("CModel"))
  }

  @Test("every game's model is a dependency of the scenes, the arcade and the scene tests")
  func packageManifest() throws {
    let line = try #require(
      Self.gameModels(in: try Self.read("Package.swift")), "Package.swift has no gameModels list")
    #expect(
      Self.missing(from: line) { ["\"\(Self.model($0))\""] } == [],
      "add its model (<Name>Model) to gameModels in Package.swift")
  }

  @Test("every game's model is drawn in the architecture's map")
  func architectureMap() throws {
    // (scripts/check_one_clock.py finds every Sources/<Name>Model itself.)
    let architecture = try Self.read("docs/ARCHITECTURE.md")
    #expect(
      Self.missing(from: architecture) { [Self.model($0)] } == [],
      "add its model (<Name>Model) to docs/ARCHITECTURE.md")
  }

  @Test("every game has its end-to-end tests, and there its golden replay, soak cases and bench recipe")
  func e2eFile() throws {
    // The tools find a game's own data in its e2e file (scripts/arcadelib.py's game_file).
    let wanted = [
      (
        "\ndef golden_replay_",
        "a golden replay's recording, def golden_replay_<name>(session) (scripts/record_goldens.py)"
      ),
      ("\nSOAK_BAD_COMMAND_LINES = ", "SOAK_BAD_COMMAND_LINES, its bad options (scripts/soak.py)"),
      ("\nSOAK_EXTREME_RECORDS = ", "SOAK_EXTREME_RECORDS, its tables of Int.max values (scripts/soak.py)"),
      ("\nBENCH_RECIPE = ", "BENCH_RECIPE, how to reach its screens (scripts/bench.py)"),
    ]
    for game in GameCatalog.games {
      let path = "Tests/e2e/test_\(game.id).py"
      let file = try #require(try? Self.read(path), "\(game.name) has no \(path)")
      for (text, what) in wanted where !file.contains(text) {
        Issue.record("\(game.name): add \(what) to \(path)")
      }
    }
  }
}
