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

  /// The pair of text in the terminal's own colours, and of every blank (the window's
  /// background): the same colours as pair 0, but leaving a coloured cell for it costs ncurses
  /// one `SGR 39` where leaving for pair 0 (A_NORMAL) costs `SGR 39` and a full reset.
  static let defaultPair = Int16(ColorRole.allCases.count + 1)

  /// The pair of blanks: `defaultPair` in colour, 0 in monochrome.
  var blankPair: Int16 { depth == .monochrome ? 0 : Self.defaultPair }

  /// Sets up the colour pairs (pair n + 1 for role n, and `defaultPair`).
  func install() {
    guard depth != .monochrome else { return }
    use_default_colors()
    for role in ColorRole.allCases {
      init_pair(Int16(role.rawValue + 1), foreground(role), -1)
    }
    init_pair(Self.defaultPair, -1, -1)
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
    // Roles in the terminal's own colours share the pair of erased cells (the window's
    // background): a pair of their own would make ncurses change colours at every blank.
    if style.role == .normal || style.role == .selection { return (attrs, Self.defaultPair) }
    return (attrs, Int16(style.role.rawValue + 1))
  }
}
