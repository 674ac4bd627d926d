import MemoryModel
import Testing

/// A deck file that is not JSON gets the same one-line message it got when Foundation's
/// JSONSerialization located the error (the lean binary no longer links it).
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

  @Test("a stray character is an invalid value at its line and column")
  func strayCharacter() {
    #expect(
      message(#"{ "name": "Broken", "cards": [ x ] }"#)
        == "d.json: malformed JSON: invalid value at line 1, column 32")
    #expect(
      message("{\n  \"name\": \"B\",\n  \"cards\": [ 1 2 ]\n}")
        == "d.json: malformed JSON: invalid value at line 3, column 16")
    #expect(message(#"{"name" "B"}"#) == "d.json: malformed JSON: invalid value at line 1, column 9")
    #expect(
      message(#"{"name": "B", "cards": tru }"#)
        == "d.json: malformed JSON: invalid value at line 1, column 27")
  }

  @Test("a file that stops early says so")
  func truncated() {
    for text in [#"{"name": "Bad", "cards": ["#, "", "   ", #"{"name": "abc"#, #"{"a": nul"#] {
      #expect(message(text) == "d.json: malformed JSON: unexpected end of file during JSON parse", "\(text)")
    }
  }

  @Test("bad escapes, control characters and deep nesting are named")
  func namedProblems() {
    #expect(
      message(#"{"name": "a\q"}"#) == "d.json: malformed JSON: invalid escape sequence at line 1, column 12")
    #expect(
      message("{\"name\": \"a\u{01}\"}")
        == "d.json: malformed JSON: unescaped control character around character 11")
    #expect(
      message(String(repeating: "[", count: 600)).hasPrefix("d.json: malformed JSON: too many nested arrays"))
  }

  @Test("a syntax error comes before an oversized number, as it did")
  func syntaxFirst() {
    #expect(message(#"[1e999, x]"#) == "d.json: malformed JSON: invalid value at line 1, column 9")
  }
}
