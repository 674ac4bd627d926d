import ArcadeKit

/// Marks a scene that only holds the game above it (the soak's base): left out of state
/// digests, so the soak and its replay digest the same scenes.
public protocol ReplayRootScene: Scene {}

extension ReplayRootScene {
  /// A root only holds the game: its state is the game's (roots are left out of the digest).
  public var snapshot: StateSnapshot { StateSnapshot() }
}

/// The root of a replayed soak session: draws nothing, takes every event, and puts the game
/// back on top as soon as it is left — as `arcade-soak` does before its next event.
public final class SoakRoot: ReplayRootScene, StatelessScene {
  private let start: () -> Scene
  public var info: SceneInfo {
    SceneInfo(
      title: "soak",
      minimumSize: Size(width: 1, height: 1))
  }

  public init(start: @escaping () -> Scene) { self.start = start }

  public func render(into canvas: inout Canvas, context: SceneContext) {}
  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .handled }
  public func didBecomeTop(context: SceneContext) { context.push(start()) }
}

/// The root of a game-only session (`arcade GAME --no-menu`, replay header `"root":"game"`):
/// draws nothing, and ends the session as soon as the game above it is left, so the session
/// starts and ends inside its game and never shows (or depends on) the launch menu.
public final class GameOnlyRoot: ReplayRootScene, StatelessScene {
  public var info: SceneInfo {
    SceneInfo(
      title: "game only",
      minimumSize: Size(width: 1, height: 1))
  }

  public init() {}

  public func render(into canvas: inout Canvas, context: SceneContext) {}
  public func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .handled }
  public func didBecomeTop(context: SceneContext) { context.quit() }
}
