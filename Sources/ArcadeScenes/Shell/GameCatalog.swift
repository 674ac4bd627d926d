/// The games of the launch menu, in menu order. Each game has its entry in its own `<Game>CatalogEntry.swift`.
public enum GameCatalog {
  public static let all: [GameEntry] = [
    .zombies, .memory, .fizzbuzz, .maze, .daily,
  ]

  public static func entry(id: String) -> GameEntry? { all.first { $0.id == id } }

  /// The games proper (the daily challenge is an entry of the menu, not a game).
  public static var games: [GameEntry] { all.filter { $0.id != GameEntry.daily.id } }

  /// "Zombies, Memory, FizzBuzz and Maze": the games' names in menu order, for the texts that
  /// name them all (the command's abstract), so none of them lists the games by hand.
  public static var gameNames: String {
    let names = games.map(\.name)
    guard let last = names.last, names.count > 1 else { return names.first ?? "" }
    return names.dropLast().joined(separator: ", ") + " and " + last
  }
}
