#if canImport(Glibc)
  import Glibc
#endif

/// A file the arcade writes at the player's request (`--cast OUT`, `--record FILE`). It never
/// replaces an existing file unless asked (`replace`), never writes through a symbolic link,
/// never opens a FIFO or a device (which could block or be something else entirely), and
/// never replaces the file named in `notOver` (the replay being read). The bytes go to a
/// temporary file beside the target, created at once (so an unwritable place is known before
/// any work), and are renamed into place by `commit()`: a failure leaves the target as it was.
public final class OutputFile {
  public let path: String
  /// Where the bytes are until `commit()`.
  public let temporaryPath: String
  public private(set) var descriptor: Int32
  public private(set) var failed = false
  private let replace: Bool

  /// Why `path` cannot be written, in words, or the file ready for writing.
  public static func create(
    _ path: String, replace: Bool, notOver identity: (device: UInt64, inode: UInt64)? = nil
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
    var template = Array((directory + "." + name + ".arcade-XXXXXX").utf8CString)
    // mkstemp creates with O_EXCL: never through a link planted at the temporary name.
    let fd = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
    guard fd >= 0 else { return .failure(OutputFileError(errno: errno)) }
    fchmod(fd, 0o644)
    _ = fcntl(fd, F_SETFD, FD_CLOEXEC)
    let temporary = String(decoding: template.dropLast().map { UInt8(bitPattern: $0) }, as: UTF8.self)
    return .success(OutputFile(path: path, temporaryPath: temporary, descriptor: fd, replace: replace))
  }

  private init(path: String, temporaryPath: String, descriptor: Int32, replace: Bool) {
    self.path = path
    self.temporaryPath = temporaryPath
    self.descriptor = descriptor
    self.replace = replace
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
        failed = true
        return false
      }
      offset += count
    }
    return true
  }

  /// Puts the file in place; nil on success, else why not (the target is then untouched).
  public func commit() -> String? {
    guard descriptor >= 0 else { return "already closed" }
    let closed = close(descriptor) == 0
    descriptor = -1
    guard closed, !failed else {
      unlink(temporaryPath)
      return "cannot be written in full (\(errorText(errno)))"
    }
    if replace {
      // rename replaces a link planted meanwhile, never writes through it.
      guard rename(temporaryPath, path) == 0 else { return failing(errno) }
    } else {
      // link fails when something appeared at the target meanwhile: never replaced.
      if link(temporaryPath, path) == 0 {
        unlink(temporaryPath)
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
    return nil
  }

  /// Removes the temporary file (nothing at the target changes).
  public func discard() {
    guard descriptor >= 0 else { return }
    close(descriptor)
    descriptor = -1
    unlink(temporaryPath)
  }

  private func failing(_ code: Int32) -> String { failing(errorText(code)) }

  private func failing(_ reason: String) -> String {
    unlink(temporaryPath)
    return reason
  }

  private func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }
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
