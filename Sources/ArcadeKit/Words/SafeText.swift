/// Text that may carry user data (a path, a deck name, `TERM`) made safe to print on a
/// terminal: control characters would otherwise reach it raw — an OSC that retitles the
/// window, a clear-screen, a newline that splits a one-line error.
public enum SafeText {
  /// Each control character written as a visible escape: `\n`, `\r`, `\t`, others as
  /// `\u{1B}`; C1 controls, DEL, bidi overrides/isolates and line/paragraph separators too.
  /// Everything else (letters, emoji, combining marks) is kept as it is.
  public static func escapingControls(_ text: String) -> String {
    guard text.unicodeScalars.contains(where: needsEscape) else { return text }
    var out = ""
    out.reserveCapacity(text.utf8.count + 8)
    for scalar in text.unicodeScalars {
      guard needsEscape(scalar) else {
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
    for scalar in text.unicodeScalars {
      guard count < limit else { return out + "…" }
      count += 1
      guard needsEscape(scalar) else {
        out.unicodeScalars.append(scalar)
        continue
      }
      out += escapingControls(String(scalar))
    }
    return out
  }

  static func needsEscape(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0x00...0x1F, 0x7F...0x9F: return true  // C0, DEL, C1 (0x9B is a one-byte CSI)
    case 0x200E, 0x200F, 0x202A...0x202E, 0x2066...0x2069: return true  // bidi marks and overrides
    case 0x2028, 0x2029: return true  // line and paragraph separators
    default: return false
    }
  }
}
