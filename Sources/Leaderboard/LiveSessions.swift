import ArcadeSystem

#if canImport(Glibc)
  import Glibc
#endif

/// Someone playing now with others allowed to watch: their stream as its directory entry shows
/// it (owned by the uid its name claims, a regular file, its date fresh).
public struct LiveSession: Equatable, Sendable {
  public let name: LiveStreamName
  /// The owner's login from the passwd database (never from the file).
  public let player: String
  public let watchers: Int
}

/// The shared directory's live streams and the watchers' notes, read as every shared file is:
/// by directory entry (`fstatat`, no link followed), owner checked against the name, only
/// regular files, a dead arcade's stale file passed over, and bounded in number.
public enum LiveSessions {
  /// Streams listed at most, and per owner.
  public static let listed = 50
  public static let perOwner = 4

  /// Who is playing now (the oldest first), and a line for each kind of file passed over.
  public static func list(in directory: SharedDirectory, now: Double) -> (
    sessions: [LiveSession], skipped: [String]
  ) {
    if let problem = directory.problem { return ([], [problem]) }
    var streams: [(LiveStreamName, Double)] = []
    var notes: [String: Set<UInt32>] = [:]
    var misplaced = 0
    var notFiles = 0
    var tooLarge = 0
    directory.walk(matching: { $0.hasPrefix(LiveStreamName.prefix) || $0.hasPrefix(LiveWatcherName.prefix) })
    {
      fileName, info in
      let fresh = now - date(info) <= LiveStreamReader.staleAfter
      if let note = LiveWatcherName(fileName: fileName) {
        if note.uid == info.st_uid, (info.st_mode & S_IFMT) == S_IFREG, fresh {
          notes[note.stream, default: []].insert(note.uid)
        }
        return
      }
      guard let name = LiveStreamName(fileName: fileName) else { return }
      guard name.uid == info.st_uid else {
        misplaced += 1
        return
      }
      guard (info.st_mode & S_IFMT) == S_IFREG else {
        notFiles += 1
        return
      }
      guard Int(info.st_size) <= LiveStreamReader.byteLimit else {
        tooLarge += 1
        return
      }
      if fresh { streams.append((name, date(info))) }
    }
    var owned: [UInt32: Int] = [:]
    var sessions: [LiveSession] = []
    var surplus = 0
    for (name, _) in streams.sorted(by: { ($0.0.since, $0.0.token) < ($1.0.since, $1.0.token) }) {
      owned[name.uid, default: 0] += 1
      guard owned[name.uid, default: 0] <= perOwner, sessions.count < listed else {
        surplus += 1
        continue
      }
      sessions.append(
        LiveSession(
          name: name, player: SharedDirectory.login(name.uid), watchers: notes[name.token]?.count ?? 0))
    }
    var skipped: [String] = []
    if misplaced > 0 {
      skipped.append("\(misplaced) live \(files(misplaced)) named for other users, not read")
    }
    if notFiles > 0 { skipped.append("\(notFiles) live \(files(notFiles, "entry")) not a regular file") }
    if tooLarge > 0 {
      skipped.append(
        "\(tooLarge) live \(files(tooLarge)) larger than \(LiveStreamReader.size(LiveStreamReader.byteLimit))"
      )
    }
    if surplus > 0 { skipped.append("\(surplus) more live \(files(surplus, "session")) not listed") }
    return (sessions, skipped)
  }

  /// The distinct users whose fresh notes say they watch the stream `token`.
  static func watchers(of token: String, in directory: SharedDirectory, now: Double) -> Int {
    var uids: Set<UInt32> = []
    let prefix = LiveWatcherName.prefix(of: token)
    directory.walk(matching: { $0.hasPrefix(prefix) }) { fileName, info in
      guard let note = LiveWatcherName(fileName: fileName), note.uid == info.st_uid,
        (info.st_mode & S_IFMT) == S_IFREG, now - date(info) <= LiveStreamReader.staleAfter
      else { return }
      uids.insert(note.uid)
    }
    return uids.count
  }

  /// The file's date (st_mtime: its owner refreshes it while it is alive).
  static func date(_ info: stat) -> Double {
    Double(info.st_mtim.tv_sec) + Double(info.st_mtim.tv_nsec) / 1e9
  }

  private static func files(_ count: Int, _ kind: String = "file") -> String {
    count == 1 ? kind : kind == "entry" ? "entries" : kind + "s"
  }
}

/// A watcher's note that they follow a stream (`watching-TOKEN-UID-RANDOM`, their own file):
/// its date refreshed while they watch, removed when they stop.
public final class LiveWatchNote {
  private let path: String
  private let descriptor: Int32
  private var refreshed: Double

  /// Creates the note, or nil when the directory takes none (the watch goes on uncounted).
  public init?(following stream: LiveStreamName, in directory: SharedDirectory, uid: UInt32, now: Double) {
    let name = LiveWatcherName(stream: stream.token, uid: uid, token: UInt64.random(in: 0...UInt64.max))
    path = directory.path + "/" + name.description
    descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
    guard descriptor >= 0 else { return nil }
    fchmod(descriptor, 0o644)
    refreshed = now
  }

  /// Refreshes the date when a beat has passed.
  public func refresh(now: Double) {
    guard now - refreshed >= LiveShare.beat else { return }
    futimens(descriptor, nil)
    refreshed = now
  }

  public func remove() {
    unlink(path)
    close(descriptor)
  }
}
