import ArcadeKit
import MemoryModel
import PropertyBased
import Testing

@testable import ArcadeScenes

@Suite("Memory board under random input")
struct MemoryBoardPropertyTests {
  static let keys: [Key] = [
    .up, .down, .left, .right, .char("h"), .char("j"), .char("k"), .char("l"), .char("w"), .char("a"),
    .char("s"), .char("d"), .enter, .char(" "), .enter, .char(" "), .char("r"), .char("z"),
  ]

  /// One step: a key, a click on a slot, or time passing (0.1 to 1.2 s).
  static func step(_ code: Int, on table: MemoryTable) {
    switch code % 3 {
    case 0: table.harness.press(keys[(code / 3) % keys.count])
    case 1: table.click((code / 3) % 16)
    default: table.harness.advance(by: Double((code / 3) % 12 + 1) / 10)
    }
  }

  /// What the card in `slot` must look like, written from the model's state alone.
  static func expectedInside(_ table: MemoryTable, _ slot: Int) -> String {
    let face = table.game.card(at: slot).asciiFace
    switch table.game.state(at: slot) {
    case .faceDown: return "  ##  "
    case .faceUp: return "  \(face)  "
    case .mismatched: return "x \(face) x"
    case .matched: return "* \(face) *"
    }
  }

  @Test("random key and clock streams: the rendered board always equals the model")
  func renderedBoardEqualsModel() async {
    await propertyCheck(count: 50, input: Gen.int(in: 0...10_000).array(of: 1...120), Gen.int(in: 0...9999)) {
      codes, seed in
      guard let table = try? MemoryTable(seed: UInt64(seed)) else {
        Issue.record("no table")
        return
      }
      var matchedBefore = Set<Int>()
      for code in codes {
        Self.step(code, on: table)
        let game = table.game
        let matchedNow = Set((0..<16).filter { game.state(at: $0) == .matched })
        // A matched card never turns face down again, except when a new deal clears the board.
        #expect(matchedBefore.isSubset(of: matchedNow) || matchedNow.isEmpty)
        matchedBefore = matchedNow
        let upUnmatched = (0..<16).filter { [.faceUp, .mismatched].contains(game.state(at: $0)) }
        #expect(upUnmatched.count <= 2)
        #expect(table.scene.invariantViolations().isEmpty)
        let canvas = table.harness.canvas
        for slot in 0..<16 {
          #expect(table.inside(slot, of: canvas) == Self.expectedInside(table, slot), "slot \(slot)")
        }
        let cursor = table.layout.card(game.cursor)
        #expect(canvas[cursor.x - 1, cursor.y + 1].text == ">")
        #expect(canvas.lines[1].contains("Moves: \(game.moves)   Pairs: \(game.pairsFound)/8"))
      }
    }
  }
}
