import ArcadeGlyphs
import ArcadeKit
import ArcadeText

/// A key as the settings file spells it: one character (`k`, `é`), or a name (`space`, `enter`,
/// `tab`, `esc`, `backspace`, `up`, `down`, `left`, `right`, `home`, `end`, `pageup`,
/// `pagedown`, `delete`, `insert`, `f1`…`f12`).
public enum KeyName {
  static let named: [(String, Key)] = [
    ("space", .char(" ")), ("enter", .enter), ("tab", .tab), ("esc", .escape), ("backspace", .backspace),
    ("up", .up), ("down", .down), ("left", .left), ("right", .right), ("home", .home), ("end", .end),
    ("pageup", .pageUp), ("pagedown", .pageDown), ("delete", .delete), ("insert", .insert),
  ]

  /// The key, or nil for a spelling the file does not take. Control keys are refused: many
  /// are the same bytes as another key (^M Enter, ^I Tab, ^H Backspace, ^[ Esc) or are taken
  /// by the terminal (^C, ^Z, ^S, ^Q).
  public static func key(_ text: String) -> Key? {
    let lower = text.lowercased()
    if let found = named.first(where: { $0.0 == lower }) { return found.1 }
    if lower == "escape" { return .escape }
    if lower.hasPrefix("f"), let n = Int(lower.dropFirst()), (1...12).contains(n) { return .function(n) }
    guard text.count == 1, let character = text.first, let scalar = text.unicodeScalars.first,
      scalar.value >= 0x21, scalar.value != 0x7F, !(0x80..<0xA0).contains(scalar.value)
    else { return nil }
    return .char(character)
  }

  /// How the file spells `key`.
  public static func name(_ key: Key) -> String {
    if let found = named.first(where: { $0.1 == key }) { return found.0 }
    if case .function(let n) = key { return "f\(n)" }
    if case .char(let c) = key { return String(c) }
    return key.description
  }
}

/// The settings as the file spells them: their names, and each one's value written and read.
extension PlayerSettings {
  /// The setting names, in the file's order.
  public static let names =
    ["theme", "keys", "animations", "bell", "screen_reader", "glyphs"]
    + GameAction.allCases.map { "key." + $0.rawValue }

  /// One setting's value as the file spells it.
  public func value(of name: String) -> String? {
    switch name {
    case "theme": return theme.description
    case "glyphs": return glyphs?.rawValue ?? "auto"
    case "keys": return keys.map(\.rawValue).joinedText(separator: ", ")
    case "animations": return animations.rawValue
    case "bell": return bell.rawValue
    case "screen_reader": return screenReader ? "on" : "off"
    default:
      guard name.hasPrefix("key."), let action = GameAction(rawValue: String(name.dropFirst(4))) else {
        return nil
      }
      return remaps[action].map(KeyName.name) ?? ""
    }
  }

  /// Sets one setting from its spelling; returns why not (the valid values) when it cannot.
  public mutating func set(_ name: String, to value: String) -> String? {
    switch name {
    case "theme":
      guard let choice = ThemeChoice(value) else {
        return "theme '\(value)' is not one of \(ThemeChoice.names.joinedText(separator: ", "))"
      }
      theme = choice
    case "glyphs":
      guard value == "auto" || GlyphSet(rawValue: value) != nil else {
        return "glyphs '\(value)' is not one of auto, emoji, unicode, ascii"
      }
      glyphs = GlyphSet(rawValue: value)
    case "keys":
      let words = value.split(separator: ",").map { String($0).trimmed }
      var presets: [KeyPreset] = []
      for word in words {
        guard let preset = KeyPreset(rawValue: word) else {
          return
            "keys '\(value)' is not a list of \(KeyPreset.allCases.map(\.rawValue).joinedText(separator: ", "))"
        }
        if !presets.contains(preset) { presets.append(preset) }
      }
      guard !presets.isEmpty else { return "keys is empty (arrows, vi, wasd)" }
      keys = presets
    case "animations":
      guard let level = Animations(rawValue: value) else {
        return "animations '\(value)' is not one of full, reduced, none"
      }
      animations = level
    case "bell":
      guard let bell = Bell(rawValue: value) else {
        return "bell '\(value)' is not one of off, audible, visual"
      }
      self.bell = bell
    case "screen_reader":
      switch value.lowercased() {
      case "on", "yes", "true", "1": screenReader = true
      case "off", "no", "false", "0": screenReader = false
      default: return "screen_reader '\(value)' is not one of on, off"
      }
    default:
      guard name.hasPrefix("key."), let action = GameAction(rawValue: String(name.dropFirst(4))) else {
        return
          "unknown setting '\(name)' (settings: theme, glyphs, keys, animations, bell, screen_reader, key.ACTION)"
      }
      if value.isEmpty {
        remaps[action] = nil
        return nil
      }
      guard let key = KeyName.key(value) else {
        return
          "\(name) '\(value)' is not a key the arcade can tell apart (one character, or a name like space, f2)"
      }
      remaps[action] = key
    }
    return nil
  }
}

