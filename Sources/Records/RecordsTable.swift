/// One records table: its file's name and the value of a table never written, typed, so every
/// reader and writer of the table agrees on what it holds. Each game's catalog entry carries
/// its tables; the launcher loads exactly those before the first scene (`DeferredRecords.load`),
/// and reading a table nobody loaded stops the arcade (a programming error, not a disk read on
/// a key press).
public struct RecordsTable<Value: Codable & Sendable>: Sendable {
  /// The file's name without `.json` ("zombies").
  public let name: String
  /// What the table holds before anything was written.
  public let defaultValue: Value

  public init(_ name: String, default defaultValue: Value) {
    self.name = name
    self.defaultValue = defaultValue
  }
}

/// A records table whatever it holds: what a catalog entry lists for the launcher to load.
public protocol LoadableRecordsTable: Sendable {
  var name: String { get }
  /// Reads the table from disk into `records` (once; a corrupt file is moved aside and
  /// reported now).
  func load(into records: DeferredRecords)
}

extension RecordsTable: LoadableRecordsTable {
  public func load(into records: DeferredRecords) { records.load(self) }
}
