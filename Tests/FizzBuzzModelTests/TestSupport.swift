import FizzBuzzModel
import Testing

/// A stand-in for the terminal's width rule: emoji-presentation characters take 2 columns,
/// everything else 1 (the scenes pass ArcadeKit's `GlyphWidth`).
@Sendable func testColumns(_ text: String) -> Int {
  text.reduce(0) { total, character in
    total + (character.unicodeScalars.contains { $0.properties.isEmojiPresentation } ? 2 : 1)
  }
}

/// FizzBuzz as every textbook writes it, independent of the model's code.
func referenceItem(_ n: Int, _ a: Int, _ b: Int, _ first: String, _ second: String) -> String {
  var out = ""
  if n % a == 0 { out += first }
  if n % b == 0 { out += second }
  return out.isEmpty ? String(n) : out
}

func settings(_ a: Int, _ b: Int, _ limit: Int, _ first: String = "fizz", _ second: String = "buzz")
  -> FizzBuzzSettings
{
  FizzBuzzSettings(firstDivisor: a, secondDivisor: b, limit: limit, firstWord: first, secondWord: second)
}

/// Everything a stream writes, in chunks of at most `chunk` bytes.
func streamText(_ settings: FizzBuzzSettings, chunk: Int = 4096) -> String {
  var stream = FizzBuzzSequence(settings: settings)
  var all: [UInt8] = []
  var buffer: [UInt8] = []
  while !stream.isFinished {
    buffer.removeAll(keepingCapacity: true)
    stream.write(into: &buffer, capacity: chunk)
    // Each write brings the end nearer: one that writes nothing would loop forever.
    guard !buffer.isEmpty else {
      Issue.record("a write of an unfinished stream wrote nothing")
      break
    }
    all += buffer
  }
  return String(decoding: all, as: UTF8.self)
}
