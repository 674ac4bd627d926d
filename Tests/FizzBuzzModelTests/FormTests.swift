import FizzBuzzModel
import Testing

@Suite("The settings form")
struct FormTests {
  func filled() -> SettingsForm {
    SettingsForm(filledWith: settings(3, 5, 100), columns: testColumns)
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
    var form = SettingsForm(columns: testColumns)
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
    #expect(Field.allCases.allSatisfy { form[$0].isEmpty && form.error(in: $0) == .empty })
  }

  @Test("words are stored trimmed")
  func trimmedWords() {
    var form = filled()
    form[.firstWord] = "  pop "
    #expect(form.settings?.firstWord == "pop")
  }
}
