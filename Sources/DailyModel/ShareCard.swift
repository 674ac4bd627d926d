import ArcadeText
import ArcadeGlyphs

/// A finished game as a few lines of text and emoji to share: the result, never the board
/// (no route, no zombie, no card face, no maze). `ascii` gives the same card in plain ASCII.
public struct ShareCard: Hashable, Sendable {
  public let lines: [String]
  /// The card as a sentence, for line mode and screen readers: the result in words, never the
  /// grid of marks ("Score +5: 7 right, 2 wrong, 1 missed, of 10 numbers").
  public let spoken: String

  public init(lines: [String]) {
    self.lines = lines
    spoken = lines.joined(separator: ". ")
  }

  /// A card under `heading`: its first line is the heading's, then the day's note if any;
  /// `said`: the result in words after the heading's. A game's own card is made with it, in
  /// an extension beside its scenes.
  public init(heading: Heading, lines: [String], said: String) {
    var lines = lines
    if heading.abandonedAttempt { lines.insert(Heading.abandonedNote, at: min(1, lines.count)) }
    self.lines = lines
    spoken = heading.spoken + (heading.abandonedAttempt ? ". " + Heading.abandonedNote : "") + ". " + said
  }

  public var text: String { lines.joined(separator: "\n") }

  /// What the card is about: the game, and the day when it is a daily (`practice` when it
  /// did not count).
  public struct Heading: Hashable, Sendable {
    public var game: DailyGame
    public var daily: DailyDate?
    public var practice: Bool
    /// For a game that is not a daily: its variant ("classic 5×5", a deck's name...).
    public var detail: String?
    /// A practice daily whose counted attempt was left unfinished: the card says so.
    public var abandonedAttempt: Bool

    public init(
      game: DailyGame, daily: DailyDate? = nil, practice: Bool = false, detail: String? = nil,
      abandonedAttempt: Bool = false
    ) {
      self.game = game
      self.daily = daily
      self.practice = practice
      self.detail = detail
      self.abandonedAttempt = abandonedAttempt
    }

    static let abandonedNote = "Counted attempt: abandoned"

    /// "Arcade Zombies, daily 2026-11-28 (practice)", "Arcade Zombies, block 5 by 5".
    var spoken: String {
      var text = "Arcade \(game.title)"
      if let daily { text += ", daily \(daily)" + (practice ? " (practice)" : "") }
      if let detail { text += ", " + detail.split(separator: "×").joined(separator: " by ") }
      return text
    }

    public func line(ascii: Bool) -> String {
      let dot = Marks.separator.resolve(ascii: ascii)
      var text = "Arcade \(game.title)"
      if let daily { text += dot + "daily \(daily)" + (practice ? " (practice)" : "") }
      if let detail { text += dot + detail }
      return text
    }
  }

  /// Zombies: one row per life, a square per move and how the life ended; hearts left.
  public static func zombies(
    _ lives: [ZombiesLife], livesLeft: Int, startingLives: Int, heading: Heading, ascii: Bool
  ) -> ShareCard {
    var lines = [heading.line(ascii: ascii)]
    let won = lives.last?.ending == .escaped
    lines.append(won ? "Reached the SOS sign" : "Caught on every life")
    for life in lives {
      var row = strip(count: life.moves, glyph: Marks.move.resolve(ascii: ascii), ascii: ascii)
      switch life.ending {
      case .escaped: row += Marks.escaped.resolve(ascii: ascii)
      case .caught: row += Marks.caught.resolve(ascii: ascii)
      }
      lines.append(row)
    }
    let left = max(0, min(livesLeft, startingLives))
    lines.append(
      ascii
        ? "Lives: \(left)/\(startingLives)"
        : "Lives: " + String(repeating: "♥", count: left)
          + String(repeating: "♡", count: startingLives - left))
    let each = lives.enumerated().map { index, life in
      "life \(index + 1): \(life.moves) \(life.moves == 1 ? "move" : "moves"), "
        + (life.ending == .escaped ? "reached the SOS" : "caught")
    }
    let said = "\(lines[1]); " + each.joined(separator: "; ") + "; \(left) of \(startingLives) lives left."
    return ShareCard(heading: heading, lines: lines, said: said)
  }

  /// Memory: moves and time, then one row per pair in the order found: a square per miss
  /// since the pair before, then the find.
  public static func memory(
    movesAtPairs: [Int], moves: Int, seconds: Double, heading: Heading, ascii: Bool
  ) -> ShareCard {
    var lines = [
      heading.line(ascii: ascii), "\(moves) moves\(Marks.separator.resolve(ascii: ascii))\(clock(seconds))",
    ]
    var previous = 0
    for move in movesAtPairs {
      let misses = max(0, move - previous - 1)
      lines.append(
        strip(count: misses, glyph: Marks.miss.resolve(ascii: ascii), ascii: ascii)
          + Marks.found.resolve(ascii: ascii))
      previous = move
    }
    let said = "\(moves) moves in \(clock(seconds)); \(movesAtPairs.count) pairs found."
    return ShareCard(heading: heading, lines: lines, said: said)
  }

