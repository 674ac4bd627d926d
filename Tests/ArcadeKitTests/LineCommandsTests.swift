import Testing

@testable import ArcadeKit

/// Line mode reads words and keys a line at a time; they become the keys the games know.
@Suite("Line commands")
struct LineCommandsTests {
  @Test("words, compass names and single keys become keys, several to a line")
  func words() {
    #expect(LineCommands.parse("up", scene: nil) == .keys([.up]))
    #expect(LineCommands.parse("West north", scene: nil) == .keys([.left, .up]))
    #expect(LineCommands.parse("k", scene: nil) == .keys([.char("k")]))
    #expect(LineCommands.parse("enter", scene: nil) == .keys([.enter]))
  }

  @Test("look, again and wait are line mode's own; wait takes seconds, at most a minute")
  func requests() {
    #expect(LineCommands.parse("look", scene: nil) == .look)
    #expect(LineCommands.parse("again", scene: nil) == .again)
    #expect(LineCommands.parse("wait", scene: nil) == .wait(nil))
    #expect(LineCommands.parse("wait 0.5", scene: nil) == .wait(0.5))
    #expect(LineCommands.parse("wait 999", scene: nil) == .wait(LineCommands.longestWait))
  }

  @Test("an unknown word stops the line; spaces alone say nothing")
  func unknown() {
    #expect(LineCommands.parse("up jump down", scene: nil) == .unknown("jump"))
    #expect(LineCommands.parse("   ", scene: nil) == .empty)
  }

  @Test("control characters are dropped before anything is read or echoed")
  func controls() {
    #expect(LineCommands.parse("\u{1B}[Aup\r", scene: nil) == .unknown("[Aup"))
    #expect(LineCommands.printable("a\u{7}b\u{9B}c\u{7F}") == "abc")
    #expect(LineCommands.parse("\u{1B}\u{7}", scene: nil) == .empty)
  }

  @Test("the answer to an unknown word names the scene's words first")
  func valid() {
    #expect(LineCommands.validWords(scene: ["a1 to d4"]).hasPrefix("a1 to d4, up, down"))
  }
}
