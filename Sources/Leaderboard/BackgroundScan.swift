#if canImport(Glibc)
  import Glibc
#endif

/// Runs a leaderboard scan on a thread of its own, so the screen never waits on a file: the
/// run loop keeps answering keys and signals while files are verified, and leaving never waits
/// for it (the thread dies with the process). The scan's updates wait here until the screen
/// takes them after a frame.
final class BackgroundScan: @unchecked Sendable {
  // Every stored property below is read and written with `lock` held.
  private let lock: UnsafeMutablePointer<pthread_mutex_t>
  private var updates: [LeaderboardScan.Update] = []
  private var finished = false
  private var stopped = false
  /// Wakes the screen's loop when there is something to take (set before the scan starts).
  private var wake: @Sendable () -> Void = {}

  private init() {
    lock = .allocate(capacity: 1)
    pthread_mutex_init(lock, nil)
  }

  /// Starts `scan` on a new thread (where no thread can be made, runs it here, as `arcade
  /// scores` does).
  static func start(_ scan: LeaderboardScan, wake: @escaping @Sendable () -> Void) -> BackgroundScan {
    let background = BackgroundScan()
    background.wake = wake
    let box = Unmanaged.passRetained(Job(scan: scan, owner: background)).toOpaque()
    var thread = pthread_t()
    if pthread_create(&thread, nil, backgroundScanMain, box) == 0 {
      pthread_detach(thread)
    } else {
      Unmanaged<Job>.fromOpaque(box).release()
      background.run(scan)
    }
    return background
  }

  deinit {
    pthread_mutex_destroy(lock)
    lock.deallocate()
  }

  fileprivate final class Job {
    let scan: LeaderboardScan
    let owner: BackgroundScan
    init(scan: LeaderboardScan, owner: BackgroundScan) {
      self.scan = scan
      self.owner = owner
    }
  }

  fileprivate static func main(_ box: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
    guard let box else { return nil }
    // Signals for the session (Ctrl-C, a resize, Ctrl-Z) go to the loop's thread; faults
    // stay with whichever thread makes them, so the crash trap still sees them.
    var asynchronous = sigset_t()
    sigemptyset(&asynchronous)
    for signal in [SIGINT, SIGTERM, SIGHUP, SIGQUIT, SIGWINCH, SIGTSTP, SIGCONT, SIGALRM, SIGCHLD, SIGPIPE] {
      sigaddset(&asynchronous, signal)
    }
    pthread_sigmask(SIG_BLOCK, &asynchronous, nil)
    let job = Unmanaged<Job>.fromOpaque(box).takeRetainedValue()
    job.owner.run(job.scan)
    return nil
  }

  fileprivate func run(_ scan: LeaderboardScan) {
    scan.run(stop: { [self] in isStopped }) { update in
      locked { updates.append(update) }
      wake()
    }
    locked { finished = true }
    wake()
  }

  private func locked<T>(_ body: () -> T) -> T {
    pthread_mutex_lock(lock)
    defer { pthread_mutex_unlock(lock) }
    return body()
  }

  private var isStopped: Bool { locked { stopped } }

  /// What the scan found since the last call, and whether it is done.
  func take() -> (updates: [LeaderboardScan.Update], finished: Bool) {
    locked {
      defer { updates = [] }
      return (updates, finished)
    }
  }

  /// Asks the scan to stop at its next check (within a verification's next event).
  func stop() { locked { stopped = true } }
}

/// The thread's entry point (a C function: it captures nothing).
private func backgroundScanMain(_ box: UnsafeMutableRawPointer?) -> UnsafeMutableRawPointer? {
  BackgroundScan.main(box)
}
