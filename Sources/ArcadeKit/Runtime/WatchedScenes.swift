/// A scene whose whole state can be kept and put back exactly: the replay viewer's keyframes
/// (a move back restores the nearest one and plays forward from there, instead of playing the
/// session again from its start). The models are values, so a scene's state is a few values:
/// `savedState()` copies every stored `var` (and the state of any object it owns that changes),
/// and the closure it returns writes them back. A scene that cannot do that exactly does not
/// adopt it, or says `isRestorable` false (the maze on a test's scripted service): while it is
/// on the stack no keyframe is taken, and a move back starts from an earlier one.
public protocol RestorableScene: Scene {
  /// Whether `savedState()` can keep this scene now (true unless it says otherwise).
  var isRestorable: Bool { get }
  /// The scene's state now; calling the result puts it back (any number of times).
  func savedState() -> () -> Void
}

extension RestorableScene {
  public var isRestorable: Bool { true }
}

extension Scene {
  /// Whether a keyframe can keep this scene (`RestorableScene`).
  public var keepsKeyframes: Bool { (self as? RestorableScene)?.isRestorable ?? false }
}

/// A scene whose state never changes once made (the roots, the pause screen): nothing to keep.
public protocol StatelessScene: RestorableScene {}

extension StatelessScene {
  public func savedState() -> () -> Void { {} }
}

extension SceneStack {
  /// The stack's state and every scene's on it, or nil when a scene on it is not a
  /// `RestorableScene` (or the session has ended).
  public func keyframe() -> SceneStackKeyframe? {
    guard !isFinished else { return nil }
    var restores: [() -> Void] = []
    for scene in scenes {
      guard let restorable = scene as? RestorableScene, restorable.isRestorable else { return nil }
      restores.append(restorable.savedState())
    }
    return SceneStackKeyframe(stack: savedStackState(), scenes: restores)
  }

  /// Puts the stack and its scenes back as `keyframe` kept them (a keyframe of this stack).
  public func restore(_ keyframe: SceneStackKeyframe) {
    keyframe.stack()
    for restore in keyframe.scenes { restore() }
  }
}

/// What `SceneStack.keyframe()` kept: the stack's own state and each scene's, as closures that
/// put them back.
public struct SceneStackKeyframe {
  let stack: () -> Void
  let scenes: [() -> Void]
}

/// A scene whose state is laid out for the terminal's size (a view scrolled within it): a
/// replay viewer draws it at the recorder's size, not its watcher's, and says why. A scene
/// that only draws at whatever size it is given need not say anything: it is drawn at the
/// watcher's size (its state still follows the recorded size, as the recording's resizes say).
public protocol DrawnAtRecordedSize: Scene {
  /// Why, in a few words ("its detail view scrolls within that screen").
  var recordedSizeReason: String { get }
}
