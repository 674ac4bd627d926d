import ArcadeKit

extension GameEntry {
  /// FizzBuzz in the launch menu: the settings form, and the games played as its record line.
  public static let fizzbuzz = GameEntry(
    id: "fizzbuzz", name: "FizzBuzz", summary: "fizz, buzz or both for each number",
    tables: [FizzBuzzRecordsTable.table],
    recordSummary: { FizzBuzzRecordsTable.summary($0) },
    makeScene: { FizzBuzzHomeScene(env: $0) })
}
