/// Paths quoted in messages come from the player's environment (`--data-dir`, `$HOME`): their
/// control characters are shown escaped, so a message printed on stderr can never move the
/// cursor, clear the screen or retitle the terminal.
enum Printable {
  static func path(_ text: String) -> String {
    var out = ""
    for scalar in text.unicodeScalars {
      if isControl(scalar) {
        out += "\\u{" + String(scalar.value, radix: 16) + "}"
      } else {
        out.unicodeScalars.append(scalar)
      }
    }
    return out
  }

  /// C0, DEL, C1 and the bidi overrides and isolates (which reorder the rest of the line).
  private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
    switch scalar.value {
    case 0..<0x20, 0x7F...0x9F, 0x202A...0x202E, 0x2066...0x2069: return true
    default: return false
    }
  }
}
