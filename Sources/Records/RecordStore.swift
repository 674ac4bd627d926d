#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import Foundation

/// Per-user records: one JSON file per table (`zombies.json`, `memory.json`, ...) in one
/// directory. Every write takes an exclusive `flock` on the table's lock file, re-reads the
/// file, applies the change to what it read (so two arcades never lose each other's records),
/// writes a temp file, `fsync`s it and renames it into place (so a kill mid-write leaves the
/// old file or the new one, never half of one).
///
/// Nothing here throws at the player: a corrupt file is moved aside and reported once in
/// `warnings`; an unwritable directory is reported and play goes on without saving.
public final class RecordStore: @unchecked Sendable {
  /// The file format version; a table written by a newer arcade is left untouched.
  public static let schemaVersion = 1

  public let directory: String
  private let lock = NSLock()
  private var pendingWarnings: [String] = []
  private var reportedUnwritable = false

  public init(directory: String) {
    self.directory = directory
  }

  /// `--data-dir`, else `ARCADE_DATA_DIR`, else `$XDG_DATA_HOME/arcade`, else
  /// `~/.local/share/arcade`.
  public static func defaultDirectory(
    override: String? = nil, environment: [String: String] = ProcessInfo.processInfo.environment
  ) -> String {
    if let override, !override.isEmpty { return override }
    if let dir = environment["ARCADE_DATA_DIR"], !dir.isEmpty { return dir }
    if let xdg = environment["XDG_DATA_HOME"], xdg.hasPrefix("/") { return xdg + "/arcade" }
    let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
    return home + "/.local/share/arcade"
  }

  /// Warnings not yet shown to the player; reading them clears them (each is shown once).
  public func takeWarnings() -> [String] {
    lock.lock()
    defer { lock.unlock() }
    let out = pendingWarnings
    pendingWarnings = []
    return out
  }

  public func path(of table: String) -> String { directory + "/" + table + ".json" }

  /// The table's value, or `defaultValue` when there is none yet (or it could not be read).
  public func read<T: Codable>(_ table: String, default defaultValue: T) -> T {
    lock.lock()
    defer { lock.unlock() }
    return load(table, default: defaultValue, fixCorruption: false)
  }

  /// Applies `change` to the freshly read table under an exclusive lock and saves the result.
  /// Returns the new value (the change applied to the default when nothing could be saved).
  @discardableResult
  public func update<T: Codable>(_ table: String, default defaultValue: T, _ change: (inout T) -> Void) -> T {
    lock.lock()
    defer { lock.unlock() }
    guard ensureDirectory() else {
      var value = load(table, default: defaultValue, fixCorruption: false)
      change(&value)
      return value
    }
    let lockPath = directory + "/." + table + ".lock"
    let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, 0o644)
    if fd < 0 {
      warnUnwritable("cannot open \(lockPath): \(String(cString: strerror(errno)))")
      var value = load(table, default: defaultValue, fixCorruption: false)
      change(&value)
      return value
    }
    defer { close(fd) }
    while flock(fd, LOCK_EX) != 0 && errno == EINTR {}
    defer { flock(fd, LOCK_UN) }
    removeStaleTemporaryFiles(of: table)
    var value = load(table, default: defaultValue, fixCorruption: true)
    change(&value)
    write(value, to: table)
    return value
  }

  // MARK: - file handling

  private struct Envelope<T: Codable>: Codable {
    var schema: Int
    var data: T
  }

  private struct SchemaOnly: Decodable { var schema: Int }

  private func load<T: Codable>(_ table: String, default defaultValue: T, fixCorruption: Bool) -> T {
    let file = path(of: table)
    guard let bytes = FileManager.default.contents(atPath: file) else { return defaultValue }
    if let envelope = try? JSONDecoder().decode(Envelope<T>.self, from: bytes) {
      return envelope.data
    }
    if let schema = try? JSONDecoder().decode(SchemaOnly.self, from: bytes),
      schema.schema > Self.schemaVersion
    {
      // Written by a newer arcade: keep it, do not overwrite it.
      return defaultValue
    }
    if fixCorruption { moveAside(file) }
    return defaultValue
  }

  /// Temp files left by a writer that was killed mid-write. We hold the table's lock, so no
  /// live writer owns one.
  private func removeStaleTemporaryFiles(of table: String) {
    let prefix = table + ".json.tmp-"
    guard let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { return }
    for name in names where name.hasPrefix(prefix) { unlink(directory + "/" + name) }
  }

  private func moveAside(_ file: String) {
    let stamp = Int(Date().timeIntervalSince1970)
    let aside = "\(file).corrupt-\(stamp)"
    if rename(file, aside) == 0 {
      pendingWarnings.append("A records file was unreadable; moved it to \(aside) and started afresh.")
    } else {
      pendingWarnings.append("A records file is unreadable and could not be moved aside: \(file).")
    }
  }

  private func write<T: Codable>(_ value: T, to table: String) {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let bytes = try? encoder.encode(Envelope(schema: Self.schemaVersion, data: value)) else { return }
    let file = path(of: table)
    let temp = "\(file).tmp-\(getpid())"
    let fd = open(temp, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      warnUnwritable("cannot write \(temp): \(String(cString: strerror(errno)))")
      return
    }
    let ok = bytes.withUnsafeBytes { raw -> Bool in
      var offset = 0
      while offset < raw.count {
        let n = Glibc.write(fd, raw.baseAddress! + offset, raw.count - offset)
        if n < 0 {
          if errno == EINTR { continue }
          return false
        }
        offset += n
      }
      return true
    }
    let synced = fsync(fd) == 0
    close(fd)
    if ok && synced && rename(temp, file) == 0 {
      syncDirectory()
    } else {
      unlink(temp)
      warnUnwritable("cannot save \(file): \(String(cString: strerror(errno)))")
    }
  }

  private func syncDirectory() {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    if fd >= 0 {
      fsync(fd)
      close(fd)
    }
  }

  private func ensureDirectory() -> Bool {
    var isDir: ObjCBool = false
    if FileManager.default.fileExists(atPath: directory, isDirectory: &isDir) {
      if isDir.boolValue { return true }
      warnUnwritable("\(directory) is not a directory")
      return false
    }
    do {
      try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
      return true
    } catch {
      warnUnwritable("cannot create \(directory)")
      return false
    }
  }

  private func warnUnwritable(_ why: String) {
    guard !reportedUnwritable else { return }
    reportedUnwritable = true
    pendingWarnings.append("Records will not be saved: \(why).")
  }
}
