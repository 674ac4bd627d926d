import ArcadeGlyphs

/// In ASCII mode nothing but ASCII may reach the terminal (a non-UTF-8 locale would print
/// garbage). Scenes choose ASCII twins themselves; this is the safety net for what they did
/// not: common symbols and accented letters get a readable stand-in of the same width,
/// anything else "?".
public enum AsciiFold {
  public static let narrow: [String: String] = [
    "↑": "^", "↓": "v", "←": "<", "→": ">", "▶": ">", "◀": "<", "▲": "^", "▼": "v",
    "—": "-", "–": "-", "…": ".", "•": "*", "·": ".", "✓": "+", "✗": "x", "×": "x",
    "─": "-", "│": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+", "├": "+", "┤": "+", "┬": "+",
    "┴": "+", "┼": "+", "╭": "+", "╮": "+", "╰": "+", "╯": "+", "═": "=", "║": "|",
    "█": "#", "▓": "#", "▒": "#", "░": ".", "▀": "\"", "▄": "_", "●": "o", "○": "o",
    "★": "*", "☆": "*", "♥": "<", "“": "\"", "”": "\"", "‘": "'", "’": "'",
  ]

  /// A stand-in of `width` ASCII columns for one non-ASCII grapheme.
  public static func fold(_ text: String, width: Int) -> String {
    if width == 1 { return narrow[text] ?? AccentFold.baseLetter(text) ?? "?" }
    return String(repeating: "?", count: width)
  }

  public static func isASCII(_ text: String) -> Bool { text.utf8.allSatisfy { $0 < 0x80 } }
}

extension Canvas {
  /// The canvas with every non-ASCII cell replaced by an ASCII stand-in of the same width.
  public func foldedToASCII() -> Canvas {
    var out = self
    for y in 0..<height {
      var x = 0
      while x < width {
        let cell = self[x, y]
        if !cell.isContinuation && !AsciiFold.isASCII(cell.text) {
          let w = (x + 1 < width && self[x + 1, y].isContinuation) ? 2 : 1
          out.put(AsciiFold.fold(cell.text, width: w), x: x, y: y, style: cell.style)
          x += w
        } else {
          x += 1
        }
      }
    }
    return out
  }
}

extension Canvas {
  /// The canvas with every emoji cell (`glyphs = unicode`) replaced by an ASCII stand-in of the
  /// same width: what a scene drew without its glyph table (a deck's name, a typed word).
  public func foldedEmoji() -> Canvas {
    var out = self
    for y in 0..<height {
      for x in 0..<width {
        let cell = self[x, y]
        guard !cell.isContinuation, !AsciiFold.isASCII(cell.text), GlyphSet.holdsEmoji(cell.text) else {
          continue
        }
        let w = (x + 1 < width && self[x + 1, y].isContinuation) ? 2 : 1
        out.put(AsciiFold.fold(cell.text, width: w), x: x, y: y, style: cell.style)
      }
    }
    return out
  }
}
