import ArcadeGlyphs
import ArcadeGeometry
import ArcadeKit
import ZombiesModel

/// Every picture the game draws, each with its 2-column ASCII twin. Only allowlisted emoji
/// (single code point, emoji presentation, 2 columns); a test checks each one.
enum ZombiesGlyphs {
  static let dark = GlyphPair("⬛", ascii: "##")
  static let floor = GlyphPair("⬜", ascii: ". ")
  static let player = GlyphPair("🚶", ascii: "@ ")
  static let zombie = GlyphPair("🧟", ascii: "Z ")
  static let sos = GlyphPair("🆘", ascii: "!!")
  static let block = GlyphPair("🚧", ascii: "==")
  static let flashlight = GlyphPair("🔦", ascii: "* ")
  static let heart = GlyphPair("💗", ascii: "<3")
  static let won = GlyphPair("🥳", ascii: "\\o/")
  static let tryAgain = GlyphPair("🤞", ascii: ":/")
  static let lost = GlyphPair("💀", ascii: "x_x")

  /// The glyphs drawn in the room (all exactly two columns in both forms).
  static let board = [dark, floor, player, zombie, sos, block, flashlight, heart]
  static let messages = [won, tryAgain, lost]

  static func of(_ sight: Sight) -> GlyphPair {
    switch sight {
    case .dark: return dark
    case .floor: return floor
    case .player: return player
    case .zombie: return zombie
    case .sos: return sos
    case .block: return block
    case .flashlight: return flashlight
    }
  }

  /// The arrow pad's buttons: one column each, in both forms.
  static let arrows = [
    GlyphPair("↑", ascii: "^"), GlyphPair("↓", ascii: "v"), GlyphPair("←", ascii: "<"),
    GlyphPair("→", ascii: ">"),
  ]

  static func arrow(_ heading: Direction) -> GlyphPair {
    switch heading {
    case .up: return arrows[0]
    case .down: return arrows[1]
    case .left: return arrows[2]
    case .right: return arrows[3]
    }
  }

  static func of(_ outcome: RoundOutcome) -> GlyphPair {
    switch outcome {
    case .won: return won
    case .tryAgain: return tryAgain
    case .lost: return lost
    }
  }

  /// The round's message as shown: "You won! 🥳", "Try again! 🤞", "You lost! 💀".
  static func message(_ outcome: RoundOutcome, options: RenderOptions) -> String {
    outcome.message + " " + of(outcome).resolve(options)
  }

  /// How each square reads on screen: colour role, and the style that keeps it readable in
  /// monochrome (the glyphs already differ in shape).
  static func style(_ sight: Sight) -> Style {
    switch sight {
    case .dark: return .muted
    case .floor: return .normal
    case .player: return .highlight
    case .zombie: return .bad
    case .sos: return .good
    case .block: return .warning
    case .flashlight: return .accent
    }
  }
}
