import ArcadeKit
import CNcurses

/// Colour roles -> curses colour pairs and attributes, for the colours the terminal has.
/// Monochrome (NO_COLOR, --no-color, or no colours at all) maps roles to attributes only, so
/// every state still reads: selection reversed, titles bold, disabled dim, errors underlined.
struct Theme {
  enum Depth { case monochrome, colors8, colors16, colors256 }

  let depth: Depth
  let palette: ThemePalette

  init(depth: Depth, palette: ThemePalette = ThemePalette(name: .dark)) {
    self.depth = depth
    self.palette = palette
  }

  static func pick(palette: ThemePalette) -> Theme {
    guard palette.usesColour, has_colors() else { return Theme(depth: .monochrome, palette: palette) }
    start_color()  // COLORS is only known after start_color
    let colors = arcade_colors()
    if colors >= 256 { return Theme(depth: .colors256, palette: palette) }
    if colors >= 16 { return Theme(depth: .colors16, palette: palette) }
    return Theme(depth: colors >= 8 ? .colors8 : .monochrome, palette: palette)
  }

  /// The palette's depth; nil in monochrome.
  var colourDepth: ColourDepth? {
    switch depth {
    case .monochrome: return nil
    case .colors8: return .colors8
    case .colors16: return .colors16
    case .colors256: return .colors256
    }
  }

  /// The pair of text in the terminal's own colours, and of every blank (the window's
  /// background): the same colours as pair 0, but leaving a coloured cell for it costs ncurses
  /// one `SGR 39` where leaving for pair 0 (A_NORMAL) costs `SGR 39` and a full reset.
  static let defaultPair = Int16(ColorRole.allCases.count + 1)

  /// The pair of blanks: `defaultPair` in colour, 0 in monochrome.
  var blankPair: Int16 { depth == .monochrome ? 0 : Self.defaultPair }

  /// Sets up the colour pairs (pair n + 1 for role n, and `defaultPair`).
  func install() {
    guard let colourDepth else { return }
    use_default_colors()
    for role in ColorRole.allCases {
      let colours = palette.colours(for: role, depth: colourDepth)
      init_pair(Int16(role.rawValue + 1), colours.foreground, colours.background)
    }
    init_pair(Self.defaultPair, -1, -1)
  }

  /// The curses attributes and colour pair for a style.
  func attributes(for style: Style) -> (attr_t, Int16) {
    var attrs = arcade_a_normal()
    let a = style.attributes.subtracting(palette.removedAttributes(depth: colourDepth))
      .union(palette.addedAttributes(for: style.role, depth: colourDepth))
    if a.contains(.bold) { attrs |= arcade_a_bold() }
    if a.contains(.dim) { attrs |= arcade_a_dim() }
    if a.contains(.reverse) { attrs |= arcade_a_reverse() }
    if a.contains(.underline) { attrs |= arcade_a_underline() }
    if depth == .monochrome { return (attrs, 0) }
    // Roles in the terminal's own colours share the pair of erased cells (the window's
    // background): a pair of their own would make ncurses change colours at every blank.
    if style.role == .normal || style.role == .selection { return (attrs, Self.defaultPair) }
    return (attrs, Int16(style.role.rawValue + 1))
  }
}
