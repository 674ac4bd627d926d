/// Line mode's input: one line the player typed, turned into keys the games already know (so
/// the run loop, the replay recorder and the scenes see ordinary key events), or into one of
/// line mode's own requests. Pure: the backend reads the bytes, this decides what they say.
public enum LineCommand: Equatable, Sendable {
  /// Input, in order, as if typed (or clicked) on the full-screen arcade: one list per command
  /// of the line, each said once carried out (`a1 a2 b1` names all three cards).
  case input([[InputEvent]])
  /// Say where things are (the top scene's look).
  case look
  /// Say the top scene's map, row by row (Zombies: the squares seen), or that it has none.
  case map
  /// Say the last N lines again (10 when not given), oldest first.
  case history(Int?)
  /// Say the status line again.
  case again
  /// Let time pass: until something is said (at most `LineCommands.longestWait` seconds), or
  /// `wait N`: N seconds (a round's message takes no key for its first 0.3 s).
  case wait(Double?)
  /// A word no one here knows: the line to answer with names the valid ones.
  case unknown(String)
  /// Nothing but spaces (and control characters, which are dropped).
  case empty

  /// Keys, in order, as if typed: one command each.
  public static func keys(_ keys: [Key]) -> LineCommand { .input(keys.map { [.key($0)] }) }
  /// Keys, in order, as one command (a line typed into a form's field).
  public static func typed(_ keys: [Key]) -> LineCommand { .input([keys.map { .key($0) }]) }

  /// Every event of the line, in order.
  public var events: [InputEvent] {
    if case .input(let commands) = self { return commands.flatMap { $0 } }
    return []
  }
}

public enum LineCommands {
  /// The longest line read, in bytes; the rest of a longer one is dropped unread.
  public static let maxLineBytes = 1024
  /// The longest a `wait` waits with nothing said.
  public static let longestWait = 60.0
  /// The lines `history` says when not told how many.
  public static let historyLines = 10
  /// The most lines line mode keeps for `history`.
  public static let historyKept = 100

  /// The words every scene knows, with the keys they stand for.
  public static let common: [(words: [String], keys: [Key])] = [
    (["up", "north"], [.up]), (["down", "south"], [.down]), (["left", "west"], [.left]),
    (["right", "east"], [.right]), (["enter", "ok", "start"], [.enter]), (["space"], [.char(" ")]),
    (["esc", "back"], [.escape]), (["quit"], [.char("q")]), (["help"], [.char("?")]), (["tab"], [.tab]),
    (["backspace"], [.backspace]), (["pause"], [.char("p")]),
  ]

  /// The valid words, as the answer to an unknown one says them: the scene's first.
  public static func validWords(scene: [String]) -> String {
    let general = [
      "up", "down", "left", "right", "enter", "space", "back", "q", "help", "look", "again", "history",
      "map", "wait",
    ]
    return (scene + general).joined(separator: ", ") + ", or one key (a letter or digit, or key and its name)"
  }

  /// `raw` without its control characters (C0, DEL, C1): they are never acted on nor echoed.
  public static func printable(_ raw: String) -> String {
    String(
      String.UnicodeScalarView(
        raw.unicodeScalars.filter { !($0.value < 0x20 || (0x7F...0x9F).contains($0.value)) }))
  }

