import ArcadeKit

/// The words drawn over a frame from outside the session (its replay's digests never see them).
enum Badges {
  /// The corner badge: " 2 watching · ^W stop " at the top row's right end, where it fits.
  static func corner(_ badge: String, on canvas: inout Canvas) {
    guard canvas.width > badge.count + 4 else { return }
    _ = canvas.put(" \(badge) ", x: canvas.width - badge.count - 2, y: 0, style: .selection)
  }

  /// Screen-reader mode: news of the badge in words ("1 watching you.") at the start of the top
  /// row, the rest of the row cleared, with the cursor there: a screen reader reads where the
  /// cursor stands, not a corner that changed.
  static func spoken(_ words: String, on canvas: inout Canvas) {
    guard canvas.width > 2, canvas.height > 0 else { return }
    canvas.clear(Rect(x: 0, y: 0, width: canvas.width, height: 1))
    _ = canvas.put(words, x: 0, y: 0, style: .highlight, limit: canvas.width - 1)
    canvas.cursor = Point(x: 0, y: 0)
  }
}
