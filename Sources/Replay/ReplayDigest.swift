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
    add(canvas.cells[...], to: &digest)
    return digest.hex
  }

  /// Each cell's text and style, in order.
  static func add(_ cells: ArraySlice<Cell>, to digest: inout StableDigest) {
    for cell in cells {
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
  }
}

/// `ScreenDigest.of` for a run of screens, each read only from its first row that differs from
/// the screen before: FNV-1a runs front to back, so the digest's state at the start of each
/// row is kept and the walk resumes there. An animation that changes the bottom rows (a status
/// line) re-reads those rows alone; the digests are the same as `ScreenDigest.of`'s.
public final class ScreenDigester {
  private var last: Canvas?
  /// The digest's state before row y, at index y; the last one is after every row.
  private var rowStarts: [StableDigest] = []

  public init() {}

  public func digest(_ canvas: Canvas) -> String {
    let width = canvas.width
    var firstChanged = 0
    if let last, last.size == canvas.size, rowStarts.count == canvas.height + 1 {
      firstChanged = canvas.height
      for row in 0..<canvas.height {
        let span = row * width..<(row + 1) * width
        if last.cells[span] != canvas.cells[span] {
          firstChanged = row
          break
        }
      }
    } else {
      var start = StableDigest()
      start.add(UInt64(canvas.width))
      start.add(UInt64(canvas.height))
      rowStarts = [start]
    }
    rowStarts.removeSubrange((firstChanged + 1)...)
    var digest = rowStarts[firstChanged]
    for row in firstChanged..<canvas.height {
      ScreenDigest.add(canvas.cells[row * width..<(row + 1) * width], to: &digest)
      rowStarts.append(digest)
    }
    last = canvas
    return digest.hex
  }
}
