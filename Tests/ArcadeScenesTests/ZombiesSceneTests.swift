import ArcadeKit
import Testing
import ZombiesModel

@testable import ArcadeScenes

@Suite("Zombies game scene")
struct ZombiesSceneTests {
  private let size = Size(width: 80, height: 24)

  private func harness(
    _ game: ZombiesGame, options: RenderOptions = RenderOptions(), env: AppEnvironment = zombiesEnvironment()
  ) -> (Harness, ZombiesScene) {
    let scene = ZombiesScene(env: env, game: game)
    return (Harness(scene, size: size, options: options), scene)
  }

  private func layout(_ scene: ZombiesScene) -> ZombiesLayout {
    ZombiesLayout(roomSize: scene.game.size, canvas: size)
  }

  @Test("the board renders the SOS, the dark, the player and its lit neighbours in emoji")
  func boardInEmoji() {
    let (h, scene) = harness(roomWithSafeEdges())
    let board = h.text(in: layout(scene).board)
    #expect(board.contains("│ 🆘 ⬛ ⬛ ⬛ ⬛ │"))
    #expect(board.contains("│ ⬛ ⬛ ⬛ ⬛ ⬜ │"))
    #expect(board.contains("│ ⬛ ⬛ ⬛ ⬜ 🚶 │"))
    #expect(!board.contains("🧟"))
  }

  @Test("the board renders with ASCII twins and ASCII box lines")
  func boardInASCII() {
    let (h, _) = harness(roomWithSafeEdges(), options: RenderOptions(ascii: true))
    #expect(h.contains("| !! ## ## ## ## |"))
    #expect(h.contains("| ## ## ## ## .  |"))
    #expect(h.contains("| ## ## ## .  @  |"))
    #expect(h.contains("+----------------+"))
    #expect(h.screen.unicodeScalars.allSatisfy { $0.isASCII }, "ASCII mode draws only ASCII")
  }

  @Test("hearts, W and L show in the side panel, in emoji and ASCII")
  func heartsAndScores() {
    let (emoji, _) = harness(roomWithSafeEdges())
    #expect(emoji.contains("Lives: 💗💗💗"))
    #expect(emoji.contains("W: 0") && emoji.contains("L: 0"))
    let (ascii, _) = harness(roomWithSafeEdges(), options: RenderOptions(ascii: true))
    #expect(ascii.contains("Lives: <3<3<3"))
  }

  @Test("greyed arrows at the start: right and down are dim; up and left are not")
  func greyedArrowsInColour() {
    let (h, scene) = harness(roomWithSafeEdges())
    let canvas = h.canvas
    for heading in Heading.allCases {
      let button = layout(scene).padButton(heading)
      let closed = heading == .right || heading == .down
      #expect((canvas[button.x, button.y].style == .disabled) == closed, "\(heading)")
    }
    #expect(h.text(in: layout(scene).padButton(.right)).contains("[→]"))
  }

  @Test(
    "greyed arrows are marked [x] in monochrome and in ASCII",
    arguments: [
      RenderOptions(monochrome: true), RenderOptions(ascii: true),
      RenderOptions(ascii: true, monochrome: true),
    ])
  func greyedArrowsMarked(options: RenderOptions) {
    let (h, scene) = harness(roomWithSafeEdges(), options: options)
    let pad = layout(scene)
    #expect(h.text(in: pad.padButton(.right)) == "[x]\n")
    #expect(h.text(in: pad.padButton(.down)) == "[x]\n")
    #expect(h.text(in: pad.padButton(.up)) == (options.ascii ? "[^]\n" : "[↑]\n"))
    #expect(h.text(in: pad.padButton(.left)) == (options.ascii ? "[<]\n" : "[←]\n"))
    #expect(h.canvas[pad.padButton(.down).x, pad.padButton(.down).y].style == .disabled)
  }

  @Test("at the top-left edge, up and left are the greyed arrows")
  func greyedArrowsAtTheOtherEdge() {
    let game = ZombiesGame(mode: .classic, layout: RoomLayout(size: 5, zombies: [zsq(2, 2)]))
    let (h, scene) = harness(game, options: RenderOptions(monochrome: true))
    h.press(.up, .up, .up, .up, .left, .left, .left)  // (0,1): next to the SOS, top edge
    #expect(scene.game.player == zsq(0, 1))
    #expect(h.text(in: layout(scene).padButton(.up)) == "[x]\n")
    #expect(h.text(in: layout(scene).padButton(.left)) == "[←]\n")
    #expect(h.text(in: layout(scene).padButton(.down)) == "[↓]\n")
  }

