import ArcadeKit

/// A picture of a game for its page (`make screenshots` writes `docs/<name>.svg`, and
/// `docs/GAMES.md` shows it): a window title and the screen, driven headless through the real
/// scenes. Each game lists its own in its catalog entry.
public struct GamePicture: Sendable {
  public var name: String
  public var title: String
  /// Drives the scenes from a fresh session (`studio`) and returns the screen.
  public var take: @Sendable (_ studio: PictureStudio) -> Canvas
  /// Rows whose text holds real (wall-clock) measurements, left out of the staleness check.
  public var volatileRows: @Sendable (Canvas) -> Set<Int>

  public init(
    name: String, title: String, volatileRows: @escaping @Sendable (Canvas) -> Set<Int> = { _ in [] },
    take: @escaping @Sendable (_ studio: PictureStudio) -> Canvas
  ) {
    self.name = name
    self.title = title
    self.volatileRows = volatileRows
    self.take = take
  }
}

/// What every picture starts from: each `environment()` a new session at 80×24 with empty
/// records (no one's scores show), the source tree's assets and a fixed seed; drawn with
/// `options` (the golden screens take each picture in ASCII too).
public struct PictureStudio: Sendable {
  public let environment: @Sendable () -> AppEnvironment
  public let options: RenderOptions

  public init(options: RenderOptions = RenderOptions(), environment: @escaping @Sendable () -> AppEnvironment)
  {
    self.options = options
    self.environment = environment
  }

  /// `scene` as the player meets it: over the launch menu, so its footer says `q back`.
  public func fromMenu(_ scene: Scene) -> Harness {
    let h = Harness(MenuScene(env: environment()), options: options)
    h.stack.push(scene)
    return h
  }
}
