import ArcadeGeometry
/// A scene told in words, for players who do not see the screen: screen-reader mode's status
/// line and look key, and line mode's output. Both come from the scene's state (as `render`
/// does), never from a second copy of the rules.
public struct Speech: Hashable, Sendable {
  /// One sentence saying what the last key (or the last timer) changed: "Moved west to B4.
  /// North and east are dark. 2 lives."
  public var status: String
  /// Where things are, asked for with the look key (`look` in line mode): "You are on E5; ...".
  public var look: String
  /// Screen-reader mode: where the focused item starts on the screen (a menu entry, a form
  /// field, the card under Memory's cursor) while the last key moved the focus; the terminal's
  /// cursor stands there, so a reader speaks that item. Nil when the news is on the status line
  /// (a move, a flip, an answer, a refusal): the cursor stands there.
  public var focus: Point?
  /// Line mode's `map`: the board row by row, with what was seen where (Zombies), or nil for a
  /// scene with no board to tell. Lines apart by "\n" are said one a line (the maze's rows).
  public var map: String?
  /// Why a key changes nothing now, in a few words ("3 is already answered"), said instead of
  /// "nothing changed" when a key leaves the status as it was; nil: "nothing changed".
  public var idle: String?

  public init(status: String, look: String, focus: Point? = nil, map: String? = nil, idle: String? = nil) {
    self.status = status
    self.look = look
    self.focus = focus
    self.map = map
    self.idle = idle
  }
}

/// The words of a grid: columns are letters from A (left), rows numbers from 1 (top), as a
/// chess board read from the top: the top-left square is A1.
public enum SpokenGrid {
  public static func name(row: Int, column: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    let letter = letters.indices.contains(column) ? String(letters[column]) : "column \(column + 1)"
    return "\(letter)\(row + 1)"
  }

  /// The square a word like "b3" names, if it is inside a grid of `columns` × `rows`.
  public static func square(named word: String, columns: Int, rows: Int) -> (row: Int, column: Int)? {
    let lower = word.lowercased()
    guard let first = lower.unicodeScalars.first, ("a"..."z").contains(first) else { return nil }
    let column = Int(first.value - UnicodeScalar("a").value)
    guard let number = Int(lower.dropFirst()), lower.count >= 2, lower.dropFirst().allSatisfy(\.isNumber)
    else { return nil }
    let row = number - 1
    guard (0..<columns).contains(column), (0..<rows).contains(row) else { return nil }
    return (row, column)
  }

  /// The keys that move a cursor from one square to another (rows first), without wrapping.
  public static func moves(from: (row: Int, column: Int), to: (row: Int, column: Int)) -> [Key] {
    let vertical = Array(repeating: to.row > from.row ? Key.down : .up, count: abs(to.row - from.row))
    let horizontal = Array(
      repeating: to.column > from.column ? Key.right : .left, count: abs(to.column - from.column))
    return vertical + horizontal
  }
}

/// The compass names of the four ways, as the spoken games say them (up is north).
extension Direction {
  public var compassName: String {
    switch self {
    case .up: return "north"
    case .down: return "south"
    case .left: return "west"
    case .right: return "east"
    }
  }
}

/// Words for lists said aloud: "north", "north and east", "north, east and south".
public enum SpokenList {
  public static func joined(_ items: [String]) -> String {
    switch items.count {
    case 0: return ""
    case 1: return items[0]
    default: return items.dropLast().joined(separator: ", ") + " and " + items[items.count - 1]
    }
  }

  /// "1 life", "2 lives".
  public static func count(_ n: Int, _ singular: String, _ plural: String) -> String {
    "\(n) \(n == 1 ? singular : plural)"
  }

  /// "1st", "2nd", "3rd", "4th", "11th", "22nd": a place as it is said.
  public static func ordinal(_ n: Int) -> String {
    let lastTwo = abs(n) % 100
    let suffix =
      (11...13).contains(lastTwo) ? "th" : [1: "st", 2: "nd", 3: "rd"][lastTwo % 10] ?? "th"
    return "\(n)\(suffix)"
  }

  /// The first letter upper-cased, for a list that starts a sentence.
  public static func capitalized(_ text: String) -> String {
    guard let first = text.first else { return text }
    return first.uppercased() + text.dropFirst()
  }
}

extension Canvas {
  /// The screen as a reader would speak it: each row's text trimmed, empty rows left out,
  /// runs of spaces shortened (box art is left to `AsciiFold`-free scenes' own words).
  public var spokenText: String {
    lines.compactMap { line -> String? in
      let words = line.split(separator: " ", omittingEmptySubsequences: true)
      return words.isEmpty ? nil : words.joined(separator: " ")
    }.joined(separator: " / ")
  }
}
