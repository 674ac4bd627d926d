import ArcadeKit
import Testing

@testable import NcursesTerminal

/// The words drawn over a frame from outside the session: live sharing's badge.
@Suite("Badges over the frame")
struct BadgesTests {
  private func frame(width: Int = 40, height: Int = 5) -> Canvas {
    var canvas = Canvas(size: Size(width: width, height: height))
    _ = canvas.put("Zombies  Lives 3", x: 0, y: 0)
    _ = canvas.put("Status: you moved up.", x: 0, y: height - 1)
    canvas.cursor = Point(x: 0, y: height - 1)
    return canvas
  }

  @Test("the corner badge sits at the top row's right end and leaves the cursor where the frame put it")
  func cornerBadge() {
    var canvas = frame()
    Badges.corner("1 watching · ^W stop", on: &canvas)
    #expect(canvas.lines[0].hasSuffix(" 1 watching · ^W stop "))
    #expect(canvas.lines[0].hasPrefix("Zombies  Lives 3"))
    #expect(canvas.cursor == Point(x: 0, y: 4))
  }

  @Test("a corner badge wider than the screen is left out")
  func cornerBadgeThatDoesNotFit() {
    var canvas = frame(width: 20)
    let before = canvas.lines[0]
    Badges.corner("1 watching · ^W stop", on: &canvas)
    #expect(canvas.lines[0] == before)
  }

  @Test(
    "screen-reader mode: the badge's words start the top row, the rest of it cleared, with the cursor on them"
  )
  func spokenBadge() {
    var canvas = frame()
    Badges.spoken("1 watching you.", on: &canvas)
    #expect(canvas.text.split(separator: "\n", omittingEmptySubsequences: false).first == "1 watching you.")
    #expect(canvas.cursor == Point(x: 0, y: 0))
    #expect(canvas.lines[4].hasPrefix("Status: you moved up."))
  }
}
