import ArcadeScenes
import ArcadeText
import ArgumentParser
import ZombiesModel

/// `arcade zombies [--mode classic|block|flashlight] [--size N]`.
struct ZombiesCommand: SessionCommand {
  static let configuration = CommandConfiguration(
    commandName: "zombies",
    abstract: "Find the SOS in a dark room full of zombies (modes: classic, block, flashlight)."
  )

  @OptionGroup var global: GlobalOptions
  @OptionGroup var dailyOptions: DailyOptions

  @Option(
    help: "classic, block or flashlight; skips the start screen.",
    completion: .list(ZombiesMode.allCases.map(\.rawValue)))
  var mode: String?

  @Option(
    parsing: .unconditional, help: "Room size, 4…12 (default 5); more zombies in larger rooms.",
    completion: .list(RoomRules.sizes.map(String.init)))
  var size: String?

  /// `--size` as a number: read here, not by the parser, so a word gets the range in its error.
  var roomSize: Int? { size.flatMap { Int($0) } }

  func validate() throws {
    if try dailyOptions.day() != nil, mode != nil || size != nil {
      throw ValidationError("--daily plays the day's own game: drop --mode and --size")
    }
    if let mode, ZombiesMode(rawValue: mode) == nil {
      let meant = Suggestion.clause(for: mode, among: ZombiesMode.allCases.map(\.rawValue))
      throw ValidationError("--mode must be classic, block or flashlight (got '\(mode)'\(meant))")
    }
    if let size, roomSize.map(RoomRules.sizes.contains) != true {
      let range = "\(RoomRules.sizes.lowerBound) and \(RoomRules.sizes.upperBound)"
      throw ValidationError(
        roomSize == nil
          ? "--size must be a whole number between \(range) (got '\(size)')"
          : "--size must be between \(range) (got \(size))")
    }
  }

  func session() throws -> GameSession {
    if let day = try dailyOptions.day() { return dailyOptions.session(.zombies, global, day: day) }
    let mode = self.mode.flatMap(ZombiesMode.init(rawValue:))
    let size = roomSize ?? RoomRules.defaultSize
    return global.session { env in
      if let mode { return ZombiesScene(env: env, mode: mode, size: size) }
      return ZombiesStartScene(env: env, size: size)
    }
  }
}
