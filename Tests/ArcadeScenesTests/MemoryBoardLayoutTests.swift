import ArcadeKit
import ArcadeText
import MemoryModel
import Testing
import MemoryDecks

@testable import ArcadeScenes

@Suite("Memory layout and time text")
struct MemoryLayoutTests {
  @Test("at 80x24 the cards, the panel and the status lines fit without overlapping")
  func fitsEightyByTwentyFour() {
    let layout = MemoryBoardLayout(size: Size(width: 80, height: 24))
    let screen = Rect(x: 0, y: 0, width: 80, height: 24)
    var covered = Set<Point>()
    for slot in 0..<MemoryGame.slotCount {
      let card = layout.card(slot)
      // The cursor marks sit one column outside the frame.
      #expect(screen.contains(Point(x: card.x - 1, y: card.y)))
      #expect(screen.contains(Point(x: card.maxX, y: card.maxY - 1)))
      for y in card.y..<card.maxY {
        for x in card.x..<card.maxX { #expect(covered.insert(Point(x: x, y: y)).inserted) }
      }
      #expect(layout.slot(at: Point(x: card.x + 3, y: card.y + 1)) == slot)
      #expect(card.maxX < layout.panel.x)
    }
    #expect(layout.panel.maxX <= 80)
    #expect(layout.detailRow < 23, "above the footer the stack draws on the last row")
  }

  @Test(
    "beside the board, the side panel widens with the terminal, up to its cap, and stays centred",
    arguments: [78, 80, 100, 140])
  func panelWidensWithTheTerminal(width: Int) {
    let layout = MemoryBoardLayout(size: Size(width: width, height: 24))
    #expect(layout.arrangement == .besideBlock)
    #expect(layout.panel.maxX <= width - 1)
    #expect(
      layout.panel.width == min(MemoryBoardLayout.maxPanelWidth, width - 2 - MemoryBoardLayout.boardWidth - 4)
    )
    let rightMargin = width - layout.panel.maxX
    #expect(abs(layout.left - rightMargin) <= 1)
  }

  @Test(
    "on a big terminal the board is centred under the centred title, the panel beside it or below",
    arguments: [Size(width: 100, height: 35), Size(width: 120, height: 40), Size(width: 250, height: 70)])
  func boardCentredOnBigTerminals(size: Size) {
    let layout = MemoryBoardLayout(size: size)
    #expect(layout.arrangement != .besideBlock)
    let rightMargin = size.width - layout.card(MemoryGame.columns - 1).maxX
    #expect(abs(layout.left - rightMargin) <= 1, "left \(layout.left), right \(rightMargin)")
    let panel = layout.panel
    #expect(panel.x >= 1 && panel.maxX <= size.width - 1 && panel.maxY <= size.height - 1)
    for slot in 0..<MemoryGame.slotCount {
      let card = layout.card(slot)
      #expect(!(card.maxX > panel.x && card.x < panel.maxX && card.maxY > panel.y && card.y < panel.maxY))
    }
    #expect(panel.width == MemoryBoardLayout.maxPanelWidth, "no title cut")
  }

  @Test("on a tall terminal the screen is centred as a whole, top and bottom margins alike")
  func centredVertically() {
    for size in [Size(width: 80, height: 35), Size(width: 100, height: 35), Size(width: 250, height: 70)] {
      let layout = MemoryBoardLayout(size: size)
      let last = max(layout.detailRow, layout.panel.maxY - 1)
      let below = size.height - 1 - 1 - last  // the footer takes the last row
      #expect(abs(layout.titleRow - below) <= 2, "\(size): above \(layout.titleRow), below \(below)")
    }
    #expect(MemoryBoardLayout(size: Size(width: 80, height: 24)).titleRow == 0)
  }

  @Test("at 100x35 no title of the built-in decks is cut in the side panel")
  func titlesWholeAtHundredColumns() throws {
    let library = MemoryDeckLibrary(assetsDirectory: repositoryAssets)
    for choice in library.builtInDecks() {
      let deck = try choice.result.get()
      let table = try MemoryTable(deck: deck, options: RenderOptions())
      table.harness.resize(width: 100, height: 35)
      table.solve()
      let screen = table.harness.screen
      for card in table.game.cards {
        #expect(screen.contains("\(card.title) by \(card.artist)"), "\(deck.name): \(card.title)")
      }
      #expect(!screen.contains("…"))
    }
  }

  @Test("at the minimum width a long title is cut with an ellipsis, never mid-air")
  func titlesCutWithEllipsis() throws {
    let library = MemoryDeckLibrary(assetsDirectory: repositoryAssets)
    let deck = try library.resolve("deep-sea-choir").get()
    let table = try MemoryTable(deck: deck, options: RenderOptions(ascii: true))
    table.harness.resize(width: 78, height: 22)
    table.solve()
    let panel = table.layout.panel
    let rows = table.harness.text(in: panel).split(separator: "\n")
    #expect(rows.contains { $0.contains("...") })
  }

  @Test("clicks outside every card hit no slot")
  func clicksBetweenCards() {
    let layout = MemoryBoardLayout(size: Size(width: 80, height: 24))
    let first = layout.card(0)
    #expect(layout.slot(at: Point(x: first.maxX, y: first.y)) == nil)
    #expect(layout.slot(at: Point(x: first.x, y: first.maxY)) == nil)
    #expect(layout.slot(at: Point(x: layout.panel.x + 1, y: layout.panel.y + 1)) == nil)
  }

  @Test("the running clock shows whole seconds, results show tenths")
  func timeText() {
    #expect(ClockText.minutes(0) == "0:00")
    #expect(ClockText.minutes(65.99) == "1:05")
    #expect(ClockText.minutes(0.9999999999) == "0:01")
    #expect(ClockText.tenths(45.34) == "0:45.3")
    #expect(ClockText.tenths(600) == "10:00.0")
  }
}
