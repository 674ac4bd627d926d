import ArcadeText
import Testing

/// "Did you mean …?": the nearest known word, when it is near.
@Suite("Suggestion")
struct SuggestionTests {
  @Test(
    "a letter added, dropped, changed or two swapped finds the word",
    arguments: [
      ("zombie", "zombies"), ("zombiess", "zombies"), ("memroy", "memory"), ("fizbuzz", "fizzbuzz"),
      ("drak", "dark"), ("Dark", nil), ("mazee", "maze"),
    ])
  func near(typed: String, meant: String?) {
    #expect(
      Suggestion.closest(to: typed, among: ["zombies", "memory", "fizzbuzz", "maze", "dark", "daily"])
        == meant)
  }

  @Test("a word far from every candidate gets nothing")
  func far() {
    #expect(Suggestion.closest(to: "xyz", among: ["zombies", "memory"]) == nil)
    #expect(Suggestion.closest(to: "", among: ["zombies"]) == nil)
  }

  @Test("short words allow one mistake only")
  func shortWords() {
    #expect(Suggestion.closest(to: "mz", among: ["maze"]) == nil)
    #expect(Suggestion.closest(to: "vim", among: ["vi", "wasd"]) == "vi")
  }

  @Test("the start of exactly one candidate is that candidate")
  func prefix() {
    #expect(Suggestion.closest(to: "colour", among: ["colour-blind", "dark"]) == "colour-blind")
    #expect(Suggestion.closest(to: "high", among: ["high-contrast", "dark"]) == "high-contrast")
    #expect(Suggestion.closest(to: "da", among: ["dark", "daily"]) == nil)
  }

  @Test("the clause is empty when nothing is close")
  func clause() {
    #expect(Suggestion.clause(for: "zombie", among: ["zombies"]) == "; did you mean 'zombies'?")
    #expect(Suggestion.clause(for: "qqqq", among: ["zombies"]) == "")
  }
}
