import ArcadeKit

/// Digests that are the same in every process (Swift's `Hasher` is seeded per process, so it
/// cannot be used): 64-bit FNV-1a, written as 16 hex digits.
public struct StableDigest {
  fileprivate var value: UInt64 = 0xcbf2_9ce4_8422_2325
  fileprivate static let prime: UInt64 = 0x0000_0100_0000_01b3

  public init() {}

  public mutating func add(_ bytes: some Sequence<UInt8>) {
    for byte in bytes { add(byte: byte) }
  }

  /// A whole file's bytes (a shared replay's, for the verdict cache): a loop over the buffer,
  /// not the generic sequence walk another module would run unspecialized.
  public mutating func add(_ bytes: [UInt8]) {
    var value = self.value
    bytes.withUnsafeBufferPointer { buffer in
      for byte in buffer {
        value ^= UInt64(byte)
        value &*= 0x0000_0100_0000_01b3
      }
    }
    self.value = value
  }

  public mutating func add(_ text: String) {
    add(text.utf8)
    add(CollectionOfOne(0xff))  // separator: "ab"+"c" differs from "a"+"bc"
  }

  public mutating func add(_ number: UInt64) {
    withUnsafeBytes(of: number.littleEndian) { add($0) }
  }

  public mutating func add(byte: UInt8) {
    value ^= UInt64(byte)
    value &*= 0x0000_0100_0000_01b3
  }

  /// 16 lowercase hex digits, written straight into the string (the generic
  /// `String(_:radix:)` and the padding were most of the cost of a screen's digest).
  public var hex: String {
    let value = self.value
    return String(unsafeUninitializedCapacity: 16) { digits in
      for index in 0..<16 {
        let nibble = UInt8(truncatingIfNeeded: value >> UInt64(60 - 4 * index)) & 0xf
        digits[index] = nibble < 10 ? 0x30 + nibble : 0x57 + nibble  // 0-9, a-f
      }
      return 16
    }
  }
}

public enum ScreenDigest {
  /// Every cell's text and style, and the size: the width and the height as 8 bytes each,
  /// little-endian, then for each cell its text's UTF-8, its role's raw value, its attributes'
  /// and 1 for a continuation, else 0. Taken at every event of a session, over every cell: the
  /// loop runs over the cells' memory with the running value in a register, a byte of text
  /// for the usual ASCII cell.
  public static func of(_ canvas: Canvas) -> String {
    var digest = StableDigest()
    digest.add(UInt64(canvas.width))
    digest.add(UInt64(canvas.height))
    let prime = StableDigest.prime
    var value = digest.value
    canvas.cells.withUnsafeBufferPointer { cells in
      for cell in cells {
        // The text's UTF-8: straight from the scalar for a one-scalar cell (no String made).
        if let byte = cell.asciiByte {
          value = (value ^ UInt64(byte)) &* prime
        } else if let scalar = cell.scalar {
          UTF8.encode(scalar) { value = (value ^ UInt64($0)) &* prime }
        } else {
          for byte in cell.text.utf8 { value = (value ^ UInt64(byte)) &* prime }
        }
        value = (value ^ UInt64(UInt8(truncatingIfNeeded: cell.style.role.rawValue))) &* prime
        value = (value ^ UInt64(cell.style.attributes.rawValue)) &* prime
        value = (value ^ (cell.isContinuation ? 1 : 0)) &* prime
      }
    }
    digest.value = value
    return digest.hex
  }
}
