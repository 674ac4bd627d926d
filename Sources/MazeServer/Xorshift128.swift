/// Marsaglia's xorshift128, the generator the original server carved its mazes with: a maze is
/// reproducible from its 32-bit id alone.
struct Xorshift128 {
  private var x: UInt32
  private var y: UInt32 = 362_436_069
  private var z: UInt32 = 521_288_629
  private var w: UInt32 = 88_675_123

  init(seed: UInt32) {
    x = seed == 0 ? 123_456_789 : seed
    // Stir so that nearby seeds give unrelated mazes.
    for _ in 0..<8 { _ = next() }
  }

  mutating func next() -> UInt32 {
    let t = x ^ (x << 11)
    x = y
    y = z
    z = w
    w = w ^ (w >> 19) ^ (t ^ (t >> 8))
    return w
  }

  /// Uniform in 0..<bound (bound > 0).
  mutating func below(_ bound: Int) -> Int { Int(next() % UInt32(bound)) }

  /// True with probability `chance`.
  mutating func chance(_ chance: Double) -> Bool { Double(next()) / 4_294_967_296 < chance }
}

/// SplitMix64 for the server's own draws (maze ids, latencies, faults), seeded from `--seed`.
struct SplitMix64: RandomNumberGenerator {
  private var state: UInt64
  init(seed: UInt64) { state = seed }

  mutating func next() -> UInt64 {
    state &+= 0x9E37_79B9_7F4A_7C15
    var z = state
    z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
    z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
    return z ^ (z >> 31)
  }
}
