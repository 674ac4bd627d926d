import ArcadeKit

/// The line a game screen shows while its results are not being saved (an unwritable or full
/// records directory, a records file from a newer arcade or one that cannot be read), or when a
/// counted daily could not be shared: on the row above the footer unless the screen names
/// another, and in the result's words (line and screen-reader modes), so no result is lost
/// silently. A daily's result is kept in the `daily` table, not the game's: both are asked.
enum RecordsNotice {
  static func draw(
    _ env: AppEnvironment, table: String, into canvas: inout Canvas, options: RenderOptions, y row: Int? = nil
  ) {
    guard let notice = text(env, table: table), canvas.height >= 3, canvas.width >= 4 else { return }
    let y = row ?? canvas.height - 2
    canvas.fill(Rect(x: 0, y: y, width: canvas.width, height: 1))
    let text = TextLayout.clip(
      "! " + notice, to: canvas.width - 2, ellipsis: options.ellipsis)
    canvas.put(text, x: 1, y: y, style: .warning)
  }

  /// "Not saved: …." (or why a counted daily was not shared), or nil when all is saved.
  static func text(_ env: AppEnvironment, table: String) -> String? {
    env.recordsNotice(for: table) ?? env.recordsNotice(for: DailyRecordsTable.name) ?? env.shareFailure
  }

  /// The notice as words after a result (" Not saved: …."), or "" when all is saved.
  static func spoken(_ env: AppEnvironment?, table: String) -> String {
    env.flatMap { text($0, table: table) }.map { " " + $0 } ?? ""
  }
}
