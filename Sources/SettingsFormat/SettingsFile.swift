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
    ["theme", "keys", "animations", "bell", "screen_reader", "glyphs", "others_watch"]
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
    case "others_watch": return othersWatch ? "yes" : "no"
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
    case "others_watch":
      switch value.lowercased() {
      case "yes", "on", "true", "1": othersWatch = true
      case "no", "off", "false", "0": othersWatch = false
      default: return "others_watch '\(value)' is not one of yes, no"
      }
    default:
      guard name.hasPrefix("key."), let action = GameAction(rawValue: String(name.dropFirst(4))) else {
        return
          "unknown setting '\(name)' (settings: theme, glyphs, keys, animations, bell, screen_reader, others_watch, key.ACTION)"
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

/// The settings file: `name = value` lines and `#` comments (a line of its own, or after a
/// value and a space: `theme = light # mine`). Reading keeps every line, so saving changes only
/// the values that changed and keeps the player's comments, their order, the lines the arcade
/// did not understand, and the file's line ends (LF or CRLF) and byte-order mark.
public struct SettingsFile: Sendable {
  /// What went wrong on a line (1-based) and column (1-based, in characters), or with the whole
  /// file (line nil); `kept` says what the arcade did instead ("kept auto", "ignored").
  public struct Problem: Equatable, Sendable, CustomStringConvertible {
    public var line: Int?
    public var column: Int?
    public var message: String
    public var kept: String?
    public init(line: Int?, column: Int? = nil, _ message: String, kept: String? = nil) {
      self.line = line
      self.column = column
      self.message = message
      self.kept = kept
    }

    /// "line 8, column 9: theme 'drak' is not one of …; did you mean 'dark'? (kept auto)".
    public var description: String {
      let place = line.map { line in column.map { "line \(line), column \($0): " } ?? "line \(line): " } ?? ""
      return place + message + (kept.map { " (\($0))" } ?? "")
    }
  }

  public private(set) var lines: [String]
  public private(set) var settings: PlayerSettings
  /// The settings the file set (for `arcade settings`: where each came from).
  public private(set) var setNames: Set<String>
  public private(set) var problems: [Problem]
  /// The lines (0-based) that set a setting, and which.
  private var parsedLines: [Int: String] = [:]
  /// The lines (0-based) that named a setting but were refused: a save puts a new value there.
  private var refusedLines: [Int: String] = [:]
  /// A parsed or refused line's comment after its value (" # mine"), kept when it is rewritten.
  private var comments: [Int: String] = [:]
  /// "\r\n" when the file's lines end so (kept when saving), else "\n".
  public private(set) var lineEnd = "\n"
  /// Whether the file starts with a UTF-8 byte-order mark (kept when saving).
  public private(set) var byteOrderMark = false

  /// An empty file.
  public init() {
    lines = []
    settings = .defaults
    setNames = []
    problems = []
  }

  /// Reads `bytes`: each line that parses sets its setting; a line that does not is reported
  /// and left as it was (the setting keeps its value). Invalid UTF-8 is refused whole.
  public init(bytes: [UInt8]) {
    self.init()
    guard var text = String(validating: bytes, as: UTF8.self) else {
      problems = [Problem(line: nil, "not UTF-8 text", kept: "using the defaults")]
      lines = []
      return
    }
    if text.unicodeScalars.first == "\u{FEFF}" {
      byteOrderMark = true
      text.unicodeScalars.removeFirst()
    }
    // "\r\n" is one Character: split on it as on "\n".
    lines = text.split(omittingEmptySubsequences: false) { $0 == "\n" || $0 == "\r\n" }.map(String.init)
    if text.contains(where: { $0 == "\r\n" }) { lineEnd = "\r\n" }
    if lines.last == "" { lines.removeLast() }
    for (index, raw) in lines.enumerated() { read(raw, at: index) }
  }

  /// Reads one line (0-based `index`).
  private mutating func read(_ raw: String, at index: Int) {
    let line = raw.trimmed
    if line.isEmpty || line.hasPrefix("#") { return }
    let column = { (position: String.Index) in raw.distance(from: raw.startIndex, to: position) + 1 }
    guard let equals = raw.firstIndex(of: "=") else {
      let start = raw.firstIndex { $0 != " " && $0 != "\t" } ?? raw.startIndex
      problems.append(
        Problem(line: index + 1, column: column(start), "'\(line)' is not 'name = value'", kept: "ignored"))
      return
    }
    let name = String(raw[..<equals]).trimmed.lowercased()
    let nameStart = raw.firstIndex { $0 != " " && $0 != "\t" } ?? raw.startIndex
    let (value, valueStart, comment) = Self.value(raw[raw.index(after: equals)...])
    var next = settings
    if let problem = next.set(name, to: value) {
      let known = settings.value(of: name)
      problems.append(
        Problem(
          line: index + 1, column: column(known == nil ? nameStart : valueStart),
          problem + PlayerSettings.suggestion(name: name, value: value),
          kept: known.map { "kept \($0.isEmpty ? "none" : $0)" } ?? "ignored"))
      if known != nil {
        refusedLines[index] = name
        comments[index] = comment
      }
      return
    }
    if let (key, a, b) = next.conflict() {
      problems.append(
        Problem(
          line: index + 1, column: column(valueStart),
          "\(KeyName.name(key)) is bound to both \(a.rawValue) and \(b.rawValue); \(name) is left out"))
      return
    }
    settings = next
    setNames.insert(name)
    parsedLines[index] = name
    comments[index] = comment
  }

  /// A line's value after its `=`: trimmed, without a comment (a `#` after a space, once the
  /// value has begun: `key.share = #` keeps its `#`); where it starts; and the comment, with the
  /// blanks before it.
  static func value(_ text: Substring) -> (value: String, start: String.Index, comment: String) {
    let start = text.firstIndex { $0 != " " && $0 != "\t" } ?? text.endIndex
    var cut = text.endIndex
    var previous: Character?
    for position in text[start...].indices {
      let character = text[position]
      if character == "#", position > start, previous == " " || previous == "\t" {
        cut = position
        break
      }
      previous = character
    }
    var end = cut
    while end > start, let last = text[..<end].last, last == " " || last == "\t" {
      end = text.index(before: end)
    }
    return (String(text[start..<end]).trimmed, start, cut == text.endIndex ? "" : String(text[end...]))
  }

  /// The file's text with `new` saved in it: lines of settings that changed get the new value
  /// (in place, keeping a comment after the value), a setting the file spelt wrong gets it on
  /// that line, settings that are new to the file are added at its end, and every other line
  /// (comments, blank lines, unknown settings, lines that did not parse) is kept as it was.
  public func text(saving new: PlayerSettings) -> String {
    var out = lines.isEmpty ? Self.header : lines
    var inFile: Set<String> = []
    func rewrite(_ index: Int, _ name: String) {
      inFile.insert(name)
      guard let value = new.value(of: name), value != settings.value(of: name) else { return }
      out[index] = "\(name) = \(value)" + (comments[index] ?? "")
    }
    for (index, name) in parsedLines.sorted(by: { $0.key < $1.key }) { rewrite(index, name) }
    // A setting no line set: its first refused line takes the new value.
    for (index, name) in refusedLines.sorted(by: { $0.key < $1.key }) where !inFile.contains(name) {
      rewrite(index, name)
    }
    for name in PlayerSettings.names where !inFile.contains(name) {
      guard let value = new.value(of: name), value != settings.value(of: name) else { continue }
      out.append("\(name) = \(value)")
    }
    return (byteOrderMark ? "\u{FEFF}" : "") + out.joinedText(separator: lineEnd) + lineEnd
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
