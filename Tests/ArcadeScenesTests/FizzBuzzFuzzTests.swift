import ArcadeGlyphs
import ArcadeKit
import ArcadeScenes
import FizzBuzzModel
import PropertyBased
import Testing

@Suite("FizzBuzz under random input")
struct FizzBuzzFuzzTests {
  static let keys: [Key] = [
    .char("3"), .char("5"), .char("1"), .char("0"), .char("a"), .char("f"), .char("j"), .char(" "),
    .char("p"),
    .char("q"), .char("2"), .char("?"), .tab, .backTab, .up, .down, .left, .right, .enter, .backspace,
    .ctrl("g"), .ctrl("r"), .pageDown, .end,
  ]

  @Test("random keys and time steps never break the game's rules or the screen size")
  func randomInput() async {
    // Each step: a key (value % keys.count) and then value / keys.count tenths of a second.
    await propertyCheck(count: 25, input: Gen.int(in: 0...(Self.keys.count * 8)).array(of: 1...100)) {
      steps in
      let f = FizzBuzzFixture(prefill: fizzSettings(2, 3, 12))
      for step in steps where !f.harness.stack.isFinished {
        f.harness.press(Self.keys[step % Self.keys.count])
        f.harness.advance(by: Double(step / Self.keys.count) / 10)
        if let scene = f.harness.stack.top as? InvariantChecking {
          #expect(scene.invariantViolations().isEmpty)
        }
        let lines = f.harness.lines
        #expect(lines.count == 24 && lines.allSatisfy { GlyphWidth.of($0) <= 80 })
      }
      for game in f.records.games {
        #expect(game.score == 2 * game.correct - game.wrong)
      }
    }
  }
}
