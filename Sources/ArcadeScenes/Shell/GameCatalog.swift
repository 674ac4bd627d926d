/// The games of the launch menu, in menu order. Each game has its entry in its own `<Game>CatalogEntry.swift`.
public enum GameCatalog {
  public static let all: [GameEntry] = [
    .zombies, .memory, .fizzbuzz, .maze, .daily,
  ]

  public static func entry(id: String) -> GameEntry? { all.first { $0.id == id } }
}
