import ArcadeKit
import DailyModel

extension GameEntry {
  /// The daily's line in the launch menu: the streak and today's count.
  public static let daily = GameEntry(
    id: "daily", name: "Daily", summary: "today's challenge in every game",
    tables: [DailyRecordsTable.table],
    recordSummary: { env in
      let today = DailyRecordsTable.today(env)
      let book = DailyRecordsTable.read(env.records)
      let done = DailyGame.allCases.filter { book.finished($0, on: today) }.count
      guard done > 0 || !book.days.isEmpty else { return "" }
      return "today \(done)/\(DailyGame.allCases.count)  streak \(book.streak(today: today).current)"
    },
    makeScene: { env in DailyListScene(env: env) },
    glyphs: ShareCard.Marks.all)
}
