#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// A counted daily being played holds a lock (`flock`) on `.daily-GAME.lock` in the data
/// directory until its arcade exits, so another arcade of the same data directory can tell an
/// attempt still being played ("in progress") from one whose arcade was killed. The kernel
/// drops the lock with the process, however it ends.
public final class AttemptLock {
  private var held: [String: Int32] = [:]

  public init() {}

  deinit { for fd in held.values { close(fd) } }

  static func path(_ directory: String, game: String) -> String { "\(directory)/.daily-\(game).lock" }

  /// Takes `game`'s lock in `directory` and keeps it until this process exits (nothing when it
  /// cannot: the attempt then reads as cut off elsewhere, never as finished).
  public func hold(game: String, in directory: String) {
    guard held[game] == nil else { return }
    let fd = open(Self.path(directory, game: game), O_RDWR | O_CREAT | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { return }
    guard flock(fd, LOCK_EX | LOCK_NB) == 0 else {
      close(fd)
      return
    }
    held[game] = fd
  }

  /// Whether another process holds `game`'s lock in `directory` now (a query: it takes the
  /// lock shared for a moment, never waits, and creates nothing).
  public static func isHeldElsewhere(game: String, in directory: String) -> Bool {
    let fd = open(path(directory, game: game), O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard fd >= 0 else { return false }
    defer { close(fd) }
    guard flock(fd, LOCK_SH | LOCK_NB) == 0 else { return errno == EWOULDBLOCK }
    flock(fd, LOCK_UN)
    return false
  }
}
