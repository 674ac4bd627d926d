import ArcadeJSON
import Testing

private func parse(_ text: String, options: JSONParsingOptions = []) throws(JSONSyntaxError) -> JSONValue {
  try JSONValue(parsing: Array(text.utf8), options: options)
}

/// The error for `text`, or nil when it parses.
private func syntaxError(_ text: String, options: JSONParsingOptions = []) -> JSONSyntaxError? {
  do {
    _ = try parse(text, options: options)
    return nil
  } catch {
    return error
  }
}

@Suite("Reading JSON text")
struct ParserTests {
  @Test("every kind of value reads, with white space anywhere between tokens")
  func everyKindReads() throws {
    let value = try parse(" {\"a\" : [1, -2.5, true, false, null, \"x\"] ,\n\t\"b\":{}}\r\n")
    #expect(
      value
        == .object([
          ("a", .array([.integer(1), .double(-2.5), .bool(true), .bool(false), .null, .string("x")])),
          ("b", .object([])),
        ]))
  }

  @Test("an object keeps its members in the order written, duplicates included")
  func objectKeepsOrder() throws {
    guard case .object(let members) = try parse("{\"z\":1,\"a\":2,\"z\":3}") else {
      Issue.record("not an object")
      return
    }
    #expect(members.map(\.key) == ["z", "a", "z"])
    #expect(try parse("{\"z\":1,\"a\":2,\"z\":3}")["z"] == .integer(1))
  }

  @Test("integers stay exact up to 64 bits; beyond, or with a fraction or exponent, they are doubles")
  func integersStayExact() throws {
    #expect(try parse("9223372036854775807") == .integer(.max))
    #expect(try parse("-9223372036854775808") == .integer(.min))
    #expect(try parse("9223372036854775808") == .unsignedInteger(9_223_372_036_854_775_808))
    #expect(try parse("18446744073709551615") == .unsignedInteger(.max))
    #expect(try parse("18446744073709551616") == .double(18_446_744_073_709_551_616))
    #expect(try parse("-9223372036854775809") == .double(-9.223372036854775808e18))
    #expect(try parse("1.0") == .double(1))
    #expect(try parse("1e2") == .double(100))
    #expect(try parse("-0") == .integer(0))
    #expect(try parse("0.1") == .double(0.1))
    #expect(try parse("1E-7") == .double(1e-7))
  }

  @Test("a number beyond the double range reads as infinity (the decoder refuses it)")
  func hugeNumbersDoNotCrash() throws {
    #expect(try parse("1e400") == .double(.infinity))
    #expect(try parse("-1e400") == .double(-.infinity))
    #expect(try parse(String(repeating: "9", count: 5000)).doubleValue == .infinity)
  }

  @Test("escapes: the short ones, \\u, and surrogate pairs")
  func escapes() throws {
    #expect(try parse(#""\"\\\/\b\f\n\r\t""#) == .string("\"\\/\u{8}\u{c}\n\r\t"))
    #expect(try parse(#""\u00e9\u00E9 \u0000""#) == .string("éé \u{0}"))
    #expect(try parse(#""\ud83d\ude00""#) == .string("😀"))
    #expect(try parse("\"é😀 unescaped\"") == .string("é😀 unescaped"))
  }

  @Test(
    "malformed text is an error with the byte offset of the problem",
    arguments: [
      ("", 0), ("   ", 3), ("{", 1), ("[1,", 3), ("[1 2]", 3), ("{\"a\" 1}", 5), ("{\"a\":}", 5),
      ("{1:2}", 1), ("\"abc", 0), ("tru", 3), ("trux", 3), ("nul", 3), ("01", 1), ("-", 1), ("1.", 2),
      ("1e", 2), ("1e+", 3), (".5", 0), ("+1", 0), ("[1,]", 3), ("{\"a\":1,}", 7), ("{} x", 3),
      ("1 2", 2), ("\"a\nb\"", 2), (#""\x""#, 1), (#""\u12""#, 5), (#""\u12G4""#, 5),
    ])
  func malformed(text: String, offset: Int) {
    #expect(syntaxError(text)?.offset == offset, "\(text)")
  }

  @Test(
    "lone or reversed surrogate escapes are refused",
    arguments: [
      #""\ud800""#, #""\ud800x""#, #""\ud800\u0041""#, #""\udc00""#, #""\ude00\ud83d""#, #""\ud800\""#,
    ])
  func loneSurrogates(text: String) {
    #expect(syntaxError(text) != nil)
  }

  @Test("bytes that are not UTF-8 inside a string are refused")
  func invalidUTF8() {
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: [0x22, 0xFF, 0x22]) }
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: [0x22, 0x5C, 0x6E, 0xC3, 0x22]) }
  }

  @Test("nesting stops at 512 levels instead of exhausting the stack")
  func depthBomb() throws {
    let deep = String(repeating: "[", count: 512) + String(repeating: "]", count: 512)
    #expect(syntaxError(deep) == nil)
    let bomb = String(repeating: "[", count: 100_000)
    #expect(syntaxError(bomb)?.reason.contains("512") == true)
    let objects = String(repeating: "{\"a\":", count: 600) + "1" + String(repeating: "}", count: 600)
    #expect(syntaxError(objects)?.offset == 512 * 5)
  }

  @Test("Foundation's leniencies only when asked: trailing commas and a byte order mark")
  func foundationLeniencies() throws {
    #expect(try parse("[1,2,]", options: .foundationCompatible) == .array([.integer(1), .integer(2)]))
    #expect(try parse("{\"a\":1,}", options: .foundationCompatible) == .object([("a", .integer(1))]))
    #expect(syntaxError("[,]", options: .foundationCompatible) != nil)
    #expect(syntaxError("{,}", options: .foundationCompatible) != nil)
    #expect(syntaxError("[1,,]", options: .foundationCompatible) != nil)
    #expect(try JSONValue(parsing: [0xEF, 0xBB, 0xBF, 0x31], options: .foundationCompatible) == .integer(1))
    #expect(throws: JSONSyntaxError.self) { try JSONValue(parsing: [0xEF, 0xBB, 0xBF, 0x31]) }
  }

  @Test("with .defersStringErrors a bad string value is kept unreadable; a bad key still fails")
  func deferredStringErrors() throws {
    let value = try parse("[\"a\tb\", \"\\x\", \"\\ud800\", \"ok\"]", options: .defersStringErrors)
    guard case .array(let elements) = value else {
      Issue.record("not an array")
      return
    }
    #expect(elements.count == 4 && elements[3] == .string("ok"))
    for element in elements.prefix(3) {
      guard case .unreadableString = element else {
        Issue.record("\(element) is readable")
        continue
      }
    }
    #expect(throws: JSONValueError.self) { try value.serialized() }
    #expect(syntaxError("{\"a\tb\":1}", options: .defersStringErrors) != nil)
    #expect(syntaxError("[\"a\tb", options: .defersStringErrors)?.offset == 1)
    #expect(syntaxError("[\"a\tb\"]") != nil)
  }

  @Test("any collection of bytes parses, not only arrays")
  func collections() throws {
    let bytes = Array("xx[1]yy".utf8)
    #expect(try JSONValue(parsing: bytes[2..<5]) == .array([.integer(1)]))
    #expect(try JSONValue(parsing: "\"ok\"".utf8) == .string("ok"))
  }
}
