import ArcadeKit
import FizzBuzzModel

/// The Stats tab in words: the selected row as the status, every row on look, each a sentence
/// ("3, 5, 100, Fizz, Buzz: played 4 times, best 37, last 20"); the cursor on the selected row.
extension FizzBuzzStatsPanel {
  /// One row as a sentence.
  /// Each number labelled: "Fizz on 3, Buzz on 5, up to 100: played 4 times, best 37, last 20".
  static func spoken(_ group: FizzBuzzStatsGroup) -> String {
    let settings = group.settings
    return
      "\(settings.firstWord) on \(settings.firstDivisor), \(settings.secondWord) on \(settings.secondDivisor),"
      + " up to \(settings.limit): played \(SpokenList.count(group.count, "time", "times")),"
      + " best \(group.bestScore), last \(group.scores.last ?? 0)"
  }

  static let empty = "no timed games played yet (untimed practice has a table of its own)."

  /// The untimed practice's table, read after the timed one: " Untimed practice: 1. ...".
  var spokenPractice: String {
    guard !untimedGroups.isEmpty else { return " No untimed practice played yet." }
    let rows = untimedGroups.enumerated().map { "\($0.offset + 1). \(Self.spoken($0.element))" }
    return " Untimed practice, apart: \(rows.joined(separator: "; "))."
  }

  var spokenStatus: String {
    guard let selected else { return "Stats: " + Self.empty }
    return "Stats, row \(selection + 1) of \(groups.count): \(Self.spoken(selected))."
  }

  var spokenLook: String {
    guard selected != nil else {
      return "FizzBuzz stats: " + Self.empty + spokenPractice + " Left goes back to the Play tab."
    }
    let rows = groups.enumerated().map { "\($0.offset + 1). \(Self.spoken($0.element))" }
    return "FizzBuzz stats, every combination of settings played, most played first:"
      + " \(rows.joined(separator: "; ")). Selected: row \(selection + 1)."
      + " Up and down choose, enter plays it again, left goes back to the Play tab." + spokenPractice
  }

  /// Where the selected row starts on the screen, in `area` (as `render` lays it out).
  func focus(area: Rect) -> Point? {
    guard selected != nil else { return nil }
    return Point(x: area.x + 1, y: area.y + 1 + selection - firstListed(area))
  }
}
