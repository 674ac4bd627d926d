/// Display widths of characters, as the C library's `wcwidth` gives them (ncurses places the
/// cursor by it) for every glyph the arcade draws; a test compares the two.
///
/// We do not call `wcwidth` itself (its answer depends on the process locale, which tests do
/// not set); instead: zero width for combining marks, joiners and variation selectors; two
/// columns for East Asian wide/fullwidth ranges and for code points whose default presentation
/// is emoji; one column otherwise. Text-default emoji (🌡 🕊 🖥 🗺) are one column, like any
/// symbol, and so are the regional indicators (🇫 alone), as glibc says.
public enum GlyphWidth {
  /// Columns taken by one grapheme cluster.
  public static func of(_ character: Character) -> Int {
    var width = 0
    for scalar in character.unicodeScalars {
      width = max(width, of(scalar))
    }
    return width
  }

  /// Whether `scalar` is one column and a character of its own, known without a Unicode
  /// lookup (`isPlainNarrow(_: UInt32)`): inlinable, for loops over a screen's cells.
  @inlinable
  public static func isPlainNarrow(_ scalar: Unicode.Scalar) -> Bool { isPlainNarrow(scalar.value) }

  /// Columns taken by one scalar (0, 1 or 2).
  public static func of(_ scalar: Unicode.Scalar) -> Int {
    let v = scalar.value
    if v < 0x20 || (v >= 0x7F && v < 0xA0) { return 0 }
    if isPlainNarrow(v) { return 1 }
    if v == 0x200B || v == 0x200C || v == 0x200D || v == 0x2060 { return 0 }
    if (0xFE00...0xFE0F).contains(v) || (0xE0100...0xE01EF).contains(v) { return 0 }
    switch scalar.properties.generalCategory {
    case .nonspacingMark, .enclosingMark, .format: return 0
    default: break
    }
    if scalar.properties.isEmojiPresentation { return regionalIndicators.contains(v) ? 1 : 2 }
    return isWide(v) ? 2 : 1
  }

  /// Columns taken by a string.
  @inlinable
  public static func of(_ string: some StringProtocol) -> Int {
    // Plain text (see isPlainNarrow) is as wide as it has scalars: no grapheme breaking and
    // no Unicode property lookups, which were most of the cost of drawing the menu.
    isPlainNarrow(string) ? string.unicodeScalars.count : ofCharacters(string)
  }

  /// Whether every scalar of `string` is one column and a character of its own (ASCII, Latin,
  /// the menu's box drawing, arrows, dashes): such text is one cell per scalar.
  /// Inlinable so that callers get it specialized for their string type: called through the
  /// generic protocol, each scalar cost a few witness calls.
  @inlinable
  public static func isPlainNarrow(_ string: some StringProtocol) -> Bool {
    for scalar in string.unicodeScalars where !isPlainNarrow(scalar.value) { return false }
    return true
  }

  @usableFromInline
  static func ofCharacters(_ string: some StringProtocol) -> Int {
    var total = 0
    for character in string { total += of(character) }
    return total
  }

  /// Scalars that are one column and a character of their own, known without a Unicode lookup:
  /// printable ASCII and Latin (below the combining marks at U+0300), and blocks of symbols
  /// with no marks, joiners, emoji or wide glyphs in them (the tests check every code point of
  /// those against the Unicode properties): general punctuation, arrows, box drawing, block
  /// elements and braille (every character of the maze overview).
  @usableFromInline
  static func isPlainNarrow(_ v: UInt32) -> Bool {
    switch v {
    case 0x20..<0x7F, 0xA0..<0x300, 0x2010...0x2027, 0x2030...0x205E, 0x2190...0x21FF, 0x2500...0x259F,
      0x2800...0x28FF:
      true
    default: false
    }
  }

  /// East Asian wide ranges. A `switch`, not an array of ranges: the array's first use made
  /// the runtime build `ClosedRange<UInt32>` metadata from its mangled name during start-up.
  private static func isWide(_ v: UInt32) -> Bool {
    switch v {
    case 0x1100...0x115F, 0x2E80...0x303E, 0x3041...0x33FF, 0x3400...0x4DBF, 0x4E00...0x9FFF,
      0xA000...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
      0xFFE0...0xFFE6, 0x20000...0x2FFFD, 0x30000...0x3FFFD:
      true
    default: false
    }
  }

  /// Emoji presentation, yet one column in glibc: they are meant to come in pairs (flags).
  private static let regionalIndicators: ClosedRange<UInt32> = 0x1F1E6...0x1F1FF
}

/// The emoji allowlist rule of DESIGN.md: a single code point whose default presentation is
/// emoji and that takes two columns. No U+FE0F, no ZWJ sequences, no text-presentation symbols.
public enum EmojiRule {
  /// The newest emoji the terminal's C library knows: glibc 2.36 (Debian 12, these machines)
  /// carries Unicode 14 data and its `wcwidth` says -1 (not printable) for anything newer, so
  /// ncurses would not draw it as two columns.
  public static let newestUnicodeVersion = (major: 14, minor: 0)

  public static func isAllowed(_ glyph: String) -> Bool {
    let scalars = Array(glyph.unicodeScalars)
    guard scalars.count == 1, let scalar = scalars.first, let age = scalar.properties.age else {
      return false
    }
    let known = (age.major, age.minor) <= newestUnicodeVersion
    return known && scalar.properties.isEmojiPresentation && GlyphWidth.of(scalar) == 2
  }

  /// Why a glyph is refused, or nil when it is allowed.
  public static func rejection(_ glyph: String) -> String? {
    if glyph.unicodeScalars.contains(where: { $0.value == 0xFE0F }) { return "carries U+FE0F" }
    if glyph.unicodeScalars.contains(where: { $0.value == 0x200D }) { return "is a ZWJ sequence" }
    if glyph.unicodeScalars.count != 1 { return "is more than one code point" }
    if !isAllowed(glyph) { return "is not a 2-column emoji-presentation code point" }
    return nil
  }
}
