import ArcadeGeometry
import ArcadeKit
import Testing
import ZombiesModel

@testable import ArcadeScenes

@Suite("Zombies game scene")
struct ZombiesSceneTests {
  private let size = Size(width: 80, height: 24)

  private func harness(
    _ game: ZombiesGame, options: RenderOptions = RenderOptions(),
    env: AppEnvironment = testEnvironment(seed: 1)
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
    for heading in Direction.allCases {
      let button = layout(scene).padButton(heading)
      let closed = heading == .right || heading == .down
      #expect((canvas[button.x, button.y].style == .disabled) == closed, "\(heading)")
    }
  }

  @Test(
    "closed ways are marked [x] in every mode, colour included, as help and README say",
    arguments: [
      RenderOptions(), RenderOptions(monochrome: true), RenderOptions(ascii: true),
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
    #expect(h.contains("[x] closed"), "the pad's legend explains the mark")
    #expect(scene.info.helpText.joined().contains("[x] in the arrow pad"))
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

  @Test("the round's message shows beside the dimmed room, every zombie revealed, one heart fewer")
  func messageBesideTheDimmedRoom() {
    let game = ZombiesGame(mode: .classic, layout: RoomLayout(size: 5, zombies: [zsq(2, 4), zsq(2, 1)]))
    let (h, scene) = harness(game)
    h.press(.up)
    #expect(h.contains("Try again! 🤞"))
    #expect(h.contains("Lives: 💗💗") && !h.contains("Lives: 💗💗💗"))
    let board = h.text(in: layout(scene).board)
    #expect(board.contains("│ ⬛ 🧟 ⬛ ⬛ 🧟 │"), "both zombies show, the far one too:\n\(board)")
    #expect(board.contains("🚶") && board.contains("🆘"))
    let canvas = h.canvas
    let catcher = layout(scene).origin(of: zsq(2, 4))
    let far = layout(scene).origin(of: zsq(2, 1))
    let dark = layout(scene).origin(of: zsq(0, 4))
    #expect(canvas[catcher.x, catcher.y].style == Style.bad.adding(.reverse), "the zombie that caught you")
    #expect(canvas[far.x, far.y].style == .bad)
    #expect(canvas[dark.x, dark.y].style == .disabled, "the rest of the room is dimmed")
    let box = layout(scene).messageBox
    #expect(box.x >= layout(scene).board.maxX, "the message hides no square of the room")
  }

  @Test("in monochrome and ASCII the revealed zombies still read: Z and reverse video")
  func revealedZombiesInASCII() {
    let (h, scene) = harness(
      roomWithZombieAboveStart(), options: RenderOptions(ascii: true, monochrome: true))
    h.press(.up)
    #expect(h.text(in: layout(scene).board).contains("## Z  |"))
    #expect(h.contains("Try again! :/"))
  }

  @Test("a key held from the last move does not skip the message: keys wait 0.3 s of game time")
  func messageIgnoresKeysAtFirst() {
    let (h, scene) = harness(roomWithZombieAboveStart())
    h.press(.up)
    h.press(.left, .left, .enter)  // the arrow still held, then an impatient Enter
    #expect(h.contains("Try again!"))
    #expect(scene.roundNumber == 1)
    h.advance(by: 0.29)
    h.click(x: 70, y: 20)
    #expect(h.contains("Try again!"), "a click too, just before 0.3 s")
    h.advance(by: 0.01)
    h.press(.left)
    #expect(!h.contains("Try again!"))
    #expect(scene.roundNumber == 2)
  }

  @Test("while the message is up a move key only dismisses it; then a new room, same lives")
  func messageIgnoresMoves() {
    let (h, scene) = harness(roomWithZombieAboveStart())
    h.press(.up)
    h.advance(by: ZombiesScene.messageGrace)
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
    h.advance(by: ZombiesScene.messageGrace)
    h.click(x: 70, y: 20)
    #expect(scene.game.outcome == nil)
    #expect(!h.contains("Try again!"))
  }

  /// A scene whose first round was lost and whose message was just closed.
  private func afterALostLife() -> (Harness, ZombiesScene) {
    let (h, scene) = harness(roomWithZombieAboveStart())
    h.press(.up)
    h.advance(by: ZombiesScene.messageGrace)
    h.press(.enter)
    return (h, scene)
  }

  @Test("'A new room, same lives.' shows for 2 s of game time, then goes")
  func passingStatusExpires() {
    let (h, _) = afterALostLife()
    #expect(h.contains("A new room, same lives."))
    #expect(h.stack.nextWakeTime() != nil, "it asks for a timer to go away")
    h.advance(by: 1.9)
    #expect(h.contains("A new room, same lives."))
    h.advance(by: 0.1)
    #expect(!h.contains("A new room, same lives."))
    #expect(h.stack.nextWakeTime() == nil, "then nothing is scheduled")
  }

  @Test("'A new room, same lives.' goes at the first move")
  func passingStatusGoesAtFirstMove() {
    let (h, scene) = afterALostLife()
    let open = Direction.allCases.first { scene.game.canMove($0) }!
    scene.perform(.move(open), now: h.stack.now)
    #expect(!h.contains("A new room, same lives."))
    #expect(scene.statusExpires == nil)
  }

  @Test("rendering twice and asking for the deadline change nothing the scene holds")
  func renderIsPure() {
    let (h, scene) = harness(roomWithZombieAboveStart())
    h.press(.up)
    let before = (scene.game, scene.status, scene.statusExpires, scene.messageOpenedAt, scene.roundNumber)
    var small = Canvas(size: Size(width: 60, height: 22))
    scene.render(into: &small, context: h.stack)
    let first = h.canvas
    let second = h.canvas
    _ = scene.nextDeadline(context: h.stack)
    #expect(first == second)
    #expect(scene.game == before.0 && scene.status == before.1 && scene.statusExpires == before.2)
    #expect(scene.messageOpenedAt == before.3 && scene.roundNumber == before.4)
  }

  @Test("winning shows You won! 🥳, counts W: 1 and saves it in the records")
  func winIsRecorded() {
    let env = testEnvironment(seed: 1)
    let (h, scene) = harness(roomWithSafeEdges(), env: env)
    h.press(walkToSOS)
    #expect(h.contains("You won! 🥳"))
    #expect(h.contains("W: 1"))
    #expect(ZombiesRecordsTable.read(env.records)[.classic] == ZombiesRecords.Tally(wins: 1, losses: 0))
    h.advance(by: ZombiesScene.messageGrace)
    h.press(.enter)
    #expect(scene.game.lives == 3 && scene.game.outcome == nil)
    #expect(h.contains("W: 1"), "W is never reset")
  }

  @Test("the last life lost shows You lost! 💀 and saves L: 1 (ASCII: x_x)")
  func lossIsRecorded() {
    let env = testEnvironment(seed: 1)
    let (h, scene) = harness(
      roomWithZombieAboveStart(lives: 1), options: RenderOptions(ascii: true), env: env)
    h.press(.up)
    #expect(h.contains("You lost! x_x"))
    #expect(h.contains("L: 1"))
    #expect(ZombiesRecordsTable.read(env.records)[.classic].losses == 1)
    h.advance(by: ZombiesScene.messageGrace)
    h.type("x")
    #expect(scene.game.lives == 3, "a new game after the last life")
  }

  @Test("records are kept per mode and start from the saved totals")
  func recordsPerMode() {
    let env = testEnvironment(seed: 1)
    ZombiesRecordsTable.count(.won, mode: .block, in: env.records)
    ZombiesRecordsTable.count(.lost, mode: .classic, in: env.records)
    ZombiesRecordsTable.count(.tryAgain, mode: .classic, in: env.records)
    let block = ZombiesScene(env: env, mode: .block)
    #expect(block.game.wins == 1 && block.game.losses == 0)
    let classic = ZombiesScene(env: env, mode: .classic)
    #expect(classic.game.wins == 0 && classic.game.losses == 1)
    #expect(ZombiesRecordsTable.read(env.records).summary == "classic W: 0 L: 1  block W: 1 L: 0")
    #expect(GameEntry.zombies.recordSummary(env) == "classic W: 0 L: 1  block W: 1 L: 0")
  }

  @Test(
    "Esc or q during the message goes back instead of dismissing, as the footer says",
    arguments: [
      Key.escape, .char("q"),
    ])
  func backKeysGoBack(key: Key) {
    let env = testEnvironment(seed: 1)
    let start = ZombiesStartScene(env: env)
    let h = Harness(start, size: size)
    h.stack.push(ZombiesScene(env: env, game: roomWithZombieAboveStart()))
    h.press(.up)
    #expect(h.lines[23].contains("q back"))
    h.press(key)
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
    let env = testEnvironment(seed: 4242)
    let scene = ZombiesScene(env: env, mode: .classic)
    let h = Harness(scene, size: size)
    h.press(.char("?"))
    #expect(h.contains("Help — Zombies"))
    #expect(h.contains("4242"))
    // One seed a sentence: the command's, then the session's (never the room's raw seed too).
    let help = scene.info.helpText.joined()
    #expect(help.contains("starts in this room. Round 1 of session seed 4242."))
    #expect(!help.contains("room seed"))
  }

  @Test("the same session seed draws the same room")
  func seedReproducesTheRoom() {
    let first = ZombiesScene(env: testEnvironment(seed: 77), mode: .classic)
    let second = ZombiesScene(env: testEnvironment(seed: 77), mode: .classic)
    #expect(first.game.layout == second.game.layout)
    let other = ZombiesScene(env: testEnvironment(seed: 78), mode: .classic)
    #expect(first.roundSeed != other.roundSeed)
  }

  @Test("the footer lists the key hints, spelled in ASCII in ASCII mode")
  func footer() {
    let (h, _) = harness(roomWithSafeEdges())
    #expect(h.lines[23].contains("arrows move"))
    #expect(h.lines[23].contains("? help"))
  }

  @Test("nothing animates: a still game, even under its message, asks for no timer")
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
    let twelve = ZombiesScene(env: testEnvironment(seed: 1), mode: .classic, size: 12)
    let h = Harness(twelve, size: size, options: RenderOptions(ascii: true))
    #expect(h.lines.filter { $0.contains("| ") && $0.contains("@ ") }.count == 1)
    #expect(h.contains("W: 0"))
    h.resize(width: 50, height: 15)
    #expect(h.contains("Terminal too small"))
  }
}

@Suite("Zombies layout")
struct ZombiesLayoutTests {
  @Test("the board and the panel are centred together under the centred title", arguments: [80, 100, 140])
  func centred(width: Int) {
    let size = Size(width: width, height: 35)
    for roomSize in [4, 5, 12] {
      let layout = ZombiesLayout(roomSize: roomSize, canvas: size)
      let leftMargin = layout.board.x
      let rightMargin = width - (layout.panelX + ZombiesLayout.panelWidth)
      #expect(
        abs(leftMargin - rightMargin) <= 1 || leftMargin == 2,
        "\(roomSize) at \(width): \(leftMargin) | \(rightMargin)")
    }
    let h = Harness(ZombiesScene(env: testEnvironment(seed: 1), mode: .classic), size: size)
    let board = ZombiesLayout(roomSize: 5, canvas: size).board
    #expect(board.x > 20 || width < 100, "at \(width) columns the board is not left-aligned")
    #expect(h.text(in: board).contains("🚶"))
  }
}
