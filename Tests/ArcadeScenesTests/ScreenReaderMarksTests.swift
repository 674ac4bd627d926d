import ArcadeKit
import DailyModel
import Testing

@testable import ArcadeScenes

/// Screen-reader mode draws words where the full screen draws marks: a reader reading the row
/// at the cursor hears "abandoned" or "auto", not "left bracket minus right bracket".
@Suite("Screen reader: words, not marks, at the cursor")
struct ScreenReaderMarksTests {
  private let size = Size(width: 80, height: 24)

  @Test("the daily list says an abandoned attempt in words, with no [-] before it")
  func dailyListHasNoMarks() throws {
    let env = dailyEnvironment()
    let h = Harness(DailyListScene(env: env), size: size, options: RenderOptions(ascii: true))
    h.stack.screenReader = true
    h.press(dailyKey("Memory"))
    h.press(.enter)
    _ = try #require(h.stack.top as? MemoryGameScene)
    h.press(.enter)  // a card turned: the attempt has begun
    h.press(.char("q"))
    h.press(.char("y"))
    #expect(h.stack.top is DailyListScene)
    let row = try #require(h.lines.first { $0.contains("Memory") })
    #expect(row.contains("abandoned"), "\(row)")
    #expect(!row.contains("[-]") && !row.contains("[x]"), "\(row)")
  }

  @Test("Settings shows the chosen value alone, with no < > around it")
  func settingsValueHasNoArrows() throws {
    let h = Harness(SettingsScene(env: testEnvironment()), size: size, options: RenderOptions(ascii: true))
    h.stack.screenReader = true
    let row = try #require(h.lines.first { $0.contains("theme") })
    // The row's own marker (">" in ASCII) stays: it says which row is chosen.
    #expect(row.contains("auto") && !row.contains("<") && !row.contains("auto >"), "\(row)")
  }
}
