import Records

/// Every records table the scenes keep: the tables of the catalog's entries (each game's
/// `<Game>RecordsTable` reads and writes its own), read by the launcher before the first scene
/// (a corrupt file is moved aside and reported then); scenes read them from memory, and their
/// changes are written after the frame (`DeferredRecords`).
public enum RecordTables {
  /// What every session reads before its first scene (`AppEnvironment.init`).
  public static let all: [any LoadableRecordsTable] = GameCatalog.all.flatMap(\.tables)
}
