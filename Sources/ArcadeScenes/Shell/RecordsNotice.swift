import ArcadeKit

/// The line a game screen shows while its results are not being saved (an unwritable records
/// directory, a records file from a newer arcade or one that cannot be read), or when a counted
/// daily could not be shared: on the row above the footer unless the screen names another, so
/// no result is lost silently.
enum RecordsNotice {
  static func draw(
    _ env: AppEnvironment, table: String, into canvas: inout Canvas, options: RenderOptions, y row: Int? = nil
  ) {
    guard let notice = env.recordsNotice(for: table) ?? env.shareFailure, canvas.height >= 3,
      canvas.width >= 4
    else { return }
    let y = row ?? canvas.height - 2
    canvas.fill(Rect(x: 0, y: y, width: canvas.width, height: 1))
    let text = TextLayout.clip(
      "! " + notice, to: canvas.width - 2, ellipsis: options.ellipsis)
    canvas.put(text, x: 1, y: y, style: .warning)
  }
}
