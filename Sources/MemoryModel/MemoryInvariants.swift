extension MemoryGame {
  /// The rules the state must always obey; an empty list means all hold. Tests and the
  /// arcade's soak fuzzer check it after every action.
  public func invariantViolations() -> [String] {
    var problems: [String] = []
    let slots = layout.indices
    let upUnmatched = slots.filter { state(at: $0) == .faceUp || state(at: $0) == .mismatched }
    if upUnmatched.count > 2 { problems.append("\(upUnmatched.count) unmatched cards face up") }
    if cards.indices.contains(where: { card in layout.filter { $0 == card }.count != 2 }) {
      problems.append("a card is not laid exactly twice")
    }
    if matched.filter({ $0 }).count != 2 * found.count {
      problems.append("matched cards do not come in pairs")
    }
    for card in found where slots.contains(where: { layout[$0] == card && !matched[$0] }) {
      problems.append("a found pair has a card face down")
    }
    if let selected, matched[selected] { problems.append("the first card of the turn is matched") }
    if let mismatch,
      layout[mismatch.first] == layout[mismatch.second] || matched[mismatch.first]
        || matched[mismatch.second]
    {
      problems.append("the mismatched pair is a pair")
    }
    if !slots.contains(cursor) { problems.append("cursor \(cursor) is off the board") }
    if isFinished != matched.allSatisfy({ $0 }) { problems.append("finished does not match the board") }
    return problems
  }
}
