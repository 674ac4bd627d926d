import Dispatch

/// Seconds of monotonic time, safe from any thread: the explorer's measuring clock.
enum ExplorerClock {
  static let now: @Sendable () -> Double = { Double(DispatchTime.now().uptimeNanoseconds) / 1e9 }
}
