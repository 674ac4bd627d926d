import ArcadeColour
import ArcadeKit
import ArcadeSystem
import NcursesTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// The options that change how the arcade looks and feels for one session, never what a game
/// does: they are left out of a replay's command line.
enum PresentationFlags {
  static let names: Set<String> = ["--theme", "--keys", "--animations"]

  static func themeProblem(_ value: String) -> String {
    "--theme: no theme '\(SafeText.shown(value, limit: 40))' (themes: \((ThemeChoice.names + ["list"]).joined(separator: ", ")))"
  }
}

/// `auto`: the terminal's background, asked (OSC 11), else `COLORFGBG`, else dark.
enum AutoTheme {
  /// The theme for `choice`, and how auto chose it (nil when it was named): `arcade settings`,
  /// which waits for the terminal's answer (at most 100 ms).
  static func resolve(_ choice: ThemeChoice) -> (ThemeName, String?) {
    switch choice {
    case .named(let name): return (name, nil)
    case .auto:
      let (name, how) = pick()
      return (name, how)
    }
  }

  /// How the choice was made, for `arcade settings`.
  static func pick() -> (ThemeName, String) {
    if let colour = TerminalBackground.ask() {
      return (theme(on: colour), "the terminal's background \(colour)")
    }
    if let (name, how) = fromColorfgbg() { return (name, how) }
    return (.dark, isatty(0) == 1 && isatty(1) == 1 ? "no answer from the terminal" : "not a terminal")
  }

  /// The theme for a terminal whose background is `colour`.
  static func theme(on colour: RGB) -> ThemeName {
    colour.isLight ? .light : .dark
  }

  /// The theme of the first frame for `choice`, with what the terminal answered before it
  /// (`BackgroundQuery.collect`): its colour, else the fallback.
  static func first(_ choice: ThemeChoice, _ early: BackgroundQuery.Early?) -> ThemeName {
    if case .named(let name) = choice { return name }
    if case .colour(let colour) = early { return theme(on: colour) }
    return fallback()
  }

  /// An answer still on its way when the first frame was drawn: when it comes (among the keys),
  /// `picked` is told the theme it gives. Nothing when the question was settled before.
  static func follow(
    _ early: BackgroundQuery.Early?, on terminal: NcursesBackend, picked: @escaping (ThemeName) -> Void
  ) {
    guard case .pending(let bytes) = early else { return }
    terminal.continueAnswers(bytes)
    terminal.onAnswer = { answer in
      if case .colour(let colour, _) = TerminalBackground.parse(answer) { picked(theme(on: colour)) }
    }
  }

  /// What auto picks without the terminal's answer: `COLORFGBG`, else dark.
  static func fallback() -> ThemeName { fromColorfgbg()?.0 ?? .dark }

  private static func fromColorfgbg() -> (ThemeName, String)? {
    guard let value = Environment.value("COLORFGBG"), let light = TerminalBackground.isLight(colorfgbg: value)
    else { return nil }
    return (light ? .light : .dark, "COLORFGBG=\(SafeText.shown(value, limit: 20))")
  }
}

/// `arcade --theme list`.
enum ThemeList {
  static func print() {
    let depth = ThemeSample.terminalDepth()
    let escapes = isatty(1) == 1
    var out: [String] = []
    for theme in ThemeName.allCases {
      out += ThemeSample.lines(theme, depth: depth, escapes: escapes) + [""]
    }
    out.append("auto (the default) picks light or dark from the terminal's background.")
    StandardStreams.write(Array((out.joined(separator: "\n") + "\n").utf8), to: 1)
  }
}
