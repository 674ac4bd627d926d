import ArcadeGlyphs
import ArcadeKit
import ArcadeText

/// "Did you mean …?" for a setting's name or value the file (or a flag) spells wrong.
extension PlayerSettings {
  /// The words a setting takes, or nil when it takes any key (`key.ACTION`) or is not a setting.
  public static func choices(of name: String) -> [String]? {
    switch name {
    case "theme": return ThemeChoice.names
    case "keys": return KeyPreset.allCases.map(\.rawValue)
    case "animations": return Animations.allCases.map(\.rawValue)
    case "bell": return Bell.allCases.map(\.rawValue)
    case "screen_reader": return ["on", "off"]
    case "others_watch": return ["yes", "no"]
    case "glyphs": return ["auto"] + GlyphSet.allCases.map(\.rawValue)
    default: return nil
    }
  }

  /// "; did you mean 'dark'?" for a line `set(name, to: value)` refused: the setting meant when
  /// the name is unknown, else the value meant (for `keys`, the first word that is no preset);
  /// "" when nothing is close.
  public static func suggestion(name: String, value: String) -> String {
    guard PlayerSettings.defaults.value(of: name) != nil else {
      return Suggestion.clause(for: name, among: names)
    }
    guard let choices = choices(of: name) else { return "" }
    if name == "keys" {
      let words = value.split(separator: ",").map { String($0).trimmed }
      guard let wrong = words.first(where: { !choices.contains($0) }) else { return "" }
      return Suggestion.clause(for: wrong, among: choices)
    }
    return Suggestion.clause(for: value, among: choices)
  }
}
