import ArcadeKit
import ArcadeScenes
import FoundationEssentials
#if canImport(Glibc)
  import Glibc
#endif
import Records
import Replay
import MemoryDecks

/// One picture: a file name, a window title, and the seeded session that leads to the screen.
struct Shot: Sendable {
  var name: String
  var title: String
  /// Drives the real scenes headless and returns the screen.
  var take: @Sendable (ShotSession) -> Canvas
  /// Rows whose text holds real (wall-clock) measurements, left out of the staleness check.
  var volatileRows: @Sendable (Canvas) -> Set<Int> = { _ in [] }
}

/// What every shot starts from: an 80×24 screen, records in a fresh temporary directory
/// (empty, so no one's scores show), the source tree's assets and a fixed seed.
struct ShotSession: Sendable {
  let assets: String
  let seed: UInt64 = 2026

  func environment() -> AppEnvironment {
    let directory = FileManager.default.temporaryDirectory
      .appendingPathComponent("arcade-shots-\(getpid())-\(UUID().uuidString)").path
    var plan = SessionPlan(arcade: "arcade-shots", seed: seed, size: Size(width: 80, height: 24))
    plan.assetsDir = assets
    return plan.environment(
      records: RecordStore(directory: directory), decks: MemoryDeckLibrary(assetsDirectory: assets).shelf(),
      clock: nil)
  }
}

enum Shots {
  /// The menu, then each game's pictures from its catalog entry.
  static let all: [Shot] =
    [menu]
    + GameCatalog.all.flatMap(\.pictures).map { picture in
      Shot(
        name: picture.name, title: picture.title, take: { picture.take($0.studio) },
        volatileRows: picture.volatileRows)
    }

  static let menu = Shot(name: "menu", title: "arcade") { session in
    Harness(MenuScene(env: session.environment())).canvas
  }
}

extension ShotSession {
  /// The pictures' view of a session: a fresh environment each time.
  var studio: PictureStudio { PictureStudio(environment: { [self] in environment() }) }
}
