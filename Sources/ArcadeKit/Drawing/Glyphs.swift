import ArcadeGlyphs
import ArcadeText

extension GlyphPair {
  public func resolve(_ options: RenderOptions) -> String { resolve(options.glyphs) }
}

extension RenderOptions {
  /// The form of `glyph` these options draw.
  public func glyph(_ glyph: GlyphPair) -> String { glyph.resolve(self) }
  /// The mark of cut text: "…", or "..." in ASCII.
  public var ellipsis: String { glyph(Glyphs.ellipsis) }
}

/// The one table of the arcade's shared marks with their ASCII twins; each game keeps its
/// pictures in its own table of `GlyphPair`s. Text written in Unicode goes through `spelled`,
/// which uses this table too.
public enum Glyphs {
  public static let ellipsis = GlyphPair("…", ascii: "...")
  public static let dash = GlyphPair("—", ascii: "-")
  /// The selected row of a list.
  public static let marker = GlyphPair("▶", ascii: ">")
  public static let check = GlyphPair("✓", ascii: "+")
  public static let cross = GlyphPair("✗", ascii: "x")
  public static let middleDot = GlyphPair("·", ascii: "-")
  public static let times = GlyphPair("×", ascii: "x")
  public static let minus = GlyphPair("−", ascii: "-")
  public static let leftTriangle = GlyphPair("◀", ascii: "<")
  public static let rightTriangle = GlyphPair("▶", ascii: ">")
  public static let horizontalLine = GlyphPair("─", ascii: "-")

  /// Key names: arrows in Unicode, words in ASCII (the longest first, so "↑↓" is one word).
  public static let keyNames = [
    GlyphPair("↑↓", ascii: "Up/Down"), GlyphPair("←→", ascii: "Left/Right"),
    GlyphPair("↑", ascii: "Up"), GlyphPair("↓", ascii: "Down"), GlyphPair("←", ascii: "Left"),
    GlyphPair("→", ascii: "Right"),
  ]

  /// Marks inside running text, each once.
  public static let marks = [
    ellipsis, dash, check, cross, middleDot, times, minus, leftTriangle, rightTriangle,
  ]

  /// A key label as these options show it: "↑↓" or "Up/Down".
  public static func keys(_ label: String, _ options: RenderOptions) -> String {
    spelled(options.keys.spell(label), options, table: keyNames)
  }

  /// Running text with its marks and key names in the form these options draw ("Room: ◀ 5×5 ▶"
  /// or "Room: < 5x5 >", "(← or f)" or "(Left or f)").
  public static func text(_ text: String, _ options: RenderOptions) -> String {
    spelled(text, options, table: keyNames + marks)
  }

  private static func spelled(_ text: String, _ options: RenderOptions, table: [GlyphPair]) -> String {
    guard options.ascii, !AsciiFold.isASCII(text) else { return text }
    return table.reduce(text) { $0.replacingEvery($1.emoji, with: $1.ascii) }
  }
}
