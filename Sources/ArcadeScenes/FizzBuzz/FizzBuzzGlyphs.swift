import ArcadeGlyphs
import ArcadeKit
import FizzBuzzModel

/// The marks of the FizzBuzz screens, each with an ASCII twin, so every state reads in
/// monochrome and in ASCII too.
enum FizzBuzzGlyphs {
  static let valid = GlyphPair("✓", ascii: "ok")
  static let invalid = GlyphPair("✗", ascii: "x")
  static let right = GlyphPair("✓", ascii: "+")
  static let wrong = GlyphPair("✗", ascii: "x")
  static let missed = GlyphPair("?", ascii: "?")
  static let cursor = GlyphPair("▏", ascii: "_")
  static let focus = GlyphPair("▶", ascii: ">")
  static let bar = GlyphPair("█", ascii: "#")
  static let baseline = GlyphPair("▁", ascii: "_")
  static let barEmpty = GlyphPair("░", ascii: ".")
  static let bullet = GlyphPair(" • ", ascii: " * ")
  static let all = [valid, invalid, right, wrong, missed, cursor, focus, bar, baseline, barEmpty, bullet]

  static func mark(_ outcome: FizzBuzzOutcome) -> GlyphPair {
    switch outcome {
    case .right: return right
    case .wrong: return wrong
    case .missed: return missed
    }
  }

  static func style(_ outcome: FizzBuzzOutcome) -> Style {
    switch outcome {
    case .right: return .good
    case .wrong: return .bad
    case .missed: return .warning
    }
  }

  /// The settings as one row: "3 • 5 • 100 • fizz • buzz" ("3 * 5 * …" in ASCII).
  static func name(_ settings: FizzBuzzSettings, _ options: RenderOptions) -> String {
    settings.name(separator: bullet.resolve(options))
  }

  /// A bar of `filled` cells out of `width`.
  static func bar(filled: Int, width: Int, _ options: RenderOptions) -> (String, String) {
    let filled = max(0, min(width, filled))
    return (
      String(repeating: bar.resolve(options), count: filled),
      String(repeating: barEmpty.resolve(options), count: width - filled)
    )
  }
}

/// The width rule the form validates words with: the terminal's.
let terminalColumns: @Sendable (String) -> Int = { GlyphWidth.of($0) }
