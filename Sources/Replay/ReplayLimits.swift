/// What a replay file may hold. A replay is input from anyone (a shared file, another user's
/// leaderboard entry), so every quantity that costs memory or time has a bound, and a file
/// past one is refused with a line naming the bound, before anything is replayed.
public enum ReplayLimits {
  /// The largest terminal the arcade draws on (the same bound as at start-up).
  public static let width = 1000
  public static let height = 500
  /// The header line: the command line, paths and the records snapshot.
  public static let headerBytes = 4 << 20
  /// One event line (a recorded one is under 200 bytes).
  public static let eventBytes = 4096
  /// Events in a file: a day of play at ten events a second.
  public static let events = 1_000_000
  /// Session and game time after the header's start: a month. Times stay far from where
  /// the clocks' arithmetic would overflow.
  public static let seconds = 30.0 * 24 * 3600
  /// The session clock's reading at the start (seconds since boot) and the wall clock.
  public static let clockReading = 1e10
  /// Header fields.
  public static let arguments = 32
  public static let argumentBytes = 4096
  public static let versionBytes = 64
  public static let pathBytes = 4096
  public static let recordTables = 16
  public static let recordTableBytes = 1 << 20
  /// A shared replay's claimed result ("won, 2 lives left").
  public static let summaryBytes = 200
  /// A recorded maze's cells (width × height, 501×501 at most): the cost of replaying it is
  /// the cost of exploring it, whatever the latencies (at latency 0 all of it in one wake's
  /// worth of events at a time). `make bench` row 7c measures `--check` of the worst one.
  public static let mazeCells = 501 * 501

  /// Why a recorded maze of `width` × `height` is refused, or nil.
  public static func mazeProblem(width: Int, height: Int) -> String? {
    guard width * height > mazeCells else { return nil }
    return "a maze of \(width)×\(height) is larger than a replay may hold (\(mazeCells) cells, e.g. 501×501)"
  }
}
