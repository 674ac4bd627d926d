import ArcadeKit
import ArcadeScenes
import FizzBuzzModel
import Foundation
import Testing

/// Hostile input in the settings form: pastes of any size, invisible characters, emoji
/// sequences.
@Suite("FizzBuzz form input")
struct FizzBuzzFormInputTests {
  /// The text between the brackets of a field's input box.
  func input(_ f: FizzBuzzFixture, _ field: FizzBuzzField) -> String {
    guard let row = f.row(containing: field.title), let open = row.firstIndex(of: "["),
      let close = row[open...].firstIndex(of: "]")
    else { return "" }
    return String(row[row.index(after: open)..<close])
  }

  @Test("a 10 000-character paste leaves the field at its limit and says it is full")
  func pasteStopsAtTheLimit() {
    let f = FizzBuzzFixture()
    f.harness.press(.down, .down, .down, .ctrl("u"))
    f.harness.type(String(repeating: "x", count: 10_000))
    #expect(f.harness.contains("x First word is full: at most 32 characters"))
    #expect(f.row(containing: "First word")?.contains("must be at most 16 columns wide (now 32)") == true)
    f.harness.press(.backspace)
    #expect(f.row(containing: "First word")?.contains("(now 31)") == true)
    #expect(!f.harness.contains("is full"))
  }

  @Test("a number field stops at 12 characters")
  func numberFieldStops() {
    let f = FizzBuzzFixture()
    f.harness.press(.ctrl("u"))
    f.harness.type(String(repeating: "9", count: 500))
    #expect(input(f, .firstNumber).hasPrefix(String(repeating: "9", count: 12) + "_"))
    #expect(f.harness.contains("First number is full: at most 12 characters"))
  }

  @Test(
    "a word without a visible character is refused with a clear inline reason",
    arguments: [
      ("\u{200B}", "x has an invisible character U+200B"), ("\u{AD}", "x has an invisible character U+00AD"),
      ("\u{202E}", "x has a text-direction control U+202E"),
      ("\u{301}", "x has a lone combining mark U+0301"),
    ])
  func invisibleWordRefused(text: String, reason: String) {
    let f = FizzBuzzFixture()
    f.harness.press(.down, .down, .down, .ctrl("u"))
    f.harness.type(text)
    #expect(f.row(containing: "First word")?.contains(reason) == true)
    // What the field holds shows: one placeholder, removed whole by Backspace.
    #expect(input(f, .firstWord).hasPrefix("?_"))
    f.harness.press(.ctrl("g"))
    #expect(f.gameScene == nil)
    f.harness.press(.backspace)
    #expect(input(f, .firstWord).hasPrefix("_"))
  }

  @Test("an emoji sequence typed code point by code point is shown and refused whole, never split")
  func emojiSequenceWhole() {
    let f = FizzBuzzFixture(options: RenderOptions())
    f.harness.press(.down, .down, .down, .ctrl("u"))
    for scalar in "ab👨\u{200D}👩\u{200D}👧".unicodeScalars { f.harness.press(.char(Character(scalar))) }
    #expect(input(f, .firstWord).hasPrefix("ab\u{FFFD}▏"))
    #expect(!f.harness.lines.joined().contains("👨") && !f.harness.lines.joined().contains("👩"))
    #expect(f.row(containing: "First word")?.contains("✗ has a joined emoji (U+1F468 U+200D …)") == true)
    f.harness.press(.backspace)
    #expect(input(f, .firstWord).hasPrefix("ab▏"))
    #expect(f.row(containing: "First word")?.trimmingCharacters(in: .whitespaces).hasSuffix("✓") == true)
  }

  @Test("a single allowlisted emoji is accepted and drawn as itself")
  func singleEmojiAccepted() {
    let f = FizzBuzzFixture(options: RenderOptions())
    f.harness.press(.down, .down, .down, .ctrl("u"))
    f.harness.type("🐝zz")
    #expect(input(f, .firstWord).hasPrefix("🐝zz▏"))
    #expect(f.row(containing: "First word")?.trimmingCharacters(in: .whitespaces).hasSuffix("✓") == true)
  }
}
