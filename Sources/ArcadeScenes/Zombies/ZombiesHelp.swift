import ArcadeKit
import ZombiesModel

/// The rules as the help overlay tells them, including what the original left open.
enum ZombiesHelp {
  static func rules(mode: ZombiesMode, size: Int) -> [String] {
    let zombies = RoomRules.zombieCount(mode: mode, size: size)
    var lines = [
      "Walk from the bottom-right corner to the SOS (top-left) in the dark. You only see the "
        + "squares next to you (no diagonals). Seeing a zombie costs a life; on the SOS you win "
        + "(a zombie next to the SOS still catches you first). \(RoomRules.startingLives) lives; W and L "
        + "are kept per mode.",
      "This room: \(size)x\(size), \(zombies) zombie\(zombies == 1 ? "" : "s"). Classic has size-3 "
        + "zombies, block and flashlight half that (at least 1). Every room has a safe route.",
      "[x] in the arrow pad: that way is closed (wall or block). When a round ends, its message "
        + "shows beside the room, which stays in sight with every zombie revealed; after a moment "
        + "(\(Format.seconds(ZombiesScene.messageGrace)), so a held arrow does not skip it) any key but "
        + "\(SharedKeys.back.label) (back), or a click, closes it.",
    ]
    switch mode {
    case .classic: break
    case .block:
      lines.append(
        "Block: you cannot walk into the block; it shows like any square, when you are next to it.")
    case .flashlight:
      lines.append(
        "Flashlight: when you see it, the whole room lights up. From your next move on, after each "
          + "of your moves every zombie steps one square toward you, along the longer distance "
          + "(vertical on a tie). A zombie never steps onto the SOS or another zombie: when that "
          + "step is barred it takes the other way if that also brings it closer, otherwise it "
          + "waits a move. Next to you, a zombie catches you.")
    }
    return lines
  }
}
