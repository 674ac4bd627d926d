import ArcadeJSON
import Testing

private func text(_ value: JSONValue, _ options: JSONWritingOptions = []) throws -> String {
  String(decoding: try value.serialized(options: options), as: UTF8.self)
}

/// The expected texts are what Foundation's `JSONEncoder` wrote for the same values.
@Suite("Writing JSON text as Foundation does")
struct WriterTests {
  let sample = JSONValue.object([
    ("b", .array([.integer(1), .array([]), .object([])])),
    ("a", .string("x")),
    ("c", .object([("z", .null), ("y", .bool(true))])),
  ])

  @Test("compact by default, members in their order")
  func compact() throws {
    #expect(try text(sample) == #"{"b":[1,[],{}],"a":"x","c":{"z":null,"y":true}}"#)
  }

  @Test("pretty printing: two spaces, \"key\" : value, an empty container as two lines")
  func pretty() throws {
    let expected = """
      {
        "a" : "x",
        "b" : [
          1,
          [

          ],
          {

          }
        ],
        "c" : {
          "y" : true,
          "z" : null
        }
      }
      """
    #expect(try text(sample, [.prettyPrinted, .sortedKeys]) == expected)
    #expect(try text(.object([]), .prettyPrinted) == "{\n\n}")
  }

  @Test("sorted keys follow the bytes of their UTF-8, as Foundation sorts them")
  func sortedKeys() throws {
    let keys = ["a10", "a2", "B", "a", "_", "Z", "é", "aa", "A", "b", "ab", "a1"]
    let value = JSONValue.object(keys.map { ($0, .integer(0)) })
    let expected = ["A", "B", "Z", "_", "a", "a1", "a10", "a2", "aa", "ab", "b", "é"]
    #expect(try text(value, .sortedKeys) == "{" + expected.map { "\"\($0)\":0" }.joined(separator: ",") + "}")
  }

  @Test("escapes: slash unless told not to, short forms, \\u00XX for other controls, the rest as is")
  func escapes() throws {
    let value = JSONValue.string("x/\u{1}\u{8}\u{c}\n\r\t\u{7f}\u{1f}\"\\é😀\u{2028}")
    #expect(try text(value) == #""x\/\u0001\b\f\n\r\t"# + "\u{7f}" + #"\u001f\"\\é😀"# + "\u{2028}\"")
    #expect(try text(.string("a/b"), .withoutEscapingSlashes) == #""a/b""#)
  }

  @Test("numbers: integers exact, doubles in the shortest form without a final .0")
  func numbers() throws {
    let cases: [(JSONValue, String)] = [
      (.double(1.0), "1"), (.double(0.1), "0.1"), (.double(1e20), "1e+20"), (.double(1e-7), "1e-07"),
      (.double(-0.0), "-0"), (.double(1.2345678901234568e17), "1.2345678901234568e+17"),
      (.double(2.5), "2.5"), (.integer(.min), "-9223372036854775808"),
      (.unsignedInteger(.max), "18446744073709551615"),
    ]
    for (value, expected) in cases { #expect(try text(value) == expected) }
  }

  @Test("NaN and infinity have no JSON text: an error, not a crash")
  func nonFinite() {
    #expect(throws: JSONValueError.self) { try JSONValue.double(.nan).serialized() }
    #expect(throws: JSONValueError.self) { try JSONValue.array([.double(.infinity)]).serialized() }
  }
}
