#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ArcadeJSON
import ArcadeSystem
import Synchronization

/// Per-user records: one JSON file per table (`zombies.json`, `memory.json`, ...) in one
/// directory. Every save takes an exclusive `flock` on the table's lock file, re-reads the
/// file, applies the change to what it read (so two arcades never lose each other's records),
/// writes a fresh temp file, `fsync`s it and renames it into place (so a kill mid-write leaves
/// the old file or the new one, never half of one).
///
/// Nothing here throws at the player, and nothing a player kept is ever destroyed:
/// - no file (ENOENT) is an empty table;
/// - a file written by a newer arcade, or one that cannot be read (EACCES, EIO...), is left
///   exactly as it is and nothing is saved to it;
/// - a corrupt file (bad JSON, values out of range) is moved to a new `*.corrupt-<time>` name;
/// - an unwritable directory means nothing is saved.
/// Each of these is reported once through `takeWarnings()` and stays known through
/// `problem(for:)` while it lasts.
public final class RecordStore: Sendable {
  /// The file format version; a table written by a newer arcade is left untouched.
  public static let schemaVersion = 1

  public let directory: String
  private let state = Mutex(State())

  private struct State {
    /// Warnings raised and not yet taken by the screen.
    var unshown: [String] = []
    /// Every warning raised this session, in order (each raised once).
    var raised: [String] = []
    /// Why a table is not being saved (newer schema, unreadable file), in a few words.
    var tableProblems: [String: String] = [:]
    /// Why nothing is being saved (the directory cannot be written), in a few words.
    var directoryProblem: String?
    var directoryProbed = false
  }

  public init(directory: String) {
    self.directory = directory
  }

  /// `--data-dir`, else `ARCADE_DATA_DIR`, else `$XDG_DATA_HOME/arcade`, else
  /// `~/.local/share/arcade`. `environment` looks one variable up (getenv by default: no
  /// dictionary of the environment, whose first use cost the runtime a metadata lookup at
  /// start-up).
  public static func defaultDirectory(
    override: String? = nil, environment: (String) -> String? = Environment.value
  ) -> String {
    if let override, !override.isEmpty { return override }
    if let dir = environment("ARCADE_DATA_DIR"), !dir.isEmpty { return dir }
    if let xdg = environment("XDG_DATA_HOME"), xdg.hasPrefix("/") { return xdg + "/arcade" }
    let home = environment("HOME").flatMap { $0.isEmpty ? nil : $0 } ?? passwordHome() ?? "/tmp"
    return home + "/.local/share/arcade"
  }

  private static func passwordHome() -> String? {
    guard let entry = getpwuid(getuid()), let dir = entry.pointee.pw_dir else { return nil }
    return String(cString: dir)
  }

  public func path(of table: String) -> String { directory + "/" + table + ".json" }

  // MARK: - warnings

  /// Warnings not yet shown to the player; reading them clears them (each is shown once).
  public func takeWarnings() -> [String] {
    state.withLock { state in
      let out = state.unshown
      state.unshown = []
      return out
    }
  }

  /// Every warning raised this session, in order: printed again after the terminal is
  /// restored on exit.
  public var sessionWarnings: [String] { state.withLock { $0.raised } }

  /// Why changes to `table` are not being saved, as last found (by a read or a save), or nil
  /// when nothing is known to stop them. Memory only: no file is touched.
  public func problem(for table: String) -> String? {
    reason(for: table).map(Self.notSaved)
  }

  /// As `problem(for:)`, only the reason ("/d/t.json cannot be read (Permission denied);
  /// left as it is"), for a screen line that has little room.
  public func reason(for table: String) -> String? {
    state.withLock { $0.tableProblems[table] ?? $0.directoryProblem }
  }

  private static func notSaved(_ reason: String) -> String { "Records are not being saved: \(reason)." }

  private func warn(_ message: String) {
    state.withLock { state in
      guard !state.raised.contains(message) else { return }
      state.raised.append(message)
      state.unshown.append(message)
    }
  }

  private func setTableProblem(_ table: String, _ why: String?) {
    state.withLock { $0.tableProblems[table] = why }
    if let why { warn(Self.notSaved(why)) }
  }

  private func setDirectoryProblem(_ why: String?) {
    state.withLock {
      $0.directoryProblem = why
      $0.directoryProbed = true
    }
    if let why { warn(Self.notSaved(why)) }
  }

  // MARK: - reading

  /// The table's value, or `defaultValue` when there is none (or it cannot be used: the
  /// reason is then reported). A corrupt file is moved aside here, under the table's lock, so
  /// the menu's first read reports it.
  public func read<T: Codable>(_ table: String, default defaultValue: T) -> T {
    probeDirectoryOnce()
    switch load(table, as: T.self) {
    case .value(let value, _, _):
      return value
    case .missing:
      return defaultValue
    case .unusable:
      return defaultValue
    case .corrupt:
      // Fix it under the lock: another arcade may have replaced it since we looked.
      do {
        return try locked(table) { () -> T in
          switch load(table, as: T.self) {
          case .value(let value, _, _): return value
          case .corrupt(let why, _): moveAside(table, why: why)
          case .missing, .unusable: break
          }
          return defaultValue
        }
      } catch {
        if case .corrupt(let why, _) = load(table, as: T.self) {
          setTableProblem(
            table,
            "\(Printable.path(path(of: table))) is corrupt (\(why)) and could not be moved aside (\(error.reason))"
          )
        }
        return defaultValue
      }
    }
  }

