/// Text that may carry user data (a path, a deck name, `TERM`, another user's claim) made safe
/// to print on a terminal: control characters would otherwise reach it raw — an OSC that
/// retitles the window, a clear-screen, a newline that splits a one-line error — and invisible
/// characters would make two texts that differ look the same, or reorder their neighbours.
public enum SafeText {
  /// Each control or invisible character written as a visible escape: `\n`, `\r`, `\t`, others
  /// as `\u{1B}`. The classes (`Escaped`): C0, DEL and C1 controls; bidi marks, overrides and
  /// isolates (U+061C, U+200E/F, U+202A–E, U+2066–9); line and paragraph separators; format
  /// characters (U+00AD, U+180E, U+200B, U+2060–4, U+FEFF, tags U+E0000–E007F...); every other
  /// default-ignorable code point (U+034F, U+115F, U+17B4, U+3164...). A zero-width joiner or a
  /// variation selector right after an emoji is kept (it is part of the emoji). Everything else
  /// (letters, emoji, combining marks) is kept as it is.
  public static func escapingControls(_ text: String) -> String {
    guard hasEscapes(text) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      defer { previous = scalar }
      guard needsEscape(scalar, after: previous) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      switch scalar {
      case "\n": out += "\\n"
      case "\r": out += "\\r"
      case "\t": out += "\\t"
      default: out += "\\u{" + String(scalar.value, radix: 16, uppercase: true) + "}"
      }
    }
    return out
  }

  /// The one way text from a file or the environment is printed: controls escaped as by
  /// `escapingControls`, and cut after `limit` scalars with "…" (a 200 MB field must not
  /// become a 200 MB line). Stops reading at the limit, however long the text.
  public static func shown(_ text: String, limit: Int = 200) -> String {
    var out = ""
    var count = 0
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      guard count < limit else { return out + "…" }
      count += 1
      defer { previous = scalar }
      guard needsEscape(scalar, after: previous) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      out += escapingControls(String(scalar))
    }
    return out
  }

  private static func hasEscapes(_ text: String) -> Bool {
    var previous: Unicode.Scalar?
    for scalar in text.unicodeScalars {
      if needsEscape(scalar, after: previous) { return true }
      previous = scalar
    }
    return false
  }

  /// The classes of characters escaped, each with why: the tests list one of each.
  public enum Escaped: CaseIterable, Sendable {
    /// C0, DEL and C1 (0x9B is a one-byte CSI).
    case control
    /// Bidi marks, overrides and isolates: they reorder the text around them.
    case bidi
    /// Line and paragraph separators: they break a line.
    case separator
    /// Format characters (general category Cf: soft hyphen, zero-width space, word joiner, BOM, tags...).
    case format
    /// Other default-ignorable code points (fillers, joiners): drawn as nothing.
    case invisible

    public static func of(_ scalar: Unicode.Scalar) -> Escaped? {
      switch scalar.value {
      case 0x00...0x1F, 0x7F...0x9F: return .control
      case 0x061C, 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return .bidi
      case 0x2028, 0x2029: return .separator
      default: break
      }
      if scalar.properties.generalCategory == .format { return .format }
      if scalar.properties.isDefaultIgnorableCodePoint { return .invisible }
      return nil
    }
  }

  static func needsEscape(_ scalar: Unicode.Scalar, after previous: Unicode.Scalar? = nil) -> Bool {
    guard Escaped.of(scalar) != nil else { return false }
    // Part of an emoji: a joiner or a variation selector after an emoji (or after another
    // variation selector or a skin tone) is what draws it.
    let joinsEmoji = scalar.value == 0x200D || (0xFE00...0xFE0F).contains(scalar.value)
    if joinsEmoji, let previous, previous.properties.isEmoji || (0xFE00...0xFE0F).contains(previous.value) {
      return false
    }
    return true
  }
}
