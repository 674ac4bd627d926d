/// Durations as the arcade writes them, in minutes and seconds ("1:05"): the games' running
/// clocks and results, the maze's status, share cards and the replay player. One formatter, so
/// every screen rounds a time alike.
public enum ClockText {
  /// Float slack: a second that ends at 0.9999999999 is shown (and ticks) as a whole one.
  public static let epsilon = 1e-6

  /// "1:05": whole seconds, rounded down; minutes are not wrapped into hours ("63:45").
  /// `minuteDigits: 2` pads the minutes ("02:10": the maze's status, as the original wrote it).
  /// Total for any value (a claim read from another user's file may hold any number): below
  /// zero or not a number is 0, past a million hours that bound.
  public static func minutes(_ seconds: Double, minuteDigits: Int = 1) -> String {
    let whole = Int(bounded(seconds + epsilon).rounded(.down))
    return padded(whole / 60, to: minuteDigits) + ":" + padded(whole % 60, to: 2)
  }

  /// "1:05.3": tenths, rounded down, for results, so two close times can be told apart.
  public static func tenths(_ seconds: Double) -> String {
    let tenths = Int(bounded(seconds * 10).rounded(.down))
    return "\(tenths / 600):" + padded((tenths / 10) % 60, to: 2) + ".\(tenths % 10)"
  }

  /// 0 … 3.6e9 (a million hours), NaN as 0: always convertible to Int.
  private static func bounded(_ value: Double) -> Double {
    value.isNaN ? 0 : min(max(value, 0), 3.6e9)
  }

  private static func padded(_ n: Int, to digits: Int) -> String {
    let text = String(n)
    return String(repeating: "0", count: max(0, digits - text.count)) + text
  }
}