  private func probeDirectoryOnce() {
    guard !state.withLock({ $0.directoryProbed }) else { return }
    setDirectoryProblem(RecordFile.probeDirectory(directory))
  }

  // MARK: - saving

  /// Applies `change` to the freshly read table under an exclusive lock and saves the result.
  /// Returns the new value (the change applied to what could be read, or to the default,
  /// when nothing could be saved).
  @discardableResult
  public func update<T: Codable>(_ table: String, default defaultValue: T, _ change: (inout T) -> Void) -> T {
    save(table, default: defaultValue, change).value
  }

  /// As `update`, and says whether the change reached the disk: `problem` is nil when it did,
  /// else why not (also reported through `takeWarnings()`).
  public func save<T: Codable>(_ table: String, default defaultValue: T, _ change: (inout T) -> Void) -> (
    value: T, problem: String?
  ) {
    if let why = RecordFile.makeDirectory(directory) {
      setDirectoryProblem(why)
      var value = defaultValue
      change(&value)
      return (value, problem(for: table))
    }
    let outcome: (T, String?)
    do {
      outcome = try locked(table) { () -> (T, String?) in
        setDirectoryProblem(nil)
        RecordFile.removeFiles(in: directory, prefix: RecordFile.temporaryPrefix(of: table))
        var value = defaultValue
        var mode: mode_t?
        var old: (file: JSONValue, table: T)?
        // A link the player made (a dotfile manager's) is written at its target; another
        // user's link is left alone.
        let target: String
        switch RecordFile.writeTarget(path(of: table)) {
        case .path(let resolved): target = resolved
        case .refused(let why):
          setTableProblem(table, why)
          change(&value)
          return (value, problem(for: table))
        }
        switch load(table, as: T.self) {
        case .value(let found, let foundMode, let file):
          value = found
          mode = foundMode
          old = (file, found)
        case .missing:
          break
        case .unusable:
          change(&value)
          return (value, problem(for: table))
        case .corrupt(let why, let foundMode):
          guard moveAside(table, why: why) else {
            change(&value)
            return (value, problem(for: table))
          }
          mode = foundMode
        }
        change(&value)
        guard let bytes = RecordDecoding.encode(value, schema: Self.schemaVersion, keeping: old) else {
          setTableProblem(table, "\(Printable.path(path(of: table))) cannot be encoded")
          return (value, problem(for: table))
        }
        if let why = RecordFile.replace(target, with: bytes, mode: mode) {
          setTableProblem(table, why)
          return (value, problem(for: table))
        }
        setTableProblem(table, nil)
        return (value, nil)
      }
    } catch {
      setDirectoryProblem(error.reason)
      var value = defaultValue
      change(&value)
      return (value, problem(for: table))
    }
    return outcome
  }

  // MARK: - file handling

  private enum Loaded<T> {
    case value(T, mode: mode_t, file: JSONValue)
    case missing
    /// Newer schema or unreadable: left alone, not saved to (already reported).
    case unusable
    case corrupt(String, mode: mode_t)
  }

  private func load<T: Codable>(_ table: String, as type: T.Type) -> Loaded<T> {
    let file = path(of: table)
    switch RecordFile.read(file) {
    case .missing:
      setTableProblem(table, nil)
      return .missing
    case .failed(let why):
      setTableProblem(table, "\(Printable.path(file)) cannot be read (\(why)); left as it is")
      return .unusable
    case .bytes(let bytes, let mode):
      switch RecordDecoding.decode(bytes, as: T.self, schema: Self.schemaVersion) {
      case .value(let value, let file):
        setTableProblem(table, nil)
        return .value(value, mode: mode, file: file)
      case .newer(let schema):
        setTableProblem(
          table,
          "\(Printable.path(file)) is from a newer arcade (schema \(schema)); left as it is")
        return .unusable
      case .corrupt(let why):
        return .corrupt(why, mode: mode)
      }
    }
  }

  /// Runs `body` holding the table's exclusive lock; throws why the lock cannot be had.
  private func locked<R>(_ table: String, _ body: () -> R) throws(RecordFile.FileError) -> R {
    let lockPath = directory + "/." + table + ".lock"
    switch RecordFile.openLock(lockPath) {
    case .failure(let error):
      throw error
    case .success(let fd):
      defer { RecordFile.closeLock(fd) }
      return body()
    }
  }

  /// Moves a corrupt file to a name of its own and reports where; when it cannot be moved,
  /// the table is not saved (so the copy is never lost). Returns whether it moved.
  @discardableResult
  private func moveAside(_ table: String, why: String) -> Bool {
    let file = path(of: table)
    switch RecordFile.moveAside(file) {
    case .success(let aside):
      setTableProblem(table, nil)
      warn(
        "A records file was unreadable (\(why)); moved it to \(Printable.path(aside)) and started afresh."
      )
      return true
    case .failure(let error):
      setTableProblem(
        table, "\(Printable.path(file)) is corrupt (\(why)) and could not be moved aside (\(error.reason))")
      return false
    }
  }
}
