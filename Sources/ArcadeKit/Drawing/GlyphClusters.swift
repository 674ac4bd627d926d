import Synchronization

/// The grapheme clusters of more than one scalar that cells have held (flags, a letter with a
/// combining mark, a deck's keycap), each kept once and known by its number, so a `Cell` needs
/// no `String` of its own. The table only grows: it holds what the arcade has drawn, a handful
/// of clusters in a session.
enum GlyphClusters {
  private struct Table {
    var numbers: [String: UInt32] = [:]
    var texts: [String] = []
  }
  private static let table = Mutex(Table())

  static func number(of text: String) -> UInt32 {
    table.withLock { table in
      if let number = table.numbers[text] { return number }
      let number = UInt32(table.texts.count)
      table.texts.append(text)
      table.numbers[text] = number
      return number
    }
  }

  static func text(number: UInt32) -> String {
    table.withLock { $0.texts[Int(number)] }
  }
}
