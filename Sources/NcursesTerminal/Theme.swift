import ArcadeKit
import CNcurses

/// Colour roles -> curses colour pairs and attributes, for the colours the terminal has.
/// Monochrome (NO_COLOR, --no-color, or no colours at all) maps roles to attributes only, so
/// every state still reads: selection reversed, titles bold, disabled dim, errors underlined.
struct Theme {
  enum Depth { case monochrome, colors8, colors16, colors256 }

  let depth: Depth

  static func pick(monochrome: Bool) -> Theme {
    guard !monochrome, has_colors() else { return Theme(depth: .monochrome) }
    start_color()  // COLORS is only known after start_color
    let colors = arcade_colors()
    if colors >= 256 { return Theme(depth: .colors256) }
    if colors >= 16 { return Theme(depth: .colors16) }
    return Theme(depth: colors >= 8 ? .colors8 : .monochrome)
  }

  /// Sets up the colour pairs (pair n + 1 for role n).
  func install() {
    guard depth != .monochrome else { return }
    use_default_colors()
    for role in ColorRole.allCases {
      init_pair(Int16(role.rawValue + 1), foreground(role), -1)
    }
  }

  private func foreground(_ role: ColorRole) -> Int16 {
    let (c8, c16, c256): (Int32, Int32, Int32)
    switch role {
    case .normal, .selection: return -1
    case .title: (c8, c16, c256) = (COLOR_YELLOW, 11, 214)
    case .accent: (c8, c16, c256) = (COLOR_CYAN, 14, 45)
    case .muted: (c8, c16, c256) = (COLOR_WHITE, 8, 245)
    case .good: (c8, c16, c256) = (COLOR_GREEN, 10, 41)
    case .bad: (c8, c16, c256) = (COLOR_RED, 9, 203)
    case .warning: (c8, c16, c256) = (COLOR_YELLOW, 11, 220)
    case .info: (c8, c16, c256) = (COLOR_BLUE, 12, 75)
    case .border: (c8, c16, c256) = (COLOR_BLUE, 4, 67)
    case .highlight: (c8, c16, c256) = (COLOR_MAGENTA, 13, 207)
    case .disabled: (c8, c16, c256) = (COLOR_WHITE, 8, 240)
    }
    switch depth {
    case .colors256: return Int16(c256)
    case .colors16: return Int16(c16)
    default: return Int16(c8)
    }
  }

  /// The curses attributes and colour pair for a style.
  func attributes(for style: Style) -> (attr_t, Int16) {
    var attrs = arcade_a_normal()
    let a = style.attributes
    if a.contains(.bold) { attrs |= arcade_a_bold() }
    if a.contains(.dim) { attrs |= arcade_a_dim() }
    if a.contains(.reverse) { attrs |= arcade_a_reverse() }
    if a.contains(.underline) { attrs |= arcade_a_underline() }
    if depth == .monochrome {
      switch style.role {
      case .title, .accent, .good, .warning, .highlight: attrs |= arcade_a_bold()
      case .bad: attrs |= arcade_a_bold() | arcade_a_underline()
      case .muted, .disabled: attrs |= arcade_a_dim()
      case .selection: attrs |= arcade_a_reverse()
      case .normal, .info, .border: break
      }
      return (attrs, 0)
    }
    if depth == .colors8 && (style.role == .muted || style.role == .disabled) { attrs |= arcade_a_dim() }
    // Roles in the terminal's own colours use pair 0, the pair of erased cells: a pair of
    // their own would make ncurses reset attributes at every blank between words.
    if style.role == .normal || style.role == .selection { return (attrs, 0) }
    return (attrs, Int16(style.role.rawValue + 1))
  }
}
