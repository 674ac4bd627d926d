import ArcadeKit
import MemoryModel
import Testing

@testable import ArcadeScenes

@Suite("Memory start screen")
struct MemoryStartSceneTests {
  @Test("the start screen lists the built-in decks")
  func listsBuiltInDecks() {
    let h = Harness(MemoryStartScene(env: testEnvironment()), options: RenderOptions(ascii: true))
    #expect(h.contains("Memory: choose a deck"))
    for name in ["Deep Sea Choir", "Lo-Fi Garden", "Space Cadets"] { #expect(h.contains(name)) }
    #expect(h.lines[MemoryStartScene.listTop].hasPrefix("  > 1  "))
  }

  @Test("choosing a playable deck starts its game")
  func choosingStartsGame() throws {
    let h = Harness(MemoryStartScene(env: testEnvironment()), options: RenderOptions(ascii: true))
    h.press(.down, .enter)
    let game = try #require(h.stack.top as? MemoryGameScene)
    #expect(game.deck.name == "Lo-Fi Garden")
    #expect(h.contains("Lo-Fi Garden Memory Game!"))
    h.press(.escape)
    #expect(h.stack.top is MemoryStartScene)
  }

  @Test("a deck with fewer than 8 cards with faces is not started and the screen says so")
  func tooFewCardsRefused() {
    let assets = MemoryFixture.assets([
      "a-thin.json": MemoryFixture.deckJSON(name: "Thin", count: 9, faceless: 2),
      "b-good.json": MemoryFixture.deckJSON(name: "Good", count: 8),
    ])
    let h = Harness(MemoryStartScene(env: testEnvironment(assets: assets)))
    #expect(h.contains("x Thin"))
    #expect(h.contains("only 7 cards with faces (needs 8)"))
    h.press(.enter)
    #expect(h.stack.top is MemoryStartScene)
    #expect(h.contains("Not enough cards with faces in Thin: need 8, found 7 — choose another deck"))
    #expect(h.contains("Choose another deck!"))
    let ascii = Harness(
      MemoryStartScene(env: testEnvironment(assets: assets)), options: RenderOptions(ascii: true))
    ascii.press(.enter)
    #expect(ascii.contains("found 7 - choose another deck"))
    h.type("2")
    #expect(h.contains("Good Memory Game!"))
  }

  @Test("a malformed deck file is listed with an x and choosing it gives a one-line error naming it")
  func malformedListed() {
    let assets = MemoryFixture.assets(["broken.json": "{ \"name\": \"Broken\", \"cards\": [ x ] }"])
    let h = Harness(
      MemoryStartScene(env: testEnvironment(assets: assets)), size: Size(width: 200, height: 24))
    #expect(h.contains("x broken.json"))
    h.press(.enter)
    #expect(h.stack.top is MemoryStartScene)
    #expect(h.contains("/decks/broken.json: malformed JSON: unexpected character at line 1, column 32"))
  }

  @Test("a click on a deck row starts that deck")
  func clickStarts() {
    let h = Harness(MemoryStartScene(env: testEnvironment()), options: RenderOptions(ascii: true))
    h.click(x: 10, y: MemoryStartScene.listTop + 2)
    #expect(h.contains("Space Cadets Memory Game!"))
  }

  @Test("an empty deck folder says where it looked")
  func noDecks() {
    let assets = MemoryFixture.assets([:])
    let h = Harness(
      MemoryStartScene(env: testEnvironment(assets: assets)), size: Size(width: 200, height: 24))
    #expect(h.contains("No decks found in \(assets)/decks"))
    h.press(.enter)
    #expect(h.stack.top is MemoryStartScene)
  }

  @Test("each game from the start screen gets its own seed from the session")
  func seedsFromSession() throws {
    let env = testEnvironment(seed: 3)
    let h = Harness(MemoryStartScene(env: env), options: RenderOptions(ascii: true))
    h.press(.enter)
    let first = try #require(h.stack.top as? MemoryGameScene)
    h.press(.escape, .enter)
    let second = try #require(h.stack.top as? MemoryGameScene)
    #expect(first.seed != second.seed)
    let replay = testEnvironment(seed: 3)
    #expect(replay.nextSeed() == first.seed)
  }
}
