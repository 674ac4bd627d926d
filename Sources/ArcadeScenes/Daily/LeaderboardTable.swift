import ArcadeKit
import DailyModel

/// A day's table for one game, as text columns: the leaderboard screen and `arcade scores`
/// print the same rows.
public struct LeaderboardTable: Sendable {
  public struct Row: Hashable, Sendable {
    /// "1", or empty for an unverified row.
    public var place: String
    public var player: String
    public var result: String
    public var time: String
    /// ✓ (ASCII "ok"), or why the result is not believed.
    public var mark: String
    public var verified: Bool
    public var isOwn: Bool
  }

  public let rows: [Row]

  public static let verifiedMark = GlyphPair("✓", ascii: "ok")
  public static let unverifiedMark = GlyphPair("?", ascii: "?")

  /// The rows in ranking order; unverified ones only with `showUnverified`.
  public init(
    _ entries: [LeaderboardEntry], ownUid: UInt32?, showUnverified: Bool = true,
    options: RenderOptions
  ) {
    let ordered = LeaderboardRanking.ordered(entries.filter { showUnverified || $0.isVerified })
    let places = LeaderboardRanking.places(ordered)
    rows = zip(ordered, places).map { entry, place in
      let mark: String
      switch entry.verdict {
      case .verified: mark = options.glyph(Self.verifiedMark)
      case .unverified(let why): mark = options.glyph(Self.unverifiedMark) + " unverified: " + why
      }
      return Row(
        place: place.map(String.init) ?? "",
        player: SafeText.shown(entry.player, limit: 32),
        result: SafeText.shown(entry.result.summary, limit: 40),
        time: entry.result.seconds.map { TimeText.clock($0) } ?? "",
        mark: mark, verified: entry.isVerified, isOwn: entry.uid == ownUid)
    }
  }

  /// Column widths that fit every row (bounded, so one long name cannot push the rest away).
  public var widths: (player: Int, result: Int) {
    (
      min(16, max(6, rows.map { GlyphWidth.of($0.player) }.max() ?? 0)),
      min(28, max(6, rows.map { GlyphWidth.of($0.result) }.max() ?? 0))
    )
  }

  /// One row as a line of text.
  public func line(_ row: Row) -> String {
    let (player, result) = widths
    return pad(row.place, 3, right: true) + "  " + pad(row.player, player) + "  " + pad(row.result, result)
      + "  " + pad(row.time, 5, right: true) + "  " + row.mark
  }

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
