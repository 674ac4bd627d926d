import ArcadeGeometry
/// The "always solvable" promise: a route from the start to the SOS on which no square holds a
/// zombie or is next to one (so no zombie is ever revealed) and that never enters the block.
public enum SafeRoute {
  /// The shortest such route (start first, SOS last), or nil when there is none.
  public static func find(in layout: RoomLayout) -> [GridPoint]? {
    let passable = { (square: GridPoint) in !layout.isWatched(square) && square != layout.block }
    guard passable(layout.start), passable(layout.sos) else { return nil }
    var cameFrom: [GridPoint: GridPoint] = [layout.start: layout.start]
    var frontier = [layout.start]
    var index = 0
    while index < frontier.count {
      let square = frontier[index]
      index += 1
      if square == layout.sos { break }
      for next in square.neighbours(inRoomOf: layout.size) where cameFrom[next] == nil && passable(next) {
        cameFrom[next] = square
        frontier.append(next)
      }
    }
    guard cameFrom[layout.sos] != nil else { return nil }
    var route = [layout.sos]
    while let last = route.last, last != layout.start, let previous = cameFrom[last] {
      route.append(previous)
    }
    return route.reversed()
  }

  /// The moves that walk `route`.
  public static func moves(along route: [GridPoint]) -> [Direction] {
    zip(route, route.dropFirst()).compactMap { from, to in
      Direction.allCases.first { from.moved($0) == to }
    }
  }
}
