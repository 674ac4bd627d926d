import ArcadeScenes
import Foundation
import Testing

@testable import arcade

/// Every place that lists the games by hand is checked against the catalog (`GameCatalog`): a
/// new game missing from one of them fails here, naming the list and the game.
@Suite struct GameListsTests {
  static let root = String(#filePath).components(separatedBy: "/").dropLast(3).joined(separator: "/")

  static func text(_ path: String) throws -> String {
    try String(contentsOfFile: root + "/" + path, encoding: .utf8)
  }

  /// The catalog's games (the daily list is an entry, not a game).
  static let games = GameCatalog.all.filter { $0.id != "daily" }

  @Test("each game has its subcommand")
  func subcommands() {
    let names = ArcadeCommand.configuration.subcommands.map { $0.configuration.commandName }
    for game in Self.games {
      #expect(
        names.contains(game.id),
        "ArcadeCommand's subcommands lack '\(game.id)' (Sources/arcade/ArcadeCommand.swift)")
    }
  }

  @Test("the command's abstract names every game")
  func abstract() {
    for game in Self.games {
      #expect(
        ArcadeCommand.configuration.abstract.contains(game.name),
        "ArcadeCommand's abstract does not name \(game.name) (Sources/arcade/ArcadeCommand.swift)")
    }
  }

  @Test("the README names every game and links its recorded session")
  func readme() throws {
    let readme = try Self.text("README.md")
    for game in Self.games {
      #expect(readme.contains(game.name), "README.md does not name \(game.name)")
      #expect(readme.contains("docs/\(game.id).cast"), "README.md links no docs/\(game.id).cast")
    }
  }

  @Test("the man page has a section for every game and lists its records file")
  func manPage() throws {
    let sections = try Self.text("packaging/arcade.6.sections")
    for game in Self.games {
      #expect(
        sections.contains(".Pa \(game.id).json"), "packaging/arcade.6.sections lists no \(game.id).json")
    }
    let manual = try Self.text("packaging/arcade.6")
    for game in Self.games {
      #expect(
        manual.contains("arcade \(game.id)") || manual.contains("\(game.id)\n"),
        "packaging/arcade.6 has nothing of \(game.id): make man")
    }
  }

  @Test("the soak drives every game")
  func soak() throws {
    let soak = try Self.text("scripts/soak.py")
    for game in Self.games {
      #expect(
        soak.contains("\"\(game.id)\""), "scripts/soak.py names no \"\(game.id)\" (its per-game tables)")
    }
  }
}
