import ArcadeGlyphs
import ArcadeKit

/// Turns a rendered `Canvas` into an SVG picture of a terminal: a window frame, one cell per
/// column in a monospace font, the 256-colour theme's colours and the emoji as text.
/// Every screen row is written on one line of its own (`<g data-row="N">`), so a comparison
/// can leave out rows that hold measured times.
struct SVGScreen {
  static let cellWidth = 9.6
  static let cellHeight = 20.0
  static let fontSize = 16.0
  static let margin = 16.0
  static let titleBar = 30.0

  static let background = "#1c1c1c"
  static let foreground = "#d0d0d0"

  /// The theme's foreground per role: the 256-colour column of NcursesTerminal's `Theme`
  /// (keep the two in step), as xterm RGB.
  static func color(_ role: ColorRole) -> String {
    let index: Int
    switch role {
    case .normal, .selection: return foreground
    case .title: index = 214
    case .accent: index = 45
    case .muted: index = 245
    case .good: index = 41
    case .bad: index = 203
    case .warning: index = 220
    case .info: index = 75
    case .border: index = 67
    case .highlight: index = 207
    case .disabled: index = 240
    }
    return xterm256(index)
  }

  /// The xterm 256-colour palette: a 6×6×6 cube from 16, a grey ramp from 232.
  static func xterm256(_ index: Int) -> String {
    let (r, g, b): (Int, Int, Int)
    if index >= 232 {
      let level = 8 + 10 * (index - 232)
      (r, g, b) = (level, level, level)
    } else {
      let levels = [0, 95, 135, 175, 215, 255]
      let i = index - 16
      (r, g, b) = (levels[i / 36], levels[(i / 6) % 6], levels[i % 6])
    }
    return "#" + [r, g, b].map { hex2($0) }.joined()
  }

  private static func hex2(_ value: Int) -> String {
    let digits = Array("0123456789abcdef")
    return String([digits[value / 16], digits[value % 16]])
  }

  static func escape(_ text: String) -> String {
    var out = ""
    for c in text {
      switch c {
      case "&": out += "&amp;"
      case "<": out += "&lt;"
      case ">": out += "&gt;"
      case "\"": out += "&quot;"
      default: out.append(c)
      }
    }
    return out
  }

  static func number(_ value: Double) -> String {
    let rounded = (value * 10).rounded() / 10
    return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
  }

  /// The whole picture; `title` goes in the window's title bar.
  static func render(_ canvas: Canvas, title: String) -> String {
    let width = Double(canvas.width) * cellWidth + 2 * margin
    let height = Double(canvas.height) * cellHeight + 2 * margin + titleBar
    var out = """
      <svg xmlns="http://www.w3.org/2000/svg" width="\(number(width))" height="\(number(height))" \
      viewBox="0 0 \(number(width)) \(number(height))" font-family="'DejaVu Sans Mono', 'Menlo', \
      'Consolas', monospace" font-size="\(number(fontSize))">

      """
    // Wide glyphs are emoji: drawn with a colour emoji font, as terminals do.
    out +=
      "<style>.e{font-family:'Noto Color Emoji','Apple Color Emoji','Segoe UI Emoji',sans-serif}</style>\n"
    out += "<rect width=\"100%\" height=\"100%\" rx=\"8\" fill=\"\(background)\" stroke=\"#444\"/>\n"
    out += "<rect width=\"100%\" height=\"\(number(titleBar))\" rx=\"8\" fill=\"#303030\"/>\n"
    for (i, dot) in ["#ff5f56", "#ffbd2e", "#27c93f"].enumerated() {
      out += "<circle cx=\"\(number(18 + Double(i) * 20))\" cy=\"15\" r=\"6\" fill=\"\(dot)\"/>\n"
    }
    out +=
      "<text x=\"\(number(width / 2))\" y=\"20\" fill=\"#a0a0a0\" text-anchor=\"middle\" "
      + "font-size=\"13\">\(escape(title))</text>\n"
    for y in 0..<canvas.height { out += row(canvas, y) + "\n" }
    out += "</svg>\n"
    return out
  }

  /// One screen row: background rectangles for reversed cells, then text runs. A run is a
  /// stretch of narrow ASCII cells of one style (pinned to the grid with `textLength`); any
  /// other glyph is placed on its own cell.
  static func row(_ canvas: Canvas, _ y: Int) -> String {
    let top = margin + titleBar + Double(y) * cellHeight
    let baseline = top + cellHeight * 0.75
    var rects = ""
    var texts = ""
    var x = 0
    while x < canvas.width {
      let cell = canvas[x, y]
      if cell.isContinuation {
        x += 1
        continue
      }
      let cellSpan = GlyphWidth.of(cell.text) == 2 ? 2 : 1
      let reversed = cell.style.attributes.contains(.reverse)
      let ink = color(cell.style.role)
      if reversed {
        var end = x + cellSpan
        while end < canvas.width, canvas[end, y].style == cell.style { end += 1 }
        rects +=
          "<rect x=\"\(number(margin + Double(x) * cellWidth))\" y=\"\(number(top))\" "
          + "width=\"\(number(Double(end - x) * cellWidth))\" height=\"\(number(cellHeight))\" fill=\"\(ink)\"/>"
      }
      if cell.text == " " || cell.text.isEmpty {
        x += 1
        continue
      }
      var run = cell.text
      var end = x + cellSpan
      if isPlainASCII(cell.text) {
        while end < canvas.width, canvas[end, y].style == cell.style, isPlainASCII(canvas[end, y].text) {
          run += canvas[end, y].text
          end += 1
        }
        // Trailing blanks add nothing to draw.
        while run.hasSuffix(" ") {
          run.removeLast()
          end -= 1
        }
      }
      texts += textElement(
        run, x: x, cells: end - x, baseline: baseline, style: cell.style,
        fill: reversed ? background : ink, stretch: isPlainASCII(cell.text), emoji: cellSpan == 2)
      x = end
    }
    return "<g data-row=\"\(y)\">" + rects + texts + "</g>"
  }

  private static func isPlainASCII(_ text: String) -> Bool {
    text.unicodeScalars.count == 1 && text.unicodeScalars.first!.value < 0x7F
      && text.unicodeScalars.first!.value >= 0x20
  }

  private static func textElement(
    _ text: String, x: Int, cells: Int, baseline: Double, style: Style, fill: String, stretch: Bool,
    emoji: Bool
  ) -> String {
    var attributes =
      (emoji ? "class=\"e\" " : "")
      + "x=\"\(number(margin + Double(x) * cellWidth))\" y=\"\(number(baseline))\" fill=\"\(fill)\""
    if stretch && text.count > 1 {
      attributes += " textLength=\"\(number(Double(cells) * cellWidth))\" lengthAdjust=\"spacing\""
    }
    if style.attributes.contains(.bold) { attributes += " font-weight=\"bold\"" }
    if style.attributes.contains(.dim) { attributes += " opacity=\"0.6\"" }
    if style.attributes.contains(.underline) { attributes += " text-decoration=\"underline\"" }
    return "<text xml:space=\"preserve\" \(attributes)>\(escape(text))</text>"
  }
}
