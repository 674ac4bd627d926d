/// How often and how patiently a 504 is asked again.
public struct RetryPolicy: Hashable, Sendable {
  /// Attempts in all, the first one included.
  public var maxAttempts: Int
  public var baseDelay: Double
  public var maxDelay: Double

  public init(maxAttempts: Int = 5, baseDelay: Double = 0.05, maxDelay: Double = 1) {
    self.maxAttempts = max(1, maxAttempts)
    self.baseDelay = max(0, baseDelay)
    self.maxDelay = max(0, maxDelay)
  }

  /// Exponential backoff: base, 2×base, 4×base… capped at `maxDelay`.
  public func delay(beforeAttempt attempt: Int) -> Double {
    guard attempt > 1 else { return 0 }
    var delay = baseDelay
    for _ in 2..<attempt { delay *= 2 }
    return min(maxDelay, delay)
  }
}

/// A first-in first-out queue with O(1) push and pop.
struct FIFO<Element> {
  private var items: [Element] = []
  private var head = 0

  var isEmpty: Bool { head == items.count }
  var count: Int { items.count - head }

  mutating func push(_ item: Element) { items.append(item) }

  mutating func pop() -> Element? {
    guard head < items.count else { return nil }
    let item = items[head]
    head += 1
    if head >= 1024 && head * 2 >= items.count {
      items.removeFirst(head)
      head = 0
    }
    return item
  }

  mutating func removeAll() {
    items = []
    head = 0
  }
}
