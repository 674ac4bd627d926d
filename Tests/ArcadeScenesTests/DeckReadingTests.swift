import ArcadeKit
import Foundation
import MemoryDecks
import Records
import Testing

@testable import ArcadeScenes

/// The launcher's decks are read when a scene first asks for them: the menu's first frame does
/// not wait for the deck files (issue 49: start-up).
@Suite("Decks read on first use")
struct DeckReadingTests {
  /// How many times the decks were read.
  final class Reads {
    var count = 0
  }

  @Test("the menu is drawn without reading the decks; the Memory screen reads them, once")
  func menuDrawnWithoutTheDecks() {
    let reads = Reads()
    let env = AppEnvironment(
      records: RecordStore(directory: NSTemporaryDirectory() + "arcade-decks-\(UUID().uuidString)"), seed: 7,
      assetsDirectory: repositoryAssets,
      readingDecks: {
        reads.count += 1
        return MemoryDeckLibrary(assetsDirectory: repositoryAssets).shelf()
      })
    let h = Harness(MenuScene(env: env), options: RenderOptions(ascii: true))
    #expect(h.contains("Memory"))
    #expect(reads.count == 0)
    h.press(menuKey("Memory"))
    #expect(h.contains("Memory: choose a deck"))
    for name in ["Deep Sea Choir", "Lo-Fi Garden", "Space Cadets"] { #expect(h.contains(name)) }
    h.press(.escape)
    h.press(menuKey("Memory"))
    #expect(h.contains("Lo-Fi Garden"))
    #expect(reads.count == 1)
  }
}