  /// FizzBuzz: the score and counts, then a square per number, a row per decade (1-10,
  /// 11-20, ...): `outcomes` holds one entry per number from 1.
  public static func fizzBuzz(
    outcomes: [ShareOutcome], score: Int, heading: Heading, ascii: Bool
  ) -> ShareCard {
    let dot = Marks.separator.resolve(ascii: ascii)
    let right = outcomes.filter { $0 == .right }.count
    let wrong = outcomes.filter { $0 == .wrong }.count
    let missed = outcomes.filter { $0 == .missed }.count
    var lines = [
      heading.line(ascii: ascii),
      "Score \(score >= 0 ? "+" : "")\(score)\(dot)\(right) right\(dot)\(wrong) wrong\(dot)\(missed) missed",
    ]
    var row = ""
    for (index, outcome) in outcomes.enumerated() {
      switch outcome {
      case .right: row += Marks.right.resolve(ascii: ascii)
      case .wrong: row += Marks.wrong.resolve(ascii: ascii)
      case .missed: row += Marks.missed.resolve(ascii: ascii)
      case .plain: row += Marks.plain.resolve(ascii: ascii)
      }
      if index % 10 == 9 {
        lines.append(row)
        row = ""
      }
    }
    if !row.isEmpty { lines.append(row) }
    let said =
      "Score \(score >= 0 ? "+" : "")\(score): \(right) right, \(wrong) wrong, \(missed) missed, of"
      + " \(outcomes.count) numbers."
    return ShareCard(heading: heading, lines: lines, said: said)
  }

  /// Maze: rooms revealed, time, and the time's ratio to the critical path.
  public static func maze(rooms: Int, seconds: Double, ratio: Double, heading: Heading, ascii: Bool)
    -> ShareCard
  {
    let dot = Marks.separator.resolve(ascii: ascii)
    let hundredths = Int((max(0, ratio) * 100).rounded())
    let ratioText = "\(hundredths / 100).\(hundredths % 100 < 10 ? "0" : "")\(hundredths % 100)"
    return ShareCard(
      heading: heading,
      lines: [
        heading.line(ascii: ascii),
        "\(rooms) rooms\(dot)\(clock(seconds))\(dot)\(Marks.times.resolve(ascii: ascii))\(ratioText) of the critical path",
      ], said: "\(rooms) rooms in \(clock(seconds)), \(ratioText) times the critical path.")
  }

  /// `count` copies of `glyph`, at most `shown` of them and then "+N" for the rest, so a long
  /// life or a slow pair keeps the card narrow.
  static func strip(count: Int, glyph: String, ascii: Bool, shown: Int = 12) -> String {
    let count = max(0, count)
    if count <= shown { return String(repeating: glyph, count: count) }
    return String(repeating: glyph, count: shown) + "+\(count - shown)"
  }

  /// "0:52", "12:03".
  static func clock(_ seconds: Double) -> String { ClockText.minutes(seconds) }

  /// The card's marks, each with its ASCII twin. Good and bad differ in shape, not only in
  /// colour (a green square beside a red one is one shape to a red–green colour-blind reader):
  /// ✅ reached, found, right; ❌ caught, wrong; ❔ missed.
  public enum Marks {
    static let move = GlyphPair("🟨", ascii: ".")
    static let caught = GlyphPair("❌", ascii: "X")
    static let escaped = GlyphPair("✅", ascii: "S")
    static let miss = GlyphPair("⬜", ascii: ".")
    static let found = GlyphPair("✅", ascii: "#")
    static let right = GlyphPair("✅", ascii: "+")
    static let wrong = GlyphPair("❌", ascii: "x")
    static let missed = GlyphPair("❔", ascii: "-")
    static let plain = GlyphPair("⬛", ascii: ".")
    static let separator = GlyphPair(" · ", ascii: " - ")
    static let times = GlyphPair("×", ascii: "x")
    public static let all = [
      move, caught, escaped, miss, found, right, wrong, missed, plain, separator, times,
    ]
  }
}

/// How one life of a Zombies daily ended.
public struct ZombiesLife: Hashable, Sendable {
  public enum Ending: Hashable, Sendable {
    case caught
    case escaped
  }

  public var moves: Int
  public var ending: Ending

  public init(moves: Int, ending: Ending) {
    self.moves = moves
    self.ending = ending
  }
}

/// One answered (or missed) FizzBuzz number, for the card.
public enum ShareOutcome: Hashable, Sendable {
  case right
  case wrong
  case missed
  /// A number said as itself and rightly left alone.
  case plain
}
