import MemoryModel
import Testing

/// A deck file that is not JSON gets one line: what the parser (ArcadeJSON, the arcade's one
/// JSON parser) found wrong, and where, always as a line and a column.
@Suite("Deck files that are not JSON")
struct DeckSyntaxErrorTests {
  func message(_ text: String) -> String {
    do {
      _ = try DeckParser.parse(text, file: "d.json")
      return "accepted"
    } catch {
      return error.message
    }
  }

  @Test("a stray character is named at its line and column")
  func strayCharacter() {
    #expect(
      message(#"{ "name": "Broken", "cards": [ x ] }"#)
        == "d.json: malformed JSON: unexpected character at line 1, column 32")
    #expect(
      message("{\n  \"name\": \"B\",\n  \"cards\": [ 1 2 ]\n}")
        == "d.json: malformed JSON: expected ',' or ']' in an array at line 3, column 16")
    #expect(
      message(#"{"name" "B"}"#) == "d.json: malformed JSON: expected ':' after a key at line 1, column 9")
    #expect(
      message(#"{"name": "B", "cards": tru }"#)
        == "d.json: malformed JSON: invalid literal at line 1, column 27")
  }

  @Test("a file that stops early says so, and where")
  func truncated() {
    #expect(message("") == "d.json: malformed JSON: unexpected end of text at line 1, column 1")
    #expect(message(#"{"name": "abc"#) == "d.json: malformed JSON: unterminated string at line 1, column 10")
    #expect(
      message(#"{"name": "Bad", "cards": ["#)
        == "d.json: malformed JSON: unexpected end of text at line 1, column 27")
  }

  @Test("bad escapes, control characters and deep nesting are named at their line and column")
  func namedProblems() {
    #expect(message(#"{"name": "a\q"}"#) == "d.json: malformed JSON: invalid escape at line 1, column 12")
    #expect(
      message("{\"name\": \"a\u{01}\"}")
        == "d.json: malformed JSON: unescaped control character in a string at line 1, column 12")
    #expect(
      message(String(repeating: "[", count: 600))
        == "d.json: malformed JSON: nested more than 512 levels deep at line 1, column 513")
  }

  @Test("columns count characters, not bytes")
  func columnsCountCharacters() {
    #expect(
      message(#"{"name": "é🌵", x}"#)
        == "d.json: malformed JSON: expected a key in quotes at line 1, column 16")
  }

  @Test("a syntax error comes before an oversized number")
  func syntaxFirst() {
    #expect(message(#"[1e999, x]"#) == "d.json: malformed JSON: unexpected character at line 1, column 9")
  }
}
