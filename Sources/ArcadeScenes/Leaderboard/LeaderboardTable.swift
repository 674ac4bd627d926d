import ArcadeGlyphs
import ArcadeKit
import ArcadeText
import DailyModel
import LeaderboardModel

/// A day's table for one game, as text columns: the leaderboard screen and `arcade scores`
/// print the same rows.
public struct LeaderboardTable: Sendable {
  public struct Row: Hashable, Sendable {
    /// "1", or empty for an unverified row.
    public var place: String
    public var player: String
    public var result: String
    public var time: String
    /// ✓ (in ASCII the word "verified", which a speech synthesizer says), or ? for a result not believed.
    public var mark: String
    /// Why it is not believed ("unverified: the final state differs").
    public var reason: String? { unverifiedBecause.map { "unverified: " + $0 } }
    /// Why it is not believed, as the verifier said it ("the final state differs").
    public var unverifiedBecause: String?
    public var verified: Bool
    /// A claim of today, its attempt sealed until the day ends.
    public var sealed: Bool
    public var isOwn: Bool
    /// In the own-pace table (FizzBuzz at the player's own pace), after the timed rows.
    public var ownPace = false
    /// The attempt's file, which Enter opens once the row is verified.
    public var attempt: SharedResultName?
  }

  public let rows: [Row]

  public static let verifiedMark = GlyphPair("✓", ascii: "verified")
  public static let unverifiedMark = GlyphPair("?", ascii: "?")
  /// A claim of today, its attempt sealed until the day ends.
  public static let sealedMark = GlyphPair("sealed", ascii: "sealed")

  /// The rows in ranking order; unverified ones only with `showUnverified`.
  public init(
    _ entries: [LeaderboardEntry], ownUid: UInt32?, showUnverified: Bool = true,
    options: RenderOptions
  ) {
    // The timed table, then the own-pace one, each ranked on its own.
    let ranked = LeaderboardRanking.byPace(entries.filter { showUnverified || $0.isVerified })
    rows = ranked.map { entry, place in
      var why: String?
      if case .unverified(let text) = entry.verdict { why = SafeText.shown(text, limit: 200) }
      return Row(
        place: place.map(String.init) ?? "",
        player: SafeText.shown(entry.player, limit: 32),
        result: SafeText.shown(entry.result.summary, limit: 40),
        time: entry.result.seconds.map { ClockText.minutes($0) } ?? "",
        mark: options.glyph(
          entry.verdict == .sealed
            ? Self.sealedMark : entry.isVerified ? Self.verifiedMark : Self.unverifiedMark),
        unverifiedBecause: why,
        verified: entry.isVerified, sealed: entry.verdict == .sealed, isOwn: entry.uid == ownUid,
        ownPace: entry.isOwnPace, attempt: entry.attempt)
    }
    widths = (
      min(16, max(6, rows.map { GlyphWidth.of($0.player) }.max() ?? 0)),
      min(28, max(6, rows.map { GlyphWidth.of($0.result) }.max() ?? 0))
    )
  }

  /// Column widths that fit every row (bounded, so one long name cannot push the rest away),
  /// measured once: every line is padded to them.
  public let widths: (player: Int, result: Int)

  /// One row as a line of text; the reason of an unverified one at its end unless it goes
  /// on a line of its own.
  public func line(_ row: Row, withReason: Bool = true) -> String {
    let (player, result) = widths
    let text =
      pad(row.place, 3, right: true) + "  " + pad(row.player, player) + "  " + pad(row.result, result) + "  "
      + pad(row.time, 5, right: true) + "  " + row.mark
    return withReason ? text + (row.reason.map { " " + $0 } ?? "") : text
  }

  /// The own-pace table's title line, shown above its first row ("FizzBuzz · own pace").
  public static func ownPaceTitle(_ game: DailyGame, _ options: RenderOptions) -> String {
    "\(game.title) \(options.glyph(Glyphs.middleDot)) \(LeaderboardRanking.ownPaceTable)"
  }

  /// The index of the first own-pace row, if any.
  public var firstOwnPaceRow: Int? { rows.firstIndex(where: \.ownPace) }

  public var heading: String {
    let (player, result) = widths
    return pad("#", 3, right: true) + "  " + pad("Player", player) + "  " + pad("Result", result) + "  "
      + pad("Time", 5, right: true)
  }

  private func pad(_ text: String, _ width: Int, right: Bool = false) -> String {
    guard right else { return TextLayout.pad(text, to: width) }
    let clipped = TextLayout.clip(text, to: width)
    return String(repeating: " ", count: max(0, width - GlyphWidth.of(clipped))) + clipped
  }
}
