import ArcadeKit
import FizzBuzzModel
import MemoryModel
import Testing
import ZombiesModel

@testable import ArcadeScenes

/// Every scene says in words what the last key changed (its status) and where things are (look),
/// from its own state, as screen-reader mode's status line and line mode speak them.
@Suite("Spoken scenes")
struct SpokenScenesTests {
  private func zombies(_ game: ZombiesGame) -> (Harness, ZombiesScene) {
    let scene = ZombiesScene(env: testEnvironment(seed: 1), game: game)
    return (Harness(scene), scene)
  }

  private func speech(_ h: Harness) -> Speech { h.stack.speech()! }

  @Test("a Zombies move says where the player went, what is around and the lives")
  func zombiesMove() {
    let (h, _) = zombies(roomWithSafeEdges())  // 5×5: the start is E5
    #expect(speech(h).status.hasPrefix("You are on E5; the SOS is on A1."))
    h.press(.left)
    #expect(
      speech(h).status == "Moved west to D5. North, east and west are clear. South is the wall. 3 lives.")
  }

  @Test("a Zombies move into the wall says the way is closed")
  func zombiesWall() {
    let (h, _) = zombies(roomWithSafeEdges())
    h.press(.right)
    #expect(speech(h).status == "Cannot go east from E5: that is the wall. 3 lives.")
  }

  @Test("a zombie seen is named with its square, and the lives left")
  func zombiesCaught() {
    let (h, _) = zombies(roomWithZombieAboveStart())
    h.press(.up)
    #expect(
      speech(h).status == "A zombie on E3 saw you on E4. Try again: 2 lives left. Enter for a new room.")
  }

  @Test("look in Zombies says the square, the SOS, what is in sight and the lives")
  func zombiesLook() {
    let (h, _) = zombies(roomWithSafeEdges())
    #expect(
      speech(h).look
        == "Zombies, classic, 5 by 5; you are on E5; the SOS is on A1, in the dark; no zombie in sight; 3 lives;"
        + " 0 won, 0 lost.")
  }

  /// A board whose slots hold cards 0,0,1,1,2,2… in reading order.
  private func memory() throws -> (Harness, MemoryGameScene) {
    let table = try MemoryTable()
    return (table.harness, table.scene)
  }

  @Test("a Memory square's name moves the cursor there and flips it")
  func memoryWordKeys() throws {
    let (_, scene) = try memory()
    #expect(scene.keys(forWord: "a1") == [.enter])
    #expect(scene.keys(forWord: "B3") == [.down, .down, .right, .enter])
    #expect(scene.keys(forWord: "e1") == nil)
    #expect(scene.keys(forWord: "a0") == nil)
  }

  @Test("in line mode a Memory square's name is one click on that card: one input, the card flipped")
  func memoryWordIsOneClick() throws {
    let (h, scene) = try memory()
    let size = h.stack.size
    let input = try #require(scene.input(forWord: "B3", size: size))
    #expect(input.count == 1)
    guard case .mouse(let click) = input[0] else { return #expect(Bool(false), "a click") }
    #expect(click.kind == .press)
    let b3 = 2 * MemoryGame.columns + 1
    #expect(MemoryBoardLayout(size: size).slot(at: Point(x: click.x, y: click.y)) == b3)
    h.send(input[0])
    #expect(scene.game.cursor == b3 && scene.game.selected == b3)
    #expect(speech(h).status.hasPrefix("B3: "))
    #expect(scene.input(forWord: "flip", size: size) == [.key(.enter)])
    #expect(scene.input(forWord: "e1", size: size) == nil)
    #expect(LineCommands.parse("a1 b1", scene: scene, size: size).inputCount == 2)
  }

  @Test("Memory says the card turned up, and a mismatch names both cards")
  func memoryFlips() throws {
    let (h, scene) = try memory()
    let game = scene.game
    let other = game.layout.firstIndex { $0 != game.layout[0] }!
    h.press(.enter)
    let first = game.card(at: 0).title
    #expect(speech(h).status == "A1: \(first). One card up: find its twin.")
    h.press(scene.keys(forWord: MemoryGameScene.name(other))!)
    let second = game.card(at: other).title
    #expect(
      speech(h).status
        == "\(MemoryGameScene.name(other)): \(second). No match with A1: \(first); both turn back down.")
    #expect(speech(h).look.contains("0 of 8 pairs found"))
  }

  @Test("Memory says a match and the pairs found")
  func memoryMatch() throws {
    let (h, scene) = try memory()
    let twin = scene.game.layout.indices.first { $0 != 0 && scene.game.layout[$0] == scene.game.layout[0] }!
    h.press(.enter)
    h.press(scene.keys(forWord: MemoryGameScene.name(twin))!)
    let title = scene.game.card(at: 0).title
    #expect(
      speech(h).status == "\(MemoryGameScene.name(twin)): \(title). Match with A1! 1 of 8 pairs found.")
    #expect(speech(h).look.contains("1 of 8 pairs found: \(title)"))
  }

  private func fizzBuzz(untimed: Bool) -> (Harness, FizzBuzzGameScene) {
    let env = testEnvironment()
    env.untimedPractice = untimed
    let scene = FizzBuzzGameScene(env: env, settings: fizzSettings(3, 5, 15), startedAt: 0)
    return (Harness(scene), scene)
  }

  @Test("untimed FizzBuzz waits for each answer and says the verdict and the next number")
  func fizzBuzzUntimed() {
    let (h, scene) = fizzBuzz(untimed: true)
    #expect(scene.nextDeadline(context: h.stack) == nil || scene.game.nextDeadline == nil)
    #expect(speech(h).status == "1.")
    h.advance(by: 60)
    #expect(scene.game.currentNumber == 1, "no number passes by itself")
    h.press(scene.keys(forWord: "next")!)
    h.press(scene.keys(forWord: "next")!)
    #expect(speech(h).status == "2: no word, said as is. Next: 3.")
    h.press(scene.keys(forWord: "fizz")!)
    #expect(speech(h).status == "3: fizz? Right, +2. Next: 4.")
    h.press(scene.keys(forWord: "buzz")!)
    #expect(speech(h).status == "4: buzz? Wrong, -1: 4 is said as is. Next: 5.")
    h.press(scene.keys(forWord: "next")!)
    #expect(speech(h).status == "Missed 5: it was buzz. Next: 6.")
  }

  @Test("an untimed game's end says so, and its record is marked untimed")
  func fizzBuzzUntimedEnd() {
    let (h, scene) = fizzBuzz(untimed: true)
    for _ in 1...15 { h.press(scene.keys(forWord: "next")!) }
    #expect(
      speech(h).status.hasPrefix(
        "Missed 15: it was fizzbuzz. Finished (untimed practice)! Score +0: 0 right, 0 wrong, 7 missed, 8 said as is."
      ),
      "the last number's verdict first: no line of the game said it")
    #expect(h.contains("Finished! (untimed practice)"))
    #expect(scene.game.result(playedAt: 0).untimed == true)
  }

  @Test("timed FizzBuzz says the countdown, then each number, and a verdict on the number on screen")
  func fizzBuzzTimed() {
    let (h, scene) = fizzBuzz(untimed: false)
    #expect(speech(h).status == "Get ready: 3.")
    h.advance(by: 1.5)
    #expect(speech(h).status == "1.")
    #expect(
      speech(h).look.contains("the number is 1 of 15; ") && speech(h).look.contains(" s left;"),
      "the time left, as the sighted see it")
    h.press(scene.keys(forWord: "fizz")!)
    #expect(speech(h).status == "1: fizz? Wrong, -1: 1 is said as is.")
    #expect(scene.keys(forWord: "next") == nil, "a timed game has no next")
  }

  @Test(
    "screen-reader mode: FizzBuzz's game shows the number, the position and the buttons as words, no marks or frames"
  )
  func fizzBuzzScreenReaderScreenHasNoArt() {
    let (h, scene) = fizzBuzz(untimed: true)
    h.stack.screenReader = true
    h.press(scene.keys(forWord: "next")!)
    let screen = h.screen
    #expect(screen.contains("Number 2 of 15") && screen.contains(" or f"), "\(screen)")
    #expect(!screen.contains("#") && !screen.contains("+--") && !screen.contains("|"), "\(screen)")
  }

  @Test(
    "screen-reader mode, in every scene that has one: a key that changes nothing says so, never the last news again"
  )
  func everySceneSaysAKeyThatChangedNothing() throws {
    let env = testEnvironment(seed: 1)
    let scenes: [(String, Scene)] = [
      ("menu", MenuScene(env: env)), ("settings", SettingsScene(env: env)),
      ("daily list", DailyListScene(env: env)),
      ("zombies start", ZombiesStartScene(env: env)),
      ("zombies", ZombiesScene(env: env, game: roomWithSafeEdges())),
      ("memory start", MemoryStartScene(env: env)),
      ("memory", try MemoryGameScene(env: env, deck: MemoryFixture.deck, seed: 11)),
      ("fizzbuzz form", FizzBuzzHomeScene(env: env)),
      ("fizzbuzz game", FizzBuzzGameScene(env: env, settings: fizzSettings(3, 5, 15), startedAt: 0)),
      ("maze", simulatedMazeScene(env: env, settings: instantMaze)),
    ]
    // (Help, the pause and the share card close on any key: no key there changes nothing.)
    for (name, scene) in scenes {
      let h = Harness(scene)
      h.stack.screenReader = true
      let before = try #require(h.stack.speech()).status
      h.press(.function(12))
      let once = try #require(h.stack.speech()).status
      h.press(.function(12))
      let twice = try #require(h.stack.speech()).status
      // "F12: nothing changed.", or why in a few words ("F12: the first number is not up yet.").
      #expect(once != before && once.hasPrefix("F12: ") && once.count < 60, "\(name): \(before) then \(once)")
      #expect(twice == once.dropLast() + ", 2 times in a row.", "\(name): \(twice)")
    }
  }

  @Test(
    "screen-reader mode: l shows the whole look, however long, until the next key (not cut at the status rows)"
  )
  func screenReaderLookIsWhole() throws {
    let h = Harness(SettingsScene(env: testEnvironment(seed: 1)))
    h.stack.screenReader = true
    let look = try #require(h.stack.speech()).look
    #expect(look.count > 3 * 79, "longer than the status rows hold")
    h.press(SceneStack.lookKey)
    let shown = h.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    let last = look.split(separator: " ").suffix(4).joined(separator: " ")
    #expect(shown.contains(last), "the look's last words are on the screen: \(h.screen)")
  }

  @Test("screen-reader mode: Zombies' dark squares are blank, not marks a reader spells out")
  func zombiesDarkIsBlankForReaders() {
    let (h, _) = zombies(roomWithSafeEdges())
    h.stack.screenReader = true
    #expect(!h.screen.contains("#") && !h.screen.contains("⬛"), "\(h.screen)")
    #expect(h.screen.contains("blank: dark"))
  }

  @Test("a key that changes nothing says why in a few words: already answered, not up yet")
  func fizzBuzzIdleKeysSayWhy() {
    let (h, scene) = fizzBuzz(untimed: false)
    h.stack.screenReader = true
    h.press(.char("f"))
    #expect(speech(h).status == "f: the first number is not up yet.")
    h.advance(by: 1.5)
    h.press(.char("f"))
    #expect(speech(h).status == "1: fizz? Wrong, -1: 1 is said as is.")
    h.press(.char("f"))
    #expect(speech(h).status == "f: 1 is already answered.")
    h.press(.char("f"))
    #expect(speech(h).status == "f: 1 is already answered, 2 times in a row.")
    #expect(scene.game.wrongCount == 1, "one answer a number")
    #expect(LineSpeaker.unchanged("fizz", why: speech(h).idle) == "fizz: 1 is already answered.")
  }

  @Test(
    "the end's tally agrees with the lines said: right, wrong, missed and said as is add up; a list cut says how many more"
  )
  func fizzBuzzTallyAgrees() {
    let (h, scene) = fizzBuzz(untimed: true)
    var said: [String] = []
    for number in 1...15 {
      h.press(number % 2 == 0 ? scene.keys(forWord: "fizz")! : scene.keys(forWord: "next")!)
      said.append(speech(h).status)
    }
    let end = speech(h).status
    let right = said.filter { $0.contains("? Right") }.count
    let wrong = said.filter { $0.contains("? Wrong") }.count
    let missed = said.filter { $0.hasPrefix("Missed ") }.count
    let asIs = said.filter { $0.contains(": no word, said as is.") }.count
    #expect(right + wrong + missed + asIs == 15, "\(said)")
    #expect(end.contains("\(right) right, \(wrong) wrong, \(missed) missed, \(asIs) said as is."), "\(end)")
    let numbers = Array(1...31)
    #expect(FizzBuzzEndScene.listed(numbers).hasSuffix("19, 20 and 11 more"))
    #expect(FizzBuzzEndScene.listed([1, 2, 4]) == "1, 2 and 4")
  }

  @Test("the menu says the selected entry, and look lists them all")
  func menu() throws {
    let h = Harness(MenuScene(env: testEnvironment()))
    #expect(speech(h).status.hasPrefix("Menu: 1 Zombies, find the SOS in the dark"))
    h.press(.down)
    #expect(speech(h).status.hasPrefix("Menu: 2 Memory"))
    // Every entry of the catalog, then Settings, Help and Quit, each said with its number.
    let entries = (GameCatalog.all.map(\.name) + ["Settings", "Help", "Quit"]).map {
      "\(menuNumber($0)) \($0)"
    }
    #expect(
      speech(h).look.hasPrefix("Arcade menu: " + entries.joined(separator: ", ") + "."), "\(speech(h).look)")
    // A game's name, said, opens it as its number does.
    h.press(try #require((h.stack.top!).keys(forWord: "fizzbuzz")))
    #expect(h.stack.top is FizzBuzzHomeScene)
  }

  @Test("a scene without words of its own is read off its screen")
  func fallback() {
    let h = Harness(UnspokenScene())
    #expect(speech(h).look == "unspoken: Two words / and more")
    #expect(speech(h).status.isEmpty)
  }

  @Test("help says its keys and text in words, not its screen")
  func helpInWords() {
    let h = Harness(MenuScene(env: testEnvironment()))
    h.press(.char("?"))
    #expect(speech(h).look.hasPrefix("Help for Arcade: "))
    let entries = GameCatalog.all.count + 3  // the games, Settings, Help and Quit
    #expect(speech(h).look.contains("; Enter: play; 1-\(entries): pick an entry;"))
  }

  @Test("a terminal too small still speaks: it says so")
  func tooSmall() {
    let h = Harness(MenuScene(env: testEnvironment()))
    h.resize(width: 20, height: 5)
    #expect(speech(h).status.hasPrefix("Terminal too small"))
  }

  @Test("screen-reader mode: the status line replaces the footer and the cursor stands at its start")
  func screenReaderStatusLine() {
    let (h, _) = zombies(roomWithSafeEdges())
    h.stack.screenReader = true
    h.press(.left)
    let canvas = h.canvas
    #expect(canvas.cursor == Point(x: 0, y: 23))
    #expect(h.lines[23].hasPrefix("Moved west to D5."))
  }

  @Test("screen-reader mode: l says where things are until the next key, and reaches no game")
  func screenReaderLook() {
    let (h, scene) = zombies(roomWithSafeEdges())
    h.stack.screenReader = true
    h.press(.char("l"))
    #expect(scene.game.player == zsq(4, 4), "l did not move the player")
    #expect(h.screen.contains("Zombies, classic, 5 by 5; you are on E5"))
    h.press(.left)
    #expect(!h.screen.contains("Zombies, classic, 5 by 5; you are on"))
  }

  @Test("screen-reader mode: m shows Zombies' map row by row until the next key, and reaches no game")
  func screenReaderMap() throws {
    let (h, scene) = zombies(roomWithSafeEdges())
    h.stack.screenReader = true
    h.press(.left)
    let before = scene.game.player
    h.press(SceneStack.mapKey)
    #expect(scene.game.player == before, "m did not move the player")
    #expect(h.stack.isLook(.key(SceneStack.mapKey)), "a query: a counted attempt leaves it out")
    let map = try #require(h.stack.speech()?.map)
    #expect(h.screen.replacingOccurrences(of: "\n", with: " ").contains("Map of the 5 by 5 room"))
    #expect(map.contains("Row 5:") && map.contains("D5 you"), "\(map)")
    // The whole map is on the screen (more rows than the status line's three), last words too.
    let shown = h.lines.joined(separator: " ").split(separator: " ").joined(separator: " ")
    let last = map.split(separator: " ").suffix(3).joined(separator: " ")
    #expect(shown.contains(last), "\(h.screen)")
    h.press(.up)
    #expect(!h.screen.contains("Map of the 5 by 5 room"))
    h.press(.function(1))
    #expect(h.stack.speech()?.look.contains("m: map: the board row by row") == true, "help names the key")
  }

  @Test("screen-reader mode: where there is no map, m stays the scene's key")
  func screenReaderMapKeyElsewhere() {
    let h = Harness(UnspokenScene(), size: Size(width: 40, height: 12))
    h.stack.screenReader = true
    #expect(!h.stack.isLook(.key(SceneStack.mapKey)))
    h.press(SceneStack.mapKey)
    #expect(h.stack.speech()?.status == "m: nothing changed.")
  }

  @Test(
    "screen-reader mode: the cursor stands on the menu's selected entry, and on the status line after look")
  func screenReaderMenuFocus() {
    let h = Harness(
      MenuScene(env: testEnvironment()), size: Size(width: 80, height: 24),
      options: RenderOptions(ascii: true))
    h.stack.screenReader = true
    h.press(.down)
    let cursor = h.canvas.cursor!
    #expect(h.lines[cursor.y].dropFirst(cursor.x).hasPrefix("> 2  Memory"))
    #expect(h.lines[23].hasPrefix("Menu: 2 Memory"))
    h.press(.char("l"))
    #expect(h.canvas.cursor!.x == 0 && h.canvas.cursor!.y >= 21, "the look is the news")
  }

  @Test(
    "screen-reader mode: Memory's cursor moves put the terminal's on the card's words; a flip puts it on the status line"
  )
  func screenReaderMemoryFocus() throws {
    let table = try MemoryTable()
    let h = table.harness
    h.stack.screenReader = true
    #expect(h.canvas.cursor == Point(x: 0, y: 23), "a new deal is news")
    h.press(.right)
    let card = table.layout.card(1)
    #expect(h.canvas.cursor == Point(x: card.x, y: card.y + 1), "on B1's words")
    let row = Array(h.lines[card.y + 1])
    #expect(String(row[card.x..<card.x + 7]) == "B1 down", "words at the cursor, not frame art")
    h.press(.enter)
    #expect(h.canvas.cursor == Point(x: 0, y: 23))
    #expect(h.lines[23].hasPrefix("B1: "))
  }

  @Test(
    "screen-reader mode: a key that changed nothing says so, counting the same key again, never the old news")
  func screenReaderUnchanged() throws {
    let h = Harness(UnspokenScene(), size: Size(width: 40, height: 12))
    h.stack.screenReader = true
    h.press(.char("x"))
    #expect(h.stack.speech()?.status == "x: nothing changed.")
    h.press(.char("x"))
    #expect(h.stack.speech()?.status == "x: nothing changed, 2 times in a row.")
    #expect(h.canvas.cursor == Point(x: 0, y: 11), "on the status line")
    h.press(.ctrl("p"))
    let cursor = try #require(h.canvas.cursor)
    #expect(h.lines[cursor.y].hasPrefix("Before this, newest first: x: nothing"))
  }

  @Test("screen-reader mode: a focus the status line would cover leaves the cursor on the status line")
  func screenReaderFocusNeverUnderTheStatus() {
    let scene = FocusedScene()
    let h = Harness(scene, size: Size(width: 40, height: 12))
    h.stack.screenReader = true
    scene.focus = Point(x: 3, y: 2)
    h.press(.char("x"))
    #expect(h.canvas.cursor == Point(x: 3, y: 2))
    scene.focus = Point(x: 3, y: 11)  // the status line's row
    h.press(.char("x"))
    #expect(h.canvas.cursor == Point(x: 0, y: 11))
    scene.focus = Point(x: 40, y: 2)  // off the screen
    h.press(.char("x"))
    #expect(h.canvas.cursor == Point(x: 0, y: 11))
  }
}

/// A scene whose focus a test sets.
private final class FocusedScene: Scene {
  var focus: Point?
  /// Each key is news (a key that changed nothing is said otherwise).
  private var keys = 0
  var info: SceneInfo { SceneInfo(title: "focused") }
  var snapshot: StateSnapshot { StateSnapshot { _ in } }
  func render(into canvas: inout Canvas, context: SceneContext) {}
  func handle(_ event: InputEvent, context: SceneContext) -> EventResult {
    keys += 1
    return .handled
  }
  func speech(context: SceneContext) -> Speech {
    Speech(status: "Said \(keys).", look: "Looked.", focus: focus)
  }
}

/// A scene with no words of its own: only its screen.
private final class UnspokenScene: Scene {
  var info: SceneInfo { SceneInfo(title: "unspoken") }
  var snapshot: StateSnapshot { StateSnapshot { _ in } }
  func render(into canvas: inout Canvas, context: SceneContext) {
    canvas.put("Two   words", x: 2, y: 1)
    canvas.put("and more", x: 0, y: 3)
  }
  func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .ignored }
}

extension LineCommand {
  /// How many events a command hands the loop.
  fileprivate var inputCount: Int {
    if case .input(let input) = self { return input.joined().count }
    return 0
  }
}
