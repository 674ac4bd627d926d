import ArcadeGlyphs
import ArcadeKit
import MemoryModel

/// Draws one card. Every state has its own glyphs as well as its own colour role, so the
/// board reads the same in monochrome: `##`/🎴 face down, the face when up, `x face x` for a
/// pair that did not match, `* face *` for a matched pair, and `>`…`<` around the cursor.
enum MemoryCardView {
  static let back = GlyphPair("🎴", ascii: FaceRule.cardBackASCII)

  /// A card's face and its ASCII twin, from the deck file.
  static func face(of card: Card) -> GlyphPair { GlyphPair(card.face, ascii: card.asciiFace) }

  /// The 6 columns inside the card's frame.
  static func inside(_ state: CardState, card: Card, options: RenderOptions) -> String {
    let face = Self.face(of: card).resolve(options)
    switch state {
    case .faceDown: return "  " + back.resolve(options) + "  "
    case .faceUp: return "  " + face + "  "
    case .mismatched: return "x " + face + " x"
    case .matched: return "* " + face + " *"
    }
  }

  static func style(_ state: CardState) -> Style {
    switch state {
    case .faceDown: return .border
    case .faceUp: return .accent
    case .mismatched: return .bad
    case .matched: return .good
    }
  }

  /// Screen-reader mode's card: its square and state in words, where a cursor-following reader
  /// reads them ("B1 down", "B1 up", "B1 miss", "B1 pair"), with no frame.
  static func words(_ state: CardState, square: String) -> String {
    switch state {
    case .faceDown: return square + " down"
    case .faceUp: return square + " up"
    case .mismatched: return square + " miss"
    case .matched: return square + " pair"
    }
  }

  static func draw(
    _ state: CardState, card: Card, at rect: Rect, underCursor: Bool, into canvas: inout Canvas,
    options: RenderOptions, spokenSquare: String? = nil
  ) {
    let style = style(state)
    if let spokenSquare {
      canvas.put(words(state, square: spokenSquare), x: rect.x, y: rect.y + 1, style: style, limit: rect.maxX)
      if underCursor {
        canvas.put(">", x: rect.x - 1, y: rect.y + 1, style: .selection)
        canvas.put("<", x: rect.maxX, y: rect.y + 1, style: .selection)
      }
      return
    }
    // A miss keeps the face-up frame and marks only the face row (x face x in the bad colour):
    // showing it rewrites two rows, not two whole cards.
    canvas.box(rect, glyphs: options.box, style: state == .mismatched ? Self.style(.faceUp) : style)
    // The cursor is the reversed > < marks beside the face row; the card itself keeps its
    // look, so a cursor move rewrites four cells, not two rows of a card.
    canvas.put(inside(state, card: card, options: options), x: rect.x + 1, y: rect.y + 1, style: style)
    if underCursor {
      canvas.put(">", x: rect.x - 1, y: rect.y + 1, style: .selection)
      canvas.put("<", x: rect.maxX, y: rect.y + 1, style: .selection)
    }
  }
}
