import ArcadeColour
import ArcadeGlyphs
import ArcadeKit
import ArcadeSystem
import ArcadeText
import NcursesTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The options that change how the arcade looks and feels for one session, never what a game
/// does: they are left out of a replay's command line.
enum PresentationFlags {
  static let names: Set<String> = ["--theme", "--keys", "--animations"]

  static func themeProblem(_ value: String) -> String {
    "--theme: no theme '\(SafeText.shown(value, limit: 40))'\(Suggestion.clause(for: value, among: ThemeChoice.names)) (themes: \((ThemeChoice.names + ["list"]).joined(separator: ", ")))"
  }
}

/// The terminal's background, which picks auto's theme and every theme's variant: asked
/// (OSC 11), else `COLORFGBG`, else the background a named `dark` or `light` theme says, else
/// dark.
enum AutoTheme {
  /// Whether `choice` needs the terminal's answer: auto, and colour-blind (its variants differ
  /// in colour). The themes without colour look the same on either background, and `dark` and
  /// `light` say theirs.
  static func asks(_ choice: ThemeChoice) -> Bool {
    choice == .auto || choice == .named(.colourBlind)
  }

  /// The palette for `choice`, and how its background was found when it asks (nil: it does
  /// not): `arcade settings`, which waits for the terminal's answer (at most 100 ms).
  static func resolve(_ choice: ThemeChoice) -> (ThemePalette, String?) {
    guard asks(choice) else { return (choice.palette(on: fallback(choice)), nil) }
    let (backdrop, how) = pick()
    return (choice.palette(on: backdrop), how)
  }

  /// How the background was found, for `arcade settings`.
  static func pick() -> (Backdrop, String) {
    if let colour = TerminalBackground.ask() {
      return (Backdrop(colour), "the terminal's background \(colour)")
    }
    if let (backdrop, how) = fromColorfgbg() { return (backdrop, how) }
    return (.dark, isatty(0) == 1 && isatty(1) == 1 ? "no answer from the terminal" : "not a terminal")
  }

  /// The background of the first frame for `choice`, with what the terminal answered before it
  /// (`BackgroundQuery.collect`): its colour, else the fallback.
  static func first(_ choice: ThemeChoice, _ early: BackgroundQuery.Early?) -> Backdrop {
    if case .colour(let colour) = early { return Backdrop(colour) }
    return fallback(choice)
  }

  /// An answer still on its way when the first frame was drawn: when it comes (among the keys),
  /// `picked` is told the background it gives. Nothing when the question was settled before.
  static func follow(
    _ early: BackgroundQuery.Early?, on terminal: NcursesBackend, picked: @escaping (Backdrop) -> Void
  ) {
    guard case .pending(let bytes) = early else { return }
    terminal.continueAnswers(bytes)
    terminal.onAnswer = { answer in
      if case .colour(let colour, _) = TerminalBackground.parse(answer) { picked(Backdrop(colour)) }
    }
  }

  /// The background without the terminal's answer: `COLORFGBG`, else the one a named `light`
  /// theme says (its player sees a light terminal), else dark.
  static func fallback(_ choice: ThemeChoice = .auto) -> Backdrop {
    if let (backdrop, _) = fromColorfgbg() { return backdrop }
    return choice == .named(.light) ? .light : .dark
  }

  private static func fromColorfgbg() -> (Backdrop, String)? {
    guard let value = Environment.value("COLORFGBG"), let light = TerminalBackground.isLight(colorfgbg: value)
    else { return nil }
    return (light ? .light : .dark, "COLORFGBG=\(SafeText.shown(value, limit: 20))")
  }
}

/// The glyphs a session draws on this terminal: ASCII for `--ascii` and for a screen reader
/// (words, never pictures or box art), else the `glyphs` setting, else what the terminal's
/// kind can draw (`GlyphSet.byDefault`: ASCII on the Linux console and the VTs).
enum TerminalGlyphs {
  static func pick(_ settings: PlayerSettings) -> GlyphSet {
    if settings.screenReader { return .ascii }
    return settings.glyphs ?? GlyphSet.byDefault(term: Environment.value("TERM") ?? "")
  }

  /// The menu's hint at start on a terminal that may not draw emoji (xterm without an emoji
  /// font, rxvt, st) while the player has not chosen glyphs; nil elsewhere.
  static func hint(_ settings: PlayerSettings, drawn: GlyphSet) -> String? {
    guard settings.glyphs == nil, drawn == .emoji,
      GlyphSet.mayLackEmoji(
        term: Environment.value("TERM") ?? "", xtermVersion: Environment.value("XTERM_VERSION"))
    else { return nil }
    return "Pictures show as boxes? Settings: glyphs, or --ascii"
  }
}

/// `arcade --theme list`.
enum ThemeList {
  /// Each theme in its variant for the player's background (`backdrop`: asked of the terminal
  /// when auto would ask it), the other variant named below.
  static func print(on backdrop: Backdrop) {
    let depth = ThemeSample.terminalDepth()
    let escapes = isatty(1) == 1
    var out: [String] = []
    for theme in ThemeName.allCases {
      out += ThemeSample.lines(theme.palette(on: backdrop), depth: depth, escapes: escapes) + [""]
    }
    out.append(
      "Shown for your \(backdrop.rawValue) background; colour-blind has a variant for each, picked the same way."
    )
    out.append("auto (the default) picks light or dark from the terminal's background.")
    let bytes = Array((out.joined(separator: "\n") + "\n").utf8)
    bytes.withUnsafeBytes { _ = write(1, $0.baseAddress, $0.count) }
  }
}
