/// A deck file and what reading it gave.
public struct DeckChoice: Sendable {
  public var file: String
  public var result: Result<Deck, DeckError>

  public init(file: String, result: Result<Deck, DeckError>) {
    self.file = file
    self.result = result
  }

  /// The deck's cards for a game, or the message that says why it cannot be played.
  public var playable: Result<Deck, DeckError> {
    guard case .success(let deck) = result else { return result }
    // A check without throwing: the release build miscompiled a typed-throws `do` discarding
    // its value here (it destroyed a card array it never made).
    return deck.shortage.map { .failure($0) } ?? .success(deck)
  }
}

/// The built-in decks a session has: where they were read from (help names it) and each one,
/// playable or with its error.
public struct DeckShelf: Sendable {
  public var directory: String
  public var choices: [DeckChoice]

  public init(directory: String, choices: [DeckChoice]) {
    self.directory = directory
    self.choices = choices
  }

  /// The playable ones, in file-name order.
  public var playable: [Deck] { choices.compactMap { try? $0.playable.get() } }
}

extension DeckShelf {
  /// The daily's deck: one of the playable decks (in the shelf's order, sorted by name), drawn
  /// from the day's `choices`; nil when none is playable.
  public func daily(choosingWith random: inout some RandomNumberGenerator) -> Deck? {
    let decks = playable
    guard !decks.isEmpty else { return nil }
    return decks[Int(random.next() % UInt64(decks.count))]
  }
}
