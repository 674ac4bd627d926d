import ArcadeGlyphs
import ArcadeKit
import MazeModel

/// Every non-ASCII glyph the arcade's screens draw, gathered for the tests that check their
/// widths against the terminal's and their ASCII twins: each game's from its catalog entry.
enum BuiltInGlyphs {
  static var pairs: [GlyphPair] {
    GameCatalog.all.flatMap(\.glyphs) + Glyphs.marks + Glyphs.keyNames + [
      Glyphs.marker, Glyphs.horizontalLine,
    ]
  }

  static var all: [String] {
    let box = [BoxGlyphs.rounded, BoxGlyphs.ascii].flatMap {
      [$0.horizontal, $0.vertical, $0.topLeft, $0.topRight, $0.bottomLeft, $0.bottomRight]
    }
    let junctions = (0..<16).map { MazeGlyphs.junction(DirectionSet(rawValue: UInt8($0)), ascii: false) }
    let braille = (0..<256).map { MazeGlyphs.braille(UInt8($0)) }
    let banner = MenuScene.banner.flatMap { $0.map(String.init) }
    return pairs.flatMap { [$0.emoji, $0.ascii] } + box + junctions + braille + banner
      + MazeGlyphs.spinnerFrames.emoji.map(String.init) + Array(AsciiFold.narrow.keys)
  }
}
