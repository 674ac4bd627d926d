import ArcadeKit
import CNcurses

#if canImport(Glibc)
  import Glibc
#endif

/// `arcade --theme list`: a line per role of each theme, in the colours and attributes the
/// theme would send, written straight to the player's terminal so they can choose.
public enum ThemeSample {
  /// The colours the terminal on stdout shows (terminfo's `colors`); nil when stdout is not a
  /// terminal or it has fewer than 8.
  public static func terminalDepth() -> ColourDepth? {
    guard isatty(1) == 1, let term = getenv("TERM") else { return nil }
    var status: Int32 = 0
    guard setupterm(term, 1, &status) == OK else { return nil }
    let colours = tigetnum("colors")
    if colours >= 256 { return .colors256 }
    if colours >= 16 { return .colors16 }
    return colours >= 8 ? .colors8 : nil
  }

  /// The scenes' usual style of each role (what `Style.title`, `Style.bad`… carry).
  public static func style(of role: ColorRole) -> Style {
    switch role {
    case .normal: return .normal
    case .title: return .title
    case .accent: return .accent
    case .muted: return .muted
    case .selection: return .selection
    case .good: return .good
    case .bad: return .bad
    case .warning: return .warning
    case .info: return .info
    case .border: return .border
    case .highlight: return .highlight
    case .disabled: return .disabled
    }
  }

  /// The theme's name and a sample line per role (in the variant `palette` is); with `escapes`, each sample is drawn as the
  /// theme draws it at `depth` (nil: without colour).
  public static func lines(_ palette: ThemePalette, depth: ColourDepth?, escapes: Bool) -> [String] {
    let made =
      palette.usesColour
      ? "for a \(palette.backdrop.rawValue) background"
      : "the terminal's own colours, on either background"
    var lines = ["\(palette.name.rawValue) (\(made))"]
    for role in ColorRole.allCases {
      let name = "\(role)".padding(11)
      let sample = "\(name)The quick brown fox jumps over 13 lazy dogs"
      lines.append("  " + (escapes ? sgr(role, palette, depth) + sample + "\u{1B}[0m" : sample))
    }
    return lines
  }

  /// The SGR sequence for a role as the theme sends it.
  static func sgr(_ role: ColorRole, _ palette: ThemePalette, _ depth: ColourDepth?) -> String {
    let drawn = palette.usesColour ? depth : nil
    let style = style(of: role)
    let attributes = style.attributes.subtracting(palette.removedAttributes(depth: drawn))
      .union(palette.addedAttributes(for: role, depth: drawn))
    var codes: [String] = []
    if attributes.contains(.bold) { codes.append("1") }
    if attributes.contains(.dim) { codes.append("2") }
    if attributes.contains(.underline) { codes.append("4") }
    if attributes.contains(.reverse) { codes.append("7") }
    if let drawn {
      let colours = palette.colours(for: role, depth: drawn)
      if colours.foreground >= 0 { codes.append(colour(Int(colours.foreground), base: 30, drawn)) }
      if colours.background >= 0 { codes.append(colour(Int(colours.background), base: 40, drawn)) }
    }
    return "\u{1B}[0" + codes.map { ";" + $0 }.joined() + "m"
  }

  private static func colour(_ index: Int, base: Int, _ depth: ColourDepth) -> String {
    if index < 8 { return "\(base + index)" }
    if index < 16 && depth != .colors256 { return "\(base + 60 + index - 8)" }
    return "\(base + 8);5;\(index)"
  }
}

extension String {
  fileprivate func padding(_ width: Int) -> String {
    count >= width ? self + " " : self + String(repeating: " ", count: width - count)
  }
}
