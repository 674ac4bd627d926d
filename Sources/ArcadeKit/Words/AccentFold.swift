/// A Latin letter with an accent read as its base letter ("à" -> "a") in ASCII mode, so an
/// accented word stays a word instead of turning into "?", which screens use as a mark.
enum AccentFold {
  private static let groups: [(String, Character)] = [
    ("ÀÁÂÃÄÅĀĂĄ", "A"), ("àáâãäåāăą", "a"), ("ÇĆĈĊČ", "C"), ("çćĉċč", "c"), ("ĎĐ", "D"),
    ("ďđ", "d"), ("ÈÉÊËĒĔĖĘĚ", "E"), ("èéêëēĕėęě", "e"), ("ĜĞĠĢ", "G"), ("ĝğġģ", "g"),
    ("ĤĦ", "H"), ("ĥħ", "h"), ("ÌÍÎÏĨĪĬĮİ", "I"), ("ìíîïĩīĭįı", "i"), ("Ĵ", "J"), ("ĵ", "j"),
    ("Ķ", "K"), ("ķ", "k"), ("ĹĻĽĿŁ", "L"), ("ĺļľŀł", "l"), ("ÑŃŅŇ", "N"), ("ñńņňŉ", "n"),
    ("ÒÓÔÕÖØŌŎŐ", "O"), ("òóôõöøōŏő", "o"), ("ŔŖŘ", "R"), ("ŕŗř", "r"), ("ŚŜŞŠ", "S"),
    ("śŝşš", "s"), ("ŢŤŦ", "T"), ("ţťŧ", "t"), ("ÙÚÛÜŨŪŬŮŰŲ", "U"), ("ùúûüũūŭůűų", "u"),
    ("Ŵ", "W"), ("ŵ", "w"), ("ÝŸŶ", "Y"), ("ýÿŷ", "y"), ("ŹŻŽ", "Z"), ("źżž", "z"),
  ]

  private static let base: [Character: String] = {
    var map: [Character: String] = [:]
    for (letters, letter) in groups {
      for accented in letters { map[accented] = String(letter) }
    }
    return map
  }()

  /// The base letter of one grapheme: precomposed, or an ASCII letter followed by combining
  /// marks (U+0300...U+036F); nil for anything else.
  static func baseLetter(_ text: String) -> String? {
    guard let character = text.first, text.count == 1 else { return nil }
    if let letter = base[character] { return letter }
    let scalars = Array(text.unicodeScalars)
    guard let first = scalars.first, first.properties.isAlphabetic, first.isASCII,
      scalars.dropFirst().allSatisfy({ (0x300...0x36F).contains($0.value) })
    else { return nil }
    return String(first)
  }
}
