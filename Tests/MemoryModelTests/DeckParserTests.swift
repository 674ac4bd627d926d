import MemoryModel
import Testing

@Suite("Deck files")
struct DeckParserTests {
  let faces = Fixture.faces

  @Test("a valid deck file gives its name and its cards in file order")
  func validDeck() throws {
    let json = Fixture.deckJSON(
      name: "Fruit", cards: (0..<9).map { Fixture.cardJSON(id: $0, face: faces[$0]) })
    let deck = try DeckParser.parse(json, file: "fruit.json")
    #expect(deck.name == "Fruit")
    #expect(deck.cards.map(\.face) == Array(faces.prefix(9)))
    #expect(deck.cards.first?.id == "0")
    #expect(deck.rejected.isEmpty)
    #expect(try deck.gameCards().count == 8)
  }

  @Test("the deck's name loses the white space at either end, and keeps its own")
  func nameTrimmed() throws {
    let json = Fixture.deckJSON(
      name: "\\n \\t Lo-Fi  Garden \\n", cards: (0..<9).map { Fixture.cardJSON(id: $0, face: faces[$0]) })
    #expect(try DeckParser.parse(json, file: "d.json").name == "Lo-Fi  Garden")
  }

  @Test("text ids are kept; missing titles and artists get placeholders")
  func idsAndPlaceholders() throws {
    let json = Fixture.deckJSON(cards: [#"{ "id": "x1", "face": "🍎", "ascii": "Ap" }"#])
    let card = try #require(try DeckParser.parse(json, file: "d.json").cards.first)
    #expect(card == Card(id: "x1", title: "Untitled", artist: "Unknown artist", face: "🍎", asciiFace: "Ap"))
  }

  @Test("fewer than 8 cards with faces: the game is refused with the issue's message")
  func notEnoughCards() throws {
    var cards = (0..<7).map { Fixture.cardJSON(id: $0, face: faces[$0]) }
    cards.append(Fixture.cardJSON(id: 7, face: nil))
    let deck = try DeckParser.parse(Fixture.deckJSON(name: "Thin", cards: cards), file: "thin.json")
    #expect(deck.cards.count == 7)
    #expect(deck.rejected.map(\.reason) == ["has no face"])
    #expect(throws: DeckError.notEnoughCards(deck: "Thin", found: 7)) { try deck.gameCards() }
    #expect(
      DeckError.notEnoughCards(deck: "Thin", found: 7).message
        == "Not enough cards with faces in Thin: need 8, found 7 — choose another deck")
  }

  @Test("malformed JSON is a one-line error naming the file")
  func malformedJSON() {
    let bad = #"{ "name": "Broken", "cards": [ { "id": 1, } "#
    #expect(throws: DeckError.self) { try DeckParser.parse(bad, file: "broken.json") }
    do {
      _ = try DeckParser.parse(bad, file: "broken.json")
    } catch {
      #expect(error.message.hasPrefix("broken.json: malformed JSON"))
      #expect(!error.message.contains("\n"))
    }
  }

  @Test("a file without a name or a card list says which field is wrong")
  func missingFields() {
    let cases: [(String, String)] = [
      (#"{ "cards": [] }"#, "d.json: missing \"name\""),
      (#"{ "name": "X" }"#, "d.json: missing \"cards\""),
      (#"{ "name": "X", "cards": 3 }"#, "d.json: expected a list at cards"),
      (#"{ "name": "  ", "cards": [] }"#, "d.json: the deck's \"name\" is empty"),
      (#"[1, 2]"#, "d.json: expected"),
    ]
    for (json, expected) in cases {
      do {
        _ = try DeckParser.parse(json, file: "d.json")
        Issue.record("\(json) was accepted")
      } catch {
        #expect(error.message.hasPrefix(expected), "\(error.message)")
        #expect(!error.message.contains("\n"))
      }
    }
  }

  @Test("a field of the wrong kind says which and where, and a null says it found null")
  func wrongKindsSayWhere() {
    let cases: [(String, String)] = [
      (#"{ "name": 3, "cards": [] }"#, "d.json: expected text at name"),
      (#"{ "name": null, "cards": [] }"#, "d.json: expected text, found null at name"),
      (#"{ "name": "X", "cards": null }"#, "d.json: expected a list, found null at cards"),
      (#"{ "name": "X", "cards": [ {}, 2 ] }"#, "d.json: expected an object at cards[1]"),
      (#"{ "name": "X", "cards": [ null ] }"#, "d.json: expected an object, found null at cards[0]"),
      ("null", "d.json: expected an object, found null"),
      (#""X""#, "d.json: expected an object"),
    ]
    for (json, expected) in cases {
      #expect(
        throws: DeckError.malformed(file: "d.json", reason: String(expected.dropFirst("d.json: ".count)))
      ) {
        try DeckParser.parse(json, file: "d.json")
      }
    }
  }

  @Test("a card's id may be a whole number, written with or without a fraction")
  func numericIds() throws {
    let json = Fixture.deckJSON(cards: [
      #"{ "id": 7.0, "face": "🍎", "ascii": "Ap" }"#, #"{ "id": 7.5, "face": "🍌", "ascii": "Ba" }"#,
    ])
    let deck = try DeckParser.parse(json, file: "d")
    #expect(deck.cards.map(\.id) == ["7"])
    #expect(deck.rejected.map(\.position) == [1])
  }

  @Test("faces wider than 2 columns or with U+FE0F are rejected")
  func unusableFacesRejected() throws {
    let bad: [(String, String)] = [
      ("❤\u{FE0F}", "U+FE0F"),
      ("🍎🍎", "wider than 2 columns"),
      ("👩\u{200D}🚀", "ZWJ"),
      ("❤", "not a 2-column emoji"),
      ("A", "not a 2-column emoji"),
      ("", "empty"),
    ]
    for (face, reason) in bad {
      let deck = try DeckParser.parse(
        Fixture.deckJSON(cards: [Fixture.cardJSON(id: 1, face: face)]), file: "d")
      #expect(deck.cards.isEmpty, "\(face) accepted")
      #expect(deck.rejected.first?.reason.contains(reason) == true, "\(deck.rejected)")
    }
  }

  @Test("ASCII faces must be exactly two printable ASCII characters and not the card back")
  func asciiFaces() throws {
    for ascii in ["A", "ABC", "é1", "##", "  ", "\t1"] {
      let json = Fixture.deckJSON(cards: [Fixture.cardJSON(id: 1, face: "🍎", ascii: ascii)])
      #expect(try DeckParser.parse(json, file: "d").cards.isEmpty, "\(ascii) accepted")
    }
    let json = Fixture.deckJSON(cards: [Fixture.cardJSON(id: 1, face: "🍎", ascii: "a!")])
    #expect(try DeckParser.parse(json, file: "d").cards.count == 1)
  }

  @Test("a card that repeats an earlier face or id is left out: its pairs could not be told apart")
  func duplicatesRejected() throws {
    let json = Fixture.deckJSON(cards: [
      Fixture.cardJSON(id: 1, face: "🍎", ascii: "Ap"),
      Fixture.cardJSON(id: 2, face: "🍎", ascii: "Aq"),
      Fixture.cardJSON(id: 3, face: "🍌", ascii: "Ap"),
      Fixture.cardJSON(id: 1, face: "🍇", ascii: "Gr"),
    ])
    let deck = try DeckParser.parse(json, file: "d")
    #expect(deck.cards.map(\.id) == ["1"])
    #expect(deck.rejected.map(\.position) == [1, 2, 3])
  }

  @Test("a card field of the wrong type spoils only that card")
  func wrongTypedField() throws {
    let json = Fixture.deckJSON(cards: [
      #"{ "id": 1, "title": "T", "artist": "A", "face": 42, "ascii": "Ap" }"#,
      Fixture.cardJSON(id: 2, face: "🍌"),
    ])
    let deck = try DeckParser.parse(json, file: "d")
    #expect(deck.cards.map(\.id) == ["2"])
    #expect(deck.rejected.first?.reason == "has no face")
  }
}
