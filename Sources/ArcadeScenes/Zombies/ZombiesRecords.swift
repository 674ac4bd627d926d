import ArcadeText
import Records
import ZombiesModel

/// The `zombies` records table: wins and losses per mode, never reset.
public struct ZombiesRecords: Codable, Equatable, Sendable {
  public struct Tally: Codable, Equatable, Sendable {
    public var wins = 0
    public var losses = 0
    public init(wins: Int = 0, losses: Int = 0) {
      self.wins = wins
      self.losses = losses
    }
  }

  /// Keyed by the mode's name ("classic", "block", "flashlight").
  public var modes: [String: Tally] = [:]

  public init(modes: [String: Tally] = [:]) { self.modes = modes }

  public subscript(mode: ZombiesMode) -> Tally {
    get { modes[mode.rawValue] ?? Tally() }
    set { modes[mode.rawValue] = newValue }
  }

  /// The launch menu's line, e.g. "classic W: 3 L: 1  block W: 0 L: 2"; modes never played
  /// are left out, and a fresh table gives "".
  public var summary: String {
    ZombiesMode.allCases.compactMap { mode in
      guard let tally = modes[mode.rawValue] else { return nil }
      return "\(mode.rawValue) W: \(tally.wins) L: \(tally.losses)"
    }.joinedText(separator: "  ")
  }

}

extension ZombiesRecords: PlausibleRecords {
  /// Counts no player could reach (or negative ones) make the file corrupt.
  public var isPlausible: Bool {
    modes.values.allSatisfy { Plausible.count($0.wins) && Plausible.count($0.losses) }
  }
}

/// Reads and writes the `zombies` records table.
public enum ZombiesRecordsTable {
  public static let table = RecordsTable("zombies", default: ZombiesRecords())
  public static var name: String { table.name }

  public static func read(_ records: DeferredRecords) -> ZombiesRecords { records.read(table) }

  /// Counts one finished round (a win, or the last life lost) for `mode`; the write happens
  /// when the run loop flushes.
  public static func count(_ outcome: RoundOutcome, mode: ZombiesMode, in records: DeferredRecords) {
    guard outcome != .tryAgain else { return }
    records.update(table) { records in
      if outcome == .won {
        records[mode].wins = Plausible.add(records[mode].wins, 1)
      } else {
        records[mode].losses = Plausible.add(records[mode].losses, 1)
      }
    }
  }
}
