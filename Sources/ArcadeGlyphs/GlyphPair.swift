/// A glyph and its ASCII twin (`--ascii`, `glyphs = ascii`, a locale that is not UTF-8, or an
/// emoji under `glyphs = unicode`): the one way the arcade writes a glyph that has one, in the
/// scenes and in the models that draw text.
public struct GlyphPair: Hashable, Sendable {
  public var emoji: String
  public var ascii: String
  public init(_ emoji: String, ascii: String) {
    self.emoji = emoji
    self.ascii = ascii
  }
  public func resolve(ascii: Bool) -> String { ascii ? self.ascii : emoji }
}
