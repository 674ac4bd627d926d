import ArcadeKit
import Testing
import ZombiesModel

@testable import ArcadeScenes

/// In ASCII mode every glyph of ours goes through its ASCII twin: the screen the scenes and
/// the stack draw is ASCII before the stack's last-resort fold (which is only for text that is
/// not ours, such as a deck's name).
@Suite("ASCII mode")
struct AsciiModeTests {
  /// The rows that are not pure ASCII, before the fold; nil when all are.
  static func firstNonASCII(_ h: Harness) -> String? {
    let rows = h.stack.draw().lines.filter { !AsciiFold.isASCII($0) }
    return rows.isEmpty ? nil : rows.joined(separator: "\n")
  }

  /// Every screen of the arcade, visited in one session: (name, keys to get there, seconds to
  /// wait); menu entries are picked by name (`menuKey`).
  static let tour: [(name: String, keys: [Key], wait: Double)] = [
    ("menu", [], 0), ("menu help", [.function(1)], 0), ("menu again", [.char("x")], 0),
    ("zombies start", [menuKey("Zombies")], 0), ("zombies start help", [.char("?")], 0),
    ("zombies game", [.char("x"), .enter], 0), ("zombies after moves", [.left, .left, .up, .up, .up], 0),
    ("zombies help", [.char("?")], 0), ("back to menu", [.char("x"), .escape, .escape], 0),
    ("memory decks", [menuKey("Memory")], 0), ("memory game", [.enter, .enter, .right, .enter], 0),
    ("memory help", [.char("?")], 0), ("back to menu", [.char("x"), .escape, .escape], 0),
    ("fizzbuzz form", [menuKey("FizzBuzz")], 0), ("fizzbuzz form help", [.function(1)], 0),
    ("fizzbuzz stats", [.char("x"), .right], 0), ("fizzbuzz countdown", [.left, .ctrl("g")], 0.5),
    ("fizzbuzz playing", [], 4), ("fizzbuzz paused", [.char("p")], 0), ("fizzbuzz end", [.char("x")], 1000),
    ("share card", [.char("s")], 0), ("back to menu", [.char("x"), .escape, .escape], 0),
    ("daily", [menuKey("Daily")], 0), ("daily help", [.char("?")], 0),
    ("back to menu", [.char("x"), .escape], 0),
    ("maze idle", [menuKey("Maze")], 0), ("maze loading", [.char("g")], 0.3), ("maze done", [], 600),
    ("maze detail", [.char("v")], 0), ("maze help", [.char("?")], 0),
  ]

  @Test("every scene draws only ASCII in ASCII mode, and Unicode in Unicode mode")
  func everyScreen() {
    for ascii in [true, false] {
      let h = SharedKeysTests.arcade(ascii: ascii)
      var unicodeSeen = false
      for stop in Self.tour {
        h.press(stop.keys)
        h.advance(by: stop.wait)
        if ascii {
          #expect(Self.firstNonASCII(h) == nil, "\(stop.name): \(Self.firstNonASCII(h) ?? "")")
        } else if Self.firstNonASCII(h) != nil {
          unicodeSeen = true
        }
      }
      h.resize(width: 30, height: 8)
      if ascii { #expect(Self.firstNonASCII(h) == nil, "too small: \(Self.firstNonASCII(h) ?? "")") }
      #expect(ascii || unicodeSeen, "the Unicode tour draws Unicode glyphs")
    }
  }

  @Test("every glyph pair of ours has a pure ASCII twin")
  func twinsAreASCII() {
    for pair in BuiltInGlyphs.pairs {
      #expect(AsciiFold.isASCII(pair.ascii), "\(pair.emoji) -> \(pair.ascii)")
    }
  }

  @Test("the tour reaches every screen it names")
  func tourReachesScreens() {
    let h = SharedKeysTests.arcade(ascii: true)
    var titles: [String] = []
    for stop in Self.tour {
      h.press(stop.keys)
      h.advance(by: stop.wait)
      titles.append(String(describing: type(of: h.stack.top!)))
    }
    for scene in [
      "MenuScene", "HelpOverlay", "ZombiesStartScene", "ZombiesScene", "MemoryStartScene", "MemoryGameScene",
      "FizzBuzzHomeScene", "FizzBuzzGameScene", "PauseOverlay", "FizzBuzzEndScene", "ShareCardOverlay",
      "DailyListScene", "MazeScene",
    ] {
      #expect(titles.contains(scene), "\(scene) not reached: \(titles)")
    }
  }
}
