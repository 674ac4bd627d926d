import ArcadeKit
import Testing

@testable import NcursesTerminal

/// The colour pairs behind the bytes ncurses sends per attribute change (the bytes themselves
/// are checked on a real terminal by Tests/e2e/test_output_bytes.py).
@Suite("Attribute bytes: colour pairs")
struct AttributeBytesTests {
  @Test("in colour, text in the terminal's own colours shares the blanks' pair, never pair 0")
  func normalTextUsesTheBlankPair() {
    for depth in [Theme.Depth.colors8, .colors16, .colors256] {
      let theme = Theme(depth: depth)
      #expect(theme.blankPair == Theme.defaultPair)
      #expect(theme.attributes(for: .normal).1 == Theme.defaultPair)
      #expect(theme.attributes(for: Style(.selection, [.reverse])).1 == Theme.defaultPair)
      #expect(theme.attributes(for: Style(.accent)).1 == Int16(ColorRole.accent.rawValue + 1))
    }
  }

  @Test("the blanks' pair is a pair of its own, after every role's pair")
  func defaultPairFollowsTheRoles() {
    let rolePairs = ColorRole.allCases.map { Int16($0.rawValue + 1) }
    #expect(!rolePairs.contains(Theme.defaultPair))
    #expect(Theme.defaultPair > 0)
  }

  @Test("monochrome keeps pair 0 for everything")
  func monochromeUsesPairZero() {
    let theme = Theme(depth: .monochrome)
    #expect(theme.blankPair == 0)
    for role in ColorRole.allCases { #expect(theme.attributes(for: Style(role)).1 == 0) }
  }
}
