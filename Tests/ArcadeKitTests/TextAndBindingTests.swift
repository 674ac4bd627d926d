import ArcadeRandom
import ArcadeGlyphs
import ArcadeGeometry
import ArcadeKit
import Testing

@Suite("Text layout")
struct TextLayoutTests {
  @Test("clip keeps whole glyphs within the width")
  func clip() {
    #expect(TextLayout.clip("hello", to: 3) == "hel")
    #expect(TextLayout.clip("🧟🧟🧟", to: 5) == "🧟🧟")
    #expect(TextLayout.clip("hello world", to: 6, ellipsis: "…") == "hello…")
    #expect(TextLayout.clip("short", to: 10, ellipsis: "…") == "short")
    #expect(TextLayout.clip("x", to: 0) == "")
  }

  @Test("pad fills to an exact width")
  func pad() {
    #expect(TextLayout.pad("ab", to: 4) == "ab  ")
    #expect(TextLayout.pad("🧟", to: 3) == "🧟 ")
  }

  @Test("wrap breaks at spaces, keeps newlines and cuts long words")
  func wrap() {
    #expect(TextLayout.wrap("the quick brown fox", width: 9) == ["the quick", "brown fox"])
    #expect(TextLayout.wrap("a\nb", width: 5) == ["a", "b"])
    #expect(TextLayout.wrap("abcdefghij", width: 4) == ["abcd", "efgh", "ij"])
    for line in TextLayout.wrap("many small words in a line that wraps", width: 7) {
      #expect(GlyphWidth.of(line) <= 7)
    }
  }

  @Test("centre offset")
  func centre() {
    #expect(TextLayout.centerOffset("ab", in: 6) == 2)
    #expect(TextLayout.centerOffset("toolong", in: 3) == 0)
  }
}

@Suite("Bindings")
struct BindingTests {
  enum Act: Sendable, Equatable {
    case go
    case stop
  }

  let table = BindingTable<Act>([
    Binding([.enter, .char(" ")], "Enter", help: "go", action: .go),
    Binding([.char("x")], help: "stop", action: .stop, inFooter: false),
  ])

  @Test("a key maps to the action of the first row that lists it")
  func keyToAction() {
    #expect(table.action(for: .char(" ")) == .go)
    #expect(table.action(for: .char("x")) == .stop)
    #expect(table.action(for: .char("y")) == nil)
  }

