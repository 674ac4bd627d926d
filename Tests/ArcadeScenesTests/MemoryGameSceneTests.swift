import ArcadeGlyphs
import ArcadeKit
import MemoryModel
import Testing

@testable import ArcadeScenes

@Suite("Memory game scene")
struct MemoryGameSceneTests {
  @Test("the title line reads '<deck name> Memory Game!' and the stats are on screen")
  func titleAndStats() throws {
    let table = try MemoryTable()
    #expect(table.harness.lines[0].contains("Fruit Bowl Memory Game!"))
    #expect(table.harness.lines[1].contains("Moves: 0   Pairs: 0/8   Time: 0:00"))
    #expect(table.harness.contains("arrows move"))
  }

  @Test("a new board shows 16 cards face down with the cursor on the first")
  func newBoardFaceDown() throws {
    let table = try MemoryTable()
    for slot in 0..<16 { #expect(table.inside(slot) == "  ##  ") }
    let first = table.layout.card(0)
    #expect(table.harness.canvas[first.x - 1, first.y + 1].text == ">")
    #expect(table.harness.canvas[first.maxX, first.y + 1].text == "<")
  }

  @Test("arrows, hjkl and wasd move the cursor")
  func cursorKeys() throws {
    let table = try MemoryTable()
    table.harness.press(.right, .down)
    #expect(table.game.cursor == 5)
    table.harness.type("lj")
    #expect(table.game.cursor == 10)
    table.harness.type("wa")
    #expect(table.game.cursor == 5)
    table.harness.press(.left, .up)
    #expect(table.game.cursor == 0)
    let card = table.layout.card(0)
    #expect(table.harness.canvas[card.x - 1, card.y + 1].text == ">")
  }

  @Test("Enter and Space flip the card under the cursor")
  func enterAndSpaceFlip() throws {
    let table = try MemoryTable()
    table.harness.press(.enter)
    #expect(table.inside(0) == "  \(table.game.card(at: 0).asciiFace)  ")
    let (_, other) = table.mismatchedPair()
    table.harness.press(
      Array(repeating: .right, count: other % 4) + Array(repeating: .down, count: other / 4))
    #expect(table.game.cursor == other)
    table.harness.type(" ")
    #expect(table.game.moves == 1)
    #expect(table.inside(other).hasPrefix("x "))
  }

  @Test("a mouse click flips the clicked card")
  func clickFlips() throws {
    let table = try MemoryTable()
    table.click(6)
    #expect(table.game.cursor == 6)
    #expect(table.game.state(at: 6) == .faceUp)
    #expect(table.inside(6) == "  \(table.game.card(at: 6).asciiFace)  ")
    #expect(table.harness.contains("One card up"))
  }

  @Test("a click between cards does nothing")
  func clickBetweenCards() throws {
    let table = try MemoryTable()
    let card = table.layout.card(0)
    table.harness.click(x: card.maxX, y: card.y + 1)
    table.harness.click(x: 0, y: 0)
    #expect((0..<16).allSatisfy { table.game.state(at: $0) == .faceDown })
  }

  @Test("a mismatched pair is marked with x and turns down after 0.5 s of clock")
  func mismatchShowsThenHides() throws {
    let table = try MemoryTable()
    let (a, b) = table.mismatchedPair()
    table.click(a)
    table.click(b)
    #expect(table.inside(a) == "x \(table.game.card(at: a).asciiFace) x")
    #expect(table.harness.contains("x No match"))
    table.harness.advance(by: 0.4)
    #expect(table.inside(b).hasPrefix("x "))
    table.harness.advance(by: 0.1)
    #expect(table.inside(a) == "  ##  ")
    #expect(table.inside(b) == "  ##  ")
  }

  @Test("a flip during the mismatch display turns the pair down first, then flips")
  func fastFlip() throws {
    let table = try MemoryTable()
    let (a, b) = table.mismatchedPair()
    let third = (0..<16).first { $0 != a && $0 != b }!
    table.click(a)
    table.click(b)
    table.harness.advance(by: 0.1)
    table.click(third)
    #expect(table.inside(a) == "  ##  ")
    #expect(table.inside(b) == "  ##  ")
    #expect(table.inside(third) == "  \(table.game.card(at: third).asciiFace)  ")
    #expect(table.harness.stack.nextWakeTime() != nil)  // the clock on screen still ticks
  }

  @Test("a matched pair stays up with * marks and its title and artist go to the side panel")
  func matchedPairInPanel() throws {
    let table = try MemoryTable()
    let pair = table.slots(of: 3)
    table.click(pair[0])
    table.click(pair[1])
    table.harness.advance(by: 5)
    #expect(table.inside(pair[0]) == "* F3 *")
    #expect(table.inside(pair[1]) == "* F3 *")
    #expect(table.harness.contains("F3 Track 3 by Band 3"))
    #expect(table.harness.contains("Pairs found 1/8"))
    #expect(table.harness.contains("* Match! Track 3 by Band 3"))
  }

  @Test("the clock starts at the first flip and stands still while help is open")
  func clockOnScreen() throws {
    let table = try MemoryTable()
    table.harness.advance(by: 30)
    #expect(table.harness.lines[1].contains("Time: 0:00"))
    #expect(table.harness.stack.nextWakeTime() == nil)  // a still screen asks for no wakeups
    table.click(0)
    table.harness.advance(by: 65)
    #expect(table.harness.lines[1].contains("Time: 1:05"))
    table.harness.type("?")
    #expect(table.harness.contains("Help"))
    #expect(table.harness.stack.nextWakeTime() == nil)
    table.harness.advance(by: 100)
    table.harness.press(.escape)
    #expect(table.harness.lines[1].contains("Time: 1:05"))
  }

  @Test("the screen clock asks for one wakeup per second, always ahead of now")
  func clockDeadlineAlwaysAhead() throws {
    for start in [0.1, 0.3, 0.7, 1.1, 2.9] {
      let table = try MemoryTable()
      table.harness.advance(by: start)
      table.click(0)
      for _ in 0..<40 {
        table.harness.advance(by: 0.25)
        let due = try #require(table.harness.stack.nextWakeTime())
        #expect(due > table.harness.clock.now)
        #expect(due <= table.harness.clock.now + 1)
      }
      #expect(table.harness.lines[1].contains("Time: 0:10"))
    }
  }

  @Test("help lists the keys, the rules and the seed")
  func helpOverlay() throws {
    let table = try MemoryTable(env: testEnvironment(seed: 4242))
    table.harness.type("?")
    #expect(table.harness.contains("arcade memory --seed"))
    table.harness.press(.end)
    #expect(table.harness.contains("Session seed: 4242."))
    #expect(table.harness.contains("new deal"))
  }

  @Test("finding all 8 pairs shows Awesome!! with the moves and the time, and records a new best")
  func finishShowsAwesome() throws {
    let table = try MemoryTable()
    table.solve()
    #expect(table.game.isFinished)
    #expect(table.harness.contains("Awesome!! All 8 pairs, 8 moves in 0:07.0"))
    #expect(table.harness.contains("New best: fewest moves and fastest time."))
    let records = MemoryRecordsTable.read(table.env.records)
    #expect(records.bestByDeck["Fruit Bowl"] == BestResult(fewestMoves: 8, fastestSeconds: 7, wins: 1))
  }

  @Test(
    "new best! says which record was beaten: fewest moves, fastest time, or both",
    arguments: [
      (nil, "New best: fewest moves and fastest time."),
      (BestResult(fewestMoves: 20, fastestSeconds: 1, wins: 1), "New best: fewest moves."),
      (BestResult(fewestMoves: 8, fastestSeconds: 60, wins: 1), "New best: fastest time."),
    ] as [(BestResult?, String)])
  func newBestSaysWhich(previous: BestResult?, line: String) throws {
    let env = testEnvironment()
    if let previous {
      env.records.update(MemoryRecordsTable.table) {
        $0.bestByDeck["Fruit Bowl"] = previous
      }
    }
    let table = try MemoryTable(env: env, options: RenderOptions())
    table.solve()  // 8 moves in 7 s
    #expect(table.harness.contains(line), "\(table.harness.screen)")
    let row = table.harness.lines[table.layout.detailRow]
    #expect(table.harness.canvas[table.layout.left, table.layout.detailRow].style == .highlight, "\(row)")
  }

  @Test("the finished board waits for the player: time passes, other keys and clicks do nothing")
  func finishedBoardWaits() throws {
    let table = try MemoryTable()
    table.solve()
    table.harness.advance(by: 60)
    table.harness.type("z")
    table.harness.press(.left)
    table.click(3)
    #expect(table.game.isFinished)
    #expect(table.harness.contains("Awesome!! All 8 pairs, 8 moves in 0:07.0"))
    #expect(table.harness.contains("s share, Enter or r: deal again"))
    table.harness.type("s")
    #expect(table.harness.contains("Arcade Memory - Fruit Bowl"), "the card is still there to share")
  }

  @Test("Enter or r on the finished board deals the same cards again; q still goes back")
  func enterOrRDealsAgain() throws {
    for key in [Key.enter, .char("r")] {
      let table = try MemoryTable()
      let cards = table.game.cards
      table.solve()
      table.harness.press(key)
      #expect(!table.game.isFinished, "\(key)")
      #expect(table.game.moves == 0)
      #expect(table.game.cards == cards)
      #expect(table.inside(0) == "  ##  ")
      #expect(table.harness.contains("Best: 8 moves, 0:07.0"))
    }
    let second = try MemoryTable()
    second.solve()
    second.harness.type("q")
    #expect(second.harness.stack.isFinished)
  }

  @Test("new best is said once: the detail line names the records beaten")
  func newBestSaidOnce() throws {
    let table = try MemoryTable()
    table.solve()
    #expect(table.harness.screen.components(separatedBy: "ew best").count == 2, "\(table.harness.screen)")
  }

  @Test("p pauses the clock that counts toward fastest time, under the pause box")
  func pauseStopsTheClock() throws {
    let table = try MemoryTable(overMenu: true)
    table.click(0)
    table.harness.advance(by: 2)
    #expect(table.harness.lines[23].contains("p pause"), "\(table.harness.lines[23])")
    table.harness.type("p")
    #expect(table.harness.contains("Paused"))
    table.harness.advance(by: 30)
    table.harness.type("x")  // any key resumes
    #expect(table.harness.contains("Time: 0:02"))
    #expect(table.game.elapsed(at: table.harness.stack.now) == 2)
  }

  @Test("a worse second game is not a new best")
  func worseGameNoNewBest() throws {
    let env = testEnvironment()
    let first = try MemoryTable(env: env)
    first.solve()
    let second = try MemoryTable(seed: 99, env: env)
    let (a, b) = second.mismatchedPair()
    second.click(a)
    second.click(b)
    second.solve()
    #expect(second.harness.contains("Awesome!! All 8 pairs, 9 moves"))
    #expect(!second.harness.contains("new best"))
    #expect(MemoryRecordsTable.read(env.records).bestByDeck["Fruit Bowl"]?.wins == 2)
  }

  @Test("r deals a new game with the same cards")
  func restartKey() throws {
    let table = try MemoryTable()
    table.click(0)
    table.harness.type("r")
    #expect(table.game.moves == 0)
    #expect(table.inside(0) == "  ##  ")
  }

  @Test("the same seed deals the same board")
  func seeded() throws {
    let a = try MemoryTable(seed: 5)
    let b = try MemoryTable(seed: 5)
    #expect(a.game.layout == b.game.layout)
  }

  @Test("the Unicode screen shows emoji faces and the card back from the allowlist")
  func unicodeFaces() throws {
    let table = try MemoryTable(options: RenderOptions())
    #expect(table.harness.contains("🎴"))
    #expect(EmojiRule.isAllowed(MemoryCardView.back.emoji))
    table.click(0)
    #expect(table.harness.contains(table.game.card(at: 0).face))
    #expect(table.harness.contains("╭──────╮"))
  }

  @Test("the ASCII screen uses only ASCII")
  func asciiOnly() throws {
    let table = try MemoryTable()
    table.solve()
    let screen = table.harness.screen
    #expect(screen.unicodeScalars.allSatisfy { $0.isASCII }, "\(screen)")
  }

  @Test("in monochrome every card state still has its own marks")
  func monochromeMarks() throws {
    let table = try MemoryTable(options: RenderOptions(ascii: true, monochrome: true))
    let pair = table.slots(of: 0)
    table.click(pair[0])
    table.click(pair[1])
    let (a, b) = (0..<16).filter { !pair.contains($0) }.first.map { first in
      (first, (0..<16).first { !pair.contains($0) && table.game.layout[$0] != table.game.layout[first] }!)
    }!
    table.click(a)
    table.click(b)
    #expect(table.inside(pair[0]).hasPrefix("*"))
    #expect(table.inside(a).hasPrefix("x"))
    let down = (0..<16).first { table.game.state(at: $0) == .faceDown }!
    #expect(table.inside(down) == "  ##  ")
    #expect(table.harness.canvas[table.layout.card(b).x - 1, table.layout.card(b).y + 1].text == ">")
  }

  @Test("the board fits 80x24; smaller shows the notice and stops the clock")
  func tooSmall() throws {
    let table = try MemoryTable()
    #expect(MemoryBoardLayout.minimumSize.fits(in: Size(width: 80, height: 24)))
    table.click(0)
    table.harness.resize(width: 60, height: 20)
    #expect(table.harness.contains("Terminal too small"))
    table.harness.advance(by: 50)
    table.harness.resize(width: 80, height: 24)
    #expect(table.harness.lines[1].contains("Time: 0:00"))
  }

  @Test("Esc leaves the game")
  func escapeLeaves() throws {
    let table = try MemoryTable()
    table.harness.press(.escape)
    #expect(table.harness.stack.isFinished)
  }
}

@Suite("Memory render purity")
struct MemoryRenderPurityTests {
  @Test("rendering twice, at any size, and asking for the deadline change nothing the scene holds")
  func renderIsPure() throws {
    let table = try MemoryTable()
    table.click(0)
    let (a, b) = table.mismatchedPair()
    table.click(a == 0 ? b : a)
    let game = table.game
    let deadline = table.scene.nextDeadline(context: table.harness.stack)
    let first = table.harness.canvas
    var other = Canvas(size: Size(width: 120, height: 40))
    table.scene.render(into: &other, context: table.harness.stack)
    #expect(table.harness.canvas == first)
    #expect(table.game == game)
    #expect(table.scene.nextDeadline(context: table.harness.stack) == deadline)
  }
}
