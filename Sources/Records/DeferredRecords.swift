import ArcadeText

/// The records as a running arcade sees them: the store's tables plus the changes not yet
/// written. Scenes call `update` from key handlers; it only notes the change (a value: table +
/// change) and applies it to the in-memory view, so every later `read` sees it at once. The
/// run loop calls `flush()` after presenting the frame, and once more on every way out, which
/// does the locked read-merge-write of each pending change: no file I/O on the key path.
///
/// A change that could not be saved (unwritable directory, newer or unreadable file) stays
/// pending: reads keep seeing it for the rest of the session, the next flush tries again, and
/// `notSavedWarning(for:)` tells the screen showing that result.
///
/// Main thread only, like the scenes that use it.
public final class DeferredRecords {
  public let store: RecordStore

  private struct PendingWrite {
    let table: String
    /// Applies the change to a view value of the table's type.
    let apply: (Any) -> Any
    /// The locked read-merge-write: the value now on disk, or why it was not saved.
    let save: (RecordStore) -> (value: Any, problem: String?)
  }

  private var pending: [PendingWrite] = []
  /// Whether `pending` holds changes no flush has tried yet (a failed one is retried only
  /// with new ones and at exit, not after every frame).
  private var untried = false
  /// The table as last read from (or written to) the disk, before pending changes. A short
  /// list, not a `[String: Any]`: the menu reads every table at start-up, and that dictionary's
  /// first use made the runtime scan every conformance record at start-up.
  private var bases = TableValues()

  public init(store: RecordStore) { self.store = store }

  public var directory: String { shownDirectory ?? store.directory }
  /// The directory named on screen when it is not the store's: a replay names the recorded
  /// one while it writes to a throwaway directory.
  public var shownDirectory: String?  // not in keyframes: set as the session is made
  public func path(of table: String) -> String { store.path(of: table) }

  /// Reads `table` from disk (once: a table already loaded keeps its view). The launcher loads
  /// every table of the catalog before the first scene; after that, reads come from memory,
  /// kept as the disk has it by each flush (which merges what another arcade wrote meanwhile).
  public func load<T>(_ table: RecordsTable<T>) {
    guard bases.value(of: table.name) == nil else { return }
    bases.set(store.read(table.name, default: table.defaultValue), of: table.name)
  }

  /// Whether `table` was loaded.
  public func isLoaded(_ table: String) -> Bool { bases.value(of: table) != nil }

  /// The table with this session's pending changes applied, from memory. A table that was not
  /// loaded is a programming error: its catalog entry does not list it.
  public func read<T>(_ table: RecordsTable<T>) -> T {
    applyPending(table.name, to: loadedBase(table))
  }

  /// The table as loaded or last flushed; stops on a table not loaded, or loaded as another type.
  private func loadedBase<T>(_ table: RecordsTable<T>) -> T {
    guard let base = bases.value(of: table.name) else {
      preconditionFailure(
        "records table '\(table.name)' used before it was loaded: list it in its catalog entry's tables")
    }
    guard let typed = base as? T else {
      preconditionFailure("records table '\(table.name)' used as \(T.self), but it holds \(type(of: base))")
    }
    return typed
  }

  /// A value per table name, for the few tables there are.
  private struct TableValues {
    private var entries: [(table: String, value: Any)] = []

    func value(of table: String) -> Any? { entries.first { $0.table == table }?.value }

    mutating func set(_ value: Any, of table: String) {
      if let index = entries.firstIndex(where: { $0.table == table }) {
        entries[index].value = value
      } else {
        entries.append((table, value))
      }
    }
  }

  /// Notes `change` for the next flush and returns the table with it applied. `change` runs
  /// again at the flush, on the table as it is on disk then (another arcade may have added to
  /// it): it must depend only on the value it is given. The table must have been loaded.
  @discardableResult
  public func update<T>(_ table: RecordsTable<T>, _ change: @escaping (inout T) -> Void) -> T {
    let base = loadedBase(table)
    let (name, defaultValue) = (table.name, table.defaultValue)
    pending.append(
      PendingWrite(
        table: name,
        apply: { any in
          guard var value = any as? T else { return any }
          change(&value)
          return value
        },
        save: { store in
          let result = store.save(name, default: defaultValue, change)
          return (result.value, result.problem)
        }))
    untried = true
    return applyPending(name, to: base)
  }

  /// Whether a flush has work to do.
  public var hasUntriedWrites: Bool { untried }

  /// Writes every pending change (in the order made). Returns whether anything was tried, so
  /// the caller can redraw: a failure adds a warning to the screen. `force` retries changes
  /// that failed before even when nothing new came (on exit).
  @discardableResult
  public func flush(force: Bool = false) -> Bool {
    guard untried || (force && !pending.isEmpty) else { return false }
    untried = false
    var failed: [PendingWrite] = []
    for write in pending {
      let result = write.save(store)
      if result.problem == nil {
        bases.set(result.value, of: write.table)
      } else {
        failed.append(write)
      }
    }
    pending = failed
    return true
  }

  /// The tables as this session sees them (and what is waiting to be written); calling the
  /// result puts them back in memory. The files are the caller's to put back (a replay
  /// viewer's keyframe rewrites its throwaway directory).
  public func savedState() -> () -> Void {
    let saved = (pending, untried, bases)
    return { [self] in (pending, untried, bases) = saved }
  }

  /// The changes of this session that are not on disk (not yet flushed, or refused).
  public var unsavedCount: Int { pending.count }

  /// Why this session's changes to `table` are not being saved, or nil when none is held
  /// back (or none is known to be). Memory only: cheap enough for every frame.
  public func notSavedWarning(for table: String) -> String? {
    guard pending.contains(where: { $0.table == table }) else { return nil }
    return store.problem(for: table)
  }

  /// As `notSavedWarning(for:)`, only the reason, with the records directory left out of
  /// file names ("fizzbuzz.json is from a newer arcade (schema 2); left as it is"): for a
  /// one-line notice on a game screen.
  public func notSavedReason(for table: String) -> String? {
    guard pending.contains(where: { $0.table == table }), let reason = store.reason(for: table) else {
      return nil
    }
    return reason.replacingEvery(Printable.path(directory) + "/", with: "")
  }

  public func takeWarnings() -> [String] { store.takeWarnings() }

  /// What to print on stderr once the terminal is restored: every records warning of the
  /// session, and how many results were lost.
  public func exitReport() -> [String] {
    var lines = store.sessionWarnings
    if !pending.isEmpty {
      lines.append("\(pending.count) result\(pending.count == 1 ? " was" : "s were") not saved.")
    }
    return lines
  }

  private func applyPending<T>(_ table: String, to base: T) -> T {
    var value: Any = base
    for write in pending where write.table == table { value = write.apply(value) }
    return value as? T ?? base
  }
}
