import ArcadeKit

/// Digests that are the same in every process (Swift's `Hasher` is seeded per process, so it
/// cannot be used): 64-bit FNV-1a, written as 16 hex digits.
public struct StableDigest {
  private var value: UInt64 = 0xcbf2_9ce4_8422_2325

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

  public var hex: String {
    let digits = String(value, radix: 16)
    return String(repeating: "0", count: 16 - digits.count) + digits
  }
}

public enum ScreenDigest {
  /// Every cell's text and style, and the size.
  public static func of(_ canvas: Canvas) -> String {
    var digest = StableDigest()
    digest.add(UInt64(canvas.width))
    digest.add(UInt64(canvas.height))
    for cell in canvas.cells {
      // The text's UTF-8: straight from the scalar for a one-scalar cell (no String made).
      if let scalar = cell.scalar {
        UTF8.encode(scalar) { digest.add(byte: $0) }
      } else {
        digest.add(cell.text.utf8)
      }
      // Byte by byte: an array literal here was an allocation per cell of every frame.
      digest.add(byte: UInt8(truncatingIfNeeded: cell.style.role.rawValue))
      digest.add(byte: cell.style.attributes.rawValue)
      digest.add(byte: cell.isContinuation ? 1 : 0)
    }
    return digest.hex
  }
}
