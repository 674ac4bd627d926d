import ArcadeKit
import Testing
import ZombiesModel

@testable import ArcadeScenes

@Suite("Zombies share card")
struct ZombiesShareCardTests {
  @Test("after a lost game, the next game's card shows only its own lives")
  func cardOfTheSecondGameHasOnlyItsLives() throws {
    // The play test's session: seed 11, classic 5×5; game 1 is lost, game 2 is won.
    let env = testEnvironment(seed: 11)
    let scene = ZombiesScene(env: env, mode: .classic)
    let h = Harness(scene, size: Size(width: 80, height: 24))
    func play(_ keys: [Key]) {
      for key in keys {
        h.press(key)
        h.advance(by: ZombiesScene.messageGrace)
      }
    }
    play([.up, .up, .up, .up, .left, .left, .left, .left, .enter, .left])
    #expect(scene.game.outcome == .lost)
    h.press(.char("s"))
    let first = try #require(env.lastShareCard).components(separatedBy: "\n")
    #expect(first.count == 6, "heading, result, three lives, hearts: \(first)")
    h.press(.escape)
    play([.char("x"), .enter, .up, .up, .up, .up, .enter, .up, .up, .up, .up, .left, .left, .left, .left])
    #expect(scene.game.outcome == .won)
    h.press(.char("s"))
    let second = try #require(env.lastShareCard).components(separatedBy: "\n")
    #expect(second.first == "Arcade Zombies · classic 5×5")
    #expect(second.contains("Reached the SOS sign"))
    #expect(second.count == 2 + scene.lives.count + 1, "\(second)")
    #expect(scene.lives.count == 2, "this game's two lives only: \(second)")
  }

  @Test("the help's replay hint names the mode and size the session used")
  func helpNamesModeAndSize() {
    // The session's first room: its seed is the session's first draw, so --seed is the session's.
    let scene = ZombiesScene(env: testEnvironment(seed: 7), mode: .classic, size: 12)
    #expect(
      scene.info.helpText[0].hasPrefix(
        "arcade zombies --seed 7 --mode classic --size 12 starts in this room."),
      "\(scene.info.helpText[0])")
  }
}

@Suite("Share card over the screen")
struct ShareCardFrameTests {
  /// The card's box, by the cells of the canvas: the rows from its "Share" title to its bottom
  /// border, and the columns of its side borders.
  private func box(_ h: Harness) throws -> (rows: ClosedRange<Int>, left: Int, right: Int) {
    let canvas = h.canvas
    let top = try #require(h.lines.firstIndex { $0.contains("Share ─") || $0.contains("Share -") })
    let corners = (0..<canvas.width).filter { ["╭", "╮", "+"].contains(canvas[$0, top].text) }
    let left = try #require(corners.first)
    let right = try #require(corners.last)
    let bottom = try #require((top + 1..<canvas.height).first { ["╰", "+"].contains(canvas[left, $0].text) })
    return (top...bottom, left, right)
  }

  @Test(
    "no word of the screen below shows beside the card's frame, at any size, before and after c",
    arguments: [Size(width: 80, height: 24), Size(width: 100, height: 35), Size(width: 120, height: 40)],
    [false, true])
  func frameCoversTheLegend(size: Size, ascii: Bool) throws {
    let h = try GoldenScene.zombiesShare.harness(RenderOptions(ascii: ascii, monochrome: ascii))
    h.resize(width: size.width, height: size.height)
    for copy in [false, true] {
      if copy { h.press(.char("c")) }
      let (rows, left, right) = try box(h)
      let canvas = h.canvas
      for y in rows {
        // The cell just outside each border is blank: a cut word would show there ("╯mbie").
        #expect(canvas[left - 1, y].text == " ", "row \(y): \(h.lines[y])")
        #expect(canvas[right + 1, y].text == " ", "row \(y): \(h.lines[y])")
      }
    }
    #expect(h.contains("Sent to the clipboard (OSC 52)."))
    #expect(h.contains("printed when you"))
  }
}
