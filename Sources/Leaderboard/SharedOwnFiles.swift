import ArcadeSystem
import DailyModel
import LeaderboardModel

#if canImport(Glibc)
  import Glibc
#endif

/// This user's own files in the shared directory, found by their names: the directory is read
/// (names only), and only the names made for this uid are looked at with `fstatat`. Another
/// user's files cost no system call each, so the first move of a counted daily does not walk
/// a directory of tens of thousands of files.
extension SharedDirectory {
  /// Days a user's own files are kept after their day (start records, claims, attempts): their
  /// owner removes older ones at start-up. Past the verdicts' days a reader keeps nothing of them
  /// either way (see README, "Shared daily leaderboard").
  public static let keptDays = 30

  /// Whether `fileName` is named for `uid` (a membership, or a result of any kind).
  static func isNamed(_ fileName: String, for uid: UInt32) -> Bool {
    isNamed(fileName, for: uid, mark: "-\(uid)-")
  }

  /// `mark`: "-UID-", in every name made for the uid (`member-UID-…`, `DATE-GAME-UID-…`): most
  /// names are passed over on it, before they are parsed.
  static func isNamed(_ fileName: String, for uid: UInt32, mark: String) -> Bool {
    let marked = fileName.withCString { name in mark.withCString { strstr(name, $0) != nil } }
    guard marked else { return false }
    if fileName.hasPrefix("member-") { return SharedMemberName(fileName: fileName)?.uid == uid }
    return SharedResultName(fileName: fileName)?.uid == uid
  }

  /// `walk`, with `fstatat` only on the entries whose name `wanted` accepts.
  @discardableResult
  func walk(named wanted: (String) -> Bool, _ visit: (String, stat) -> Void) -> Bool {
    guard let stream = opendir(path) else { return false }
    defer { closedir(stream) }
    let directory = dirfd(stream)
    var looked = 0
    while let entry = readdir(stream) {
      looked += 1
      if looked > Self.entryLimit { return true }
      let fileName = Files.entryName(entry)
      guard wanted(fileName) else { continue }
      var info = stat()
      guard fstatat(directory, fileName, &info, AT_SYMLINK_NOFOLLOW) == 0 else { continue }
      visit(fileName, info)
    }
    return false
  }

  /// Removes this user's result files of days more than `keptDays` before `today`; returns
  /// how many went.
  @discardableResult
  func removeOldDays(_ own: OwnFiles, today: DailyDate) -> Int {
    let oldest = today.dayNumber - Self.keptDays
    let (removed, _, _) = remove(own, matching: { $0.date.dayNumber < oldest }, members: false)
    return removed.values.reduce(0, +)
  }
}