  @Test("hjkl and wasd move like the arrows")
  func letterKeysMove() {
    let (h, scene) = harness(roomWithSafeEdges())
    h.type("h")
    #expect(scene.game.player == zsq(4, 3))
    h.type("a")
    #expect(scene.game.player == zsq(4, 2))
    h.type("l")
    #expect(scene.game.player == zsq(4, 3))
    h.type("d")
    #expect(scene.game.player == zsq(4, 4))
  }

  @Test("a greyed arrow does nothing when pressed")
  func greyedArrowDoesNothing() {
    let (h, scene) = harness(roomWithSafeEdges())
    let before = h.screen
    h.press(.right, .down)
    #expect(scene.game.player == zsq(4, 4))
    #expect(h.screen == before)
  }

  @Test("the message covers the whole board: Try again! 🤞 and one heart fewer")
  func messageCoversTheBoard() {
    let (h, scene) = harness(roomWithZombieAboveStart())
    h.press(.up)
    #expect(h.contains("Try again! 🤞"))
    #expect(h.contains("Lives: 💗💗") && !h.contains("Lives: 💗💗💗"))
    let board = h.text(in: layout(scene).board)
    for glyph in ZombiesGlyphs.board.map(\.emoji) { #expect(!board.contains(glyph), "\(glyph) still shows") }
  }

  @Test("while the message is up a move key only dismisses it; then a new room, same lives")
  func messageIgnoresMoves() {
    let (h, scene) = harness(roomWithZombieAboveStart())
    h.press(.up)
    h.press(.left)
    #expect(!h.contains("Try again!"))
    #expect(scene.game.player == zsq(4, 4), "the key dismissed the message; it did not move the player")
    #expect(scene.game.lives == 2)
    #expect(scene.roundNumber == 2)
  }

  @Test("a click dismisses the message")
  func clickDismisses() {
    let (h, scene) = harness(roomWithZombieAboveStart())
    h.press(.up)
    h.click(x: 70, y: 20)
    #expect(scene.game.outcome == nil)
    #expect(!h.contains("Try again!"))
  }

  @Test("winning shows You won! 🥳, counts W: 1 and saves it in the records")
  func winIsRecorded() {
    let env = zombiesEnvironment()
    let (h, scene) = harness(roomWithSafeEdges(), env: env)
    h.press(walkToSOS)
    #expect(h.contains("You won! 🥳"))
    #expect(h.contains("W: 1"))
    #expect(ZombiesRecords.read(env.records)[.classic] == ZombiesRecords.Tally(wins: 1, losses: 0))
    h.press(.enter)
    #expect(scene.game.lives == 3 && scene.game.outcome == nil)
    #expect(h.contains("W: 1"), "W is never reset")
  }

  @Test("the last life lost shows You lost! 💀 and saves L: 1 (ASCII: x_x)")
  func lossIsRecorded() {
    let env = zombiesEnvironment()
    let (h, scene) = harness(
      roomWithZombieAboveStart(lives: 1), options: RenderOptions(ascii: true), env: env)
    h.press(.up)
    #expect(h.contains("You lost! x_x"))
    #expect(h.contains("L: 1"))
    #expect(ZombiesRecords.read(env.records)[.classic].losses == 1)
    h.type("x")
    #expect(scene.game.lives == 3, "a new game after the last life")
  }

  @Test("records are kept per mode and start from the saved totals")
  func recordsPerMode() {
    let env = zombiesEnvironment()
    ZombiesRecords.count(.won, mode: .block, in: env.records)
    ZombiesRecords.count(.lost, mode: .classic, in: env.records)
    ZombiesRecords.count(.tryAgain, mode: .classic, in: env.records)
    let block = ZombiesScene(env: env, mode: .block)
    #expect(block.game.wins == 1 && block.game.losses == 0)
    let classic = ZombiesScene(env: env, mode: .classic)
    #expect(classic.game.wins == 0 && classic.game.losses == 1)
    #expect(ZombiesRecords.read(env.records).summary == "classic W: 0 L: 1  block W: 1 L: 0")
    #expect(ZombiesCatalogEntry.entry.recordSummary(env) == "classic W: 0 L: 1  block W: 1 L: 0")
  }

  @Test("Esc during the message goes back instead of dismissing")
  func escapeGoesBack() {
    let env = zombiesEnvironment()
    let start = ZombiesStartScene(env: env)
    let h = Harness(start, size: size)
    h.stack.push(ZombiesScene(env: env, game: roomWithZombieAboveStart()))
    h.press(.up)
    h.press(.escape)
    #expect(h.stack.top === start)
  }

  @Test("block mode shows the block when next to it and its arrow is greyed")
  func blockRenders() {
    let game = ZombiesGame(mode: .block, layout: RoomLayout(size: 5, zombies: [zsq(1, 3)], block: zsq(4, 3)))
    let (h, scene) = harness(game, options: RenderOptions(monochrome: true))
    #expect(h.contains("⬛ ⬛ ⬛ 🚧 🚶"))
    #expect(h.text(in: layout(scene).padButton(.left)) == "[x]\n")
    h.press(.left)
    #expect(scene.game.player == zsq(4, 4))
  }

  @Test("flashlight mode: seeing the flashlight lights the room and shows the zombie")
  func flashlightRenders() {
    let game = ZombiesGame(
      mode: .flashlight, layout: RoomLayout(size: 5, zombies: [zsq(0, 4)], flashlight: zsq(2, 4)))
    let (h, scene) = harness(game, options: RenderOptions(ascii: true))
    #expect(!h.text(in: layout(scene).board).contains("Z "))
    h.press(.up)
    let board = h.text(in: layout(scene).board)
    #expect(board.contains("| !! .  .  .  Z  |"))
    #expect(h.contains("flashlight lights the room"))
    #expect(!board.contains("##"), "no dark square left")
  }

  @Test("clicking an arrow of the pad or a square next to the player moves there")
  func mouseMoves() {
    let (h, scene) = harness(roomWithSafeEdges())
    let up = layout(scene).padButton(.up)
    h.click(x: up.x + 1, y: up.y)
    #expect(scene.game.player == zsq(3, 4))
    let left = layout(scene).origin(of: zsq(3, 3))
    h.click(x: left.x, y: left.y)
    #expect(scene.game.player == zsq(3, 3))
    let far = layout(scene).origin(of: zsq(0, 4))
    h.click(x: far.x, y: far.y)
    #expect(scene.game.player == zsq(3, 3), "a square that is not next to the player is not a move")
  }

  @Test("the help overlay shows the session seed and the room's seed")
  func helpShowsSeed() {
    let env = zombiesEnvironment(seed: 4242)
    let scene = ZombiesScene(env: env, mode: .classic)
    let h = Harness(scene, size: size)
    h.press(.char("?"))
    #expect(h.contains("Help — Zombies"))
    #expect(h.contains("4242"))
    #expect(scene.helpText.joined().contains("room seed \(scene.roundSeed)"))
  }

  @Test("the same session seed draws the same room")
  func seedReproducesTheRoom() {
    let first = ZombiesScene(env: zombiesEnvironment(seed: 77), mode: .classic)
    let second = ZombiesScene(env: zombiesEnvironment(seed: 77), mode: .classic)
    #expect(first.game.layout == second.game.layout)
    let other = ZombiesScene(env: zombiesEnvironment(seed: 78), mode: .classic)
    #expect(first.roundSeed != other.roundSeed)
  }

  @Test("the footer lists the key hints, spelled in ASCII in ASCII mode")
  func footer() {
    let (h, _) = harness(roomWithSafeEdges())
    #expect(h.lines[23].contains("arrows/hjkl/wasd move"))
    #expect(h.lines[23].contains("? help"))
  }

  @Test("nothing animates: a still game asks for no timer")
  func noDeadlines() {
    let (h, _) = harness(roomWithZombieAboveStart())
    #expect(h.stack.nextWakeTime() == nil)
    h.press(.up)
    #expect(h.stack.nextWakeTime() == nil)
  }

  @Test("every room size fits 80×24; below its minimum the terminal-too-small notice shows")
  func sizes() {
    for roomSize in RoomRules.sizes {
      #expect(ZombiesLayout.minimumSize(roomSize: roomSize).fits(in: size), "\(roomSize)")
    }
    let twelve = ZombiesScene(env: zombiesEnvironment(), mode: .classic, size: 12)
    let h = Harness(twelve, size: size, options: RenderOptions(ascii: true))
    #expect(h.lines.filter { $0.contains("| ") && $0.contains("@ ") }.count == 1)
    #expect(h.contains("W: 0"))
    h.resize(width: 50, height: 15)
    #expect(h.contains("Terminal too small"))
  }
}
