#if canImport(Glibc)
  import Glibc
#endif

/// Every file the arcade writes whole: a replay or cast at the player's request (`--record
/// FILE`, `--cast OUT`), the settings file, the records tables, the shared leaderboard's files.
/// It never replaces an existing file unless asked (`replace`), never writes through a
/// symbolic link, never opens a FIFO or a device (which could block or be something else
/// entirely), and never replaces the file named in `notOver` (the replay being read). The
/// bytes go to a temporary file beside the target, created at once (so an unwritable place is
/// known before any work), and are put in place by `commit()`: a failure leaves the target as
/// it was.
public final class OutputFile {
  public let path: String
  /// Where the bytes are until `commit()`: `.<name>.arcade-` and six random letters or digits.
  public let temporaryPath: String
  public private(set) var descriptor: Int32
  public private(set) var failed = false
  private let replace: Bool
  private let directory: String
  private var writeError: Int32 = 0

  /// What precedes the random part of the temporary name of `name` (a file name, no
  /// directory): a writer that holds a lock over `name` may remove what a killed one left.
  public static func temporaryPrefix(of name: String) -> String { "." + name + ".arcade-" }

  /// Why `path` cannot be written, in words, or the file ready for writing. A new file gets
  /// 0644 less the umask, as any program of the player's would make it; `mode` sets its
  /// permission bits exactly (a replaced file's own, or the shared directory's).
  public static func create(
    _ path: String, replace: Bool, mode: mode_t? = nil,
    notOver identity: (device: UInt64, inode: UInt64)? = nil
  )
    -> Result<OutputFile, OutputFileError>
  {
    guard !path.isEmpty else { return .failure(OutputFileError("an empty file name")) }
    guard !path.hasSuffix("/") else { return .failure(OutputFileError("names a directory")) }
    var info = stat()
    if lstat(path, &info) == 0 {
      if let identity, UInt64(info.st_dev) == identity.device, UInt64(info.st_ino) == identity.inode {
        return .failure(OutputFileError("is the replay being read"))
      }
      switch info.st_mode & S_IFMT {
      case S_IFREG:
        guard replace else { return .failure(OutputFileError("already exists (add --force to replace it)")) }
      case S_IFLNK: return .failure(OutputFileError("is a symbolic link (never written through)"))
      case S_IFDIR: return .failure(OutputFileError("is a directory"))
      case S_IFIFO: return .failure(OutputFileError("is a FIFO"))
      case S_IFCHR, S_IFBLK: return .failure(OutputFileError("is a device"))
      default: return .failure(OutputFileError("is not a regular file"))
      }
    } else if errno != ENOENT {
      return .failure(OutputFileError(errno: errno))
    }
    let slash = path.lastIndex(of: "/")
    let directory = slash.map { String(path[...$0]) } ?? ""
    let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
    var temporary = ""
    var fd: Int32 = -1
    // O_EXCL|O_NOFOLLOW: never through a link or file planted at the temporary name; a taken
    // name is tried again under another.
    for _ in 0..<100 {
      temporary = directory + temporaryPrefix(of: name) + randomLetters()
      fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if fd >= 0 || errno != EEXIST { break }
    }
    guard fd >= 0 else { return .failure(OutputFileError(errno: errno)) }
    if let mode, fchmod(fd, mode) != 0 {
      let failure = errno
      close(fd)
      unlink(temporary)
      return .failure(OutputFileError(errno: failure))
    }
    return .success(
      OutputFile(
        path: path, temporaryPath: temporary, descriptor: fd, replace: replace,
        directory: directory.isEmpty ? "." : directory))
  }

  private init(path: String, temporaryPath: String, descriptor: Int32, replace: Bool, directory: String) {
    self.path = path
    self.temporaryPath = temporaryPath
    self.descriptor = descriptor
    self.replace = replace
    self.directory = directory
  }

  private static func randomLetters() -> String {
    let letters = Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")
    return String((0..<6).map { _ in letters.randomElement()! })
  }

  deinit { discard() }

  /// Appends `bytes`; false (and `failed` set) when they could not all be written.
  @discardableResult
  public func write(_ bytes: [UInt8]) -> Bool {
    guard descriptor >= 0, !failed else { return false }
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes {
        Glibc.write(descriptor, $0.baseAddress! + offset, $0.count - offset)
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else {
        writeError = count < 0 ? errno : EIO
        failed = true
        return false
      }
      offset += count
    }
    return true
  }

  /// Why the last `write` failed, in words (nil while every write succeeded).
  public var writeFailure: String? { failed ? Files.errorText(writeError) : nil }

  /// Puts the file in place; nil on success, else why not (the target is then untouched).
  /// Every commit is durable: the bytes are fsynced before the name is given, the directory
  /// after, so a crash or power cut leaves the old file or the new one, never an empty one.
  /// The files are small and written once a session or a game, so the cost is not felt, and
  /// one kind of commit is plainer than an option a caller could forget.
  public func commit() -> String? {
    guard descriptor >= 0 else { return "already closed" }
    if failed {
      discard()
      return "cannot be written in full (\(Files.errorText(writeError)))"
    }
    let synced = fsync(descriptor) == 0 ? 0 : errno
    let closed = close(descriptor) == 0 ? 0 : errno
    descriptor = -1
    if synced != 0 || closed != 0 {
      return failing("cannot be written in full (\(Files.errorText(synced != 0 ? synced : closed)))")
    }
    if replace {
      // rename replaces a link planted meanwhile, never writes through it.
      guard rename(temporaryPath, path) == 0 else { return failing(errno) }
    } else {
      // link fails when something appeared at the target meanwhile: never replaced.
      if link(temporaryPath, path) == 0 {
        unlink(temporaryPath)
        syncDirectory()
        return nil
      }
      guard errno == EPERM || errno == EOPNOTSUPP else {
        return errno == EEXIST ? failing("already exists (add --force to replace it)") : failing(errno)
      }
      // A file system without hard links: rename, if the target is still free.
      var info = stat()
      guard lstat(path, &info) != 0 && errno == ENOENT else {
        return failing("already exists (add --force to replace it)")
      }
      guard rename(temporaryPath, path) == 0 else { return failing(errno) }
    }
    syncDirectory()
    return nil
  }

  /// Makes the new name durable (a file system that cannot sync a directory has nothing to do).
  private func syncDirectory() {
    let fd = open(directory, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
    guard fd >= 0 else { return }
    fsync(fd)
    close(fd)
  }

  /// Removes the temporary file (nothing at the target changes).
  public func discard() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    unlink(temporaryPath)
  }

  private func failing(_ code: Int32) -> String { failing(Files.errorText(code)) }

  private func failing(_ reason: String) -> String {
    unlink(temporaryPath)
    return reason
  }
}

/// Why an output file cannot be written.
public struct OutputFileError: Error, Sendable, CustomStringConvertible {
  public let description: String

  init(_ description: String) { self.description = description }

  init(errno code: Int32) {
    // ENOENT here: the file is to be made, so it is its directory that is missing.
    description = code == ENOENT ? "its directory does not exist" : Files.reason(errno: code)
  }
}
