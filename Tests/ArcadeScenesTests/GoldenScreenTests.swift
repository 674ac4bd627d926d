import ArcadeKit
import FizzBuzzModel
import Testing
import ZombiesModel

@testable import ArcadeScenes

/// Every screen a player meets, seeded and in game time, so each renders the same every run.
enum GoldenScene: String, CaseIterable, CustomTestStringConvertible {
  case menu
  case zombiesStart = "zombies-start"
  case zombiesPlaying = "zombies-playing"
  case zombiesEnd = "zombies-end"
  case memoryStart = "memory-start"
  case memoryPlaying = "memory-playing"
  case memoryEnd = "memory-end"
  case fizzbuzzStart = "fizzbuzz-start"
  case fizzbuzzPlaying = "fizzbuzz-playing"
  case fizzbuzzEnd = "fizzbuzz-end"
  case mazeStart = "maze-start"
  case mazePlaying = "maze-playing"
  case mazeEnd = "maze-end"
  case helpZombies = "help-zombies"
  case helpMemory = "help-memory"
  case helpFizzbuzz = "help-fizzbuzz"
  case helpMaze = "help-maze"
  /// The share card over the round's message.
  case zombiesShare = "zombies-share"
  /// Screens not at 80×24: the menu's help at 40×12, a Memory board at 100×35.
  case menuHelp = "menu-help"
  case memoryLarge = "memory-large"
  /// A running FizzBuzz game on a 50×15 terminal.
  case tooSmall = "too-small"

  var testDescription: String { rawValue }

  /// The menu's goldens show these entries, not the whole catalog: a new game changes no golden
  /// of the menu (the menu from the catalog is `MenuSceneTests`' and `SpokenScenesTests`').
  static let menuGames: [GameEntry] = [.zombies, .memory, .fizzbuzz, .maze, .daily]

  /// A game's screen as players see it: over the launch menu (so its footer says `q back`).
  private func overMenu(_ scene: Scene, env: AppEnvironment, options: RenderOptions) -> Harness {
    let h = Harness(MenuScene(env: env), options: options)
    h.stack.push(scene)
    return h
  }

  /// The harness with the scene's screen up.
  func harness(_ options: RenderOptions) throws -> Harness {
    let env = testEnvironment()
    switch self {
    case .menu:
      return Harness(MenuScene(env: env, games: Self.menuGames), options: options)
    case .zombiesStart, .memoryStart, .fizzbuzzStart, .mazeStart:
      let id = String(rawValue.prefix { $0 != "-" })
      return overMenu(try #require(GameCatalog.entry(id: id)).makeScene(env), env: env, options: options)
    case .zombiesPlaying:
      let h = overMenu(ZombiesScene(env: env, mode: .classic), env: env, options: options)
      h.press(.up, .left)
      return h
    case .zombiesEnd:
      let h = overMenu(ZombiesScene(env: env, game: roomWithSafeEdges()), env: env, options: options)
      h.press(walkToSOS)
      return h
    case .zombiesShare:
      let h = overMenu(ZombiesScene(env: env, game: roomWithSafeEdges()), env: env, options: options)
      h.press(walkToSOS)
      h.press(.char("s"))
      return h
    case .menuHelp:
      let h = Harness(MenuScene(env: env, games: Self.menuGames), options: options)
      h.resize(width: 40, height: 12)
      h.press(.char("?"))
      #expect(h.contains("Help"))
      return h
    case .memoryLarge:
      let table = try MemoryTable(env: env, options: options, overMenu: true)
      table.click(table.slots(of: 0)[0])
      table.harness.resize(width: 100, height: 35)
      return table.harness
    case .memoryPlaying:
      let table = try MemoryTable(env: env, options: options, overMenu: true)
      let pair = table.slots(of: 0)
      table.click(pair[0])
      table.click(pair[1])
      table.harness.advance(by: 2)
      table.click(table.slots(of: 1)[0])
      return table.harness
    case .memoryEnd:
      let table = try MemoryTable(env: env, options: options, overMenu: true)
      table.solve()
      return table.harness
    case .fizzbuzzPlaying:
      let h = overMenu(
        FizzBuzzHomeScene(env: env, prefill: fizzSettings(3, 5, 15)), env: env, options: options)
      h.press(.ctrl("g"))
      h.advance(by: 1.5 + 4.5)  // the countdown, then a few numbers
      return h
    case .fizzbuzzEnd:
      let f = FizzBuzzFixture(prefill: fizzSettings(3, 5, 15), options: options, overMenu: true)
      f.harness.press(.ctrl("g"))
      f.playPerfectly()
      return f.harness
    case .mazePlaying:
      let h = overMenu(simulatedMazeScene(env: env, settings: MazeSettings()), env: env, options: options)
      h.press(.char("g"))
      h.advance(by: 0.6)
      return h
    case .mazeEnd:
      let scene = simulatedMazeScene(env: env, settings: instantMaze)
      let h = overMenu(scene, env: env, options: options)
      h.press(.char("g"))
      #expect(h.finishExploration(scene))
      return h
    case .helpZombies, .helpMemory, .helpFizzbuzz, .helpMaze:
      let game = String(rawValue.dropFirst("help-".count))
      let scene: Scene =
        switch game {
        case "zombies": ZombiesScene(env: env, mode: .classic)
        case "memory": try MemoryGameScene(env: env, deck: MemoryFixture.deck, seed: 11)
        default: try #require(GameCatalog.entry(id: game)).makeScene(env)
        }
      let h = overMenu(scene, env: env, options: options)
      h.press(.function(1))
      #expect(h.contains("Help"))
      return h
    case .tooSmall:
      let h = Harness(FizzBuzzHomeScene(env: env, prefill: fizzSettings(3, 5, 15)), options: options)
      h.press(.ctrl("g"))
      h.advance(by: 2)
      h.resize(width: 50, height: 15)
      #expect(h.contains("Terminal too small"))
      return h
    }
  }
}

@Suite("Golden screens")
struct GoldenScreenTests {
  /// Unicode in colour, and ASCII in monochrome (`--ascii`, `NO_COLOR`), as a player sees them.
  @Test(
    "every screen at 80×24 (menu help 40×12, Memory 100×35, too-small 50×15), text and style roles, Unicode and ASCII",
    arguments: GoldenScene.allCases, [false, true])
  func screen(_ scene: GoldenScene, ascii: Bool) throws {
    let h = try scene.harness(RenderOptions(ascii: ascii, monochrome: ascii))
    let size = h.stack.size
    Golden.check(
      h.canvas, named: "\(scene.rawValue)-\(size.width)x\(size.height)-\(ascii ? "ascii" : "unicode")")
  }
}

/// Each game's pictures (its catalog entry's, drawn by `make screenshots`) are golden screens
/// too, from a test session: a new game's first golden screens come with its picture.
@Suite("Golden screens of the games' pictures")
struct PictureGoldenTests {
  static let names = GameCatalog.all.flatMap(\.pictures).map(\.name)

