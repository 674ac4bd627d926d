/// Fisher–Yates, written out so a seed gives the same layout on every Swift version (the
/// standard library does not promise its own `shuffle(using:)` algorithm).
enum Shuffle {
  static func fisherYates<T>(_ items: [T], using rng: inout some RandomNumberGenerator) -> [T] {
    var out = items
    guard out.count > 1 else { return out }
    for i in stride(from: out.count - 1, to: 0, by: -1) {
      let j = Int(rng.next(upperBound: UInt64(i + 1)))
      out.swapAt(i, j)
    }
    return out
  }
}
