import ArcadeSystem

#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The POSIX file operations behind `RecordStore`, each careful about one danger: a read
/// error is never mistaken for "no file", nothing follows a planted symlink, nothing blocks
/// on a planted FIFO, and no aside copy is ever overwritten.
enum RecordFile {
  /// What reading a records file found.
  enum ReadResult {
    /// The file's bytes and its permission bits.
    case bytes([UInt8], mode: mode_t)
    /// No such file (ENOENT, or ENOTDIR for a directory that cannot exist): the table is empty.
    case missing
    /// Anything else (EACCES, EIO, a directory, a FIFO...): the file must be left alone.
    case failed(String)
  }

  /// Files larger than this are not records an arcade wrote; they are left alone.
  static let maximumSize = 64 << 20

  static func read(_ path: String) -> ReadResult {
    switch Files.readOwned(path, limit: maximumSize, followingLinks: true) {
    case .success(let read): return .bytes(read.bytes, mode: read.mode)
    case .failure(let error):
      switch error.cause {
      // ENOTDIR: a part of the directory path is a file, so this file cannot exist (the
      // directory problem is reported on its own).
      case .system(let code) where code == ENOENT || code == ENOTDIR: return .missing
      case .system(let code): return .failed(Files.errorText(code))
      case .notRegular: return .failed("not a regular file")
      case .tooLarge: return .failed("larger than \(maximumSize >> 20) MB")
      case .other: return .failed(error.reason)
      }
    }
  }

  /// Writes `bytes` over `path` through `OutputFile` (a fresh temp file beside it, never
  /// through a planted link or file, fsynced, renamed into place, the directory fsynced),
  /// keeping `mode`, the old file's (a `chmod 600` file stays 600); a new file gets 0644 less
  /// the umask. Returns nil on success, else why it failed.
  static func replace(_ path: String, with bytes: [UInt8], mode: mode_t?) -> String? {
    let file: OutputFile
    switch OutputFile.create(path, replace: true, mode: mode) {
    case .success(let created): file = created
    case .failure(let error): return "cannot write \(Printable.path(path)) (\(error))"
    }
    guard file.write(bytes) else {
      let failure = file.writeFailure ?? "write failed"
      file.discard()
      return "cannot write \(Printable.path(path)) (\(failure))"
    }
    if let why = file.commit() { return "cannot replace \(Printable.path(path)) (\(why))" }
    return nil
  }

  /// The start of the names of `table`'s temp files (beside its file in the records directory).
  static func temporaryPrefix(of table: String) -> String {
    OutputFile.temporaryPrefix(of: table + ".json")
  }

  enum WriteTarget {
    case path(String)
    /// Why the save is refused, for a warning.
    case refused(String)
  }

  /// Where a save of `path` goes: `path` itself, or, when it is a symbolic link the player
  /// owns (a dotfile manager's), the file it leads to, so the link stays and the records land
  /// where it points. A link owned by someone else is refused (why, for a warning).
  static func writeTarget(_ path: String) -> WriteTarget {
    var info = stat()
    guard lstat(path, &info) == 0, (info.st_mode & S_IFMT) == S_IFLNK else { return .path(path) }
    guard info.st_uid == getuid() else {
      return .refused("\(Printable.path(path)) is a symbolic link owned by another user; left as it is")
    }
    var buffer = [CChar](repeating: 0, count: Int(PATH_MAX) + 1)
    if let resolved = realpath(path, &buffer) {
      let target = String(cString: resolved)
      var targetInfo = stat()
      guard lstat(target, &targetInfo) == 0, (targetInfo.st_mode & S_IFMT) == S_IFREG,
        targetInfo.st_uid == getuid()
      else {
        return .refused(
          "\(Printable.path(path)) leads to \(Printable.path(target)), not a file of yours; left as it is")
      }
      return .path(target)
    }
    // A dangling link: the file it names is made, in a directory that exists.
    let count = readlink(path, &buffer, buffer.count - 1)
    guard count > 0 else { return .refused("\(Printable.path(path)) is a link that cannot be read") }
    let named = String(decoding: buffer[..<count].map { UInt8(bitPattern: $0) }, as: UTF8.self)
    let target = named.hasPrefix("/") ? named : Files.parentDirectory(path) + "/" + named
    guard lstat(Files.parentDirectory(target), &info) == 0, info.st_uid == getuid() else {
      return .refused("\(Printable.path(path)) leads nowhere the arcade may write; left as it is")
    }
    return .path(target)
  }