  @Test(
    "each game's pictures at 80×24, text and style roles, Unicode then ASCII in one file", arguments: names)
  func picture(_ name: String) throws {
    let picture = try #require(GameCatalog.all.flatMap(\.pictures).first { $0.name == name })
    let records = [false, true].map { ascii in
      let studio = PictureStudio(options: RenderOptions(ascii: ascii, monochrome: ascii)) {
        testEnvironment()
      }
      var canvas = picture.take(studio)
      // Rows measured with the wall clock (a maze's critical path) are left blank.
      for row in picture.volatileRows(canvas) {
        canvas.put(String(repeating: " ", count: canvas.width), x: 0, y: row)
      }
      return Golden.record(canvas)
    }
    Golden.check(text: records.joined(separator: Golden.asciiHeading), named: "picture-\(name)-80x24")
  }
}

/// A game's main screen on a big terminal: centred as a whole, the maze overview grown.
struct BigGoldenScreen: CustomTestStringConvertible, Sendable {
  var scene: GoldenScene
  var size: Size
  var testDescription: String { "\(scene.rawValue) at \(size)" }

  static let all: [BigGoldenScreen] =
    [GoldenScene.zombiesStart, .zombiesPlaying, .memoryPlaying, .fizzbuzzPlaying, .mazeEnd].flatMap { scene in
      [Size(width: 100, height: 35), Size(width: 120, height: 40)].map {
        BigGoldenScreen(scene: scene, size: $0)
      }
    } + [BigGoldenScreen(scene: .mazeEnd, size: Size(width: 250, height: 70))]
}

@Suite("Golden screens, big terminals")
struct BigGoldenScreenTests {
  @Test(
    "each game's main screen at 100×35 and 120×40, the maze overview at 250×70, Unicode and ASCII",
    arguments: BigGoldenScreen.all, [false, true])
  func screen(_ big: BigGoldenScreen, ascii: Bool) throws {
    let h = try big.scene.harness(RenderOptions(ascii: ascii, monochrome: ascii))
    h.resize(width: big.size.width, height: big.size.height)
    Golden.check(
      h.canvas,
      named: "\(big.scene.rawValue)-\(big.size.width)x\(big.size.height)-\(ascii ? "ascii" : "unicode")")
  }
}
