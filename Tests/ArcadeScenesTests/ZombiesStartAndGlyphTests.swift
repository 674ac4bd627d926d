import ArcadeGlyphs
import ArcadeKit
import Testing
import ZombiesModel

@testable import ArcadeScenes

@Suite("Zombies start screen and glyphs")
struct ZombiesStartAndGlyphTests {
  @Test("every glyph is an allowlisted 2-column emoji with a 2-column ASCII twin")
  func glyphTable() {
    for glyph in ZombiesGlyphs.board + ZombiesGlyphs.messages {
      #expect(EmojiRule.rejection(glyph.emoji) == nil, "\(glyph.emoji)")
      #expect(!glyph.emoji.unicodeScalars.contains { $0.value == 0xFE0F || $0.value == 0x200D })
      #expect(glyph.ascii.unicodeScalars.allSatisfy { $0.isASCII })
    }
    for glyph in ZombiesGlyphs.board {
      #expect(GlyphWidth.of(glyph.emoji) == 2 && GlyphWidth.of(glyph.ascii) == 2, "\(glyph.ascii)")
    }
  }

  @Test("the start screen lists the three modes with their W/L and the room size")
  func startScreenLists() {
    let env = testEnvironment(seed: 1)
    ZombiesRecordsTable.count(.won, mode: .flashlight, in: env.records)
    let h = Harness(ZombiesStartScene(env: env), options: RenderOptions(ascii: true))
    #expect(h.contains("> classic"))
    #expect(h.contains("block"))
    #expect(h.lines.contains { $0.contains("flashlight") && $0.contains("W: 1  L: 0") })
    #expect(h.contains("Room: < 5x5 >   2 zombies"))
    #expect(h.screen.unicodeScalars.allSatisfy { $0.isASCII })
  }

  @Test("the start screen chooses the mode and the size, then Enter starts that game")
  func startScreenChooses() {
    let env = testEnvironment(seed: 1)
    let start = ZombiesStartScene(env: env)
    let h = Harness(start)
    h.press(.down)
    h.press(.right, .right, .char("+"))
    #expect(h.contains("Room: ◀ 8×8 ▶   2 zombies"))
    h.press(.enter)
    #expect(h.contains("ZOMBIES · block · 8×8"))
    let game = h.stack.top as? ZombiesScene
    #expect(game?.game.mode == .block && game?.game.size == 8)
    h.press(.escape)
    #expect(h.stack.top === start)
  }

  @Test("the size stays within 4…12 and --size presets it")
  func sizeBounds() {
    let env = testEnvironment(seed: 1)
    let start = ZombiesStartScene(env: env, mode: .flashlight, size: 12)
    let h = Harness(start)
    h.press(.right)
    #expect(start.size == 12)
    h.press(Array(repeating: Key.left, count: 10))
    #expect(start.size == 4)
    #expect(start.mode == .flashlight)
  }

  @Test(
    "a click on a mode starts it, where the centred screen draws it",
    arguments: [Size(width: 80, height: 24), Size(width: 120, height: 40)])
  func clickStartsMode(size: Size) throws {
    let env = testEnvironment(seed: 1)
    let h = Harness(ZombiesStartScene(env: env), size: size)
    let row = try #require(h.lines.firstIndex { $0.contains("flashlight  1 zombie") })
    #expect(row == ZombiesStartScene.top(height: size.height) + ZombiesStartScene.firstModeRow + 2)
    let title = try #require(h.lines.firstIndex { $0.contains("Z O M B I E S") })
    let footer = size.height - 1
    let last = try #require(h.lines.lastIndex { $0.contains("Room:") })
    #expect(abs(title - (footer - 1 - last)) <= 2, "centred: \(title) rows above, \(footer - 1 - last) below")
    h.click(x: 30, y: row)
    #expect((h.stack.top as? ZombiesScene)?.game.mode == .flashlight)
  }

  @Test("W/L on the start screen refresh after a game")
  func startScreenRefreshes() {
    let env = testEnvironment(seed: 1)
    let start = ZombiesStartScene(env: env)
    let h = Harness(start)
    h.stack.push(ZombiesScene(env: env, game: roomWithSafeEdges()))
    h.press(walkToSOS)
    h.press(.enter, .escape)
    #expect(h.stack.top === start)
    #expect(h.lines.contains { $0.contains("classic") && $0.contains("W: 1  L: 0") })
  }

