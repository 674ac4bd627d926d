import ArcadeKit
import ArcadeSystem
import DailyModel
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// The machine's shared daily directory: world-writable with the sticky bit (like /tmp), so
/// every user adds and replaces only their own files, with no setuid program. Everything in it
/// is another user's input: owners are taken from the directory entry before a file is opened,
/// files are opened without following links, as regular files only, within a size bound, and
/// believed to be whoever owns them.
struct SharedDirectory: Sendable {
  /// `ARCADE_SHARED_DIR`, else where `make install` and the package create it.
  static let defaultPath = "/var/games/arcade/daily"
  /// The largest shared file read: an attempt's recording is bounded by the same figure.
  static let fileLimit = AttemptRecorder.byteLimit
  /// Entries of the directory looked at, at most: past them a line says the rest were not.
  static let entryLimit = 200_000

  let path: String

  static func located() -> SharedDirectory {
    SharedDirectory(path: Environment.nonEmpty("ARCADE_SHARED_DIR") ?? defaultPath)
  }

  /// Why the directory cannot be used, in one line; nil when it can.
  var problem: String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return errno == ENOENT
        ? "No shared directory \(shown): make install creates it, or set ARCADE_SHARED_DIR."
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
    guard let stream = opendir(path) else {
      return "The shared directory \(shown) cannot be read: \(Files.reason(errno: errno))."
    }
    closedir(stream)
    return nil
  }

  var shown: String { SafeText.shown(path, limit: 200) }

  /// A file of the day as its directory entry shows it (before it is opened).
  struct Entry: Sendable {
    let name: SharedResultName
    let owner: UInt32
    let device: UInt64
    let inode: UInt64
    let changed: Double
  }

  /// The day's files, one per owner and game (that owner's newest one named for them), with
  /// lines saying what was passed over and why: files named for another user (never read),
  /// an owner's older files, entries past `entryLimit`. Owners come from `fstatat` of each
  /// entry, so no name and no number of names can put one user's file in another's place.
  func listing(on date: DailyDate, games: Set<DailyGame>) -> (entries: [Entry], skipped: [String]) {
    guard let stream = opendir(path) else { return ([], []) }
    defer { closedir(stream) }
    let directory = dirfd(stream)
    let prefix = SharedResultName.prefix(of: date)
    var newest: [UInt32: [DailyGame: Entry]] = [:]
    var older: [UInt32: Int] = [:]
    var misplaced: [UInt32: Int] = [:]
    var notFiles: [UInt32: Int] = [:]
    var looked = 0
    var truncated = false
    while let entry = readdir(stream) {
      looked += 1
      if looked > Self.entryLimit {
        truncated = true
        break
      }
      let fileName = withUnsafePointer(to: &entry.pointee.d_name) {
        $0.withMemoryRebound(to: CChar.self, capacity: Int(NAME_MAX) + 1) { String(cString: $0) }
      }
      guard fileName.hasPrefix(prefix), let name = SharedResultName(fileName: fileName),
        games.contains(name.game)
      else { continue }
      var info = stat()
      guard fstatat(directory, fileName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      let owner = UInt32(info.st_uid)
      guard owner == name.uid else {
        misplaced[owner, default: 0] += 1
        continue
      }
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        notFiles[owner, default: 0] += 1
        continue
      }
      let found = Entry(
        name: name, owner: owner, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
        changed: Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9)
      if let known = newest[owner]?[name.game] {
        older[owner, default: 0] += 1
        if (known.changed, known.name.token) >= (found.changed, found.name.token) { continue }
      }
      newest[owner, default: [:]][name.game] = found
    }
    var skipped: [String] = []
    for (owner, count) in misplaced.sorted(by: { $0.key < $1.key }) {
      skipped.append("\(Self.login(owner)): \(Self.files(count)) named for other users, not read")
    }
    for (owner, count) in notFiles.sorted(by: { $0.key < $1.key }) {
      skipped.append("\(Self.login(owner)): \(count) \(count == 1 ? "entry" : "entries") not a regular file")
    }
    for (owner, count) in older.sorted(by: { $0.key < $1.key }) {
      skipped.append("\(Self.login(owner)): \(Self.files(count, "older")) for the same game, not read")
    }
    if truncated {
      skipped.append(
        "the shared directory holds more than \(Self.entryLimit) entries: the rest were not looked at")
    }
    let entries = newest.values.flatMap(\.values).sorted { $0.name.description < $1.name.description }
    return (entries, skipped)
  }

  private static func files(_ count: Int, _ kind: String = "") -> String {
    "\(count) \(kind.isEmpty ? "" : kind + " ")\(count == 1 ? "file" : "files")"
  }

  /// A listed file's bytes, if it is still the regular file the listing saw (same device,
  /// inode and owner; checked before a byte is read) of at most `fileLimit` bytes.
  func read(_ entry: Entry) -> Result<[UInt8], FileReadError> {
    Files.readOwned(
      path + "/" + entry.name.description, limit: Self.fileLimit, followingLinks: false,
      expecting: (entry.device, entry.inode, entry.owner)
    ).map(\.bytes)
  }

  /// Puts this user's attempt in place under a name no one could take first: a random token,
  /// created exclusively (a temporary file beside it, linked to the name only if nothing is
  /// there). Returns the name, or why it could not be written.
  func write(_ bytes: [UInt8], date: DailyDate, game: DailyGame, uid: UInt32) -> Result<
    SharedResultName, SharedWriteError
  > {
    var failure = "cannot be written"
    for _ in 0..<3 {
      let name = SharedResultName(date: date, game: game, uid: uid, token: UInt64.random(in: 0...UInt64.max))
      switch OutputFile.create(path + "/" + name.description, replace: false) {
      case .failure(let error):
        failure = "\(error)"
        continue
      case .success(let file):
        guard file.write(bytes) else {
          file.discard()
          return .failure(SharedWriteError(description: "cannot be written (\(Files.reason(errno: errno)))"))
        }
        if let problem = file.commit() {
          failure = problem
          continue
        }
        return .success(name)
      }
    }
    return .failure(SharedWriteError(description: failure))
  }

  /// Deletes this user's own shared files (regular files they own, named for them), all of
  /// them or those of one day and game but `keeping` one; returns how many, and the first
  /// failure.
  func removeOwn(uid: UInt32, only: (DailyDate, DailyGame)? = nil, keeping: SharedResultName? = nil) -> (
    removed: Int, failure: String?
  ) {
    var removed = 0
    var failure: String?
    for fileName in Files.names(in: path) ?? [] {
      guard let name = SharedResultName(fileName: fileName), name.uid == uid, name != keeping else {
        continue
      }
      if let (date, game) = only, name.date != date || name.game != game { continue }
      let full = path + "/" + fileName
      var info = stat()
      guard lstat(full, &info) == 0, info.st_uid == uid, (info.st_mode & S_IFMT) == S_IFREG else { continue }
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

/// Why a shared file could not be put in place, in a few words.
struct SharedWriteError: Error, CustomStringConvertible {
  let description: String
}
