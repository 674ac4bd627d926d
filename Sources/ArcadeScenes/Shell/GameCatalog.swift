/// The games of the launch menu, in menu order. Each game issue adds its one line here.
public enum GameCatalog {
  public static let all: [GameEntry] = [
    ZombiesCatalogEntry.entry, .memory, FizzBuzzHomeScene.catalogEntry, MazeScene.catalogEntry,
    DailyListScene.catalogEntry,
  ]

  public static func entry(id: String) -> GameEntry? { all.first { $0.id == id } }
}
