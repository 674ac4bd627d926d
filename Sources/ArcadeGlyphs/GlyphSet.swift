/// The glyphs the arcade draws: `emoji` (pictures, box drawing and marks), `unicode` (box
/// drawing and marks, each emoji its ASCII twin: for a terminal without an emoji font) or
/// `ascii` (`--ascii`: nothing but ASCII).
public enum GlyphSet: String, CaseIterable, Hashable, Sendable {
  case emoji
  case unicode
  case ascii

  /// What the arcade draws on a terminal named `term` when the player has not chosen:
  /// ASCII on the consoles that cannot draw emoji (nor, with their usual fonts, much beyond
  /// Latin and box drawing): the Linux and BSD consoles and the DEC VTs; emoji elsewhere.
  public static func byDefault(term: String) -> GlyphSet {
    knownWithoutEmoji(term: term) ? .ascii : .emoji
  }

  /// Terminals known to lack emoji: `linux`, `vt100`…`vt525`, the BSD consoles (`cons25`,
  /// `wsvt25`, `pccon`), `mach`, `sun`, `ansi`.
  public static func knownWithoutEmoji(term: String) -> Bool {
    let name = term.lowercased()
    let families = ["linux", "vt", "cons", "wsvt", "pccon", "pcansi", "mach", "sun", "ansi"]
    return families.contains { name == $0 || name.hasPrefix($0) && !name.hasPrefix("vte") }
  }

  /// Terminals that may not draw emoji: xterm itself (`XTERM_VERSION` set; it draws them only
  /// with an emoji font configured), rxvt, st and Eterm (which have no font fallback). The
  /// menu says there how to switch.
  public static func mayLackEmoji(term: String, xtermVersion: String?) -> Bool {
    let name = term.lowercased()
    if let xtermVersion, !xtermVersion.isEmpty, name.hasPrefix("xterm") { return true }
    return name.hasPrefix("rxvt") || name == "st" || name.hasPrefix("st-") || name.hasPrefix("eterm")
  }
}

extension GlyphPair {
  /// The form `set` draws: in `unicode` a glyph that is an emoji (or holds one) is its ASCII
  /// twin, every other glyph (box drawing, arrows, ✓) itself.
  public func resolve(_ set: GlyphSet) -> String {
    switch set {
    case .emoji: return emoji
    case .ascii: return ascii
    case .unicode: return GlyphSet.holdsEmoji(emoji) ? ascii : emoji
    }
  }
}

extension GlyphSet {
  /// Whether `text` holds a character drawn as an emoji picture (two columns, emoji
  /// presentation): what a terminal without an emoji font shows as an empty box.
  public static func holdsEmoji(_ text: some StringProtocol) -> Bool {
    for scalar in text.unicodeScalars where scalar.value >= 0x2300 {
      if scalar.properties.isEmojiPresentation { return true }
    }
    return false
  }
}
