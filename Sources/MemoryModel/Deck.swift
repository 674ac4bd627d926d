/// A deck: a name and its usable cards, in file order, plus the cards that were left out and
/// why (the original skipped tracks without artwork; we skip cards without a usable face).
public struct Deck: Hashable, Sendable {
  /// A game needs this many distinct cards; each is laid twice.
  public static let cardsPerGame = 8

  public var name: String
  public var cards: [Card]
  public var rejected: [RejectedCard]

  public init(name: String, cards: [Card], rejected: [RejectedCard] = []) {
    self.name = name
    self.cards = cards
    self.rejected = rejected
  }

  /// The first 8 usable cards, or the "not enough cards" error.
  public func gameCards() throws(DeckError) -> [Card] {
    if let shortage { throw shortage }
    return Array(cards.prefix(Self.cardsPerGame))
  }

  /// Why a game cannot be dealt from this deck ("not enough cards"), or nil when it can.
  public var shortage: DeckError? {
    cards.count >= Self.cardsPerGame ? nil : .notEnoughCards(deck: name, found: cards.count)
  }

  /// Builds a deck from raw entries, keeping the entries that make a usable card.
  public init(name: String, entries: [CardEntry]) {
    self.name = name
    cards = []
    rejected = []
    for (position, entry) in entries.enumerated() {
      switch entry.card(after: cards) {
      case .success(let card): cards.append(card)
      case .failure(let rejection):
        rejected.append(RejectedCard(position: position, id: entry.id, reason: rejection.reason))
      }
    }
  }
}

/// A card entry that was not usable.
public struct RejectedCard: Hashable, Sendable {
  /// 0-based position in the deck file's card list.
  public var position: Int
  public var id: String?
  public var reason: String
}

/// Why a deck cannot be played. `message` is the one line shown to the player.
public enum DeckError: Error, Hashable, Sendable {
  case notEnoughCards(deck: String, found: Int)
  case malformed(file: String, reason: String)
  case unreadable(file: String, reason: String)

  public var message: String {
    switch self {
    case .notEnoughCards(let deck, let found):
      return "Not enough cards with faces in \(deck): need \(Deck.cardsPerGame), found \(found)"
        + " — choose another deck"
    case .malformed(let file, let reason):
      return "\(file): \(reason)"
    case .unreadable(let file, let reason):
      return "\(file): \(reason)"
    }
  }
}

/// One card as written in a deck file: every field may be missing or wrong.
public struct CardEntry: Hashable, Sendable {
  public var id: String?
  public var title: String?
  public var artist: String?
  public var face: String?
  public var asciiFace: String?

  public init(id: String?, title: String?, artist: String?, face: String?, asciiFace: String?) {
    self.id = id
    self.title = title
    self.artist = artist
    self.face = face
    self.asciiFace = asciiFace
  }

  /// The card, or why it is not usable. `earlier` are the cards already kept: two cards that
  /// look alike would make pairs nobody can tell apart, so a repeated face or id is refused.
  func card(after earlier: [Card]) -> Result<Card, CardRejection> {
    guard let id, !id.isEmpty else { return .failure(CardRejection("has no id")) }
    guard let face else { return .failure(CardRejection("has no face")) }
    if let why = FaceRule.emojiRejection(face) { return .failure(CardRejection(why)) }
    guard let asciiFace else { return .failure(CardRejection("has no ASCII face")) }
    if let why = FaceRule.asciiRejection(asciiFace) { return .failure(CardRejection(why)) }
    if let twin = earlier.first(where: { $0.id == id }) {
      return .failure(CardRejection("repeats the id \(twin.id)"))
    }
    if let twin = earlier.first(where: { $0.face == face || $0.asciiFace == asciiFace }) {
      return .failure(CardRejection("has the same face as \(twin.id)"))
    }
    let card = Card(
      id: id, title: nonEmpty(title) ?? "Untitled", artist: nonEmpty(artist) ?? "Unknown artist",
      face: face, asciiFace: asciiFace)
    return .success(card)
  }

  private func nonEmpty(_ text: String?) -> String? {
    guard let text, !text.isEmpty else { return nil }
    return text
  }
}

/// The reason a card entry was refused.
public struct CardRejection: Error, Hashable, Sendable {
  public var reason: String
  public init(_ reason: String) { self.reason = reason }
}
