#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The file operations the arcade needs besides its records (decks, replays, casts, the
/// records snapshot), straight on POSIX: FoundationEssentials' `FileManager` would link
/// megabytes of Foundation into the static binary for these few calls.
public enum Files {
  /// What a path names, following symbolic links.
  public enum Kind: Sendable, Equatable {
    case file
    case directory
    /// A FIFO, socket or device: never read as a file.
    case other
  }

  /// What is at `path`, or nil when nothing is (or it cannot be looked at).
  public static func kind(_ path: String) -> Kind? {
    var info = stat()
    guard stat(path, &info) == 0 else { return nil }
    switch info.st_mode & S_IFMT {
    case S_IFREG: return .file
    case S_IFDIR: return .directory
    default: return .other
    }
  }

  /// The whole of a regular file, or nil when it is missing, not a regular file, unreadable or
  /// larger than `limit` bytes.
  public static func read(_ path: String, limit: Int = 64 << 20) -> [UInt8]? {
    // O_NONBLOCK: a FIFO planted in place of the file must not hang the arcade.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK)
    guard fd >= 0 else { return nil }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG, Int(info.st_size) <= limit else {
      return nil
    }
    var bytes: [UInt8] = []
    bytes.reserveCapacity(Int(info.st_size))
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return nil
      }
      if count == 0 { return bytes }
      bytes += chunk[0..<count]
      if bytes.count > limit { return nil }
    }
  }

  /// The whole of a regular file, or why not in a few words: "no such file", "a FIFO",
  /// "larger than 1 MB", "too many symbolic links", "permission denied"… One open, one read:
  /// what is checked is what is read.
  public static func readExplaining(_ path: String, limit: Int) -> Result<[UInt8], FileReadError> {
    readOwned(path, limit: limit, followingLinks: true).map(\.bytes)
  }

  /// As `readExplaining`, with the owner of what was read and when it last changed (its
  /// `fstat`: st_ctime, which no one can set back); without `followingLinks` a symbolic link
  /// is refused ("a symbolic link"), never followed.
  /// With `expecting`, the file opened must be that one (device, inode) and belong to that
  /// owner, checked before a byte is read: a file swapped in since it was listed, or named
  /// for someone else, is never read.
  public static func readOwned(
    _ path: String, limit: Int, followingLinks: Bool,
    expecting: (device: UInt64, inode: UInt64, owner: UInt32)? = nil
  ) -> Result<
    (bytes: [UInt8], owner: UInt32, changed: Double, mode: mode_t), FileReadError
  > {
    // O_NONBLOCK: a FIFO planted in place of the file must not hang the arcade.
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NONBLOCK | (followingLinks ? 0 : O_NOFOLLOW))
    guard fd >= 0 else {
      return .failure(
        !followingLinks && errno == ELOOP
          ? FileReadError(reason: "a symbolic link") : FileReadError(errno: errno))
    }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0 else { return .failure(FileReadError(errno: errno)) }
    switch info.st_mode & S_IFMT {
    case S_IFREG: break
    case S_IFDIR: return .failure(FileReadError(reason: "a directory", cause: .notRegular))
    case S_IFIFO: return .failure(FileReadError(reason: "a FIFO, not a file", cause: .notRegular))
    case S_IFCHR, S_IFBLK: return .failure(FileReadError(reason: "a device, not a file", cause: .notRegular))
    default: return .failure(FileReadError(reason: "not a regular file", cause: .notRegular))
    }
    if let expecting {
      guard UInt64(info.st_dev) == expecting.device, UInt64(info.st_ino) == expecting.inode else {
        return .failure(FileReadError(reason: "replaced while it was read"))
      }
      guard UInt32(info.st_uid) == expecting.owner else {
        return .failure(FileReadError(reason: "not owned by whom it is named for"))
      }
    }
    let tooLarge = FileReadError(
      reason: "larger than \(FileReadError.size(limit)) (the limit)", cause: .tooLarge)
    guard Int(info.st_size) <= limit else { return .failure(tooLarge) }
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 64 * 1024)
    while true {
      let count = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
      if count < 0 {
        if errno == EINTR || errno == EAGAIN { continue }
        return .failure(FileReadError(errno: errno))
      }
      if count == 0 {
        let changed = Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9
        return .success((bytes, UInt32(info.st_uid), changed, info.st_mode & 0o777))
      }
      bytes += chunk[0..<count]
      if bytes.count > limit { return .failure(tooLarge) }  // it grew while read
    }
  }

  /// The names in a directory (without "." and ".."), in no particular order; nil when it
  /// cannot be listed.
  public static func names(in directory: String) -> [String]? {
    guard let stream = opendir(directory) else { return nil }
    defer { closedir(stream) }
    var names: [String] = []
    while let entry = readdir(stream) {
      let name = entryName(entry)
      if name != "." && name != ".." { names.append(name) }
    }
    return names
  }

  /// The name of a directory entry `readdir` returned.
  public static func entryName(_ entry: UnsafeMutablePointer<dirent>) -> String {
    withUnsafePointer(to: &entry.pointee.d_name) {
      $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
    }
  }

  /// Creates or truncates `path` and writes `bytes` (mode 0666 less the umask, like a shell
  /// redirection). Returns nil on success, else why it failed (strerror).
  @discardableResult
  public static func write(_ bytes: [UInt8], to path: String) -> String? {
    let fd = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o666)
    guard fd >= 0 else { return errorText(errno) }
    var offset = 0
    while offset < bytes.count {
      let count = bytes.withUnsafeBytes { systemWrite(fd, $0.baseAddress! + offset, $0.count - offset) }
      if count < 0 {
        if errno == EINTR { continue }
        let failure = errorText(errno)
        close(fd)
        return failure
      }
      offset += count
    }
    return close(fd) == 0 ? nil : errorText(errno)
  }

  /// Removes `path` and, for a directory, everything in it; symbolic links are removed, never
  /// followed.
  public static func removeTree(_ path: String) {
    var info = stat()
    guard lstat(path, &info) == 0 else { return }
    if (info.st_mode & S_IFMT) == S_IFDIR {
      for name in names(in: path) ?? [] { removeTree(path + "/" + name) }
      rmdir(path)
    } else {
      unlink(path)
    }
  }

  /// `mkdir -p`: makes `path` and each missing directory above it, of `mode` (less the umask).
  /// Nil when `path` is a directory, already or now; else where it stopped and why, for the
  /// caller to word (the records and the settings file say it their own ways).
  public static func makeDirectories(_ path: String, mode: mode_t) -> DirectoryProblem? {
    var info = stat()
    if stat(path, &info) == 0 {
      return (info.st_mode & S_IFMT) == S_IFDIR ? nil : .notADirectory(path)
    }
    guard errno == ENOENT else { return .unreachable(path, errno: errno) }
    let parent = parentDirectory(path)
    if parent != path, let problem = makeDirectories(parent, mode: mode) { return problem }
    if mkdir(path, mode) == 0 || errno == EEXIST { return nil }
    return .cannotCreate(path, errno: errno)
  }

  /// Where `makeDirectories` stopped.
  public enum DirectoryProblem: Error, Equatable, Sendable {
    /// Something at this path that is not a directory.
    case notADirectory(String)
    /// The path could not be looked at (`stat` failed other than "no such file").
    case unreachable(String, errno: Int32)
    /// `mkdir` of the path failed.
    case cannotCreate(String, errno: Int32)
  }

  /// The directory `path` is in: "." for a bare name, "/" for a name at the root; trailing
  /// slashes ignored.
  public static func parentDirectory(_ path: String) -> String {
    var trimmed = Substring(path)
    while trimmed.count > 1 && trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
    guard let slash = trimmed.lastIndex(of: "/") else { return "." }
    if slash == trimmed.startIndex { return "/" }
    return String(trimmed[..<slash])
  }

  /// Renames `path` to `newPath` (replacing what is there, never following a link at either
  /// end); nil when done, else why not (strerror).
  public static func rename(_ path: String, to newPath: String) -> String? {
    #if canImport(Glibc)
      Glibc.rename(path, newPath) == 0 ? nil : errorText(errno)
    #else
      Darwin.rename(path, newPath) == 0 ? nil : errorText(errno)
    #endif
  }

  /// The system's words for an error number (strerror): the one place they are made.
  public static func errorText(_ code: Int32) -> String { String(cString: strerror(code)) }

  /// Why a path could not be opened, in the few words every message of the arcade uses.
  public static func reason(errno code: Int32) -> String {
    switch code {
    case ENOENT: return "no such file"
    case ELOOP: return "too many symbolic links"
    case EACCES: return "permission denied"
    case ENOTDIR: return "a part of the path is not a directory"
    case EROFS: return "read-only file system"
    default: return errorText(code)
    }
  }

  private static func systemRead(_ fd: Int32, _ buffer: UnsafeMutableRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.read(fd, buffer, count)
    #else
      Darwin.read(fd, buffer, count)
    #endif
  }

  private static func systemWrite(_ fd: Int32, _ buffer: UnsafeRawPointer?, _ count: Int) -> Int {
    #if canImport(Glibc)
      Glibc.write(fd, buffer, count)
    #else
      Darwin.write(fd, buffer, count)
    #endif
  }
}

/// Why a file could not be read, in words for a one-line message.
public struct FileReadError: Error, Sendable, Equatable {
  public let reason: String
  /// What went wrong, for a caller that words it its own way (the records' messages).
  public let cause: Cause

  public enum Cause: Sendable, Equatable {
    /// The system call's error number.
    case system(Int32)
    case notRegular
    case tooLarge
    /// A reason with no cause of the above (a symbolic link refused, a file replaced).
    case other
  }

  public init(reason: String, cause: Cause = .other) {
    self.reason = reason
    self.cause = cause
  }

  init(errno code: Int32) { self.init(reason: Files.reason(errno: code), cause: .system(code)) }

  static func size(_ bytes: Int) -> String {
    bytes >= 1 << 20 ? "\(bytes >> 20) MB" : bytes >= 1 << 10 ? "\(bytes >> 10) KB" : "\(bytes) bytes"
  }
}
