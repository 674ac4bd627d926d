import ArcadeRandom
import MemoryModel

enum Fixture {
  static let faces = ["🍎", "🍌", "🍇", "🍉", "🍒", "🍓", "🍍", "🥝", "🍋", "🍑"]

  /// `count` distinct, usable cards.
  static func cards(_ count: Int = 8) -> [Card] {
    (0..<count).map { i in
      Card(
        id: "c\(i)", title: "Track \(i)", artist: "Artist", face: faces[i],
        asciiFace: "F\(i)")
    }
  }

  /// Pairs side by side: slots 0,1 hold card 0; 2,3 card 1; ...
  static let adjacentLayout = (0..<16).map { $0 / 2 }

  static func game(layout: [Int] = adjacentLayout) -> MemoryGame {
    MemoryGame(cards: cards(), layout: layout)
  }

  /// The two slots holding each card index.
  static func slots(of card: Int, in game: MemoryGame) -> [Int] {
    game.layout.indices.filter { game.layout[$0] == card }
  }

  static func deckJSON(name: String = "Test Deck", cards: [String]) -> String {
    "{ \"name\": \"\(name)\", \"cards\": [" + cards.joined(separator: ",") + "] }"
  }

  static func cardJSON(id: Int, face: String?, ascii: String? = nil) -> String {
    let faceText = face.map { "\"\($0)\"" } ?? "null"
    let asciiText = "\"\(ascii ?? String(format2(id)))\""
    return
      "{ \"id\": \(id), \"title\": \"T\(id)\", \"artist\": \"A\", \"face\": \(faceText), \"ascii\": \(asciiText) }"
  }

  private static func format2(_ n: Int) -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZ")
    return String(letters[(n / 26) % 26]) + String(letters[n % 26])
  }
}

extension MemoryGame {
  /// Applies actions at `now` with a throwaway generator (restarts are not under test here).
  @discardableResult
  mutating func apply(_ action: MemoryAction, at now: Double = 0) -> [MemoryEffect] {
    var rng = SeededRandom(seed: 0)
    return apply(action, now: now, using: &rng)
  }

  var faceUpUnmatched: [Int] {
    layout.indices.filter { state(at: $0) == .faceUp || state(at: $0) == .mismatched }
  }
}
