import ArcadeKit
import ArcadeText

/// The watcher's keys and what they do, apart from any terminal (the player on the screen, the
/// soak's fuzz and the tests use the same): Space pause, `.` and `,` one event forward and
/// back, ←→ five seconds of game time, `]` and `[` the next and previous mark, 0-9 a tenth of
/// the game, Home and End, + and - the speed (×¼ to ×16), q or Esc to stop watching.
public struct ReplayViewerControls: Sendable {
  public static let speeds: [Double] = [0.25, 0.5, 1, 2, 4, 8, 16]
  /// How far ←→ move, in game time.
  public static let jump = 5.0

  public private(set) var speed: Double
  public private(set) var paused = false
  /// What the last key did, in a few words (the progress line's last part, and line mode's).
  public private(set) var note: String?

  /// `speed` as `--speed` gave it (0.1…64); + and - then move through `speeds`.
  public init(speed: Double = 1) { self.speed = speed }

  /// What a key asks of the viewer standing before event `index`: nil when it only changes
  /// the controls (pause, speed) or means nothing.
  public mutating func command(for key: Key, at index: Int, in viewer: ReplayViewer) -> ReplayViewer.Command?
  {
    note = nil
    let now = viewer.gameTime(at: index)
    switch key {
    case .char(" "):
      paused.toggle()
      note = paused ? "paused" : nil
      return nil
    case .char("."):
      paused = true
      return index < viewer.count ? .step : nil
    case .char(","):
      paused = true
      return index > 0 ? .seek(index - 1) : nil
    case .right:
      // At least one event on: a gap longer than the jump would otherwise hold → still.
      guard index < viewer.count else { return nil }
      return .seek(max(index + 1, viewer.position(atGameTime: now + Self.jump)))
    case .left: return .seek(viewer.position(atGameTime: now - Self.jump))
    case .home: return .seek(0)
    case .end: return .seek(viewer.count)
    case .char("]"):
      guard let mark = viewer.mark(after: index) else {
        note = "no mark after this"
        return nil
      }
      note = mark.what
      return .seek(mark.index)
    case .char("["):
      guard let mark = viewer.mark(before: index) else {
        note = "no mark before this"
        return nil
      }
      note = mark.what
      return .seek(mark.index)
    case .char(let c) where c.isASCII && c.isWholeNumber:
      let tenth = Double(c.wholeNumberValue ?? 0) / 10
      return .seek(viewer.position(atGameTime: viewer.gameTime(at: 0) + tenth * totalGameTime(viewer)))
    case .char("+"), .char("="):
      speed = Self.speeds.first { $0 > speed } ?? speed
      return nil
    case .char("-"):
      speed = Self.speeds.last { $0 < speed } ?? speed
      return nil
    case .char("q"), .escape: return .quit
    default: return nil
    }
  }

  private func totalGameTime(_ viewer: ReplayViewer) -> Double {
    viewer.gameTime(at: viewer.count) - viewer.gameTime(at: 0)
  }

  /// "×¼", "×2".
  public var speedText: String {
    switch speed {
    case 0.25: return "×¼"
    case 0.5: return "×½"
    default: return speed == speed.rounded() ? "×\(Int(speed))" : "×\(speed)"
    }
  }

  /// The progress line: where, of how long, the speed and the keys (at most 80 columns), and
  /// after it what the last key found.
  public func progress(at index: Int, in viewer: ReplayViewer) -> String {
    let start = viewer.gameTime(at: 0)
    let time = ClockText.tenths(max(0, viewer.gameTime(at: index) - start))
    let total = ClockText.tenths(max(0, viewer.gameTime(at: viewer.count) - start))
    let state = index >= viewer.count ? "end" : paused ? "paused" : "playing"
    let marks = viewer.marks.filter { $0.index <= index }.count
    return "\(state) \(time)/\(total) event \(index)/\(viewer.count) mark \(marks)/\(viewer.marks.count)"
      + " \(speedText)  Space ,. ←→ [] 0-9 +- q"
  }
}
