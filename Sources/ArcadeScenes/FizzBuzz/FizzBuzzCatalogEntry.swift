import ArcadeKit

extension GameEntry {
  /// FizzBuzz in the launch menu: the settings form, and the games played as its record line.
  public static let fizzbuzz = GameEntry(
    id: "fizzbuzz", name: "FizzBuzz", summary: "say fizz, buzz or both in time",
    tables: [FizzBuzzRecordsTable.table],
    recordSummary: { FizzBuzzRecordsTable.summary($0) },
    makeScene: { FizzBuzzHomeScene(env: $0) })
}
