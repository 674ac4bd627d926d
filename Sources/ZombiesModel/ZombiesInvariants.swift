extension ZombiesGame {
  /// The rules that must hold after any sequence of actions (checked by the soak fuzzer and
  /// the property tests); an empty list means all hold.
  public func invariantViolations() -> [String] {
    var broken: [String] = []
    if !player.isInside(roomOf: size) { broken.append("player \(player) outside the \(size)×\(size) room") }
    if !(0...RoomRules.startingLives).contains(lives) { broken.append("lives \(lives) outside 0…3") }
    if wins < 0 || losses < 0 { broken.append("negative W/L") }
    if Set(layout.zombies).count != layout.zombies.count { broken.append("two zombies on one square") }
    for zombie in layout.zombies where !zombie.isInside(roomOf: size) || zombie == layout.sos {
      broken.append("zombie at \(zombie) outside the room or on the SOS")
    }
    if let block = layout.block, block == player { broken.append("player inside the block") }
    return broken
  }
}
