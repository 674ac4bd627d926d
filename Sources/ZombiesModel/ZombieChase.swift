import ArcadeGeometry
/// How a zombie hunts once the flashlight has lit the room: one square per player move,
/// shortening the larger of its two distances to the player (on a tie, the vertical one).
/// It never steps onto the SOS or the block; when the chosen step is barred it tries the other
/// axis (if that also brings it closer), otherwise it waits.
public enum ZombieChase {
  public static func step(from zombie: GridPoint, toward player: GridPoint, barred: Set<GridPoint>)
    -> GridPoint
  {
    let rowGap = player.row - zombie.row
    let colGap = player.col - zombie.col
    let vertical = rowGap == 0 ? nil : GridPoint(row: zombie.row + rowGap.signum(), col: zombie.col)
    let horizontal = colGap == 0 ? nil : GridPoint(row: zombie.row, col: zombie.col + colGap.signum())
    let preferred = abs(rowGap) >= abs(colGap) ? [vertical, horizontal] : [horizontal, vertical]
    for candidate in preferred.compactMap({ $0 }) where !barred.contains(candidate) && candidate != player {
      return candidate
    }
    return zombie
  }
}
