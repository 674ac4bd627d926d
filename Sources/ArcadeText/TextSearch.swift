/// Finding and replacing text with the standard library alone. Swift's own `replacing(_:with:)`,
/// `firstRange(of:)` and `contains(_:)` for strings live in _StringProcessing, which links its
/// regex engine with them (its code and thousands of metadata records scanned at
/// start-up); the arcade needs only these. Like those, they compare whole characters (so "e"
/// is not found inside "é", nor "⬛" inside "⬛️").
extension StringProtocol {
  /// Where `other` first occurs; nil when it does not occur or is empty.
  public func firstOccurrence(of other: some StringProtocol) -> Range<Index>? {
    guard let first = other.first else { return nil }
    var start = startIndex
    while let found = self[start...].firstIndex(of: first) {
      var here = found
      var wanted = other.startIndex
      while wanted < other.endIndex, here < endIndex, self[here] == other[wanted] {
        here = index(after: here)
        wanted = other.index(after: wanted)
      }
      if wanted == other.endIndex { return found..<here }
      start = index(after: found)
    }
    return nil
  }

  /// Whether `other` occurs (the empty text always does).
  public func containsText(_ other: some StringProtocol) -> Bool {
    other.isEmpty || firstOccurrence(of: other) != nil
  }

  /// The text with every occurrence of `old` replaced by `new`, left to right, never inside a
  /// replacement.
  public func replacingEvery(_ old: some StringProtocol, with new: some StringProtocol) -> String {
    guard !old.isEmpty else { return String(self) }
    var result = ""
    var rest = self[...]
    while let range = rest.firstOccurrence(of: old) {
      result += rest[..<range.lowerBound]
      result += new
      rest = rest[range.upperBound...]
    }
    result += rest
    return result
  }
}

extension Array where Element == String {
  /// The strings joined with `separator` between them: what `joined(separator:)` gives, in
  /// code for `[String]` alone. The standard library's is generic and, unspecialized across
  /// modules, its first call makes the runtime look up a dozen associated types at start-up.
  public func joinedText(separator: String = "") -> String {
    var text = ""
    for (i, part) in enumerated() {
      if i > 0 { text += separator }
      text += part
    }
    return text
  }
}
