/// The keys the coders make up: an array position (`Index 3`, as Foundation names it) and
/// `super` for `superEncoder()`/`superDecoder()`.
struct JSONCodingKey: CodingKey {
  let stringValue: String
  let intValue: Int?

  init(stringValue: String) {
    self.stringValue = stringValue
    intValue = nil
  }

  init(intValue: Int) {
    stringValue = "Index \(intValue)"
    self.intValue = intValue
  }

  init(index: Int) { self.init(intValue: index) }

  static let `super` = JSONCodingKey(stringValue: "super")
}
