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

  @Test("each word of a line is a command of its own, said once carried out")
  func commands() {
    #expect(
      LineCommands.parse("up left", scene: nil, size: Self.size) == .input([[.key(.up)], [.key(.left)]]))
    #expect(LineCommands.parse("up left", scene: nil, size: Self.size).events == [.key(.up), .key(.left)])
  }

  @Test("key and a name is that key alone, whatever the screen: a letter keeps its case")
  func keyNamed() {
    #expect(LineCommands.parse("key z", scene: nil, size: Self.size) == .keys([.char("z")]))
    #expect(LineCommands.parse("key Z", scene: nil, size: Self.size) == .keys([.char("Z")]))
    #expect(LineCommands.parse("key tab", scene: nil, size: Self.size) == .keys([.tab]))
    #expect(LineCommands.parse("key jump", scene: nil, size: Self.size) == .unknown("jump"))
  }

  @Test("map and history are line mode's own; history takes how many lines")
  func mapAndHistory() {
    #expect(LineCommands.parse("map", scene: nil, size: Self.size) == .map)
    #expect(LineCommands.parse("history", scene: nil, size: Self.size) == .history(nil))
    #expect(LineCommands.parse("history 3", scene: nil, size: Self.size) == .history(3))
    #expect(LineCommands.parse("history 0", scene: nil, size: Self.size) == .unknown("0"))
  }

  @Test("a command that changed nothing is answered in a few words naming it")
  func unchanged() {
    #expect(LineSpeaker.unchanged("enter") == "enter: nothing changed.")
  }
}
