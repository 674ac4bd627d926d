/// The one JSON string escaper of the arcade: the encoder's, and the hand-written writers'
/// (the replay recorder's event lines, the maze server's answers), so a string has the same
/// bytes whoever writes it. Quotes and backslashes escaped, `\b \f \n \r \t` short, other
/// controls as `\u00XX`, `/` as `\/` only when asked (as Foundation does by default); the rest
/// is copied as UTF-8.
public enum JSONString {
  private static let hexDigits = Array("0123456789abcdef".utf8)

  /// Appends `text` in quotes to `bytes`.
  public static func append(_ text: String, to bytes: inout [UInt8], escapingSlashes: Bool = false) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { utf8 in
      var runStart = 0
      for (offset, byte) in utf8.enumerated() {
        let escaped: (UInt8, UInt8)?
        switch byte {
        case UInt8(ascii: "\""): escaped = (UInt8(ascii: "\\"), byte)
        case UInt8(ascii: "\\"): escaped = (UInt8(ascii: "\\"), byte)
        case UInt8(ascii: "/") where escapingSlashes: escaped = (UInt8(ascii: "\\"), byte)
        case 0x08: escaped = (UInt8(ascii: "\\"), UInt8(ascii: "b"))
        case 0x0C: escaped = (UInt8(ascii: "\\"), UInt8(ascii: "f"))
        case 0x0A: escaped = (UInt8(ascii: "\\"), UInt8(ascii: "n"))
        case 0x0D: escaped = (UInt8(ascii: "\\"), UInt8(ascii: "r"))
        case 0x09: escaped = (UInt8(ascii: "\\"), UInt8(ascii: "t"))
        case 0..<0x20: escaped = nil
        default: continue
        }
        bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart..<offset]))
        runStart = offset + 1
        if let (first, second) = escaped {
          bytes.append(first)
          bytes.append(second)
        } else {
          bytes.append(contentsOf: "\\u00".utf8)
          bytes.append(hexDigits[Int(byte >> 4)])
          bytes.append(hexDigits[Int(byte & 0xF)])
        }
      }
      bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[runStart...]))
    }
    bytes.append(UInt8(ascii: "\""))
  }

  /// `text` in quotes, escaped, as a `String` (slashes left as they are).
  public static func quoted(_ text: String) -> String {
    var bytes: [UInt8] = []
    bytes.reserveCapacity(text.utf8.count + 2)
    append(text, to: &bytes)
    return String(decoding: bytes, as: UTF8.self)
  }
}
