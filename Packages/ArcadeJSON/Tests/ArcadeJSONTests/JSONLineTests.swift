import ArcadeJSON
import Testing

@Suite("A JSON line")
struct JSONLineTests {
  private struct Sample: Encodable {
    var path = "a/b"
    var zeta = 1
    var alpha = [true]
  }

  @Test("keys sorted, slashes left alone, one line ended by a newline")
  func sortedAndEnded() throws {
    let line = try JSONLine.encode(Sample())
    #expect(String(decoding: line, as: UTF8.self) == "{\"alpha\":[true],\"path\":\"a/b\",\"zeta\":1}\n")
  }

  @Test("a value that cannot be written throws instead of writing half a line")
  func unencodable() {
    #expect(throws: (any Error).self) { try JSONLine.encode([Double.nan]) }
  }
}
