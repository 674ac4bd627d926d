import ArcadeKit
import ArcadeScenes
import Testing

/// Twelve games: with Settings, Help and Quit, fifteen entries, more than the nine rows the
/// smallest screen (40×12) has for them and more than one digit can name.
let twelveGames = (1...12).map { n in
  GameEntry(
    id: "game\(n)", name: "Game \(n)", summary: "number \(n)", recordSummary: { _ in "" },
    makeScene: { _ in NamedScene("Game \(n)") })
}

@Suite("A menu longer than the screen")
struct LongMenuTests {
  static let small = Size(width: 40, height: 12)

  func menu() -> Harness { Harness(MenuScene(env: testEnvironment(), games: twelveGames), size: Self.small) }

  @Test("at 40×12 the menu shows nine entries and says which of how many")
  func showsAWindow() {
    let h = menu()
    #expect(h.contains("1  Game 1"))
    #expect(h.contains("9  Game 9"))
    #expect(!h.contains("Game 10"))
    #expect(h.contains("1-9 of 15"))
    h.press(.char("?"))
    #expect(h.contains("1-15"), "help names the numbers")
  }

  @Test("past nine entries the numbers line up at the right, the names in one column")
  func numbersAligned() {
    let h = menu()
    h.press([Key](repeating: .down, count: 9))
    let nine = h.lines.first { $0.contains("Game 9 ") }
    let ten = h.lines.first { $0.contains("Game 10") }
    #expect(
      nine?.range(of: "Game")?.lowerBound.utf16Offset(in: nine!)
        == ten?.range(of: "Game")?.lowerBound.utf16Offset(in: ten!))
    #expect(nine?.contains(" 9  Game 9") == true)
  }

  @Test("moving past the last row scrolls the list; moving back up scrolls it back")
  func arrowsScroll() {
    let h = menu()
    h.press([Key](repeating: .down, count: 11))
    #expect(h.lines.contains { $0.contains("▶ 12  Game 12") })
    #expect(h.contains("4-12 of 15"))
    #expect(!h.contains("Game 3 "))
    h.press([Key](repeating: .up, count: 11))
    #expect(h.lines.contains { $0.contains("▶  1  Game 1") })
    #expect(h.contains("1-9 of 15"))
  }

  @Test("Up from the first entry wraps to Quit, shown at the bottom")
  func wrapsToQuit() {
    let h = menu()
    h.press(.up)
    #expect(h.lines.contains { $0.contains("▶ 15  Quit") })
    #expect(h.contains("7-15 of 15"))
  }

  @Test("two digits open an entry past nine, scrolled into view")
  func twoDigits() {
    let h = menu()
    h.press(.char("1"))
    #expect(h.lines.contains { $0.contains("▶  1  Game 1") }, "1 may begin 10-15: it selects and waits")
    h.press(.char("2"))
    #expect(h.contains("in Game 12"))
    h.press(.escape)
    #expect(h.lines.contains { $0.contains("▶ 12  Game 12") })
  }

  @Test("a digit that begins no longer number opens its entry at once; 1 then Enter opens the first")
  func oneDigit() {
    let h = menu()
    h.press(.char("7"))
    #expect(h.contains("in Game 7"))
    h.press(.escape, .char("1"), .enter)
    #expect(h.contains("in Game 1"))
  }

  @Test("a name said in line mode opens its entry past nine too")
  func wordsPastNine() throws {
    let scene = MenuScene(env: testEnvironment(), games: twelveGames)
    let h = Harness(scene, size: Self.small)
    let keys = try #require(scene.keys(forWord: "Game 11"))
    h.press(keys)
    #expect(h.contains("in Game 11"))
    let first = try #require(scene.keys(forWord: "Game 1"))
    h.press(.escape)
    h.press(first)
    #expect(h.contains("in Game 1"))
  }

  @Test("a click on a scrolled entry opens it")
  func clickScrolled() throws {
    let h = menu()
    h.press([Key](repeating: .down, count: 13))
    #expect(h.contains("6-14 of 15"))
    let row = try #require(h.lines.firstIndex { $0.contains("Game 12") })
    let column = try #require(h.lines[row].range(of: "Game 12")).lowerBound.utf16Offset(in: h.lines[row])
    h.click(x: column, y: row)
    #expect(h.contains("in Game 12"))
  }
}
