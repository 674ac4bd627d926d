import FizzBuzzModel
import Testing

@Suite("The settings form")
struct FormTests {
  func filled() -> FizzBuzzSettingsForm {
    FizzBuzzSettingsForm(filledWith: settings(3, 5, 100), columns: testColumns)
  }

  @Test("a filled form gives its settings")
  func valid() {
    #expect(filled().settings == settings(3, 5, 100))
    #expect(filled().firstInvalidField == nil)
  }

  @Test("clearing a field makes it invalid (the stale-value bug is fixed)")
  func staleValue() {
    var form = filled()
    form.deleteLast(from: .secondNumber)
    #expect(form.error(in: .secondNumber) == .empty)
    #expect(form.settings == nil)
    #expect(form.firstInvalidField == .secondNumber)
  }

  @Test("typing edits the field and re-validates live")
  func typing() {
    var form = FizzBuzzSettingsForm(columns: testColumns)
    #expect(form.error(in: .limit) == .empty)
    form.type("0", into: .limit)
    #expect(form.error(in: .limit) == .outOfRange(1...10_000))
    form.type("7", into: .limit)
    #expect(form[.limit] == "07" && form.error(in: .limit) == nil)
  }

  @Test("the first invalid field is the topmost one")
  func firstInvalid() {
    var form = filled()
    form[.secondWord] = ""
    form[.limit] = "x"
    #expect(form.firstInvalidField == .limit)
  }

  @Test("reset clears every field")
  func reset() {
    var form = filled()
    form.reset()
    #expect(FizzBuzzField.allCases.allSatisfy { form[$0].isEmpty && form.error(in: $0) == .empty })
  }

  @Test("words are stored trimmed")
  func trimmedWords() {
    var form = filled()
    form[.firstWord] = "  pop "
    #expect(form.settings?.firstWord == "pop")
  }

  @Test("a 10 000-character paste leaves each field at its limit")
  func pasteStopsAtTheLimit() {
    var form = FizzBuzzSettingsForm(columns: testColumns)
    for field in FizzBuzzField.allCases {
      var accepted = 0
      for _ in 0..<10_000 where form.type("7", into: field) { accepted += 1 }
      #expect(accepted == field.maximumCharacters)
      #expect(form[field].count == field.maximumCharacters && form.isFull(field))
    }
  }

  @Test("combining marks piled onto one character stop at the field's byte limit")
  func combiningFloodStops() {
    var form = FizzBuzzSettingsForm(columns: testColumns)
    form.type("a", into: .firstWord)
    for _ in 0..<10_000 { form.type("\u{301}", into: .firstWord) }
    #expect(form[.firstWord].utf8.count <= FizzBuzzField.firstWord.maximumBytes)
    #expect(form[.firstWord].count == 1)
  }

  @Test("a full field still takes Backspace and then one more character")
  func fullFieldEditable() {
    var form = FizzBuzzSettingsForm(columns: testColumns)
    for _ in 0..<100 { form.type("x", into: .secondWord) }
    let refused = !form.type("y", into: .secondWord)
    form.deleteLast(from: .secondWord)
    let accepted = form.type("y", into: .secondWord)
    #expect(refused && accepted)
    #expect(form[.secondWord].hasSuffix("xy"))
  }

  @Test("text set from outside (records, flags) is cut to the field's limit")
  func setTextIsCut() {
    var form = FizzBuzzSettingsForm(columns: testColumns)
    form[.limit] = String(repeating: "9", count: 5_000)
    form[.firstWord] = String(repeating: "🐝", count: 5_000)
    #expect(form[.limit].count == FizzBuzzField.limit.maximumCharacters)
    #expect(form[.firstWord].count == FizzBuzzField.firstWord.maximumCharacters)
  }

  @Test("Backspace removes an emoji sequence whole")
  func deleteWholeCluster() {
    var form = FizzBuzzSettingsForm(columns: testColumns)
    for scalar in "ab👨\u{200D}👩\u{200D}👧".unicodeScalars { form.type(Character(scalar), into: .firstWord) }
    #expect(form[.firstWord].count == 3)
    form.deleteLast(from: .firstWord)
    #expect(form[.firstWord] == "ab")
  }

  @Test("clear empties one field only")
  func clearOneField() {
    var form = filled()
    form.clear(.limit)
    #expect(form[.limit].isEmpty && form[.firstNumber] == "3")
  }

  @Test("the first game's settings are 3, 5, 100, Fizz, Buzz")
  func firstGameDefaults() {
    #expect(FizzBuzzSettings.firstGame == settings(3, 5, 100, "Fizz", "Buzz"))
  }
}
