import Testing

@testable import NcursesTerminal

/// The filter fed `text` one code at a time, then told nothing more is ready: what it passed
/// on as keys (as text) and the answers it handed over (as text).
private func filtered(_ text: String, drained: Bool = true) -> (keys: String, answers: [String]) {
  var filter = ReplyFilter()
  var items: [ReplyFilter.Item] = []
  for scalar in text.unicodeScalars { items += filter.take(scalar.value, at: 0) }
  if drained { items += filter.drained() }
  var keys = ""
  var answers: [String] = []
  for item in items {
    switch item {
    case .key(let code): keys.unicodeScalars.append(Unicode.Scalar(code)!)
    case .reply(let bytes): answers.append(String(decoding: bytes, as: UTF8.self))
    }
  }
  return (keys, answers)
}

@Suite("Reply filter: the terminal's answers never read as keys")
struct ReplyFilterTests {
  @Test("an OSC 11 answer ended by BEL is handed over whole; its DA1 fence is swallowed")
  func oscAnswerAndFence() {
    let result = filtered("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?62;22c")
    #expect(result.keys == "")
    #expect(result.answers == ["\u{1B}]11;rgb:ffff/ffff/ffff\u{07}"])
  }

  @Test("an OSC answer ended by ST (ESC \\) is handed over with its ST")
  func oscAnswerEndedBySt() {
    let result = filtered("\u{1B}]11;rgb:0000/0000/0000\u{1B}\\")
    #expect(result.keys == "" && result.answers == ["\u{1B}]11;rgb:0000/0000/0000\u{1B}\\"])
  }

  @Test("keys typed before and after an answer stay keys, in order")
  func keysAroundAnAnswer() {
    let result = filtered("jk\u{1B}]11;rgb:ffff/ffff/ffff\u{07}\u{1B}[?1;2cq")
    #expect(result.keys == "jkq")
    #expect(result.answers.count == 1)
  }

  @Test("a garbage OSC answer is swallowed (handed over, for the parser to refuse)")
  func garbageAnswer() {
    let result = filtered("\u{1B}]11;what?\u{07}\u{1B}[?62c1")
    #expect(result.keys == "1")
    #expect(result.answers == ["\u{1B}]11;what?\u{07}"])
  }

  @Test("Escape alone is the player's Escape, given when nothing follows it")
  func loneEscape() {
    #expect(filtered("\u{1B}").keys == "\u{1B}")
    #expect(filtered("\u{1B}", drained: false).keys == "")
  }

  @Test("Escape followed by a key that starts no answer gives both keys")
  func escapeThenKeys() {
    #expect(filtered("\u{1B}q").keys == "\u{1B}q")
    #expect(filtered("\u{1B}[A").keys == "\u{1B}[A")
    #expect(filtered("\u{1B}]x").keys == "\u{1B}]x")
    #expect(filtered("\u{1B}\u{1B}").keys == "\u{1B}\u{1B}")
  }

  @Test("an answer split across reads is joined: its start waits for its rest")
  func splitAnswer() {
    var filter = ReplyFilter()
    var items: [ReplyFilter.Item] = []
    for byte in "\u{1B}]11;rgb:ff".utf8 { items += filter.take(UInt32(byte), at: 0) }
    items += filter.drained()
    #expect(items.isEmpty)
    for byte in "ff/ffff/ffff\u{07}j".utf8 { items += filter.take(UInt32(byte), at: 0) }
    #expect(
      items == [.reply(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8)), .key(UInt32(UInt8(ascii: "j")))])
  }

  @Test("an endless answer is swallowed to its end, nothing handed over, the keys after it kept")
  func overlongAnswer() {
    let body = String(repeating: "f", count: ReplyFilter.longest * 2)
    let result = filtered("\u{1B}]11;\(body)\u{07}j")
    #expect(result.keys == "j" && result.answers.isEmpty)
  }

  @Test("an answer that never ends is dropped once it is older than its patience: the keys after it are keys")
  func unendedAnswer() {
    var filter = ReplyFilter()
    var items: [ReplyFilter.Item] = []
    for byte in "\u{1B}]11;rgb:0000/0000/0000".utf8 { items += filter.take(UInt32(byte), at: 10) }
    // Keys within its patience are taken as its rest (a terminal sends an answer in one write).
    for _ in 0..<5000 { items += filter.take(UInt32(UInt8(ascii: "x")), at: 10.5) }
    items += filter.drained()
    #expect(items.isEmpty)
    let later = 10 + ReplyFilter.patience + 0.1
    items += filter.take(UInt32(UInt8(ascii: "q")), at: later)
    items += filter.take(UInt32(UInt8(ascii: "j")), at: later)
    #expect(items == [.key(UInt32(UInt8(ascii: "q"))), .key(UInt32(UInt8(ascii: "j")))])
  }

  @Test("after a dropped answer the next answer is read afresh and handed over")
  func answerAfterADroppedOne() {
    var filter = ReplyFilter()
    var items: [ReplyFilter.Item] = []
    for byte in "\u{1B}]11;rgb:00".utf8 { items += filter.take(UInt32(byte), at: 0) }
    for byte in "\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8 { items += filter.take(UInt32(byte), at: 5) }
    #expect(items == [.reply(Array("\u{1B}]11;rgb:ffff/ffff/ffff\u{07}".utf8))])
  }
}
