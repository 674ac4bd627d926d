import ArcadeKit
import ArcadeSystem
import DailyModel
import LeaderboardModel
import Replay

#if canImport(Glibc)
  import Glibc
#endif

/// The machine's shared daily directory: world-writable with the sticky bit (like /tmp), so
/// every user adds and replaces only their own files, with no setuid program. Everything in it
/// is another user's input: owners are taken from the directory entry before a file is opened,
/// files are opened without following links, as regular files only, within a size bound, and
/// believed to be whoever owns them.
public struct SharedDirectory: Sendable {
  /// `ARCADE_SHARED_DIR`, else where `make install` and the package create it.
  public static let defaultPath = "/var/games/arcade/daily"
  /// The largest shared file read: an attempt's recording is bounded by the same figure.
  static let fileLimit = AttemptRecorder.byteLimit
  /// Attempt files (`.arcade`) kept in memory per owner and game while listing: more are counted
  /// and passed over (an honest player has one a day; a flood costs its owner only).
  static let attemptsPerOwner = 64

  public let path: String

  public static func located() -> SharedDirectory {
    SharedDirectory(path: Environment.nonEmpty("ARCADE_SHARED_DIR") ?? defaultPath)
  }

  /// Why the directory cannot be used, in one line; nil when it can.
  var problem: String? {
    var info = stat()
    guard stat(path, &info) == 0 else {
      return errno == ENOENT
        ? "No shared directory: set ARCADE_SHARED_DIR, or make install."
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

  public var shown: String { SafeText.shown(path, limit: 200) }

  /// A file of the day as its directory entry shows it (before it is opened).
  struct Entry: Sendable {
    let name: SharedResultName
    let owner: UInt32
    let device: UInt64
    let inode: UInt64
    /// st_ctime: when the kernel last saw it change (its owner cannot set it back).
    let changed: Double
    let mode: UInt32
    let size: Int

    /// The file as the kernel knows it: another file, or this one changed, is another identity.
    var identity: String { "\(device)-\(inode)-\(changed)-\(size)" }
  }

  /// One owner's files of one game on the day: the first start record (the earliest), how many
  /// there are, the newest claim and its attempt.
  struct Attempt: Sendable {
    var owner: UInt32
    var game: DailyGame
    var start: Entry?
    var starts = 0
    var claim: Entry?
    var attempt: Entry?
    var olderClaims = 0
    /// The kernel's date of the owner's earliest membership file (`member-UID-TOKEN`), if any:
    /// a result counts only if its owner shared before the attempt began.
    var memberSince: Double?
  }

  /// The day's files by owner and game, and each owner's membership, with lines saying what
  /// was passed over and why: files named for another user (never read), entries that are no
  /// regular file, attempt files past `attemptsPerOwner`. Every entry of the directory is
  /// looked at (no cap: a cap on entries of any owner let one user's flood hide the others);
  /// only names of the day or of a membership are stat'ed, and owners come from `fstatat` of
  /// each, so no name and no number of names can put one user's file in another's place or
  /// keep another's file from being found.
  func listing(on date: DailyDate, games: Set<DailyGame>) -> (attempts: [Attempt], skipped: [String]) {
    var found: [String: Attempt] = [:]
    var attempts: [String: [Entry]] = [:]
    var members: [UInt32: Double] = [:]
    var misplaced: [UInt32: Int] = [:]
    var notFiles: [UInt32: Int] = [:]
    var surplus: [UInt32: Int] = [:]
    let prefix = SharedResultName.prefix(of: date)
    walk(
      matching: { $0.hasPrefix(prefix) || $0.hasPrefix(SharedMemberName.prefix) }
    ) { fileName, info in
      let owner = UInt32(info.st_uid)
      if fileName.hasPrefix(SharedMemberName.prefix) {
        guard let member = SharedMemberName(fileName: fileName) else { return }
        guard member.uid == owner, (info.st_mode & S_IFMT) == S_IFREG else { return }
        let since = Self.changed(info)
        members[owner] = min(members[owner] ?? since, since)
        return
      }
      guard let name = SharedResultName(fileName: fileName), games.contains(name.game) else { return }
      guard owner == name.uid else {
        misplaced[owner, default: 0] += 1
        return
      }
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        notFiles[owner, default: 0] += 1
        return
      }
      let entry = Entry(
        name: name, owner: owner, device: UInt64(info.st_dev), inode: UInt64(info.st_ino),
        changed: Self.changed(info), mode: UInt32(info.st_mode), size: Int(info.st_size))
      let key = "\(owner)-\(name.game.rawValue)"
      var attempt = found[key] ?? Attempt(owner: owner, game: name.game)
      switch name.kind {
      case .start:
        attempt.starts += 1
        if attempt.start.map({ ($0.changed, $0.name.token) > (entry.changed, name.token) }) ?? true {
          attempt.start = entry
        }
      case .claim:
        if let known = attempt.claim {
          attempt.olderClaims += 1
          if (known.changed, known.name.token) >= (entry.changed, name.token) { break }
        }
        attempt.claim = entry
      case .done: break  // the player's own note that the attempt is over: nothing to rank
      case .attempt:
        guard attempts[key, default: []].count < Self.attemptsPerOwner else {
          surplus[owner, default: 0] += 1
          break
        }
        attempts[key, default: []].append(entry)
      }
      found[key] = attempt
    }
    for (key, var attempt) in found {
      attempt.attempt = attempts[key]?.first { $0.name.token == attempt.claim?.name.token }
      attempt.memberSince = members[attempt.owner]
      found[key] = attempt
    }
    var skipped: [String] = []
    for (owner, count) in misplaced.sorted(by: { $0.key < $1.key }) {
      skipped.append("\(Self.login(owner)): \(Self.files(count)) named for other users, not read")
    }
    for (owner, count) in notFiles.sorted(by: { $0.key < $1.key }) {
      skipped.append("\(Self.login(owner)): \(count) \(count == 1 ? "entry" : "entries") not a regular file")
    }
    for (owner, count) in surplus.sorted(by: { $0.key < $1.key }) {
      skipped.append(
        "\(Self.login(owner)): \(Self.files(count, "more attempt")) than one player makes, not read")
    }
    for attempt in found.values.sorted(by: { ($0.owner, $0.game.rawValue) < ($1.owner, $1.game.rawValue) })
    where attempt.olderClaims > 0 {
      skipped.append(
        "\(Self.login(attempt.owner)): \(Self.files(attempt.olderClaims, "older")) for \(attempt.game.title), not read"
      )
    }
    let sorted = found.values.sorted { ($0.game.rawValue, $0.owner) < ($1.game.rawValue, $1.owner) }
    return (sorted.filter { $0.claim != nil || $0.start != nil }, skipped)
  }

  /// st_ctime in seconds: when the kernel last saw the file change (its owner cannot set it back).
  static func changed(_ info: stat) -> Double {
    Double(info.st_ctim.tv_sec) + Double(info.st_ctim.tv_nsec) / 1e9
  }

  /// Calls `visit` with the name and `fstatat` (not following links) of each entry whose name
  /// `matching` takes; every other entry costs one `readdir` step and nothing else.
  func walk(matching: (String) -> Bool, _ visit: (String, stat) -> Void) {
    guard let stream = opendir(path) else { return }
    defer { closedir(stream) }
    let directory = dirfd(stream)
    while let entry = readdir(stream) {
      let fileName = Files.entryName(entry)
      guard matching(fileName) else { continue }
      var info = stat()
      guard fstatat(directory, fileName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      visit(fileName, info)
    }
  }

  /// This user's own files (owned by them and named for them): their membership, and their
  /// start records, claims and attempts of every day.
  struct OwnFiles {
    var members: [String] = []
    var results: [(name: SharedResultName, mode: UInt32)] = []

    func starts(_ game: DailyGame, on date: DailyDate) -> [SharedResultName] {
      results.map(\.name).filter { $0.kind == .start && $0.game == game && $0.date == date }
    }
  }

  /// Found by name first (only `member-UID-…` and `…-UID-…` names are stat'ed), so no number
  /// of other users' entries can hide them.
  func own(uid: UInt32) -> OwnFiles {
    var own = OwnFiles()
    let digits = Array("\(uid)".utf8)
    walk(matching: { Self.isNamed($0, for: digits) }) { fileName, info in
      guard info.st_uid == uid, (info.st_mode & S_IFMT) == S_IFREG else { return }
      if let member = SharedMemberName(fileName: fileName), member.uid == uid {
        own.members.append(fileName)
      } else if let name = SharedResultName(fileName: fileName), name.uid == uid {
        own.results.append((name, UInt32(info.st_mode)))
      }
    }
    return own
  }

  /// Whether `fileName` is named for the uid written `digits` (`member-UID-…`, or
  /// `DATE-GAME-UID-…`), read from its bytes without making a string: in a flooded directory
  /// every entry costs this much, and no more.
  static func isNamed(_ fileName: String, for digits: [UInt8]) -> Bool {
    let bytes = fileName.utf8
    let dash = UInt8(ascii: "-")
    let dashesBefore = fileName.hasPrefix(SharedMemberName.prefix) ? 1 : 4
    var dashes = 0
    var index = bytes.startIndex
    while index != bytes.endIndex, dashes < dashesBefore {
      if bytes[index] == dash { dashes += 1 }
      index = bytes.index(after: index)
    }
    guard dashes == dashesBefore else { return false }
    for digit in digits {
      guard index != bytes.endIndex, bytes[index] == digit else { return false }
      index = bytes.index(after: index)
    }
    return index != bytes.endIndex && bytes[index] == dash
  }

  private static func files(_ count: Int, _ kind: String = "") -> String {
    "\(count) \(kind.isEmpty ? "" : kind + " ")\(count == 1 ? "file" : "files")"
  }

  /// A listed file's bytes, if it is still the regular file the listing saw (same device,
  /// inode and owner; checked before a byte is read) of at most `limit` bytes.
  func read(_ entry: Entry, limit: Int = fileLimit) -> Result<[UInt8], FileReadError> {
    Files.readOwned(
      path + "/" + entry.name.description, limit: limit, followingLinks: false,
      expecting: (entry.device, entry.inode, entry.owner)
    ).map(\.bytes)
  }

  /// Creates a file of this user's under a name no one could take first (`name` makes it with
  /// a random token): a temporary file beside it, linked to the name only if nothing is there.
  /// `mode` 0600 seals it from other users. Returns the name, or why it could not be written.
  func create<Name: CustomStringConvertible>(
    _ bytes: [UInt8], mode: mode_t = 0o644, name: (UInt64) -> Name
  ) -> Result<Name, SharedWriteError> {
    var failure = "cannot be written"
    for _ in 0..<3 {
      let made = name(UInt64.random(in: 0...UInt64.max))
      switch OutputFile.create(path + "/" + made.description, replace: false) {
      case .failure(let error):
        failure = "\(error)"
        continue
      case .success(let file):
        guard fchmod(file.descriptor, mode) == 0, file.write(bytes) else {
          file.discard()
          return .failure(SharedWriteError(description: "cannot be written (\(Files.reason(errno: errno)))"))
        }
        if let problem = file.commit() {
          failure = problem
          continue
        }
        return .success(made)
      }
    }
    return .failure(SharedWriteError(description: failure))
  }

  /// Opens this user's sealed attempts of days that have ended to every reader (mode 0644);
  /// returns how many.
  @discardableResult
  func reveal(_ own: OwnFiles, today: DailyDate) -> Int {
    var revealed = 0
    for (name, mode) in own.results where name.kind == .attempt && name.date < today && mode & 0o044 == 0 {
      if chmod(path + "/" + name.description, 0o644) == 0 { revealed += 1 }
    }
    return revealed
  }

  /// Deletes this user's own files (those of `own`, or only those `matching`); returns how
  /// many of each kind, and the first failure.
  func remove(_ own: OwnFiles, matching: (SharedResultName) -> Bool = { _ in true }, members: Bool = true)
    -> (removed: [SharedResultName.Kind: Int], members: Int, failure: String?)
  {
    var removed: [SharedResultName.Kind: Int] = [:]
    var failure: String?
    var memberCount = 0
    func unlinked(_ fileName: String) -> Bool {
      if unlink(path + "/" + fileName) == 0 { return true }
      if failure == nil { failure = Files.reason(errno: errno) }
      return false
    }
    for (name, _) in own.results where matching(name) {
      if unlinked(name.description) { removed[name.kind, default: 0] += 1 }
    }
    if members {
      for member in own.members where unlinked(member) { memberCount += 1 }
    }
    return (removed, memberCount, failure)
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
