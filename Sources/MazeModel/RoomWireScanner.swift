import ArcadeGeometry

/// Reads a room answer written exactly as the server writes it, in one pass, with no JSON value
/// and no dictionaries built (the general reading was most of the reveal's JSON cost):
/// `{"id":"…","tileUrl":"…","rooms":{"east":{"room":"…"},"north":{"lock":"…"}},"type":"…"}`,
/// no spaces, each side named once with one known pointer, strings of printable ASCII without
/// escapes. Any other text — valid JSON of another layout or not JSON at all — is not read here
/// (nil) and goes to the strict general reading (`WireJSONFields`), so every error and every
/// other valid answer reads as before.
enum RoomWireScanner {
  struct Fields: Equatable {
    var id: String
    var tileUrl: String
    var type: String
    var exits: RoomExits
  }

  static func scan(_ bytes: [UInt8]) -> Fields? {
    bytes.withUnsafeBufferPointer { buffer in
      var reader = Reader(buffer: buffer)
      return reader.room()
    }
  }

  private struct Reader {
    let buffer: UnsafeBufferPointer<UInt8>
    var at = 0

    mutating func room() -> Fields? {
      guard literal(#"{"id":"#), let id = string(), literal(#","tileUrl":"#), let tileUrl = string(),
        literal(#","rooms":{"#), let exits = exits(), literal(#","type":"#), let type = string(),
        literal("}"), at == buffer.count
      else { return nil }
      return Fields(id: id, tileUrl: tileUrl, type: type, exits: exits)
    }

    /// The members of "rooms" after its `{`, through its `}`.
    mutating func exits() -> RoomExits? {
      var exits = RoomExits()
      if literal("}") { return exits }
      var named = DirectionSet()
      repeat {
        // A side named twice or a pointer of another kind: the general reading's rules apply.
        guard let name = string(), let side = Direction(compassName: name), !named.contains(side),
          literal(":{"), let kind = string(), literal(":"), let target = string(), literal("}"),
          let pointer = RoomPointer.build(kind: kind, target: target)
        else { return nil }
        named.insert(DirectionSet(side))
        exits[side] = pointer
      } while literal(",")
      return literal("}") ? exits : nil
    }

    /// A string of printable ASCII with no escape, from its opening quote.
    mutating func string() -> String? {
      guard at < buffer.count, buffer[at] == UInt8(ascii: "\"") else { return nil }
      let start = at + 1
      var end = start
      while end < buffer.count {
        let byte = buffer[end]
        if byte == UInt8(ascii: "\"") { break }
        guard byte >= 0x20, byte < 0x7f, byte != UInt8(ascii: "\\") else { return nil }
        end += 1
      }
      guard end < buffer.count else { return nil }
      at = end + 1
      return String(decoding: UnsafeBufferPointer(rebasing: buffer[start..<end]), as: UTF8.self)
    }

    /// Steps over `text` when the bytes at the reader are exactly it.
    mutating func literal(_ text: StaticString) -> Bool {
      let count = text.utf8CodeUnitCount
      guard buffer.count - at >= count else { return false }
      let expected = UnsafeBufferPointer(start: text.utf8Start, count: count)
      for offset in 0..<count where buffer[at + offset] != expected[offset] { return false }
      at += count
      return true
    }
  }
}
