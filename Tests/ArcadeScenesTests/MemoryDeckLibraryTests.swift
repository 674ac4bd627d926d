import ArcadeGlyphs
import ArcadeKit
import MemoryModel
import Testing
import MemoryDecks

@testable import ArcadeScenes

@Suite("Memory deck files")
struct MemoryDeckLibraryTests {
  @Test("at least 3 built-in decks, each playable, with allowlisted emoji and 2-column ASCII faces")
  func builtInDecksValid() throws {
    let choices = MemoryDeckLibrary(assetsDirectory: repositoryAssets).builtInDecks()
    #expect(choices.count >= 3)
    for choice in choices {
      let deck = try choice.playable.get()
      for card in deck.cards {
        #expect(EmojiRule.rejection(card.face) == nil, "\(deck.name) \(card.id)")
        #expect(GlyphWidth.of(card.asciiFace) == 2)
        #expect(card.asciiFace.unicodeScalars.allSatisfy { $0.isASCII })
      }
    }
  }

  @Test("a valid file loads its deck")
  func validFile() throws {
    let assets = MemoryFixture.assets(["ok.json": MemoryFixture.deckJSON(name: "Ok", count: 10)])
    let deck = try MemoryDeckLibrary.load(path: assets + "/decks/ok.json").get()
    #expect(deck.name == "Ok")
    #expect(deck.cards.count == 10)
  }

  @Test("a file with fewer than 8 usable cards is refused for play")
  func tooFewCards() {
    let assets = MemoryFixture.assets([
      "thin.json": MemoryFixture.deckJSON(name: "Thin", count: 8, faceless: 1)
    ])
    let choice = MemoryDeckLibrary(assetsDirectory: assets).builtInDecks()[0]
    #expect(throws: DeckError.notEnoughCards(deck: "Thin", found: 7)) { try choice.playable.get() }
  }

  @Test("a missing file is an error naming it, not a crash")
  func missingFile() {
    #expect(
      throws: DeckError.unreadable(file: "/nonexistent/deck.json", reason: "no such file"),
      performing: { try MemoryDeckLibrary.load(path: "/nonexistent/deck.json").get() })
  }

  @Test("a directory given as a deck is an error")
  func directoryIsNotADeck() {
    let assets = MemoryFixture.assets([:])
    #expect(throws: DeckError.self) { try MemoryDeckLibrary.load(path: assets).get() }
  }

  @Test("malformed JSON is an error naming the file")
  func malformed() {
    let assets = MemoryFixture.assets(["bad.json": "{\"name\": \"Bad\",\n\"cards\": [\n"])
    let result = MemoryDeckLibrary.load(path: assets + "/decks/bad.json")
    guard case .failure(let error) = result else {
      Issue.record("accepted")
      return
    }
    #expect(error.message.hasPrefix(assets + "/decks/bad.json: malformed JSON"))
    #expect(!error.message.contains("\n"))
  }

  @Test("--deck finds a built-in deck by name or file name, or loads a path")
  func resolve() throws {
    let library = MemoryDeckLibrary(assetsDirectory: repositoryAssets)
    #expect(try library.resolve("space cadets").get().name == "Space Cadets")
    #expect(try library.resolve("lofi-garden").get().name == "Lo-Fi Garden")
    let assets = MemoryFixture.assets(["mine.json": MemoryFixture.deckJSON(name: "Mine", count: 8)])
    #expect(try library.resolve(assets + "/decks/mine.json").get().name == "Mine")
    guard case .failure(let error) = library.resolve("polka") else {
      Issue.record("an unknown name was accepted")
      return
    }
    #expect(
      error.message.hasPrefix("polka: no such deck (built-in: Deep Sea Choir, Lo-Fi Garden, Space Cadets"))
  }

  @Test("the launch menu shows each deck's best results")
  func menuSummary() {
    let env = testEnvironment()
    #expect(GameEntry.memory.recordSummary(env) == "")
    _ = MemoryRecordsTable.recordWin(env, deck: "Space Cadets", moves: 12, seconds: 45.34)
    _ = MemoryRecordsTable.recordWin(env, deck: "Lo-Fi Garden", moves: 9, seconds: 61)
    #expect(
      GameEntry.memory.recordSummary(env)
        == "Best: Lo-Fi Garden: 9 moves, 1:01.0; Space Cadets: 12 moves, 0:45.3")
    #expect(GameCatalog.entry(id: "memory") != nil)
  }
}
