import ArcadeGlyphs
import ArcadeKit

/// The number on the game screen in large digits, for terminals with room (as the launch menu
/// draws its ARCADE banner): a 3×5 font, each dot two cells wide so digits look square.
enum FizzBuzzBigDigits {
  static let height = 5
  /// Columns of one digit (3 dots of 2 cells) and the gap after it.
  static let digitWidth = 6
  static let gap = 2

  /// "#" is a dot; rows top to bottom.
  private static let font: [Character: [String]] = [
    "0": ["###", "# #", "# #", "# #", "###"],
    "1": [" # ", "## ", " # ", " # ", "###"],
    "2": ["###", "  #", "###", "#  ", "###"],
    "3": ["###", "  #", " ##", "  #", "###"],
    "4": ["# #", "# #", "###", "  #", "  #"],
    "5": ["###", "#  ", "###", "  #", "###"],
    "6": ["###", "#  ", "###", "# #", "###"],
    "7": ["###", "  #", "  #", "  #", "  #"],
    "8": ["###", "# #", "###", "# #", "###"],
    "9": ["###", "# #", "###", "  #", "###"],
  ]

  static let dot = GlyphPair("█", ascii: "#")

  /// Columns `text` takes in large digits.
  static func width(of text: String) -> Int {
    text.isEmpty ? 0 : text.count * (digitWidth + gap) - gap
  }

  /// The five rows of `text` in large digits, or nil when it is not all digits.
  static func lines(_ text: String, _ options: RenderOptions) -> [String]? {
    guard !text.isEmpty, text.allSatisfy({ font[$0] != nil }) else { return nil }
    let on = String(repeating: dot.resolve(options), count: 2)
    let separator = String(repeating: " ", count: gap)
    return (0..<height).map { row in
      text.map { digit in
        font[digit]![row].map { $0 == "#" ? on : "  " }.joined()
      }.joined(separator: separator)
    }
  }
}
