/// A fingerprint of the order rooms arrived in: FNV-1a 64 over each room's id and a newline.
/// Written by hand because Swift's `Hasher` is seeded per process; this one is the same in
/// every run, so two runs of one seed can be compared by one number.
public struct RevealDigest: Hashable, Sendable {
  public private(set) var value: UInt64 = 0xcbf2_9ce4_8422_2325

  public init() {}

  public mutating func add(_ room: DiscoveredRoom) {
    for byte in room.id.utf8 { mix(byte) }
    mix(0x0A)
  }

  public mutating func add(_ rooms: [DiscoveredRoom]) { for room in rooms { add(room) } }

  private mutating func mix(_ byte: UInt8) {
    value = (value ^ UInt64(byte)) &* 0x0000_0100_0000_01b3
  }

  /// 16 lowercase hex digits.
  public var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}
