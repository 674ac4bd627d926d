import ArcadeKit
import ArcadeScenes
import ArcadeSystem
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// A player's session written live into the shared directory for others to watch (the
/// setting `others_watch = yes`): the replay's header and its event lines, appended as they
/// happen, to `live-UID-TOKEN-SINCE-PLAYING` (mode 0644, created new, never through a link).
/// A thread of its own refreshes the file's date every `beat` seconds (readers take a file
/// whose date stands still for a dead arcade's) and counts the watchers' notes; the file is
/// removed by `stop()`: when the session ends, when sharing is turned off, when a daily opens.
public final class LiveShare: @unchecked Sendable {
  /// The largest stream: sharing stops past it (a session that long is said to be over).
  public static let byteLimit = 8 << 20
  /// Seconds between two refreshes of the date (and two counts of the watchers).
  public static let beat = 2.0

  private struct State {
    var descriptor: Int32
    var name: LiveStreamName
    var written: Int
    var watchers = 0
    var stopped = false
  }

  private let directory: SharedDirectory
  private let state: Mutex<State>
  /// Wakes the player's loop when the number of watchers changed.
  private let wake: @Sendable () -> Void

  private init(directory: SharedDirectory, state: State, wake: @escaping @Sendable () -> Void) {
    self.directory = directory
    self.state = Mutex(state)
    self.wake = wake
  }

  /// Creates the stream with `bytes` (the header and the lines so far) and starts its
  /// heartbeat; or says why it cannot be shared.
  public static func start(
    in directory: SharedDirectory, uid: UInt32, since: Int, playing: String, bytes: [UInt8],
    wake: @escaping @Sendable () -> Void
  ) -> Result<LiveShare, WatchRefusal> {
    if let problem = directory.problem { return .failure(WatchRefusal(reason: problem)) }
    guard bytes.count <= byteLimit else { return .failure(WatchRefusal(reason: tooLong)) }
    for _ in 0..<3 {
      let name = LiveStreamName(
        uid: uid, token: UInt64.random(in: 0...UInt64.max), since: since, playing: playing)
      let fd = open(
        directory.path + "/" + name.description, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
      if fd < 0, errno == EEXIST { continue }
      guard fd >= 0 else { return .failure(WatchRefusal(reason: Files.reason(errno: errno))) }
      let share = LiveShare(
        directory: directory, state: State(descriptor: fd, name: name, written: 0), wake: wake)
      guard fchmod(fd, 0o644) == 0, share.append(bytes) == nil else {
        let reason = Files.reason(errno: errno)
        share.stop()
        return .failure(WatchRefusal(reason: reason))
      }
      share.startHeartbeat()
      return .success(share)
    }
    return .failure(WatchRefusal(reason: "no free name in the shared directory"))
  }

  /// Whether `stack` shows something never shown live: a daily's screen (the Daily list, a
  /// daily game, its notices) or the shared board (other users' files).
  public static func isPrivate(_ stack: SceneStack) -> Bool {
    stack.scenes.contains {
      $0 is DailyListScene || $0.info.showsOutsideData || ($0.info.footerTag?.hasPrefix("daily") ?? false)
    }
  }

  static let tooLong = "the session is longer than a live stream may be (\(byteLimit >> 20) MB)"

  /// Appends lines; returns why not when the stream cannot take them (then stopped).
  @discardableResult
  public func append(_ bytes: [UInt8]) -> String? {
    let failure: String? = state.withLock { state in
      guard !state.stopped else { return nil }
      guard state.written + bytes.count <= Self.byteLimit else { return Self.tooLong }
      var sent = 0
      while sent < bytes.count {
        let count = bytes[sent...].withUnsafeBytes { write(state.descriptor, $0.baseAddress, $0.count) }
        if count < 0 {
          if errno == EINTR { continue }
          return Files.reason(errno: errno)
        }
        sent += count
      }
      state.written += sent
      return nil
    }
    if failure != nil { stop() }
    return failure
  }

  /// What the player is playing now (the file is renamed; followers keep it open).
  public func playing(_ word: String) {
    state.withLock { state in
      let renamed = state.name.playing(word)
      guard !state.stopped, renamed != state.name else { return }
      if rename(directory.path + "/" + state.name.description, directory.path + "/" + renamed.description)
        == 0
      {
        state.name = renamed
      }
    }
  }

  /// How many users watch (the distinct owners of fresh notes), as last counted.
  public var watchers: Int { state.withLock { $0.stopped ? 0 : $0.watchers } }
  public var isStopped: Bool { state.withLock { $0.stopped } }
  public var name: LiveStreamName { state.withLock { $0.name } }

  /// Removes the stream: its followers see it end at once.
  public func stop() {
    state.withLock { state in
      guard !state.stopped else { return }
      state.stopped = true
      unlink(directory.path + "/" + state.name.description)
      close(state.descriptor)
    }
  }

  private func startHeartbeat() {
    let box = Unmanaged.passRetained(self).toOpaque()
    var thread = pthread_t()
    if pthread_create(&thread, nil, liveShareBeat, box) == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<LiveShare>.fromOpaque(box).release()
    }
  }

  /// The heartbeat's thread: until stopped, every `beat`, the date refreshed and the watchers
  /// counted (the loop woken when their number changed).
  fileprivate func beat() {
    var asynchronous = sigset_t()
    sigfillset(&asynchronous)
    pthread_sigmask(SIG_BLOCK, &asynchronous, nil)  // signals stay the loop's
    while true {
      var pause = timespec(tv_sec: Int(Self.beat), tv_nsec: 0)
      let token: String? = state.withLock { state in
        guard !state.stopped else { return nil }
        futimens(state.descriptor, nil)
        return state.name.token
      }
      guard let token else { return }
      let counted = LiveSessions.watchers(of: token, in: directory, now: WallClock.secondsSince1970())
      let changed = state.withLock { state in
        defer { state.watchers = counted }
        return state.watchers != counted
      }
      if changed { wake() }
      nanosleep(&pause, nil)
    }
  }
}

/// The heartbeat thread's entry point (a C function: it captures nothing).
private func liveShareBeat(_ box: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  guard let box else { return nil }
  Unmanaged<LiveShare>.fromOpaque(box).takeRetainedValue().beat()
  return nil
}
