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
