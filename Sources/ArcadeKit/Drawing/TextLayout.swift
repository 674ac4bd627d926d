import ArcadeGlyphs
/// Text helpers that respect display widths.
public enum TextLayout {
  /// The longest prefix of `text` that fits in `width` columns; with `ellipsis`, a cut text
  /// ends in "…" (or "..." in ASCII mode) so the reader sees something was cut.
  public static func clip(_ text: String, to width: Int, ellipsis: String? = nil) -> String {
    guard width > 0 else { return "" }
    if GlyphWidth.of(text) <= width { return text }
    let mark = ellipsis ?? ""
    let room = width - GlyphWidth.of(mark)
    guard room >= 0 else { return "" }
    var out = ""
    var used = 0
    for character in text {
      let w = GlyphWidth.of(character)
      if used + w > room { break }
      out.append(character)
      used += w
    }
    return out + mark
  }

  /// Pads (or clips) `text` to exactly `width` columns.
  public static func pad(_ text: String, to width: Int) -> String {
    let clipped = clip(text, to: width)
    return clipped + String(repeating: " ", count: max(0, width - GlyphWidth.of(clipped)))
  }

  /// The column at which `text` starts when centred in `width` columns.
  public static func centerOffset(_ text: String, in width: Int) -> Int {
    max(0, (width - GlyphWidth.of(text)) / 2)
  }

  /// Word-wraps `text` to lines of at most `width` columns; explicit newlines are kept and a
  /// word longer than a line is cut.
  public static func wrap(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      for word in paragraph.split(separator: " ") {
        var word = String(word)
        while GlyphWidth.of(word) > width {
          if !line.isEmpty {
            lines.append(line)
            line = ""
          }
          let head = clip(word, to: width)
          lines.append(head)
          word = String(word.dropFirst(head.count))
        }
        if line.isEmpty {
          line = word
        } else if GlyphWidth.of(line) + 1 + GlyphWidth.of(word) <= width {
          line += " " + word
        } else {
          lines.append(line)
          line = word
        }
      }
      lines.append(line)
    }
    return lines
  }
}

/// Line-drawing characters for boxes, in Unicode or ASCII.
public struct BoxGlyphs: Sendable {
  public var horizontal, vertical, topLeft, topRight, bottomLeft, bottomRight: String
  public static let rounded = BoxGlyphs(
    horizontal: "─", vertical: "│", topLeft: "╭", topRight: "╮", bottomLeft: "╰", bottomRight: "╯")
  public static let ascii = BoxGlyphs(
    horizontal: "-", vertical: "|", topLeft: "+", topRight: "+", bottomLeft: "+", bottomRight: "+")
  /// No frame at all, only the room it takes: screen-reader mode's overlays, whose frames a
  /// reader would spell out ("plus dash dash...").
  public static let blank = BoxGlyphs(
    horizontal: " ", vertical: " ", topLeft: " ", topRight: " ", bottomLeft: " ", bottomRight: " ")
}

extension Canvas {
  /// Writes `text` centred on row `y` within `rect` (the whole width by default).
  @discardableResult
  public mutating func putCentered(_ text: String, y: Int, in rect: Rect? = nil, style: Style = .normal)
    -> Int
  {
    let area = rect ?? bounds
    let clipped = TextLayout.clip(text, to: area.width)
    let x = area.x + TextLayout.centerOffset(clipped, in: area.width)
    put(clipped, x: x, y: y, style: style, limit: area.maxX)
    return x
  }

  /// Draws a box border around `rect`, with an optional title in the top edge, and blanks
  /// the inside.
  public mutating func box(
    _ rect: Rect, glyphs: BoxGlyphs, style: Style = .border, title: String? = nil,
    titleStyle: Style = .title, fillInside: Bool = true
  ) {
    guard rect.width >= 2, rect.height >= 2 else { return }
    if fillInside { fill(rect.insetBy(dx: 1, dy: 1)) }
    let inner = String(repeating: glyphs.horizontal, count: rect.width - 2)
    put(glyphs.topLeft + inner + glyphs.topRight, x: rect.x, y: rect.y, style: style)
    put(glyphs.bottomLeft + inner + glyphs.bottomRight, x: rect.x, y: rect.maxY - 1, style: style)
    for y in (rect.y + 1)..<(rect.maxY - 1) {
      put(glyphs.vertical, x: rect.x, y: y, style: style)
      put(glyphs.vertical, x: rect.maxX - 1, y: y, style: style)
    }
    if let title, rect.width > 4 {
      let t = TextLayout.clip(" \(title) ", to: rect.width - 4)
      put(t, x: rect.x + 2, y: rect.y, style: titleStyle)
    }
  }
}
