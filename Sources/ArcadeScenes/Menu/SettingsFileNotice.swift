import ArcadeKit

/// What the player's settings file got wrong, said where the player looks: a notice on the menu
/// at start, and the lines under the Settings screen's rows (the launcher reads the file and
/// puts its problems in `env.settingsProblems`; stderr repeats them at exit).
public enum SettingsFileNotice {
  /// The menu's notice at start: the first problem, and how many more Settings lists.
  public static func notice(_ problems: [String]) -> String? {
    guard let first = problems.first else { return nil }
    let more = problems.count - 1
    return "Settings file: \(first)"
      + (more == 0 ? "; Settings shows it" : "; \(more) more: see Settings")
  }

  /// The problems from row `y` down to `bottom` (included), wrapped; when they do not all fit,
  /// the last row says how many more there are and where all are listed.
  static func draw(
    _ problems: [String], into canvas: inout Canvas, x: Int, y: Int, bottom: Int, options: RenderOptions
  ) {
    let width = canvas.width - x - 1
    guard !problems.isEmpty, bottom >= y, width >= 12 else { return }
    let rows = bottom - y + 1
    var lines: [String] = []
    var shown = 0
    for problem in problems {
      let wrapped = TextLayout.wrap("! Your file: " + problem, width: width)
      guard lines.count + wrapped.count <= rows else { break }
      lines += wrapped
      shown += 1
    }
    if shown < problems.count {
      // Room for the count: the first problem cut to what fits above it.
      let first = TextLayout.wrap("! Your file: " + problems[0], width: width)
      lines = rows > 1 ? Array(first.prefix(rows - 1)) : []
      shown = lines.isEmpty ? 0 : 1
      let more = problems.count - shown
      let plural = more == 1 ? "" : "s"
      let count =
        shown == 0
        ? "! \(more) problem\(plural) in your settings file: 'arcade settings' lists them"
        : "\(more) more problem\(plural): 'arcade settings' lists them all"
      lines.append(TextLayout.clip(count, to: width, ellipsis: options.ellipsis))
    }
    for (offset, line) in lines.enumerated() {
      canvas.put(line, x: x, y: y + offset, style: .warning)
    }
  }

  /// The problems in words, for look in line and screen-reader modes.
  static func spoken(_ problems: [String]) -> String {
    problems.isEmpty ? "" : " Your settings file: " + problems.joined(separator: "; ") + "."
  }
}