  @Test("each mode says its real zombie count for the chosen size, not 'a zombie'")
  func modeLinesCountZombies() {
    let start = ZombiesStartScene(env: testEnvironment(seed: 1), mode: .classic, size: 12)
    let h = Harness(start, size: Size(width: 100, height: 35))
    #expect(h.contains("9 zombies in the dark"))
    #expect(h.contains("4 zombies and a block in the way"))
    #expect(h.contains("4 zombies, a flashlight that wakes them"))
    h.press(Array(repeating: Key.left, count: 8))
    #expect(h.contains("1 zombie in the dark"))
    #expect(h.contains("1 zombie and a block in the way"))
    #expect(h.contains("1 zombie, a flashlight that wakes it"))
    #expect(!h.contains("a zombie and"))
  }

  @Test(
    "the mode rows fit the terminal: W/L whole, a long description cut with an ellipsis",
    arguments: [(60, 18, false), (60, 18, true), (80, 24, false), (100, 35, false)])
  func modeRowsFit(width: Int, height: Int, ascii: Bool) {
    let env = testEnvironment(seed: 1)
    ZombiesRecordsTable.count(.won, mode: .block, in: env.records)
    let h = Harness(
      ZombiesStartScene(env: env, mode: .classic, size: 12), size: Size(width: width, height: height),
      options: RenderOptions(ascii: ascii))
    let first = ZombiesStartScene.top(height: height) + ZombiesStartScene.firstModeRow
    let rows = h.lines[first..<(first + 3)]
    for (row, tally) in zip(rows, ["W: 0  L: 0", "W: 1  L: 0", "W: 0  L: 0"]) {
      #expect(row.contains(tally), "W/L cut: \(row)")
      #expect(GlyphWidth.of(row) == width)
    }
    let flashlight = rows.last!
    if width < 70 {
      #expect(flashlight.contains(ascii ? "..." : "…"), "a cut description shows it was cut: \(flashlight)")
    } else {
      #expect(flashlight.contains("4 zombies, a flashlight that wakes them"))
    }
  }

  @Test("the launch menu shows Zombies with its record line")
  func menuEntry() {
    let env = testEnvironment(seed: 1)
    ZombiesRecordsTable.count(.won, mode: .classic, in: env.records)
    #expect(GameCatalog.entry(id: "zombies") != nil)
    let h = Harness(MenuScene(env: env))
    #expect(h.contains("Zombies"))
    #expect(h.contains("classic W: 1 L: 0"))
  }

  @Test("large W/L counts stay apart in the side panel")
  func largeTally() {
    let game = ZombiesGame(
      mode: .classic, layout: RoomLayout(size: 5, zombies: [zsq(2, 4)]), wins: 1_000_000_000_000,
      losses: 12345)
    var canvas = Canvas(size: Size(width: 80, height: 24))
    ZombiesBoardView(game: game, status: "", options: RenderOptions()).render(into: &canvas)
    #expect(canvas.lines.contains { $0.contains("W: 1000000000000  L: 12345") })
  }
}

@Suite("Zombies key hints")
struct ZombiesKeyHintTests {
  @Test("in ASCII mode the help of both scenes names every key in ASCII")
  func labelsAreASCII() {
    let env = testEnvironment(seed: 1)
    for scene in [ZombiesStartScene(env: env), ZombiesScene(env: env, mode: .classic)] as [Scene] {
      let lines = HelpOverlay(for: scene).lines(width: 70, options: RenderOptions(ascii: true))
      let keys = helpKeys(lines)
      #expect(keys.count >= 4)
      for key in keys { #expect(key.unicodeScalars.allSatisfy { $0.isASCII }, "\(key)") }
    }
  }

  @Test("the start screen's footer names mode, size, play, help and back, arrows in words in ASCII")
  func startFooter() {
    let menu = MenuScene(env: testEnvironment(seed: 1))
    let h = Harness(menu)
    h.stack.push(ZombiesStartScene(env: testEnvironment(seed: 1)))
    #expect(h.lines[23].contains("↑↓ mode  ←→ size  Enter play  ? help  q back"))
    h.stack.options = RenderOptions(ascii: true)
    #expect(h.lines[23].contains("Up/Down mode  Left/Right size  Enter play  ? help  q back"))
  }
}
