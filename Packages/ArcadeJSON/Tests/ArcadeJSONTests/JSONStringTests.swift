import ArcadeJSON
import Testing

/// The one string escaper: what the encoder writes for a string, and what the hand-written
/// writers (replay event lines, the maze server's answers) write with `JSONString`.
@Suite("One JSON string escaper")
struct JSONStringTests {
  static let samples = [
    "", "plain", "quote \" and backslash \\", "a/b", "\u{8}\u{c}\n\r\t", "\u{0}\u{1}\u{1f}", "del \u{7f}",
    "é🧟漢", "\u{2028}",
  ]

  @Test("a string alone is written as the encoder writes it inside any document")
  func quotedIsTheEncodersString() throws {
    let encoder = JSONEncoder()
    encoder.outputFormatting = .withoutEscapingSlashes
    for text in Self.samples {
      let encoded = String(decoding: try encoder.encode(text), as: UTF8.self)
      #expect(JSONString.quoted(text) == encoded, "\(text.unicodeScalars.map(\.value))")
    }
  }

  @Test("slashes are escaped only when asked, as Foundation's default does")
  func slashesOnRequest() {
    var bytes: [UInt8] = []
    JSONString.append("a/b", to: &bytes, escapingSlashes: true)
    #expect(String(decoding: bytes, as: UTF8.self) == #""a\/b""#)
    #expect(JSONString.quoted("a/b") == #""a/b""#)
  }

  @Test("short escapes for the five common controls, \\u00XX for the others, the rest as it is")
  func escapes() {
    #expect(JSONString.quoted("\u{8}\u{c}\n\r\t") == #""\b\f\n\r\t""#)
    #expect(JSONString.quoted("\u{1}\u{1f}") == #""\u0001\u001f""#)
    #expect(JSONString.quoted("\"\\") == #""\"\\""#)
    #expect(JSONString.quoted("é\u{7f}") == "\"é\u{7f}\"")
  }

  @Test("what it writes reads back as the same string")
  func roundTrips() throws {
    for text in Self.samples {
      #expect(try JSONDecoder().decode(String.self, from: Array(JSONString.quoted(text).utf8)) == text)
    }
  }
}
