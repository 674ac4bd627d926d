import ArcadeJSON

/// Reads a deck from the bytes of a JSON file (the caller reads the file):
///
///     { "name": "Lo-Fi Garden",
///       "cards": [ { "id": "1", "title": "Cactus Bloom", "artist": "Lo-Fi Garden",
///                    "face": "🌵", "ascii": "Ca" }, ... ] }
///
/// A card with a missing or unusable face is left out (see `Deck.rejected`); a file that is
/// not such a JSON object is `DeckError.malformed`, with one line saying what is wrong.
public enum DeckParser {
  // The file is walked as a parsed `JSONValue`, not decoded through `Decodable`: the generic
  // decoding containers' runtime types cost the arcade's start-up (which reads the built-in
  // decks) a third of its own CPU (issue 49). The errors say what a decoder's would.
  public static func parse(_ bytes: [UInt8], file: String) throws(DeckError) -> Deck {
    func malformed(_ reason: String) -> DeckError { .malformed(file: file, reason: reason) }
    let root: JSONValue
    do {
      root = try JSONValue(parsing: bytes, options: .foundationCompatible)
    } catch {
      throw malformed("malformed JSON: " + syntaxProblem(error, bytes))
    }
    guard case .object = root else { throw malformed(expected("an object", found: root, at: "")) }
    let name: String
    switch root["name"] {
    case nil: throw malformed("missing \"name\"")
    case .string(let text): name = trimmed(text)
    // A string the parser kept for later (a bad escape): the text is not JSON after all.
    case .unreadableString(let error): throw malformed("malformed JSON: " + syntaxProblem(error, bytes))
    case let other?: throw malformed(expected("text", found: other, at: " at name"))
    }
    let cards: [JSONValue]
    switch root["cards"] {
    case nil: throw malformed("missing \"cards\"")
    case .array(let elements): cards = elements
    case let other?: throw malformed(expected("a list", found: other, at: " at cards"))
    }
    var entries: [CardEntry] = []
    entries.reserveCapacity(cards.count)
    for (position, card) in cards.enumerated() {
      guard case .object = card else {
        throw malformed(expected("an object", found: card, at: " at cards[\(position)]"))
      }
      entries.append(entry(card))
    }
    guard !name.isEmpty else { throw malformed("the deck's \"name\" is empty") }
    return Deck(name: name, entries: entries)
  }

  public static func parse(_ text: String, file: String) throws(DeckError) -> Deck {
    try parse(Array(text.utf8), file: file)
  }

  /// A card's fields, each kept only when it has the expected type, so one bad card never
  /// spoils the deck. Ids may be numbers (SoundCloud's were) or text.
  static func entry(_ card: JSONValue) -> CardEntry {
    func text(_ key: String) -> String? {
      if case .string(let text) = card[key] { text } else { nil }
    }
    return CardEntry(
      id: text("id") ?? card["id"].flatMap(wholeNumber), title: text("title"), artist: text("artist"),
      face: text("face"), asciiFace: text("ascii"))
  }

  /// A number that is a whole `Int` (`7`, `7.0`) as text; nil for anything else.
  private static func wholeNumber(_ value: JSONValue) -> String? {
    switch value {
    case .integer(let n): Int(exactly: n).map { String($0) }
    case .unsignedInteger(let n): Int(exactly: n).map { String($0) }
    case .double(let x): x.isFinite ? Int(exactly: x).map { String($0) } : nil
    default: nil
    }
  }

  /// "expected text at name", or "expected text, found null at name".
  private static func expected(_ what: String, found value: JSONValue, at place: String) -> String {
    if case .null = value { return "expected \(what), found null" + place }
    return "expected \(what)" + place
  }

  /// What the parser found wrong, and where as a line and column (it gives a byte offset).
  private static func syntaxProblem(_ problem: JSONSyntaxError, _ bytes: [UInt8]) -> String {
    problem.reason + " at " + lineAndColumn(ofByte: problem.offset, in: bytes)
  }

  /// "line 3, column 2" for a 0-based byte offset; columns count characters (scalars).
  static func lineAndColumn(ofByte offset: Int, in bytes: [UInt8]) -> String {
    let before = bytes.prefix(max(0, offset))
    let line = before.filter { $0 == UInt8(ascii: "\n") }.count + 1
    let lineStart = before.lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
    // A scalar starts at every byte that is not a UTF-8 continuation byte (10xxxxxx).
    let column = before[lineStart...].filter { $0 & 0xC0 != 0x80 }.count + 1
    return "line \(line), column \(column)"
  }

  /// Without white space (and newlines) at either end.
  static func trimmed(_ text: String) -> String {
    // By index: reversed views of the text cost start-up a runtime type each (issue 49).
    let isSpace: (Character) -> Bool = { $0.isWhitespace || $0.isNewline }
    guard let first = text.firstIndex(where: { !isSpace($0) }),
      let last = text.lastIndex(where: { !isSpace($0) })
    else { return "" }
    return String(text[first...last])
  }
}
