import ArcadeGlyphs

/// Which faces a card may show. Emoji faces follow the arcade's allowlist rule (`EmojiRule`: one
/// code point whose default presentation is emoji, that the terminal's `wcwidth` makes 2
/// columns wide); ASCII faces are exactly two printable ASCII characters.
public enum FaceRule {
  /// Why `face` cannot be a card's emoji face, or nil when it can.
  public static func emojiRejection(_ face: String) -> String? {
    let scalars = Array(face.unicodeScalars)
    if scalars.isEmpty { return "has an empty face" }
    if scalars.contains(where: { $0.value == 0xFE0F }) { return "face \(face) carries U+FE0F" }
    if scalars.contains(where: { $0.value == 0x200D }) { return "face \(face) is a ZWJ sequence" }
    if scalars.count > 1 { return "face \(face) is wider than 2 columns (more than one code point)" }
    if !EmojiRule.isAllowed(face) {
      return "face \(face) is not a 2-column emoji (U+\(hex(scalars[0].value)))"
    }
    return nil
  }

  /// Why `face` cannot be a card's ASCII face, or nil when it can.
  public static func asciiRejection(_ face: String) -> String? {
    let scalars = Array(face.unicodeScalars)
    guard scalars.count == 2, scalars.allSatisfy({ (0x20...0x7E).contains($0.value) }) else {
      return "ASCII face \"\(face)\" is not exactly 2 printable ASCII characters"
    }
    if face == cardBackASCII || face == "  " { return "ASCII face \"\(face)\" looks like a card back" }
    return nil
  }

  /// The ASCII back of a face-down card; no face may look like it.
  public static let cardBackASCII = "##"

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }
}
