/// "Did you mean …?": the known word closest to a mistyped one, for the one-line errors of the
/// command line and the settings file.
public enum Suggestion {
  /// The candidate `word` most likely meant, or nil when none is close: a case-insensitive
  /// edit distance (an insertion, a deletion, a change or two neighbours swapped count one) of
  /// 1 for words of up to 4 characters and 2 for longer ones, or `word` the start of exactly
  /// one candidate (3 characters at least). The nearest wins; ties go to the first listed.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let typed = Array(word.lowercased())
    guard !typed.isEmpty, typed.count <= 64 else { return nil }  // a long word is no typo
    let limit = typed.count <= 4 ? 1 : 2
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let known = Array(candidate.lowercased())
      guard abs(known.count - typed.count) <= limit else { continue }
      let distance = Self.distance(typed, known)
      if distance <= limit, distance < (best?.distance ?? Int.max) { best = (candidate, distance) }
    }
    if let best, best.distance > 0 { return best.word }
    if best != nil { return nil }  // the word is a candidate: nothing to suggest
    guard typed.count >= 3 else { return nil }
    let starting = candidates.filter { $0.lowercased().hasPrefix(word.lowercased()) }
    return starting.count == 1 ? starting[0] : nil
  }

  /// "; did you mean 'x'?" for the end of an error line, or "" when nothing is close.
  public static func clause(for word: String, among candidates: [String]) -> String {
    closest(to: word, among: candidates).map { "; did you mean '\($0)'?" } ?? ""
  }

  /// The optimal-string-alignment distance between `a` and `b`.
  static func distance(_ a: [Character], _ b: [Character]) -> Int {
    if a.isEmpty { return b.count }
    if b.isEmpty { return a.count }
    var before = [Int](repeating: 0, count: b.count + 1)
    var previous = Array(0...b.count)
    var current = [Int](repeating: 0, count: b.count + 1)
    for i in 1...a.count {
      current[0] = i
      for j in 1...b.count {
        let cost = a[i - 1] == b[j - 1] ? 0 : 1
        current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
          current[j] = min(current[j], before[j - 2] + 1)
        }
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[b.count]
  }
}
