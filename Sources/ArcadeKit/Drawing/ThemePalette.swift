import ArcadeColour

/// The themes a player can pick. Each is a table: for every colour role, the terminal colours
/// it sends at 8, 16 and 256 colours (or, for the themes without colour, the attributes that
/// carry the meaning). The terminal backend sends exactly these; the contrast test reads the
/// same table.
public enum ThemeName: String, CaseIterable, Hashable, Sendable {
  /// Light text colours for a dark background (the arcade's first palette).
  case dark
  /// Dark text colours for a light background.
  case light
  /// The terminal's own foreground and background only; bold, reverse and underline say the rest.
  case highContrast = "high-contrast"
  /// Okabe–Ito colours, a variant for each background: good and bad are blue and vermilion,
  /// never green and red.
  case colourBlind = "colour-blind"
  /// No colour at all (what `NO_COLOR` gives).
  case mono

  /// The name a player types, and its American spelling.
  public init?(named name: String) {
    if name == "color-blind" {
      self = .colourBlind
    } else {
      self.init(rawValue: name)
    }
  }

  public var palette: ThemePalette { ThemePalette(name: self) }

  /// The theme's variant for a terminal whose background is `backdrop`.
  public func palette(on backdrop: Backdrop) -> ThemePalette { ThemePalette(name: self, on: backdrop) }
}

/// The terminal's background as the themes know it: every theme has a variant for each.
/// `dark` and `light` name the default palette's two variants outright; every other theme
/// follows the background the terminal answers (OSC 11), else `COLORFGBG`, else dark.
public enum Backdrop: String, CaseIterable, Hashable, Sendable {
  case dark
  case light

  /// The background of a terminal that answered `colour`.
  public init(_ colour: RGB) { self = colour.isLight ? .light : .dark }

  /// The colour the contrast test assumes: black or white.
  public var colour: RGB { self == .light ? .white : .black }
}

/// What the settings and `--theme` accept: a theme, or `auto` (ask the terminal).
public enum ThemeChoice: Hashable, Sendable, CustomStringConvertible {
  case auto
  case named(ThemeName)

  /// The palette drawn for this choice on a terminal whose background is `backdrop`: auto is
  /// `dark` or `light`, a named theme its variant for that background.
  public func palette(on backdrop: Backdrop) -> ThemePalette {
    switch self {
    case .auto: return (backdrop == .light ? ThemeName.light : .dark).palette
    case .named(let name): return name.palette(on: backdrop)
    }
  }

  public init?(_ text: String) {
    if text == "auto" {
      self = .auto
    } else if let name = ThemeName(named: text) {
      self = .named(name)
    } else {
      return nil
    }
  }

  public var description: String {
    switch self {
    case .auto: return "auto"
    case .named(let name): return name.rawValue
    }
  }

  /// Every value, as a player types it.
  public static let names = ["auto"] + ThemeName.allCases.map(\.rawValue)
}

/// How many colours the terminal shows.
public enum ColourDepth: Int, CaseIterable, Hashable, Sendable {
  case colors8 = 8
  case colors16 = 16
  case colors256 = 256
}

/// A colour as the terminal is told it: a palette index, or the terminal's own (-1).
public struct RoleColours: Hashable, Sendable {
  /// Foreground palette index; -1 is the terminal's own foreground.
  public var foreground: Int16
  /// Background palette index; -1 is the terminal's own background (the theme's assumed one).
  public var background: Int16
  public init(_ foreground: Int16, on background: Int16 = -1) {
    self.foreground = foreground
    self.background = background
  }
  public static let terminal = RoleColours(-1)
}

/// One theme's table, in its variant for one background.
public struct ThemePalette: Hashable, Sendable {
  public let name: ThemeName
  /// The background this variant is made for (`dark` and `light` each have one of their own).
  public let backdrop: Backdrop

  public init(name: ThemeName, on backdrop: Backdrop = .dark) {
    self.name = name
    switch name {
    case .dark: self.backdrop = .dark
    case .light: self.backdrop = .light
    case .highContrast, .colourBlind, .mono: self.backdrop = backdrop
    }
  }

  /// False for the themes that send no colour (mono, high-contrast): roles become attributes.
  public var usesColour: Bool { name != .mono && name != .highContrast }

  /// The background the variant is made for (the terminal's own, which it never changes).
  public var assumedBackground: RGB { backdrop.colour }

  /// The terminal's own foreground on that background (xterm's default colours).
  public var assumedForeground: RGB { backdrop == .light ? .black : RGB.xterm(7) }

  /// The theme's name as a player reads it, with its variant: "colour-blind (light)".
  public var title: String {
    switch name {
    case .dark, .light: return name.rawValue
    case .highContrast, .colourBlind, .mono: return "\(name.rawValue) (\(backdrop.rawValue))"
    }
  }

