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
  public static func parse(_ bytes: [UInt8], file: String) throws(DeckError) -> Deck {
    let decoded: DeckFile
    do {
      decoded = try JSONDecoder().decode(DeckFile.self, from: bytes)
    } catch let error as DecodingError {
      throw .malformed(file: file, reason: describe(error, bytes: bytes))
    } catch {
      throw .malformed(file: file, reason: "not a deck (\(error))")
    }
    let name = trimmed(decoded.name)
    guard !name.isEmpty else { throw .malformed(file: file, reason: "the deck's \"name\" is empty") }
    return Deck(name: name, entries: decoded.cards.map(\.entry))
  }

  public static func parse(_ text: String, file: String) throws(DeckError) -> Deck {
    try parse(Array(text.utf8), file: file)
  }

  /// One line for a decoding error: where in the file, and what.
  static func describe(_ error: DecodingError, bytes: [UInt8]) -> String {
    switch error {
    case .keyNotFound(let key, let context):
      return "missing \"\(key.stringValue)\"" + place(context.codingPath)
    case .typeMismatch(let type, let context):
      return "expected \(typeName(type))" + place(context.codingPath)
    case .valueNotFound(let type, let context):
      return "expected \(typeName(type)), found null" + place(context.codingPath)
    case .dataCorrupted(let context):
      if context.codingPath.isEmpty {
        return "malformed JSON: " + syntaxProblem(context.underlyingError, bytes)
      }
      return oneLine(context.debugDescription) + place(context.codingPath)
    @unknown default:
      return "not a deck"
    }
  }

  /// What the parser found wrong, and where as a line and column (it gives a byte offset).
  private static func syntaxProblem(_ underlying: Error?, _ bytes: [UInt8]) -> String {
    guard let problem = underlying as? JSONSyntaxError else { return "the text is not valid JSON" }
    return problem.reason + " at " + lineAndColumn(ofByte: problem.offset, in: bytes)
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

  private static func place(_ path: [any CodingKey]) -> String {
    guard !path.isEmpty else { return "" }
    let parts = path.map { key in key.intValue.map { "[\($0)]" } ?? ".\(key.stringValue)" }
    return " at " + String(parts.joined().drop(while: { $0 == "." }))
  }

  private static func typeName(_ type: Any.Type) -> String {
    switch type {
    case is String.Type: return "text"
    case is [LenientCard].Type, is [Any].Type: return "a list"
    default: return String(describing: type).hasPrefix("Dictionary") ? "an object" : "\(type)"
    }
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

  private static func oneLine(_ text: String) -> String {
    text.split(whereSeparator: \.isNewline).joined(separator: " ")
  }
}

/// The file's shape: the deck's own fields must be right, a card's fields may be anything.
private struct DeckFile: Decodable {
  var name: String
  var cards: [LenientCard]
}

/// A card whose fields are kept only when they have the expected type, so one bad card never
/// spoils the deck. Ids may be numbers (SoundCloud's were) or text.
struct LenientCard: Decodable {
  var entry: CardEntry

  private enum Keys: String, CodingKey { case id, title, artist, face, ascii }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    func text(_ key: Keys) -> String? { (try? container.decodeIfPresent(String.self, forKey: key)) ?? nil }
    var id = text(.id)
    if id == nil, let number = (try? container.decodeIfPresent(Int.self, forKey: .id)) ?? nil {
      id = String(number)
    }
    entry = CardEntry(
      id: id, title: text(.title), artist: text(.artist), face: text(.face), asciiFace: text(.ascii))
  }
}
