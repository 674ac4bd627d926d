import ArcadeGeometry
import ArcadeKit
import ZombiesModel

/// Zombies in words: squares are named as on a chess board read from the top (the SOS is A1,
/// the start the bottom-right corner), ways by the compass (up is north).
extension ZombiesScene {
  public func speech(context: SceneContext) -> Speech {
    Speech(status: spokenStatus, look: spokenLook, map: spokenMap)
  }

  static func name(_ square: GridPoint) -> String { SpokenGrid.name(row: square.row, column: square.col) }

  private var livesText: String { SpokenList.count(game.lives, "life", "lives") }

  var spokenStatus: String {
    let here = Self.name(game.player)
    if let outcome = game.outcome {
      let seen = game.layout.zombies.filter { $0.isNext(to: game.player) }.map(Self.name)
      let tooSoon =
        keysTooSoon == 0
        ? ""
        : " \(SpokenList.count(keysTooSoon, "key", "keys")) came too soon after the round's end and did nothing:"
          + " press again."
      return roundEnd(outcome, here: here, seen: seen) + tooSoon
        + RecordsNotice.spoken(env, table: ZombiesRecordsTable.name)
    }
    guard let lastMove else {
      let news = status.isEmpty ? "" : spokenNews + " "
      return news
        + "You are on \(here); the SOS is on \(Self.name(game.layout.sos)). \(surroundings)\(zombiesInSight)"
        + " \(livesText)."
    }
    let way = lastMove.heading.compassName
    if lastMove.blocked {
      let target = game.player.moved(lastMove.heading)
      let why = target == game.layout.block ? "a block is in the way" : "that is the wall"
      return "Cannot go \(way) from \(here): \(why). \(livesText)."
    }
    let news = status.isEmpty ? "" : " " + spokenNews
    return "Moved \(way) to \(here).\(news) \(surroundings)\(zombiesInSight) \(livesText)."
  }

  /// The scene's passing news without the ellipsis a reader would spell out.
  private var spokenNews: String { String(status.map { $0 == "…" ? "." : $0 }) }

  /// In a lit room, the zombies the screen shows beyond the four next squares: " Zombies in
  /// sight: C4 and B2." (nothing in the dark).
  var zombiesInSight: String {
    guard game.isLit else { return "" }
    let far = game.layout.zombies.filter { !$0.isNext(to: game.player) }.map(Self.name)
    return far.isEmpty ? " No other zombie in sight." : " Zombies in sight: \(SpokenList.joined(far))."
  }

  private func roundEnd(_ outcome: RoundOutcome, here: String, seen: [String]) -> String {
    switch outcome {
    case .won:
      return "You won! You reached the SOS on \(here) with \(livesText). Enter for a new game."
    case .tryAgain:
      return "A zombie on \(SpokenList.joined(seen)) saw you on \(here). Try again: \(livesText) left."
        + " Enter for a new room."
    case .lost:
      return "A zombie on \(SpokenList.joined(seen)) saw you on \(here). You lost! Enter for a new game."
    }
  }

  /// Line mode's `map`: the room row by row from the top, each square as last seen (runs of
  /// the same named together), then the unseen squares next to ones known clear: where to
  /// explore next.
  var spokenMap: String {
    let size = game.size
    func shown(_ square: GridPoint) -> String {
      let now = game.outcome != nil && game.layout.zombies.contains(square) ? .zombie : game.sight(at: square)
      switch now == .dark ? seen[square] ?? .dark : now {
      case .dark: return "unseen"
      case .floor: return "clear"
      case .player: return "you"
      case .zombie: return "zombie"
      case .sos: return "SOS"
      case .block: return "block"
      case .flashlight: return "flashlight"
      }
    }
    var rows: [String] = []
    for row in 0..<size {
      var runs: [(first: Int, last: Int, what: String)] = []
      for col in 0..<size {
        let what = shown(GridPoint(row: row, col: col))
        if let last = runs.last, last.what == what {
          runs[runs.count - 1].last = col
        } else {
          runs.append((col, col, what))
        }
      }
      let parts = runs.map { run in
        let first = SpokenGrid.name(row: row, column: run.first)
        return run.first == run.last
          ? "\(first) \(run.what)" : "\(first) to \(SpokenGrid.name(row: row, column: run.last)) \(run.what)"
      }
      rows.append("Row \(row + 1): " + parts.joined(separator: ", ") + ".")
    }
    let known = game.layout.allSquares.filter { ["clear", "you"].contains(shown($0)) }
    let frontier = game.layout.allSquares.filter { square in
      shown(square) == "unseen" && known.contains { $0.isNext(to: square) }
    }
    let next =
      frontier.isEmpty
      ? "No unseen square next to one known clear."
      : "Unseen next to squares known clear: \(SpokenList.joined(frontier.map(Self.name)))."
    return "Map of the \(size) by \(size) room, walls all round, row 1 at the top: "
      + rows.joined(separator: " ")
      + " " + next
  }

  /// What the squares next to the player show (the player sees them): "North and west are
  /// clear. South is the wall."
  var surroundings: String {
    var groups: [(Sight?, [String])] = []
    for heading in [Direction.up, .right, .down, .left] {
      let square = game.player.moved(heading)
      let sight = square.isInside(roomOf: game.size) ? game.sight(at: square) : nil
      if let index = groups.firstIndex(where: { $0.0 == sight }) {
        groups[index].1.append(heading.compassName)
      } else {
        groups.append((sight, [heading.compassName]))
      }
    }
    return groups.map { sight, ways in
      let plural = ways.count > 1
      let what: String
      switch sight {
      case .dark: what = plural ? "are dark" : "is dark"
      case .floor: what = plural ? "are clear" : "is clear"
      case .zombie: what = plural ? "have zombies" : "has a zombie"
      case .sos: what = "is the SOS"
      case .block: what = "is a block"
      case .flashlight: what = "has the flashlight"
      case .player: what = "is you"
      case nil: what = plural ? "are walls" : "is the wall"
      }
      return SpokenList.capitalized(SpokenList.joined(ways)) + " " + what + "."
    }.joined(separator: " ")
  }

  var spokenLook: String {
    var parts = [
      "Zombies, \(game.mode.rawValue), \(game.size) by \(game.size)",
      "you are on \(Self.name(game.player))",
      "the SOS is on \(Self.name(game.layout.sos))" + (game.isLit ? "" : ", in the dark"),
    ]
    // Once the round is over the screen reveals every zombie: so does look.
    let seen = game.layout.allSquares.filter {
      game.sight(at: $0) == .zombie || (game.outcome != nil && game.layout.zombies.contains($0))
    }.map(Self.name)
    parts.append(seen.isEmpty ? "no zombie in sight" : "in sight: zombie on \(SpokenList.joined(seen))")
    if let block = game.layout.block, game.sight(at: block) == .block {
      parts.append("block on \(Self.name(block))")
    }
    if let torch = game.layout.flashlight, game.sight(at: torch) == .flashlight {
      parts.append("flashlight on \(Self.name(torch))")
    }
    if game.isLit { parts.append("the room is lit") }
    parts.append(livesText)
    if daily == nil { parts.append("\(game.wins) won, \(game.losses) lost") }
    return parts.joined(separator: "; ") + "."
  }

  public var spokenWords: [String] { ["north", "south", "east", "west"] }

  public func keys(forWord word: String) -> [Key]? {
    switch word.lowercased() {
    case "north": return [.up]
    case "south": return [.down]
    case "east": return [.right]
    case "west": return [.left]
    default: return nil
    }
  }
}
