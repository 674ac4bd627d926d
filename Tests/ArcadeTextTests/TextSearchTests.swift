import ArcadeText
import PropertyBased
import Testing

@Suite("Text search without _StringProcessing")
struct TextSearchTests {
  @Test("firstOccurrence finds the first run of whole characters, or nil")
  func firstOccurrence() {
    let text = "a.json.json"
    let range = text.firstOccurrence(of: ".json")
    #expect(range.map { text[$0] } == ".json")
    #expect(range?.lowerBound == text.index(text.startIndex, offsetBy: 1))
    #expect(text.firstOccurrence(of: "xml") == nil)
    #expect(text.firstOccurrence(of: "") == nil)
    #expect("ab".firstOccurrence(of: "abc") == nil, "longer than the text")
    #expect("aab".firstOccurrence(of: "ab").map { "aab"[$0] } == "ab", "a false start is retried")
  }

  @Test("whole characters: 'e' is not inside 'é', nor a plain square inside one with a variation selector")
  func wholeCharacters() {
    #expect(!"cafe\u{301}".containsText("e"))
    #expect("cafe\u{301}".containsText("e\u{301}"))
    #expect("caf\u{E9}".containsText("e\u{301}"), "canonically equivalent, as String's == says")
    #expect("⬛️ fog".replacingEvery("⬛", with: "##") == "⬛️ fog")
    #expect("⬛ fog".replacingEvery("⬛", with: "##") == "## fog")
  }

  @Test("replacingEvery replaces every occurrence left to right, never inside a replacement")
  func replacingEvery() {
    #expect(
      "/data/arcade/zombies.json is newer".replacingEvery("/data/arcade/", with: "")
        == "zombies.json is newer")
    #expect("aaa".replacingEvery("aa", with: "b") == "ba")
    #expect("abab".replacingEvery("ab", with: "abab") == "abababab")
    #expect("text".replacingEvery("", with: "x") == "text")
    #expect("".replacingEvery("a", with: "b") == "")
  }

  /// (The standard library's own `contains` compares scalars and finds a lone variation
  /// selector inside "a️"; its `replacing` does not, and neither does `containsText`.)
  @Test("replacingEvery and containsText agree with the standard library's replacing")
  func agreesWithTheStandardLibrary() async {
    let alphabet: [String] = ["a", "b", "é", "e\u{301}", "⬛", "️", "🧟", "/", " "]
    let piece = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...12).map {
      $0.map { alphabet[$0] }.joined()
    }
    let needle = Gen.int(in: 0...(alphabet.count - 1)).array(of: 1...3).map {
      $0.map { alphabet[$0] }.joined()
    }
    await propertyCheck(count: 2_000, input: piece, needle, piece) { text, old, new in
      #expect(text.replacingEvery(old, with: new) == text.replacing(old, with: new))
      #expect(text.containsText(old) == (text.replacing(old, with: "\u{0}") != text))
    }
  }

  @Test("joinedText is joined(separator:) for any strings and separator")
  func joinedTextAgreesWithJoined() async {
    let alphabet: [String] = ["a", "é", "e\u{301}", "🧟", " ", "/", ""]
    let word = Gen.int(in: 0...(alphabet.count - 1)).array(of: 0...3).map {
      $0.map { alphabet[$0] }.joined()
    }
    await propertyCheck(count: 1_000, input: word.array(of: 0...5), word) { parts, separator in
      #expect(parts.joinedText(separator: separator) == parts.joined(separator: separator))
      #expect(parts.joinedText() == parts.joined())
    }
  }
}