  /// Moves `path` to `<path>.corrupt-<seconds>`, or `-2`, `-3`... when that name is taken,
  /// so two corruptions in the same second keep both copies. Callers hold the table's lock,
  /// so no other arcade picks the same name between the check and the rename.
  /// Returns the new name, or why it failed.
  static func moveAside(_ path: String) -> Result<String, FileError> {
    let stamp = "\(path).corrupt-\(time(nil))"
    for n in 1...10_000 {
      let aside = n == 1 ? stamp : "\(stamp)-\(n)"
      var info = stat()
      if lstat(aside, &info) == 0 { continue }
      guard errno == ENOENT else { return .failure(FileError(Files.errorText(errno))) }
      if let failure = Files.rename(path, to: aside) { return .failure(FileError(failure)) }
      return .success(aside)
    }
    return .failure(FileError("too many aside copies"))
  }

  /// Why a file operation failed, in words.
  struct FileError: Error {
    let reason: String
    init(_ reason: String) { self.reason = reason }
  }

  /// Opens (creating if needed) the lock file without following a symlink and checks it is
  /// a regular file. Returns the descriptor, or why it failed.
  static func openLock(_ path: String) -> Result<Int32, FileError> {
    let fd = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o644)
    guard fd >= 0 else {
      return .failure(FileError("cannot open \(Printable.path(path)) (\(Files.errorText(errno)))"))
    }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
      close(fd)
      return .failure(FileError("\(Printable.path(path)) is not a regular file"))
    }
    while flock(fd, LOCK_EX) != 0 {
      guard errno == EINTR else {
        let failure = Files.errorText(errno)
        close(fd)
        return .failure(FileError("cannot lock \(Printable.path(path)) (\(failure))"))
      }
    }
    return .success(fd)
  }

  static func closeLock(_ fd: Int32) {
    flock(fd, LOCK_UN)
    close(fd)
  }

  /// Removes `<prefix>*` files in `directory` (temp files of writers killed mid-write; the
  /// caller holds the table's lock, so no live writer owns one).
  static func removeFiles(in directory: String, prefix: String) {
    for name in Files.names(in: directory) ?? [] where name.hasPrefix(prefix) {
      unlink(directory + "/" + name)
    }
  }

  /// `mkdir -p` (0755): nil when the directory exists or was created, else why not.
  static func makeDirectory(_ path: String) -> String? {
    switch Files.makeDirectories(path, mode: 0o755) {
    case nil: return nil
    case .notADirectory(let stopped)?: return "\(Printable.path(stopped)) is not a directory"
    case .unreachable(let stopped, let code)?:
      return probeDirectory(stopped) ?? "cannot reach \(Printable.path(stopped)) (\(Files.errorText(code)))"
    case .cannotCreate(let stopped, let code)?:
      return "cannot create \(Printable.path(stopped)) (\(Files.errorText(code)))"
    }
  }

  /// Why a records directory could not be written, found without creating anything: the
  /// directory (or its nearest existing ancestor) must be a writable directory.
  static func probeDirectory(_ path: String) -> String? {
    var current = path
    while true {
      var info = stat()
      if stat(current, &info) == 0 {
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
          return current == path
            ? "\(Printable.path(path)) is not a directory"
            : "cannot create \(Printable.path(path)) (\(Printable.path(current)) is not a directory)"
        }
        guard access(current, W_OK | X_OK) == 0 else {
          return current == path
            ? "cannot write to \(Printable.path(path)) (\(Files.errorText(errno)))"
            : "cannot create \(Printable.path(path)) (\(Files.errorText(errno)))"
        }
        return nil
      }
      guard errno == ENOENT || errno == ENOTDIR else {
        return "cannot reach \(Printable.path(current)) (\(Files.errorText(errno)))"
      }
      let parent = Files.parentDirectory(current)
      if parent == current { return "cannot create \(Printable.path(path))" }
      current = parent
    }
  }
}
