import ArcadeKit
import ArcadeSystem
import DailyModel

#if canImport(Glibc)
  import Glibc
#endif

/// The machine's shared daily directory: world-writable with the sticky bit (like /tmp), so
/// every user adds and replaces only their own files, with no setuid program. Everything in it
/// is another user's input: files are opened without following links, as regular files only,
/// within a size bound, and believed to be whoever owns them.
struct SharedDirectory {
  /// `ARCADE_SHARED_DIR`, else where `make install` and the package create it.
  static let defaultPath = "/var/games/arcade/daily"
  /// The largest shared file read: a long session's replay is well under this.
  static let fileLimit = 8 << 20
  /// Files of one day looked at, at most (a directory flooded with names cannot stall a reader).
  static let filesPerDay = 2000

  let path: String

  static func located() -> SharedDirectory {
    SharedDirectory(path: Environment.nonEmpty("ARCADE_SHARED_DIR") ?? defaultPath)
  }

  /// Why the directory cannot be used, in one line; nil when it can.
  var problem: String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return errno == ENOENT
        ? "No shared directory \(shown) (make install creates it; or set ARCADE_SHARED_DIR)."
        : "The shared directory \(shown) cannot be read: \(Files.reason(errno: errno))."
    }
    guard (info.st_mode & S_IFMT) == S_IFDIR else { return "The shared path \(shown) is not a directory." }
    guard info.st_mode & S_ISVTX != 0 else {
      return
        "The shared directory \(shown) lacks the sticky bit (chmod 1777): anyone could replace others' files."
    }
    guard info.st_uid == 0 || info.st_uid == getuid() else {
      return "The shared directory \(shown) belongs to \(Self.login(info.st_uid)), not root: it is not used."
    }
    return nil
  }

  var shown: String { SafeText.shown(path, limit: 200) }

  /// The day's shared files by name (ours included), at most `filesPerDay`, sorted.
  func names(on date: DailyDate) -> [SharedResultName] {
    let prefix = date.description + "-"
    let names = (Files.names(in: path) ?? []).lazy.filter { $0.hasPrefix(prefix) }.compactMap {
      SharedResultName(fileName: $0)
    }
    return Array(names.prefix(Self.filesPerDay)).sorted { $0.description < $1.description }
  }

  /// A shared file's bytes, if it is a regular file (not a link, FIFO or directory) of at most
  /// `fileLimit` bytes owned by the uid its name says; else why it is ignored.
  /// With the bytes, when the file last changed (st_ctime, which its owner cannot set back):
  /// of two identical plays, the one shared first is the original.
  func read(_ name: SharedResultName) -> Result<(bytes: [UInt8], changed: Double), FileReadError> {
    switch Files.readOwned(path + "/" + name.description, limit: Self.fileLimit, followingLinks: false) {
    case .failure(let error): return .failure(error)
    case .success(let file) where file.owner != name.uid:
      return .failure(
        FileReadError(reason: "named for uid \(name.uid) but owned by \(Self.login(file.owner))"))
    case .success(let file): return .success((file.bytes, file.changed))
    }
  }

  /// Puts this user's file in place: a temporary file created beside it with O_EXCL, renamed
  /// over the old one (a sticky directory lets only its owner replace it). Nil, or why not.
  func write(_ bytes: [UInt8], as name: SharedResultName) -> String? {
    switch OutputFile.create(path + "/" + name.description, replace: true) {
    case .failure(let error): return "\(error)"
    case .success(let file):
      guard file.write(bytes) else {
        file.discard()
        return "cannot be written (\(Files.reason(errno: errno)))"
      }
      return file.commit()
    }
  }

  /// Deletes this user's own shared files (those named for their uid and owned by them);
  /// returns how many, and the first failure.
  func removeOwn(uid: UInt32) -> (removed: Int, failure: String?) {
    var removed = 0
    var failure: String?
    for fileName in Files.names(in: path) ?? [] {
      guard let name = SharedResultName(fileName: fileName), name.uid == uid else { continue }
      let full = path + "/" + fileName
      var info = stat()
      guard lstat(full, &info) == 0, info.st_uid == uid else { continue }
      if unlink(full) == 0 {
        removed += 1
      } else if failure == nil {
        failure = Files.reason(errno: errno)
      }
    }
    return (removed, failure)
  }

  /// The login of `uid` from the passwd database, else "uid N". Never read from a file.
  static func login(_ uid: uid_t) -> String {
    var entry = passwd()
    var found: UnsafeMutablePointer<passwd>?
    var buffer = [CChar](repeating: 0, count: 4096)
    guard getpwuid_r(uid, &entry, &buffer, buffer.count, &found) == 0, found != nil, let name = entry.pw_name
    else { return "uid \(uid)" }
    let login = String(cString: name)
    return login.isEmpty ? "uid \(uid)" : login
  }
}
