import FizzBuzzModel
import Testing

@Suite("Validation")
struct ValidationTests {
  let divisors = FizzBuzzBounds.game.divisors

  @Test(
    "numbers: the validation table",
    arguments: [
      ("", FizzBuzzFieldError.empty),
      ("   ", .empty),
      ("0", .outOfRange(1...9_999)),
      ("-3", .outOfRange(1...9_999)),
      ("abc", .notWholeNumber),
      ("3.5", .notWholeNumber),
      ("5 5", .notWholeNumber),
      ("-", .notWholeNumber),
      ("10000", .outOfRange(1...9_999)),
      ("99999999999999999999999", .outOfRange(1...9_999)),
    ])
  func invalidNumbers(text: String, error: FizzBuzzFieldError) {
    #expect(FizzBuzzValidation.number(text, in: divisors) == .failure(error))
  }

  @Test(
    "numbers: leading zeros and surrounding spaces are accepted",
    arguments: [("007", 7), (" 5 ", 5), ("9999", 9999)])
  func validNumbers(text: String, value: Int) {
    #expect(FizzBuzzValidation.number(text, in: divisors) == .success(value))
  }

  @Test("the limit goes from 1 to 10 000")
  func limitRange() {
    #expect(FizzBuzzValidation.number("10000", in: FizzBuzzBounds.game.limit) == .success(10_000))
    #expect(
      FizzBuzzValidation.number("10001", in: FizzBuzzBounds.game.limit) == .failure(.outOfRange(1...10_000)))
  }

  @Test("print mode takes any positive Int and refuses overflow")
  func printBounds() {
    #expect(FizzBuzzValidation.number(String(Int.max), in: FizzBuzzBounds.print.limit) == .success(Int.max))
    #expect(
      FizzBuzzValidation.number("9223372036854775808", in: FizzBuzzBounds.print.limit)
        == .failure(.outOfRange(1...Int.max)))
  }

  @Test("errors say what is wrong")
  func messages() {
    #expect(FizzBuzzFieldError.outOfRange(1...9_999).message == "must be between 1 and 9 999")
    #expect(
      FizzBuzzFieldError.outOfRange(1...Int.max).message == "must be between 1 and 9 223 372 036 854 775 807")
    #expect(FizzBuzzFieldError.empty.message == "must not be empty")
    #expect(FizzBuzzFieldError.blank.message == "must have a visible character")
    #expect(FizzBuzzFieldError.notWholeNumber.message == "must be a whole number")
    #expect(FizzBuzzFieldError.tooWide(maximum: 16, actual: 20).message.contains("16"))
  }

  @Test("thousands are grouped with spaces")
  func grouping() {
    #expect(grouped(9999) == "9 999")
    #expect(grouped(100) == "100")
    #expect(grouped(1_000_000) == "1 000 000")
  }

  func word(_ text: String) -> Result<String, FizzBuzzFieldError> {
    FizzBuzzValidation.word(text, maximumColumns: 16, columns: testColumns)
  }

  @Test("words: trimmed, 1…16 columns")
  func wordLength() {
    #expect(word("  fizz ") == .success("fizz"))
    #expect(word("") == .failure(.empty))
    #expect(word("   ") == .failure(.blank))
    #expect(word(String(repeating: "a", count: 16)) == .success(String(repeating: "a", count: 16)))
    #expect(word(String(repeating: "a", count: 17)) == .failure(.tooWide(maximum: 16, actual: 17)))
    #expect(word(String(repeating: "🐝", count: 9)) == .failure(.tooWide(maximum: 16, actual: 18)))
  }

  @Test("words: control characters are refused", arguments: ["fi\tzz", "a\u{7}", "\u{1B}[31m", "x\u{85}y"])
  func controlCharacters(text: String) {
    #expect(word(text) == .failure(.controlCharacter))
  }

  @Test("words: allowlisted emoji pass, variation selectors, joiners and text symbols do not")
  func emoji() {
    #expect(word("🐝buzz") == .success("🐝buzz"))
    #expect(word("café") == .success("café"))
    #expect(word("⬜\u{FE0F}") == .failure(.unsupportedEmoji("⬜\u{FE0F}")))
    #expect(word("🚶\u{200D}♂") == .failure(.unsupportedEmoji("🚶\u{200D}♂")))
    #expect(word("❤") == .failure(.unsupportedEmoji("❤")))
    #expect(word("🇫🇷") == .failure(.unsupportedEmoji("🇫🇷")))
  }

  @Test(
    "words: a word without a visible character is refused",
    arguments: ["\u{200B}", "\u{301}", "\u{AD}", "\u{202E}", "\u{2060}", "\u{FEFF}", "\u{200D}"])
  func invisibleWordsRefused(text: String) {
    #expect(throws: FizzBuzzFieldError.self) { try word(text).get() }
  }

  @Test("words: zero-width and format characters are refused with their code point")
  func invisibleCharactersRefused() {
    #expect(word("fi\u{200B}zz") == .failure(.invisibleCharacter("\u{200B}")))
    #expect(word("fi\u{AD}zz") == .failure(.invisibleCharacter("\u{AD}")))
    #expect(word("\u{2060}") == .failure(.invisibleCharacter("\u{2060}")))
    #expect(
      FizzBuzzFieldError.invisibleCharacter("\u{200B}").message == "has an invisible character U+200B")
  }

  @Test(
    "words: bidi override and isolate characters are refused",
    arguments: ["\u{202E}", "\u{2066}", "\u{200F}"])
  func bidiControlsRefused(control: String) {
    let scalar = control.unicodeScalars.first!
    #expect(word("ab" + control + "cd") == .failure(.bidiControl(scalar)))
    #expect(FizzBuzzFieldError.bidiControl(scalar).message.contains("text-direction"))
  }

  @Test("words: a combining mark with no letter before it is refused; on a letter it is fine")
  func loneCombiningMarkRefused() {
    #expect(word("\u{301}") == .failure(.loneCombiningMark("\u{301}")))
    #expect(word("\u{301}fizz") == .failure(.loneCombiningMark("\u{301}")))
    #expect(word("cafe\u{301}") == .success("cafe\u{301}"))
  }

  @Test("words: an emoji sequence is refused whole, and the reason names code points, not the glyph")
  func emojiSequenceRefusedWhole() {
    let family = "👨\u{200D}👩\u{200D}👧"
    #expect(word("fizz" + family) == .failure(.unsupportedEmoji(family)))
    let message = FizzBuzzFieldError.unsupportedEmoji(family).message
    #expect(message == "has a joined emoji (U+1F468 U+200D …)")
    #expect(!message.contains("👨"))
    #expect(FizzBuzzFieldError.unsupportedEmoji("🇫🇷").message == "has an emoji sequence (U+1F1EB U+1F1F7)")
    #expect(FizzBuzzFieldError.unsupportedEmoji("❤").message == "cannot use U+2764, a text-style symbol")
    #expect(
      FizzBuzzFieldError.unsupportedEmoji("⬜\u{FE0F}").message == "has an emoji with U+FE0F (U+2B1C U+FE0F)")
    let reasons: [FizzBuzzFieldError] = [
      .unsupportedEmoji(family), .invisibleCharacter("\u{200B}"), .bidiControl("\u{202E}"),
      .loneCombiningMark("\u{301}"), .tooWide(maximum: 16, actual: 32),
    ]
    #expect(reasons.allSatisfy { $0.message.count <= 40 }, "each reason fits beside the field at 80 columns")
  }

  @Test("every character of an accepted word shows: at least one visible column in total")
  func acceptedWordsAreVisible() {
    for text in ["fizz", "café", "🐝", "Über", "日本"] {
      guard case .success(let accepted) = word(text) else {
        Issue.record("\(text) refused")
        continue
      }
      #expect(accepted.allSatisfy { FizzBuzzValidation.problem(with: $0) == nil })
      #expect(testColumns(accepted) >= 1)
    }
  }
}
