import DailyModel
import FizzBuzzModel
import MemoryModel
import Records

/// Every records table the scenes keep, read by the launcher before the first scene (a
/// corrupt file is moved aside and reported then); scenes read them from memory, and their
/// changes are written after the frame (`DeferredRecords`).
public enum RecordTables {
  public static func load(_ records: DeferredRecords) {
    _ = ZombiesRecords.read(records)
    _ = records.read(MemoryRecordBook.table, default: MemoryRecords())
    _ = records.read(FizzBuzzRecordsTable.name, default: FizzBuzzRecords())
    _ = records.read(MazeRecords.table, default: MazeRecords())
    _ = DailyRecords.read(records)
  }
}