extension String {
  var trimmed: String {
    var text = Substring(self)
    while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
    while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
    return String(text)
  }
}

/// The settings file: `name = value` lines and `#` comments. Reading keeps every line, so
/// saving changes only the values that changed and keeps the player's comments, their order
/// and the lines the arcade did not understand.
public struct SettingsFile: Sendable {
  /// What went wrong on a line (1-based), or with the whole file (line nil).
  public struct Problem: Equatable, Sendable {
    public var line: Int?
    public var message: String
    public init(line: Int?, _ message: String) {
      self.line = line
      self.message = message
    }
  }

  public private(set) var lines: [String]
  public private(set) var settings: PlayerSettings
  /// The settings the file set (for `arcade settings`: where each came from).
  public private(set) var setNames: Set<String>
  public private(set) var problems: [Problem]
  /// The lines (0-based) that set a setting, and which.
  private var parsedLines: [Int: String] = [:]

  /// An empty file.
  public init() {
    lines = []
    settings = .defaults
    setNames = []
    problems = []
  }

  /// Reads `bytes`: each line that parses sets its setting; a line that does not is reported
  /// and left as it was (the setting keeps its default). Invalid UTF-8 is refused whole.
  public init(bytes: [UInt8]) {
    self.init()
    guard let text = String(validating: bytes, as: UTF8.self) else {
      problems = [Problem(line: nil, "not UTF-8 text; using the defaults")]
      lines = []
      return
    }
    lines = text.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    if lines.last == "" { lines.removeLast() }
    for (index, raw) in lines.enumerated() {
      let line = raw.trimmed
      if line.isEmpty || line.hasPrefix("#") { continue }
      guard let equals = line.firstIndex(of: "=") else {
        problems.append(Problem(line: index + 1, "'\(line)' is not 'name = value'"))
        continue
      }
      let name = String(line[..<equals]).trimmed.lowercased()
      let value = String(line[line.index(after: equals)...]).trimmed
      var next = settings
      if let problem = next.set(name, to: value) {
        problems.append(Problem(line: index + 1, problem))
        continue
      }
      if let (key, a, b) = next.conflict() {
        problems.append(
          Problem(
            line: index + 1,
            "\(KeyName.name(key)) is bound to both \(a.rawValue) and \(b.rawValue); \(name) is left out"))
        continue
      }
      settings = next
      setNames.insert(name)
      parsedLines[index] = name
    }
  }

  /// The file's text with `new` saved in it: lines of settings that changed get the new value
  /// (in place), settings that are new to the file are added at its end, and every other line
  /// (comments, blank lines, unknown settings, lines that did not parse) is kept as it was.
  public func text(saving new: PlayerSettings) -> String {
    var out = lines.isEmpty ? Self.header : lines
    var inFile: Set<String> = []
    for (index, name) in parsedLines.sorted(by: { $0.key < $1.key }) {
      inFile.insert(name)
      guard let value = new.value(of: name), value != settings.value(of: name) else { continue }
      out[index] = "\(name) = \(value)"
    }
    for name in PlayerSettings.names where !inFile.contains(name) {
      guard let value = new.value(of: name), value != settings.value(of: name) else { continue }
      out.append("\(name) = \(value)")
    }
    return out.joinedText(separator: "\n") + "\n"
  }

  /// The comments a new file starts with.
  public static let header = [
    "# Arcade settings (see 'man arcade', SETTINGS). Lines are 'name = value'; '#' starts a comment.",
    "# theme = auto | dark | light | high-contrast | colour-blind | mono",
    "# glyphs = auto | emoji | unicode | ascii (unicode: no emoji; auto: ascii on the Linux console and VTs)",
    "# keys = arrows | vi | wasd (a list: 'vi, wasd'; the arrows always move)",
    "# animations = full | reduced | none",
    "# bell = off | audible | visual",
    "# screen_reader = off | on (a status line in words with the cursor on it, l to look, no motion)",
    "# key.ACTION = a key of your own for up, down, left, right, select, both, back, pause, help, share",
  ]
}
