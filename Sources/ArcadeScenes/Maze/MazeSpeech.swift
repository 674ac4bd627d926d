import ArcadeKit
import MazeModel

/// The maze in words: what the explorer is doing and, on look, how far it got.
extension MazeScene {
  public func speech(context: SceneContext) -> Speech {
    Speech(status: spokenStatus, look: spokenLook)
  }

  var spokenStatus: String { (viewNews.map { $0 + " " } ?? "") + phaseStatus }

  private var phaseStatus: String {
    switch phase {
    case .idle: return "Maze: g generates a maze."
    case .starting, .exploring: return "Exploring the maze."
    case .finished:
      return "Done: \(SpokenList.count(stats.rooms, "room", "rooms")),"
        + " \(SpokenList.count(stats.doors, "door", "doors")) unlocked, in \(Format.fixed(stats.wallSeconds, digits: 2)) s;"
        + (stats.criticalPathSeconds > 0
          ? " ratio \(MazeStatusText.ratio(stats, options: RenderOptions()))." : " no latency.")
        + RecordsNotice.spoken(env, table: MazeRecordsTable.name)
    case .failed(let error):
      // A shortened room id ("R8472...9ca69") is said without the dots a reader spells out.
      let said = Self.withoutEllipses("\(error)")
      return "Stopped: \(said). g \(retriesSameMaze ? "retries the same maze" : "tries a new maze")."
    case .cancelled: return "Cancelled: g generates a maze."
    }
  }

  /// "R8472...9ca69" as "R8472 to 9ca69": three dots or more become a word.
  static func withoutEllipses(_ text: String) -> String {
    var out = ""
    var dots = 0
    for character in text + " " {
      if character == "." {
        dots += 1
        continue
      }
      out += dots >= 3 ? " to " : String(repeating: ".", count: dots)
      dots = 0
      out.append(character)
    }
    return String(out.dropLast())
  }

  var spokenLook: String {
    let progress: String
    switch phase {
    case .idle: progress = "no maze yet"
    case .starting, .exploring: progress = "exploring"
    case .finished: progress = "finished"
    case .failed: progress = "stopped by an error"
    case .cancelled: progress = "cancelled"
    }
    return
      "Maze, \(view.description) view; \(progress); \(SpokenList.count(stats.rooms, "room", "rooms")) explored,"
      + " \(SpokenList.count(stats.doors, "door", "doors")) found, \(stats.unlocks) unlocked,"
      + " \(stats.inFlight) requests in flight, \(stats.retries) retries."
  }

  public var spokenWords: [String] { ["generate"] }

  public func keys(forWord word: String) -> [Key]? {
    word.lowercased() == "generate" ? [.char("g")] : nil
  }
}
