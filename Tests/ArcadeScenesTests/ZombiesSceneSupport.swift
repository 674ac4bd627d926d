import ArcadeGeometry
import ArcadeKit
import Foundation
import Records
import ZombiesModel

@testable import ArcadeScenes

func zsq(_ row: Int, _ col: Int) -> GridPoint { GridPoint(row: row, col: col) }

/// A 5×5 room: one press of Up (to (3,4)) reveals the zombie at (2,4).
func roomWithZombieAboveStart(mode: ZombiesMode = .classic, lives: Int = 3) -> ZombiesGame {
  ZombiesGame(mode: mode, layout: RoomLayout(size: 5, zombies: [zsq(2, 4)]), lives: lives)
}

/// A 5×5 room whose bottom row and left column are safe.
func roomWithSafeEdges(mode: ZombiesMode = .classic) -> ZombiesGame {
  ZombiesGame(mode: mode, layout: RoomLayout(size: 5, zombies: [zsq(1, 3), zsq(2, 2)]))
}

let walkToSOS: [Key] = [.left, .left, .left, .left, .up, .up, .up, .up]

extension Harness {
  /// The text of the canvas cells of a rectangle, row by row (continuation cells skipped).
  func text(in rect: Rect) -> String {
    let canvas = canvas
    var out = ""
    for y in rect.y..<rect.maxY {
      for x in rect.x..<rect.maxX where !canvas[x, y].isContinuation { out += canvas[x, y].text }
      out += "\n"
    }
    return out
  }
}
