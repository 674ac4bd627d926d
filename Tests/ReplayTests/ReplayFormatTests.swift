import ArcadeKit
import Testing

@testable import Replay

@Suite struct ReplayFormatTests {
  @Test func everyKeyRoundTripsThroughItsName() {
    let keys: [Key] = [
      .char("a"), .char(" "), .char("\""), .char("é"), .ctrl("l"), .up, .down, .left, .right, .enter, .escape,
      .tab,
      .backTab, .backspace, .delete, .home, .end, .pageUp, .pageDown, .insert, .function(1), .function(12),
    ]
    for key in keys { #expect(ReplayKey.decode(ReplayKey.encode(key)) == key) }
  }
}
