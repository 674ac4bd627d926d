import FizzBuzzModel
import PropertyBased
import Testing

@Suite("The sequence")
struct SequenceTests {
  @Test("(3, 5, 20, a, z) gives the original's sequence without its leading 0")
  func originalExample() {
    let expected = [
      "1", "2", "a", "4", "z", "a", "7", "8", "a", "z", "11", "a", "13", "14", "az", "16", "17", "a", "19",
      "z",
    ]
    #expect(settings(3, 5, 20, "a", "z").sequence == expected)
  }

  @Test("multiples of both give the first word then the second, without a space")
  func bothWords() {
    #expect(settings(3, 5, 15).text(of: 15) == "fizzbuzz")
    #expect(settings(3, 5, 15).kind(of: 30) == .both)
  }

  @Test("limit 1 gives just 1, or the words when 1 is a multiple")
  func limitOne() {
    #expect(settings(3, 5, 1).sequence == ["1"])
    #expect(settings(1, 5, 1).sequence == ["fizz"])
    #expect(settings(1, 1, 1).sequence == ["fizzbuzz"])
  }

  @Test("large divisors never overflow: no product is computed")
  func largeDivisors() {
    let big = settings(Int.max, Int.max - 1, 3)
    #expect(big.kind(of: Int.max) == .first)
    #expect(big.kind(of: Int.max - 1) == .second)
    #expect(big.kind(of: 2) == .number)
    #expect(big.sequence == ["1", "2", "3"])
  }

  @Test("the name joins the settings with bullets")
  func name() {
    #expect(settings(3, 5, 100).name == "3 • 5 • 100 • fizz • buzz")
  }

  @Test("the sequence matches an independent FizzBuzz for any settings")
  func matchesReference() async {
    await propertyCheck(input: Gen.int(in: 1...30), Gen.int(in: 1...30), Gen.int(in: 1...200)) {
      a, b, limit in
      let model = settings(a, b, limit, "x", "yy")
      #expect(model.sequence == (1...limit).map { referenceItem($0, a, b, "x", "yy") })
    }
  }
}

@Suite("The print stream")
struct SequenceStreamTests {
  @Test("the stream writes the sequence one item per line")
  func streamMatchesSequence() {
    let model = settings(3, 5, 20, "a", "z")
    #expect(streamText(model) == model.sequence.map { $0 + "\n" }.joined())
  }

  @Test("chunk size never changes the output")
  func chunkSizes() async {
    await propertyCheck(input: Gen.int(in: 1...2000), Gen.int(in: 1...40)) { limit, chunk in
      let model = settings(7, 11, limit, "fizz", "🐝")
      #expect(streamText(model, chunk: chunk) == streamText(model, chunk: 65536))
    }
  }

  @Test("numbers are written correctly across powers of ten")
  func digitsCarry() {
    let text = streamText(settings(10_007, 10_009, 10_001))
    let lines = text.split(separator: "\n")
    #expect(lines.count == 10_001)
    #expect(lines[8] == "9" && lines[9] == "10" && lines[99] == "100" && lines[9999] == "10000")
  }

  @Test("a chunk stays within its capacity and at least one line is written")
  func chunkBounds() {
    var stream = FizzBuzzSequence(settings: settings(3, 5, 1_000_000))
    var buffer: [UInt8] = []
    stream.write(into: &buffer, capacity: 1000)
    #expect(buffer.count <= 1000 && buffer.count > 900)
    buffer.removeAll()
    stream.write(into: &buffer, capacity: 1)
    #expect(buffer.last == UInt8(ascii: "\n") && buffer.filter { $0 == UInt8(ascii: "\n") }.count == 1)
  }

  @Test("a huge limit streams without precomputing anything")
  func hugeLimit() {
    var stream = FizzBuzzSequence(settings: settings(3, 5, 1_000_000_000_000))
    var buffer: [UInt8] = []
    stream.write(into: &buffer, capacity: 64)
    #expect(stream.remaining > 999_999_999_900)
    #expect(String(decoding: buffer, as: UTF8.self).hasPrefix("1\n2\nfizz\n4\nbuzz\n"))
  }
}
