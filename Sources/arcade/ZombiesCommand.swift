import ArcadeScenes
import ArgumentParser
import ZombiesModel

/// `arcade zombies [--mode classic|block|flashlight] [--size N]`.
struct ZombiesCommand: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "zombies",
    abstract: "Find the SOS in a dark room full of zombies (modes: classic, block, flashlight)."
  )

  @OptionGroup var global: GlobalOptions

  @Option(
    help: "classic, block or flashlight; skips the start screen.",
    completion: .list(ZombiesMode.allCases.map(\.rawValue)))
  var mode: String?

  @Option(
    parsing: .unconditional, help: "Room size, 4…12 (default 5); more zombies in larger rooms.",
    completion: .list(RoomRules.sizes.map(String.init)))
  var size: Int?

  func validate() throws {
    if let mode, ZombiesMode(rawValue: mode) == nil {
      throw ValidationError("--mode must be classic, block or flashlight (got '\(mode)')")
    }
    if let size, !RoomRules.sizes.contains(size) {
      throw ValidationError(
        "--size must be between \(RoomRules.sizes.lowerBound) and \(RoomRules.sizes.upperBound) (got \(size))"
      )
    }
  }

  func run() throws {
    let mode = self.mode.flatMap(ZombiesMode.init(rawValue:))
    let size = self.size ?? RoomRules.defaultSize
    try Launcher.play(
      global,
      start: { env in
        if let mode { return ZombiesScene(env: env, mode: mode, size: size) }
        return ZombiesStartScene(env: env, size: size)
      })
  }
}
