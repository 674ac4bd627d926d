import ArcadeKit
import Foundation
import MemoryModel
import Records

@testable import ArcadeScenes

/// Shared pieces of the Memory scene tests: a temp records directory, decks, and a harness
/// around a game scene with helpers that flip cards by clicking where they are drawn.
enum MemoryFixture {
  static func tempDirectory() -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("memory-tests-\(UUID())").path
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
  }

  static let faces = ["🍎", "🍌", "🍇", "🍉", "🍒", "🍓", "🍍", "🥝", "🍋", "🍑"]

  static func cards(_ count: Int) -> [Card] {
    (0..<count).map {
      Card(id: "\($0)", title: "Track \($0)", artist: "Band \($0)", face: faces[$0], asciiFace: "F\($0)")
    }
  }

  static let deck = Deck(name: "Fruit Bowl", cards: cards(9))

  /// A JSON deck file with `count` cards, the first `faceless` of them without a face.
  static func deckJSON(name: String, count: Int, faceless: Int = 0) -> String {
    let cards = (0..<count).map { i in
      let face = i < faceless ? "null" : "\"\(faces[i])\""
      return
        "{\"id\": \(i), \"title\": \"T\(i)\", \"artist\": \"A\", \"face\": \(face), \"ascii\": \"F\(i)\"}"
    }
    return "{\"name\": \"\(name)\", \"cards\": [\(cards.joined(separator: ","))]}"
  }

  /// A folder laid out like `assets/`, with the given deck files in `decks/`.
  static func assets(_ files: [String: String]) -> String {
    let root = tempDirectory()
    try? FileManager.default.createDirectory(atPath: root + "/decks", withIntermediateDirectories: true)
    for (name, text) in files {
      _ = FileManager.default.createFile(atPath: root + "/decks/" + name, contents: Data(text.utf8))
    }
    return root
  }
}

/// A harness around one Memory game scene.
final class MemoryTable {
  let env: AppEnvironment
  let scene: MemoryGameScene
  let harness: Harness

  init(
    deck: Deck = MemoryFixture.deck, seed: UInt64 = 11, env: AppEnvironment = testEnvironment(),
    options: RenderOptions = RenderOptions(ascii: true), overMenu: Bool = false
  ) throws {
    self.env = env
    scene = try MemoryGameScene(env: env, deck: deck, seed: seed)
    if overMenu {  // as players see it: the footer says `q back`
      harness = Harness(MenuScene(env: env), size: Size(width: 80, height: 24), options: options)
      harness.stack.push(scene)
    } else {
      harness = Harness(scene, size: Size(width: 80, height: 24), options: options)
    }
  }

  /// A harness around a scene built elsewhere (a daily, say).
  init(scene: MemoryGameScene, env: AppEnvironment, options: RenderOptions = RenderOptions(ascii: true)) {
    self.env = env
    self.scene = scene
    harness = Harness(scene, size: Size(width: 80, height: 24), options: options)
  }

  var game: MemoryGame { scene.game }
  var layout: MemoryBoardLayout { MemoryBoardLayout(size: harness.stack.size) }

  func click(_ slot: Int) {
    let rect = layout.card(slot)
    harness.click(x: rect.x + 3, y: rect.y + 1)
  }

  /// The 6 columns inside a card's frame, as drawn.
  func inside(_ slot: Int, of canvas: Canvas? = nil) -> String {
    let canvas = canvas ?? harness.canvas
    let rect = layout.card(slot)
    var text = ""
    for x in (rect.x + 1)..<(rect.maxX - 1) {
      let cell = canvas[x, rect.y + 1]
      if !cell.isContinuation { text += cell.text }
    }
    return text
  }

  func slots(of card: Int) -> [Int] { game.layout.indices.filter { game.layout[$0] == card } }

  /// Two slots that hold different cards.
  func mismatchedPair() -> (Int, Int) {
    let other = game.layout.firstIndex { $0 != game.layout[0] }!
    return (0, other)
  }

  /// Finds every pair by clicking, one second per turn.
  func solve() {
    for card in 0..<game.pairCount {
      let pair = slots(of: card)
      click(pair[0])
      click(pair[1])
      harness.advance(by: 1)
    }
  }
}
