import ArcadeKit
import ArcadeScenes
import Foundation
import Records
import Testing

/// A stand-in game for the menu tests: a scene that says its name.
final class NamedScene: Scene {
  var snapshot: StateSnapshot { StateSnapshot() }
  let title: String
  init(_ title: String) { self.title = title }
  var info: SceneInfo { SceneInfo(title: title) }
  func render(into canvas: inout Canvas, context: SceneContext) { canvas.put("in \(title)", x: 0, y: 0) }
  func handle(_ event: InputEvent, context: SceneContext) -> EventResult { .ignored }
}

let fakeGames = [
  GameEntry(
    id: "alpha", name: "Alpha", summary: "the first", recordSummary: { _ in "W: 1" },
    makeScene: { _ in NamedScene("Alpha") }),
  GameEntry(
    id: "beta", name: "Beta", summary: "the second", recordSummary: { _ in "" },
    makeScene: { _ in NamedScene("Beta") }),
]

@Suite("Launch menu")
struct MenuSceneTests {
  @Test("the menu lists each game with its summary and record, then Settings, Help and Quit")
  func listsGames() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames))
    #expect(h.contains("1  Alpha"))
    #expect(h.contains("the first"))
    #expect(h.contains("W: 1"))
    #expect(h.contains("\(menuNumber("Settings", games: fakeGames))  Settings"))
    #expect(h.contains("\(menuNumber("Help", games: fakeGames))  Help"))
    #expect(h.contains("\(menuNumber("Quit", games: fakeGames))  Quit"))
  }

  @Test("Enter opens the selected game; Esc from the game returns to the menu")
  func enterOpensGame() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames))
    h.press(.down, .enter)
    #expect(h.contains("in Beta"))
    h.press(.escape)
    #expect(h.contains("1  Alpha"))
  }

  @Test("a digit opens its entry at once")
  func digitShortcut() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames))
    h.press(menuKey("Alpha", games: fakeGames))
    #expect(h.contains("in Alpha"))
  }

  @Test("the selection wraps and the selected row is marked")
  func selectionWraps() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames))
    h.press(.up)
    #expect(h.lines.contains { $0.contains("▶ \(menuNumber("Quit", games: fakeGames))  Quit") })
    h.press(.char("j"))
    #expect(h.lines.contains { $0.contains("▶ 1  Alpha") })
  }

  /// The column and row of the "B" of the Beta entry's name.
  static func whereBetaIs(_ h: Harness) -> (column: Int, row: Int) {
    let row = h.lines.firstIndex { $0.contains("Beta") }!
    let line = h.lines[row]
    return (line.distance(from: line.startIndex, to: line.firstIndex(of: "B")!), row)
  }

  @Test(
    "on a terminal with room for the menu twice over (250×70) it sits in the middle, and clicks follow it")
  func centredOnATallTerminal() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames), size: Size(width: 250, height: 70))
    let (column, row) = Self.whereBetaIs(h)
    let banner = h.lines.firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? 0
    let last = h.lines.dropLast().lastIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? 0
    #expect(banner > 10 && banner - 0 >= (69 - last) - 2, "rows \(banner)…\(last) of 70")
    h.click(x: column, y: row)
    #expect(h.contains("in Beta"))
    // At 80×24 nothing moves: the banner starts on row 1.
    let small = Harness(MenuScene(env: testEnvironment(), games: fakeGames))
    #expect(small.lines.firstIndex { !$0.trimmingCharacters(in: .whitespaces).isEmpty } == 1)
  }

  @Test("a click on an entry activates it")
  func clickActivates() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames))
    let (column, row) = Self.whereBetaIs(h)
    h.click(x: column, y: row)
    #expect(h.contains("in Beta"))
  }

  @Test("a click on a game's second line (its record) opens it too; a click between entries does not")
  func clickOnRecordLine() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames))
    let (column, row) = Self.whereBetaIs(h)
    h.click(x: column, y: row - 3)
    #expect(!h.contains("in Beta") && !h.contains("in Alpha"), "the banner is not an entry")
    h.click(x: column, y: row + 1)
    #expect(h.contains("in Beta"))
  }

  @Test("q quits from the menu")
  func quit() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames))
    h.press(.char("q"))
    #expect(h.stack.isFinished)
  }

  @Test("Help shows the session seed and where records live")
  func help() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames), size: Size(width: 100, height: 30))
    h.press(.char("?"))
    #expect(h.contains("Session seed: 7"))
    #expect(h.contains("Records are kept in"))
  }

  @Test("the menu fits 40×12 in its compact form and 80×24 in full")
  func sizes() {
    let h = Harness(MenuScene(env: testEnvironment(), games: fakeGames), size: Size(width: 40, height: 12))
    #expect(h.contains("A R C A D E"))
    #expect(h.contains("Quit"))
    h.resize(width: 80, height: 24)
    #expect(h.contains("a terminal arcade"))
  }

  @Test("at 40×12 a text cut to fit ends in an ellipsis (ASCII: ...)", arguments: [false, true])
  func cutTextShowsEllipsis(ascii: Bool) {
    let h = Harness(
      MenuScene(env: testEnvironment()), size: Size(width: 40, height: 12),
      options: RenderOptions(ascii: ascii))
    let mark = ascii ? "..." : "…"
    let zombies = h.lines.first { $0.contains("Zombies") }!
    #expect(zombies.contains("find the SOS") && zombies.hasSuffix(mark + "  "), "\(zombies)")
    for line in h.lines where line.contains("  Memory") || line.contains("  Maze") {
      #expect(line.contains(mark), "\(line)")
    }
    #expect(h.lines.contains { $0.contains("\(menuNumber("Quit"))  Quit") })
  }

  @Test("six entries before Settings, one with a long name: every entry fits at 40×12, 60×20 and 80×24")
  func sixGamesFit() {
    // Nine entries in all: what 40×12 holds (more would need a scrolling menu, not built).
    // Zombies is the real entry: its records line reads its table (a corrupt one warns).
    let names = ["Memory", "FizzBuzz", "Maze", "Higher or Lower", "Daily"]
    let games =
      [GameEntry.zombies]
      + names.map { name in
        GameEntry(
          id: name.lowercased(), name: name, summary: "a game to play", recordSummary: { _ in "" },
          makeScene: { _ in NamedScene(name) })
      }
    for (width, height) in [(40, 12), (60, 20), (80, 24)] {
      let h = Harness(
        MenuScene(env: testEnvironment(), games: games), size: Size(width: width, height: height))
      let quit = "\(menuNumber("Quit", games: games))  Quit"
      #expect(h.lines.dropLast().contains { $0.contains(quit) }, "\(width)×\(height): \(h.screen)")
      if width >= 60 {
        // A records warning takes three rows above the footer: the entries stay clear of it.
        // Planted before the session reads its records.
        let directory = NSTemporaryDirectory() + "arcade-menu-warned-\(UUID().uuidString)"
        try? FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        _ = FileManager.default.createFile(atPath: directory + "/zombies.json", contents: Data("{x".utf8))
        let warned = testEnvironment(records: directory)
        let w = Harness(MenuScene(env: warned, games: games), size: Size(width: width, height: height))
        let row = w.lines.firstIndex { $0.contains(quit) }
        let warning = w.lines.firstIndex { $0.contains("! A records file") }
        #expect(row != nil && warning != nil && row! < warning!, "\(width)×\(height): \(w.screen)")
      }
      // Compact (too small for the whole menu): the name is cut; else it widens its column.
      let name = height < 24 ? "Higher o…" : "Higher or Lower  a game to play"
      #expect(h.contains(name), "\(width)×\(height): \(h.screen)")
    }
  }

  @Test("rendering changes nothing: drawn at another size, clicks still land where the screen shows")
  func renderIsPure() {
    let scene = MenuScene(env: testEnvironment(), games: fakeGames)
    let h = Harness(scene, size: Size(width: 80, height: 24))
    let first = h.canvas
    let row = h.lines.firstIndex { $0.contains("Beta") }!
    var small = Canvas(size: Size(width: 40, height: 12))
    scene.render(into: &small, context: h.stack)
    _ = scene.nextDeadline(context: h.stack)
    h.click(x: 10, y: row)
    #expect(h.contains("in Beta"), "the click used the 80×24 rows, not those of the last drawing")
    h.press(.escape)
    #expect(
      h.canvas.text == first.text.replacing("▶ 1", with: "  1").replacing("  2  Beta", with: "▶ 2  Beta"))
  }

  @Test("monochrome and ASCII menus still mark the selection")
  func monochromeAndAscii() {
    let h = Harness(
      MenuScene(env: testEnvironment(), games: fakeGames),
      options: RenderOptions(ascii: true, monochrome: true))
    #expect(h.lines.contains { $0.contains("> 1  Alpha") })
    #expect(h.screen.utf8.allSatisfy { $0 < 0x80 })
  }

  @Test("a records warning is shown once and the next key dismisses it")
  func warningShown() throws {
    let env = testEnvironment()
    try FileManager.default.createDirectory(atPath: env.records.directory, withIntermediateDirectories: true)
    try Data("garbage".utf8).write(to: URL(fileURLWithPath: env.records.path(of: "t")))
    let table = RecordsTable("t", default: 0)
    env.records.load(table)
    env.records.update(table) { $0 += 1 }
    let h = Harness(MenuScene(env: env, games: fakeGames))
    #expect(h.contains("was unreadable"))
    h.press(.char("x"))
    #expect(!h.contains("was unreadable"))
  }
}