  /// What the role sends at `depth` (in a theme with colour).
  public func colours(for role: ColorRole, depth: ColourDepth) -> RoleColours {
    guard usesColour, role != .normal, role != .selection else { return .terminal }
    let row = table[role] ?? (-1, -1, -1)
    switch depth {
    case .colors8:
      // Red on black is 3.6:1 at 8 colours: bad is the terminal's white on red there instead.
      if role == .bad && backdrop == .dark { return RoleColours(7, on: 1) }
      return RoleColours(row.0)
    case .colors16: return RoleColours(row.1)
    case .colors256: return RoleColours(row.2)
    }
  }

  /// Attributes the theme adds to a role's own (`Style.attributes`), with `hasColour` false
  /// when it is drawn without colour (a theme without colour, or a terminal without any).
  public func addedAttributes(for role: ColorRole, depth: ColourDepth?) -> TextAttributes {
    if depth == nil || !usesColour {
      switch (name, role) {
      case (.highContrast, .bad), (.highContrast, .warning): return [.bold, .underline]
      case (.highContrast, .highlight): return [.bold, .reverse]
      case (.highContrast, .muted), (.highContrast, .disabled): return []
      case (_, .title), (_, .accent), (_, .good), (_, .warning), (_, .highlight): return .bold
      case (_, .bad): return [.bold, .underline]
      case (_, .muted), (_, .disabled): return .dim
      case (_, .selection): return .reverse
      case (_, .normal), (_, .info), (_, .border): return []
      }
    }
    // At 8 colours muted and disabled share white (or black) with normal text: dim tells them
    // apart.
    if depth == .colors8 && (role == .muted || role == .disabled) { return .dim }
    return []
  }

  /// Attributes the theme takes away from a role's own at `depth` (nil: without colour): high
  /// contrast never dims, and at 16 and 256 colours the grey of muted and disabled text says it
  /// (dim would take it below the contrast the test holds it to, by an amount no one knows).
  public func removedAttributes(depth: ColourDepth?) -> TextAttributes {
    if name == .highContrast { return .dim }
    if usesColour, let depth, depth != .colors8 { return .dim }
    return []
  }

  /// Foreground indices at 8, 16 and 256 colours, per role (normal and selection use the
  /// terminal's own colours). Every entry is held to 4.5:1 against the theme's background
  /// (muted and disabled 3:1) by the contrast test.
  private var table: [ColorRole: (Int16, Int16, Int16)] {
    switch name {
    case .dark:
      return [
        .title: (3, 11, 214), .accent: (6, 14, 45), .muted: (7, 8, 245), .good: (2, 10, 41),
        .bad: (1, 9, 203), .warning: (3, 11, 220), .info: (6, 6, 75), .border: (6, 8, 67),
        .highlight: (3, 13, 207), .disabled: (7, 8, 242),
      ]
    case .light:
      return [
        .title: (4, 4, 130), .accent: (5, 12, 25), .muted: (0, 8, 241), .good: (4, 4, 28),
        .bad: (1, 1, 160), .warning: (5, 5, 94), .info: (4, 12, 24), .border: (4, 4, 243),
        .highlight: (5, 5, 127), .disabled: (0, 8, 244),
      ]
    case .colourBlind where backdrop == .light:
      // Okabe–Ito darkened until it reads on white: orange 130, blue 25, vermilion 160, bluish
      // green 29, reddish purple 126 and 127, yellow as dark gold 94. Good is blue, bad
      // vermilion, as on black.
      return [
        .title: (4, 4, 130), .accent: (5, 5, 126), .muted: (0, 8, 241), .good: (4, 4, 25),
        .bad: (1, 1, 160), .warning: (5, 5, 94), .info: (4, 12, 29), .border: (4, 4, 243),
        .highlight: (5, 5, 127), .disabled: (0, 8, 244),
      ]
    case .colourBlind:
      // Okabe–Ito at 256 colours: orange 214, sky blue 74, bluish green 36, yellow 221,
      // vermilion 166 (→ 209 for contrast on black), reddish purple 175. Good is blue, bad
      // vermilion: they differ in hue for every common colour blindness, and in lightness.
      return [
        .title: (3, 11, 214), .accent: (6, 14, 175), .muted: (7, 8, 245), .good: (6, 14, 74),
        .bad: (1, 9, 209), .warning: (3, 11, 221), .info: (7, 15, 36), .border: (6, 8, 67),
        .highlight: (3, 13, 175), .disabled: (7, 8, 242),
      ]
    case .highContrast, .mono:
      return [:]
    }
  }
}