  @Test("the same table produces the help entries")
  func helpEntries() {
    #expect(
      table.helpEntries == [
        HelpEntry(keys: "Enter", help: "go"), HelpEntry(keys: "x", help: "stop", inFooter: false),
      ])
  }

  @Test("the footer lists only footer rows and fits its width")
  func footer() {
    #expect(Footer.text(table.helpEntries, width: 40) == "Enter go")
    let many = (1...20).map { HelpEntry(keys: "k\($0)", help: "does \($0)") }
    #expect(GlyphWidth.of(Footer.text(many, width: 30)) <= 30)
  }

  @Test("a default label joins the keys' names")
  func defaultLabel() {
    #expect(Binding([.up, .char("k")], help: "up", action: Act.go).label == "↑/k")
  }

  @Test("the four moves answer arrows, hjkl and wasd, and help and footer list them once")
  func moves() {
    let moves = BindingTable<Direction>(BindingTable.moves(help: "move") { $0 })
    for direction in Direction.allCases {
      for key in direction.keys { #expect(moves.action(for: key) == direction) }
    }
    #expect(moves.action(for: .char("x")) == nil)
    #expect(moves.helpEntries.map(\.keys) == ["arrows/hjkl/wasd"])
    #expect(Footer.text(moves.helpEntries, width: 80) == "arrows move")
  }

  @Test("a footer too narrow for everything drops the scene's hints from the end, never the way back")
  func footerKeepsSharedKeys() {
    let own = [HelpEntry(keys: "g", help: "new maze"), HelpEntry(keys: "v", help: "detail")]
    let shared = SharedKeys.table(for: SceneInfo(title: "t"), isRoot: false).helpEntries
    #expect(Footer.text(own, shared: shared, width: 80) == "g new maze  v detail  ? help  q back")
    #expect(Footer.text(own, shared: shared, width: 30) == "g new maze  ? help  q back")
    #expect(Footer.text(own, shared: shared, width: 20) == "? help  q back")
    #expect(Footer.text(own, shared: shared, width: 10) == "q back")
  }

  @Test("a narrow footer drops the least important hints first: scrolling and help before share")
  func footerPriorities() {
    // The FizzBuzz end screen's keys, in their order on the line.
    let own = [
      HelpEntry(keys: "Enter", help: "back to the daily list", priority: .important),
      HelpEntry(keys: "↑↓", help: "scroll", priority: .low),
      HelpEntry(keys: "s", help: "share", priority: .important),
      HelpEntry(keys: "PgUp/PgDn", help: "page", priority: .low),
      HelpEntry(keys: "r", help: "again"),
    ]
    let shared = SharedKeys.table(for: SceneInfo(title: "t"), isRoot: false).helpEntries
    let all = "Enter back to the daily list  ↑↓ scroll  s share  PgUp/PgDn page  r again  ? help  q back"
    #expect(Footer.text(own, shared: shared, width: 200) == all)
    // Paging goes first, then scrolling, then the plain key, then help; share stays.
    #expect(
      Footer.text(own, shared: shared, width: 80)
        == "Enter back to the daily list  ↑↓ scroll  s share  r again  ? help  q back")
    #expect(
      Footer.text(own, shared: shared, width: 62)
        == "Enter back to the daily list  s share  r again  ? help  q back")
    #expect(
      Footer.text(own, shared: shared, width: 61) == "Enter back to the daily list  s share  ? help  q back")
    #expect(Footer.text(own, shared: shared, width: 45) == "Enter back to the daily list  s share  q back")
    // Within one level the rightmost goes first.
    #expect(Footer.text(own, shared: shared, width: 38) == "Enter back to the daily list  q back")
    #expect(Footer.text(own, shared: shared, width: 6) == "q back")
  }

  @Test("in ASCII the footer names the arrow keys in words")
  func footerInASCII() {
    let entries = [HelpEntry(keys: "↑↓", help: "choose"), HelpEntry(keys: "←/1", help: "Play tab")]
    #expect(
      Footer.text(entries, width: 80, options: RenderOptions(ascii: true))
        == "Up/Down choose  Left/1 Play tab")
  }
}

@Suite("Clocks and randomness")
struct ClockTests {
  @Test("game time stops while paused and resumes where it was")
  func gameClockPauses() {
    let wall = ManualClock()
    let game = GameClock(source: wall)
    wall.advance(by: 2)
    game.pause()
    wall.advance(by: 10)
    #expect(game.now == 2)
    game.resume()
    wall.advance(by: 1)
    #expect(game.now == 3)
    #expect(game.wallTime(forGameTime: 4) == 14)
  }

  @Test("the same seed gives the same sequence; another seed another one")
  func seededRandomIsReproducible() {
    var a = SeededRandom(seed: 42)
    var b = SeededRandom(seed: 42)
    var c = SeededRandom(seed: 43)
    let xs = (0..<5).map { _ in a.next() }
    #expect(xs == (0..<5).map { _ in b.next() })
    #expect(xs != (0..<5).map { _ in c.next() })
    var d = SeededRandom(seed: 7)
    var e = SeededRandom(seed: 7)
    #expect([1, 2, 3, 4, 5, 6].shuffled(using: &d) == [1, 2, 3, 4, 5, 6].shuffled(using: &e))
  }

  /// Bracketed by the system's own monotonic clock: a clock that stands still, runs back or
  /// counts in other units than seconds fails. The wait is a bounded spin on the system clock
  /// (a millisecond), not a sleep: its outcome does not depend on the machine's load.
  @Test("the monotonic clock counts seconds since it was made and never goes back")
  func monotonic() {
    let before = ContinuousClock.now
    let clock = MonotonicClock()
    let made = ContinuousClock.now
    let first = clock.now
    while ContinuousClock.now - made < .milliseconds(1) {}
    let second = clock.now
    let elapsed = ContinuousClock.now - before
    let upper = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    #expect(second >= 0.001, "a millisecond has passed since the clock was made")
    #expect(second <= upper, "no more than the time since just before it was made")
    #expect(second > first)
    #expect(first >= 0)
  }
}
