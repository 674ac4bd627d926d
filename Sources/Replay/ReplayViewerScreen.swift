import ArcadeKit
import ArcadeText

/// The watcher's screen: the session drawn at the watcher's own size (the scenes lay out for
/// it; the session itself still runs at the recorded size, so its state and `--check` do not
/// change), the line of what the viewer found over the session's footer (its keys are the
/// player's, not the watcher's) and the progress line at the bottom. A scene whose state is laid
/// out for the recorded screen (`DrawnAtRecordedSize`: the maze) is drawn at the recorded size
/// instead, centred on a larger terminal and cut at the right and bottom of a smaller one, and
/// the line says so and how much is cut. Pure: the tests draw it headless.
public struct ReplayViewerScreen {
  public let canvas: Canvas
  /// The session could not be drawn (the terminal is smaller than its scenes' minimum): the
  /// replay waits until it fits.
  public let tooSmall: Bool
  /// Why the session is drawn at the recorded size, when it is (the line's last part).
  public let sizeNote: String?

  /// The session's last frame and, when it was drawn at the recorded size, the line saying why
  /// (the cut, if any, is added for the terminal's size): kept for when a last q has emptied
  /// the stack.
  public typealias Frame = (canvas: Canvas, sizeNote: String?)

  /// The screen for `stack` on a terminal of `size`. `frame` is the session's last frame; `notes` the line's parts; `spoken` (the
  /// watcher's screen-reader mode) the session's words, drawn above the progress line with the
  /// cursor at their start.
  public init(
    _ stack: SceneStack, size: Size, frame: inout Frame?, progress: String, notes: [String],
    spoken: String? = nil
  ) {
    var canvas = Canvas(size: size)
    let area = Size(width: size.width, height: max(0, size.height - 1))
    var noteRow: Int? = area.height - 1
    var tooSmall = false
    if let bound = stack.recordedSizeReason, !stack.scenes.isEmpty {
      let recorded = stack.size
      frame = (
        stack.render(),
        "\(bound.title) is drawn at the recorder's \(recorded.width)×\(recorded.height): \(bound.reason)"
      )
    } else if stack.scenes.isEmpty {
      // The last q: the last frame stays, as it was drawn.
    } else if stack.requiredSize.fits(in: area) {
      frame = (stack.render(at: area), nil)
    } else if stack.requiredSize.fits(in: size) {
      // No row to spare: the progress line goes over the session's footer, with no line above.
      frame = (stack.render(at: size), nil)
      noteRow = nil
    } else {
      tooSmall = true
      frame = nil
      TooSmallNotice.render(
        into: &canvas, need: stack.requiredSize,
        note: "The replay is paused until it fits.")
    }
    var sizeNote: String?
    if let frame, let note = frame.sizeNote, !tooSmall {
      let recorded = frame.canvas.size
      if recorded == size {
        noteRow = nil  // the recorder's size: as it was, the progress line over its footer
      } else {
        // The line and the progress line take the two rows under the session's screen, or its
        // last two rows.
        let cut = (max(0, recorded.width - size.width), max(0, recorded.height - (size.height - 2)))
        sizeNote =
          note
          + (cut == (0, 0) ? "" : " (\(Self.count(cut.0, "column")) and \(Self.count(cut.1, "row")) cut)")
      }
    }
    if let frame { Self.place(frame.canvas, into: &canvas, area: noteRow == nil && !tooSmall ? size : area) }
    let row = size.height - 1
    guard row >= 0 else {
      self.init(canvas: canvas, tooSmall: true, sizeNote: sizeNote)
      return
    }
    canvas.clear(Rect(x: 0, y: row, width: size.width, height: 1), style: .selection)
    canvas.put(" " + progress, x: 0, y: row, style: .selection, limit: size.width)
    if let spoken, row > 0 {
      // Above the progress line, covering the session from the bottom up, the cursor on it.
      let lines = TextLayout.wrap(spoken, width: max(1, size.width - 2)).suffix(min(3, row))
      let top = row - lines.count
      canvas.clear(Rect(x: 0, y: top, width: size.width, height: lines.count))
      for (offset, line) in lines.enumerated() { canvas.put(line, x: 1, y: top + offset, limit: size.width) }
      canvas.cursor = Point(x: 1, y: top)
    } else if let noteRow, noteRow >= 0, !tooSmall {
      let line = " " + (notes + (sizeNote.map { [$0] } ?? [])).joined(separator: " · ")
      canvas.clear(Rect(x: 0, y: noteRow, width: size.width, height: 1))
      canvas.put(line, x: 0, y: noteRow, style: .muted, limit: size.width)
    }
    self.init(canvas: canvas, tooSmall: tooSmall, sizeNote: sizeNote)
  }

  /// "1 row", "6 rows".
  private static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)" + (n == 1 ? "" : "s") }

  /// Whether the session can be drawn on a terminal of `size` (else the replay waits).
  public static func fits(_ stack: SceneStack, in size: Size) -> Bool {
    stack.scenes.isEmpty || stack.recordedSizeReason != nil || stack.requiredSize.fits(in: size)
  }

  private init(canvas: Canvas, tooSmall: Bool, sizeNote: String?) {
    self.canvas = canvas
    self.tooSmall = tooSmall
    self.sizeNote = sizeNote
  }

  /// `frame` in `area` (the top rows): centred when smaller, its top left kept when larger.
  private static func place(_ frame: Canvas, into canvas: inout Canvas, area: Size) {
    let left = max(0, (area.width - frame.width) / 2)
    let top = max(0, (area.height - frame.height) / 2)
    for y in 0..<min(frame.height, area.height - top) {
      for x in 0..<min(frame.width, area.width - left) where !frame[x, y].isContinuation {
        let cell = frame[x, y]
        canvas.put(cell.text, x: left + x, y: top + y, style: cell.style, limit: area.width)
      }
    }
    canvas.cursor = frame.cursor.map { Point(x: $0.x + left, y: $0.y + top) }
  }
}
