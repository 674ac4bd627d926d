import ArcadeText
import ArcadeKit
import MazeModel

/// The words of the maze screen's status lines.
enum MazeStatusText {
  /// The top line: spinner and ticking timer while loading, the outcome afterwards.
  /// `sameMazeAgain`: whether `g` after a failure explores the same maze (a retry) or a new one.
  static func status(
    phase: ExplorerPhase, stats: ExplorerStats, elapsed: Double, frame: Int, sameMazeAgain: Bool = false,
    options: RenderOptions
  )
    -> (text: String, style: Style)
  {
    switch phase {
    case .idle:
      return ("press g to generate", .muted)
    case .starting, .exploring:
      // Reduced motion: no spinner, a word and a count.
      guard options.animations == .full else {
        return ("loading: \(stats.rooms) rooms " + ClockText.minutes(elapsed, minuteDigits: 2), .accent)
      }
      return (
        MazeGlyphs.spinner(frame: frame, options: options) + " loading "
          + ClockText.minutes(elapsed, minuteDigits: 2), .accent
      )
    case .finished:
      return (
        options.glyph(Glyphs.check) + " done in " + ClockText.minutes(stats.wallSeconds, minuteDigits: 2),
        .good
      )
    case .failed:
      let next = sameMazeAgain ? "press g to retry" : "press g for a new maze"
      return (options.glyph(Glyphs.cross) + " stopped: " + next, .bad)
    case .cancelled:
      return ("cancelled: press g to generate", .warning)
    }
  }

  /// The live counters.
  static func counters(_ stats: ExplorerStats) -> String {
    "rooms \(stats.rooms)  fetches \(stats.fetches)  cache hits \(stats.cacheHits)  unlocks \(stats.unlocks)"
      + "  in flight \(stats.inFlight)  retries \(stats.retries)"
  }

  /// total / critical path; with no critical path (no latency) there is no ratio, not 0.
  static func ratio(_ stats: ExplorerStats, options: RenderOptions) -> String {
    guard stats.criticalPathSeconds > 0 else { return options.glyph(Glyphs.dash) }
    return Format.fixed(stats.ratio, digits: 2)
  }

  /// The line under the counters: the totals at the end, or the error.
  static func summary(phase: ExplorerPhase, stats: ExplorerStats, options: RenderOptions) -> (
    text: String, style: Style
  ) {
    switch phase {
    case .finished:
      return (
        "total " + Format.fixed(stats.wallSeconds, digits: 2) + " s  critical path "
          + Format.fixed(stats.criticalPathSeconds, digits: 2) + " s  ratio "
          + ratio(stats, options: options)
          + "  doors \(stats.doors)", .good
      )
    case .failed(let error):
      return ("Error: \(error)", .bad)
    case .starting, .exploring:
      return ("critical path so far " + Format.fixed(stats.criticalPathSeconds, digits: 2) + " s", .muted)
    case .idle, .cancelled:
      return ("", .normal)
    }
  }
}
