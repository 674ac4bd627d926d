import ArcadeKit

/// Scene text with its few non-ASCII marks (arrows, ·, ×, …) spelled out in ASCII mode.
enum ZombiesText {
  private static let replacements: [(String, String)] = [
    ("↑↓", "up/down"), ("←→", "left/right"), ("↑", "^"), ("↓", "v"), ("←", "<"), ("→", ">"),
    ("·", "-"), ("×", "x"), ("…", "..."), ("−", "-"), ("◀", "<"), ("▶", ">"),
  ]

  static func plain(_ text: String, _ options: RenderOptions) -> String {
    guard options.ascii else { return text }
    return replacements.reduce(text) { $0.replacing($1.0, with: $1.1) }
  }

  /// The stack's own keys, listed in footers (the help overlay adds them itself).
  static let backAndHelp = [HelpEntry(keys: "?", help: "help"), HelpEntry(keys: "Esc", help: "back")]

  /// The footer line of key hints, in ASCII when asked.
  static func footer(_ entries: [HelpEntry], width: Int, _ options: RenderOptions) -> String {
    let entries = entries.map {
      HelpEntry(keys: plain($0.keys, options), help: $0.help, inFooter: $0.inFooter)
    }
    return Footer.text(entries, width: width)
  }
}
