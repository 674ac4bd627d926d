import Testing

@testable import ArcadeKit

/// Line mode reads words and keys a line at a time; they become the keys the games know.
@Suite("Line commands")
struct LineCommandsTests {
  static let size = Size(width: 120, height: 40)

  @Test("words, compass names and single keys become keys, several to a line")
  func words() {
    #expect(LineCommands.parse("up", scene: nil, size: Self.size) == .keys([.up]))
    #expect(LineCommands.parse("West north", scene: nil, size: Self.size) == .keys([.left, .up]))
    #expect(LineCommands.parse("k", scene: nil, size: Self.size) == .keys([.char("k")]))
    #expect(LineCommands.parse("enter", scene: nil, size: Self.size) == .keys([.enter]))
  }

  @Test("look, again and wait are line mode's own; wait takes seconds, at most a minute")
  func requests() {
    #expect(LineCommands.parse("look", scene: nil, size: Self.size) == .look)
    #expect(LineCommands.parse("again", scene: nil, size: Self.size) == .again)
    #expect(LineCommands.parse("wait", scene: nil, size: Self.size) == .wait(nil))
    #expect(LineCommands.parse("wait 0.5", scene: nil, size: Self.size) == .wait(0.5))
    #expect(LineCommands.parse("wait 999", scene: nil, size: Self.size) == .wait(LineCommands.longestWait))
  }

  @Test("an unknown word stops the line; spaces alone say nothing")
  func unknown() {
    #expect(LineCommands.parse("up jump down", scene: nil, size: Self.size) == .unknown("jump"))
    #expect(LineCommands.parse("   ", scene: nil, size: Self.size) == .empty)
  }

  @Test("control characters are dropped before anything is read or echoed")
  func controls() {
    #expect(LineCommands.parse("\u{1B}[Aup\r", scene: nil, size: Self.size) == .unknown("[Aup"))
    #expect(LineCommands.printable("a\u{7}b\u{9B}c\u{7F}") == "abc")
    #expect(LineCommands.parse("\u{1B}\u{7}", scene: nil, size: Self.size) == .empty)
  }

  @Test("the answer to an unknown word names the scene's words first")
  func valid() {
    #expect(LineCommands.validWords(scene: ["a1 to d4"]).hasPrefix("a1 to d4, up, down"))
  }
}
