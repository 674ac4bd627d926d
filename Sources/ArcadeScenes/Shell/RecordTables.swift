import DailyModel
import FizzBuzzModel
import MemoryModel
import Records

/// Every records table the scenes keep (each game's `<Game>RecordsTable` reads and writes its
/// own), read by the launcher before the first scene (a corrupt file is moved aside and
/// reported then); scenes read them from memory, and their changes are written after the
/// frame (`DeferredRecords`).
public enum RecordTables {
  public static func load(_ records: DeferredRecords) {
    _ = ZombiesRecordsTable.read(records)
    _ = MemoryRecordsTable.read(records)
    _ = FizzBuzzRecordsTable.read(records)
    _ = MazeRecordsTable.read(records)
    _ = DailyRecordsTable.read(records)
  }
}
