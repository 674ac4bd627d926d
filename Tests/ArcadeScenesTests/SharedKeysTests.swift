import ArcadeKit
import Foundation
import FizzBuzzModel
import MazeModel
import MemoryModel
import Records
import ZombiesModel
import Testing
import MemoryDecks

@testable import ArcadeScenes

/// The keys every screen shares are declared once (`SharedKeys`); every footer and help overlay
/// lists them from there, so they read the same on every screen.
@Suite("Shared keys")
struct SharedKeysTests {
  static func arcade(ascii: Bool = false) -> Harness {
    let env = AppEnvironment(
      records: RecordStore(directory: NSTemporaryDirectory() + "arcade-keys-\(UUID().uuidString)"), seed: 7,
      assetsDirectory: repositoryAssets, decks: MemoryDeckLibrary(assetsDirectory: repositoryAssets).shelf())
    return Harness(MenuScene(env: env), options: RenderOptions(ascii: ascii))
  }

  /// The footer row, trailing blanks trimmed.
  /// Esc until the menu is back on top (or the arcade quit), at most ten times: a screen Esc
  /// does not leave fails here instead of looping.
  static func backToMenu(_ h: Harness, from name: String) {
    for _ in 0..<10 where !(h.stack.top is MenuScene) && !h.stack.isFinished { h.press(.escape) }
    #expect(h.stack.top is MenuScene || h.stack.isFinished, "Esc did not lead back to the menu from \(name)")
  }

  static func footer(_ h: Harness) -> String {
    String(h.lines[23].reversed().drop(while: { $0 == " " }).reversed())
  }

  /// Each screen reached from the menu (its entry's digit, by name, then keys), and how its footer ends.
  static let screens: [(name: String, keys: [Key], ending: String)] = [
    ("Zombies start", [menuKey("Zombies")], "? help  q back"),
    ("Zombies game", [menuKey("Zombies"), .enter], "? help  q back"),
    ("Memory decks", [menuKey("Memory")], "? help  q back"),
    ("Memory game", [menuKey("Memory"), .enter], "? help  q back"),
    ("FizzBuzz form (keys type there)", [menuKey("FizzBuzz")], "F1 help  Esc back"),
    ("FizzBuzz stats", [menuKey("FizzBuzz"), .right], "? help  q back"),
    ("FizzBuzz game", [menuKey("FizzBuzz"), .ctrl("g")], "p pause  ? help  q back"),
    ("Maze", [menuKey("Maze")], "? help  q back"),
    ("Daily", [menuKey("Daily")], "? help  q back"),
  ]

  @Test("every footer ends with the shared keys in force, worded the same; the menu's back quits")
  func footersAgree() {
    let h = Self.arcade()
    #expect(Self.footer(h).hasSuffix("? help  q quit"), "\(Self.footer(h))")
    for screen in Self.screens {
      h.press(screen.keys)
      #expect(Self.footer(h).hasSuffix(screen.ending), "\(screen.name): \(Self.footer(h))")
      Self.backToMenu(h, from: screen.name)
    }
  }

  @Test("every help overlay lists the shared keys in force after the scene's own")
  func helpListsSharedKeys() {
    let h = Self.arcade()
    for screen in Self.screens {
      h.press(screen.keys)
      let typing = h.stack.top?.info.typesText == true
      h.press(.function(1))
      #expect(h.stack.top is HelpOverlay, "\(screen.name)")
      #expect(h.contains(typing ? "F1  " : "?/F1  "), "\(screen.name)")
      #expect(h.contains(typing ? "Esc  " : "Esc/q  "), "\(screen.name)")
      #expect(h.contains("^L"), "\(screen.name)")
      h.press(.char("x"))  // closes help
      Self.backToMenu(h, from: screen.name)
    }
  }

  @Test("p pauses the FizzBuzz game through the shared key: game time stops until a key")
  func pauseIsShared() {
    let h = Self.arcade()
    h.press(menuKey("FizzBuzz"), .ctrl("g"))
    h.press(.char("p"))
    #expect(h.stack.top is PauseOverlay)
    #expect(h.stack.isGameTimePaused)
    h.press(.char(" "))
    #expect(h.stack.top is FizzBuzzGameScene)
    #expect(!h.stack.isGameTimePaused)
  }

  @Test("p is not shared where nothing runs: on the Zombies board it is just a key")
  func pauseOnlyWherePausable() {
    let h = Self.arcade()
    h.press(menuKey("Zombies"), .enter, .char("p"))
    #expect(h.stack.top is ZombiesScene)
    #expect(!h.lines[23].contains("p pause"))
  }
}

@Suite("Numbers in help come from the constants they describe")
struct HelpNumbersTests {
  static func help(_ scene: Scene) -> String { scene.info.helpText.joined(separator: " ") }

  @Test("FizzBuzz: the form's ranges and field sizes, the game's points")
  func fizzBuzz() {
    let text = Self.help(FizzBuzzHomeScene(env: testEnvironment()))
    let bounds = FizzBuzzBounds.game
    #expect(text.contains("divisors 1 to \(grouped(bounds.divisors.upperBound))"))
    #expect(text.contains("limit 1 to \(grouped(bounds.limit.upperBound))"))
    #expect(text.contains("words 1 to \(bounds.wordColumns) columns"))
    #expect(text.contains("\(FizzBuzzField.firstNumber.maximumCharacters) characters (numbers)"))
    #expect(text.contains("Right +\(FizzBuzzGame.pointsForCorrect), wrong \(FizzBuzzGame.pointsForWrong)"))
  }

  @Test("Maze: the retry attempts and the door chance of the settings in use")
  func maze() {
    let settings = MazeSettings()
    let text = Self.help(simulatedMazeScene(settings: settings))
    #expect(text.contains("up to \(settings.explorerConfiguration.retry.maxAttempts) attempts"))
    #expect(
      text.contains("about 1 in \(Int(1 / settings.serverConfiguration().doorChance)) corridor squares"))
  }

  @Test("Zombies and Memory: lives, the message's grace, the mismatch display, the deck size")
  func zombiesAndMemory() throws {
    let zombies = Self.help(ZombiesStartScene(env: testEnvironment(seed: 1)))
    #expect(zombies.contains("\(RoomRules.startingLives) lives"))
    #expect(zombies.contains("(\(Format.seconds(ZombiesScene.messageGrace)), so a held arrow"))
    let h = SharedKeysTests.arcade()
    h.press(menuKey("Memory"), .enter)
    let memory = try #require(h.stack.top.map(Self.help))
    #expect(memory.contains("show for \(Format.seconds(MemoryGame.mismatchDisplay))"))
    #expect(memory.contains("the first \(Deck.cardsPerGame) are played"))
  }
}
