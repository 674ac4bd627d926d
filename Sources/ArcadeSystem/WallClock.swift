#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif

/// The calendar clock, for the executables only (a session's start, today's daily); scenes and
/// models get time from the run loop (scripts/check_one_clock.py refuses this name there).
public enum WallClock {
  /// Seconds since 1970-01-01 UTC, with the clock's sub-second part.
  public static func secondsSince1970() -> Double {
    var now = timespec()
    clock_gettime(CLOCK_REALTIME, &now)
    return Double(now.tv_sec) + Double(now.tv_nsec) * 1e-9
  }
}

/// CPU seconds this thread has used: the budget of a check, which waits for nothing (on the
/// leaderboard's worker thread, the screen's own time is not counted against it), and what a
/// viewer's move back costs.
public enum CPUTime {
  public static func now() -> Double {
    var time = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
    return Double(time.tv_sec) + Double(time.tv_nsec) / 1e9
  }
}
