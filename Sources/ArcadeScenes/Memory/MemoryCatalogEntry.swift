import ArcadeKit
import ArcadeRandom
import MemoryModel

extension GameEntry {
  /// Memory in the launch menu: the deck picker, and every deck's best results as its record line.
  public static let memory = GameEntry(
    id: "memory", name: "Memory", summary: "flip cards, find the 8 pairs",
    tables: [MemoryRecordsTable.table],
    recordSummary: { env in MemoryRecordsTable.menuSummary(MemoryRecordsTable.read(env.records)) },
    makeScene: { env in MemoryStartScene(env: env) },
    dailyScene: { session, env, _ in
      var choices = session.challenge.choices
      guard let deck = env.decks.daily(choosingWith: &choices),
        let scene = try? MemoryGameScene(env: env, deck: deck, seed: session.challenge.seed, daily: session)
      else { return .failure(.noDeck) }
      return .success(scene)
    },
    glyphs: [MemoryCardView.back],
    pictures: [GamePicture(name: "memory", title: "arcade memory --deck space-cadets", take: threePairsFound)]
  )

  /// Three pairs found and a fourth card turned up.
  @Sendable static func threePairsFound(_ studio: PictureStudio) -> Canvas {
    let env = studio.environment()
    let deck = env.decks.playable.first { $0.name == "Space Cadets" }!
    let seed: UInt64 = 11
    // The same shuffle the scene makes from this seed tells where each pair lies.
    var rng = SeededRandom(seed: seed)
    let layout = MemoryGame(cards: try! deck.gameCards(), using: &rng).layout
    let h = studio.fromMenu(try! MemoryGameScene(env: env, deck: deck, seed: seed))
    var cursor = 0
    func flip(_ slot: Int) {
      let (row, col) = (slot / MemoryGame.columns, slot % MemoryGame.columns)
      let (atRow, atCol) = (cursor / MemoryGame.columns, cursor % MemoryGame.columns)
      h.press(Array(repeating: row > atRow ? Key.down : .up, count: abs(row - atRow)))
      h.press(Array(repeating: col > atCol ? Key.right : .left, count: abs(col - atCol)))
      h.press(.enter)
      cursor = slot
      h.advance(by: 2.5)
    }
    for pair in 0..<3 {
      let slots = layout.indices.filter { layout[$0] == pair }
      flip(slots[0])
      flip(slots[1])
    }
    flip(layout.firstIndex(of: 5)!)
    return h.canvas
  }
}
