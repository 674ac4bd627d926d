import ArcadeGlyphs
import ArcadeKit
import Foundation
import Testing

@testable import Replay

/// A replay keeps the glyph set it was drawn in: emoji and ascii in the header's `ascii`, as
/// ever, and `unicode` in a presentation line, so that `--check` draws its screens again in the
/// set they were recorded in, whatever the checker's terminal draws.
@Suite("A replay header and its glyph set")
struct GlyphSetHeaderTests {
  static func header(_ set: GlyphSet) throws -> ReplayHeader {
    var plan = SessionPlan(arcade: "arcade 0.1.0", seed: 5, size: Size(width: 80, height: 24))
    plan.options.glyphs = set
    return try JSONDecoder().decode(ReplayHeader.self, from: Data(ReplayRecorder.encode(plan.header)))
  }

  @Test("each glyph set reads back from the header as it was recorded", arguments: GlyphSet.allCases)
  func roundTrip(set: GlyphSet) throws {
    let header = try Self.header(set)
    #expect(SessionPlan(header: header).options.glyphs == set)
    #expect(header.ascii == (set == .ascii))
  }

  @Test("emoji and ascii write no presentation line: their headers are as before the setting")
  func oldShape() throws {
    #expect(try Self.header(.emoji).presentation == nil)
    #expect(try Self.header(.ascii).presentation == nil)
    #expect(try Self.header(.unicode).presentation == ["glyphs = unicode"])
  }
}