  /// What `raw` (one line, without its newline) asks of `scene`, laid out on `size`: words
  /// separated by spaces, each a command, all turned into one list of input (a scene's own word
  /// may stand for a click: `Scene.input(forWord:size:)`); the first unknown word stops the line.
  /// Where the scene types text (a form field) the line is typed as it is, unless it is one
  /// word that moves between fields (`enter`, `tab`, `up`, `down`, `esc`, `look`).
  public static func parse(_ raw: String, scene: Scene?, size: Size) -> LineCommand {
    let line = printable(raw)
    let words = line.split(separator: " ").map(String.init)
    guard !words.isEmpty else { return .empty }
    // `key z`: that key alone, whatever the screen (Settings asking for a key, a form's field).
    if words.count == 2, words[0].lowercased() == "key" {
      guard let key = key(named: words[1]) else { return .unknown(words[1]) }
      return .keys([key])
    }
    if words.count == 2, words[0].lowercased() == "history" {
      guard let count = Int(words[1]), count > 0 else { return .unknown(words[1]) }
      return .history(min(count, historyKept))
    }
    if let scene, scene.info.typesText {
      // A form field: one word may move, start or look; any other line replaces the field's
      // text and moves on, as if typed after ^U and followed by Enter.
      if words.count == 1 {
        let word = words[0].lowercased()
        if let request = special(word) { return request }
        if let own = scene.input(forWord: word, size: size) { return .input([own]) }
        if ["enter", "tab", "up", "down", "esc", "back", "backspace"].contains(word),
          let keys = commonKeys(word)
        {
          return .keys(keys)
        }
      }
      return .typed([.ctrl("u")] + line.map { Key.char($0) } + [.enter])
    }
    // A scene's own words of more than one word ("watch 2" on the leaderboard).
    if words.count > 1, let scene,
      let own = scene.input(forWord: words.joined(separator: " ").lowercased(), size: size)
    {
      return .input([own])
    }
    if words.count == 1, let request = special(words[0]) { return request }
    if words.count == 2, words[0].lowercased() == "wait", let seconds = Double(words[1]), seconds >= 0 {
      return .wait(min(seconds, longestWait))
    }
    var input: [[InputEvent]] = []
    for word in words {
      if let scene, let own = scene.input(forWord: word, size: size) {
        input.append(own)
      } else if let common = commonKeys(word) {
        input.append(common.map { .key($0) })
      } else if word.count == 1, let character = word.first {
        input.append([.key(.char(character))])
      } else {
        return .unknown(word)
      }
    }
    return .input(input)
  }

  private static func special(_ word: String) -> LineCommand? {
    switch word.lowercased() {
    case "look": return .look
    case "again": return .again
    case "wait": return .wait(nil)
    case "map": return .map
    case "history": return .history(nil)
    default: return nil
    }
  }

  /// The key `key NAME` names: one character as it is (`key Z` is a capital), or a common word
  /// for one key (`key up`, `key tab`, `key esc`).
  public static func key(named word: String) -> Key? {
    if word.count == 1, let character = word.first { return .char(character) }
    guard let keys = commonKeys(word), keys.count == 1 else { return nil }
    return keys[0]
  }

  private static func commonKeys(_ word: String) -> [Key]? {
    let lower = word.lowercased()
    return common.first { $0.words.contains(lower) }?.keys
  }
}

/// Line mode's output: after each change, the one line to write. A new scene on top is
/// introduced by its look (after the news a scene left: "Settings saved."); within a scene, a
/// changed status is written; a command that changed nothing said is answered with a few words
/// saying so, never the last news again, so every command has an answer and no answer is a repeat.
public struct LineSpeaker {
  private var lastScene: ObjectIdentifier?
  private var lastSaid: String?

  public init() {}

  /// The lines to write now for `stack`; `answering`: the command just carried out (its words),
  /// nil when time alone passed.
  public mutating func lines(for stack: SceneStack, answering command: String?) -> [String] {
    guard let top = stack.top, let speech = stack.speech() else { return [] }
    let scene = ObjectIdentifier(top)
    let said = speech.status.isEmpty ? speech.look : speech.status
    defer {
      lastScene = scene
      lastSaid = said
    }
    if scene != lastScene { return [(stack.news.map { $0 + " " } ?? "") + speech.look] }
    if said != lastSaid { return [said] }
    if let command { return [Self.unchanged(command, why: speech.idle)] }
    return []
  }

  /// The answer to a command that changed nothing said: "enter: nothing changed.", or why
  /// when the scene says it ("fizz: 3 is already answered.").
  public static func unchanged(_ command: String, why: String? = nil) -> String {
    let shown = SafeText.shown(command, limit: 40)
    let what = why ?? "nothing changed"
    return shown.isEmpty ? SpokenList.capitalized(what) + "." : "\(shown): \(what)."
  }

  /// The status line now (for `again`), and notes that it was said.
  public mutating func repeatStatus(for stack: SceneStack) -> String? {
    guard let speech = stack.speech() else { return nil }
    let said = speech.status.isEmpty ? speech.look : speech.status
    lastSaid = said
    return said
  }
}
