/// A small, fast, seedable generator (SplitMix64): the same seed gives the same game on every
/// machine. Models take `inout some RandomNumberGenerator`, so any generator works in tests.
public struct SeededRandom: RandomNumberGenerator, Sendable {
  private var state: UInt64
  public init(seed: UInt64) { state = seed }

  /// The seed whose first draw is `value`: a help screen names a game's own seed as a
  /// `--seed` whose first game is that one. Each step of `next()` is a bijection (an add, two
  /// multiplies by odd numbers, three xor-shifts), undone here in reverse.
  public static func seed(firstDrawing value: UInt64) -> UInt64 {
    func unshift(_ z: UInt64, _ by: UInt64) -> UInt64 {
      var x = z
      var shifted = z >> by
      while shifted != 0 {  // z ^ z>>k ^ z>>2k …: undoes x ^= x >> k
        x ^= shifted
        shifted >>= by
      }
      return x
    }
    func inverse(_ odd: UInt64) -> UInt64 {
      var x = odd  // Newton's iteration: each step doubles the correct low bits (3, 6, …, 96)
      for _ in 0..<5 { x = x &* (2 &- odd &* x) }
      return x
    }
    var z = unshift(value, 31)
    z = unshift(z &* inverse(0x94D0_49BB_1331_11EB), 27)
    z = unshift(z &* inverse(0xBF58_476D_1CE4_E5B9), 30)
    return z &- 0x9E37_79B9_7F4A_7C15
  }

  public mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
