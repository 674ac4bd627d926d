/// The sequence 1…limit as newline-terminated UTF-8 lines, produced chunk by chunk into a
/// caller's buffer: constant memory for any limit, no allocation per line, no division per
/// line (two count-downs find the multiples; the number is kept as ASCII digits and
/// incremented in place).
public struct FizzBuzzSequence: Sendable {
  private let firstDivisor: Int
  private let secondDivisor: Int
  private let firstLine: [UInt8]
  private let secondLine: [UInt8]
  private let bothLine: [UInt8]
  /// The current number in ASCII, most significant digit first.
  private var digits: [UInt8] = [UInt8(ascii: "1")]
  private var untilFirst: Int
  private var untilSecond: Int
  /// Numbers still to write (counting down avoids overflow at `Int.max`).
  public private(set) var remaining: Int

  public init(settings: FizzBuzzSettings) {
    firstDivisor = settings.firstDivisor
    secondDivisor = settings.secondDivisor
    firstLine = Array(settings.firstWord.utf8) + [UInt8(ascii: "\n")]
    secondLine = Array(settings.secondWord.utf8) + [UInt8(ascii: "\n")]
    bothLine = Array((settings.firstWord + settings.secondWord).utf8) + [UInt8(ascii: "\n")]
    untilFirst = settings.firstDivisor
    untilSecond = settings.secondDivisor
    remaining = max(0, settings.limit)
  }

  public var isFinished: Bool { remaining == 0 }

  /// The longest line this stream can write.
  public var longestLine: Int { max(bothLine.count, 21) }

  /// Appends whole lines to `buffer` until one more might pass `capacity` bytes (at least one
  /// line is written while any remain).
  public mutating func write(into buffer: inout [UInt8], capacity: Int) {
    let stop = max(0, capacity - longestLine)
    repeat {
      guard remaining > 0 else { return }
      untilFirst -= 1
      untilSecond -= 1
      let isFirst = untilFirst == 0
      let isSecond = untilSecond == 0
      if isFirst { untilFirst = firstDivisor }
      if isSecond { untilSecond = secondDivisor }
      switch (isFirst, isSecond) {
      case (true, true): buffer.append(contentsOf: bothLine)
      case (true, false): buffer.append(contentsOf: firstLine)
      case (false, true): buffer.append(contentsOf: secondLine)
      case (false, false):
        buffer.append(contentsOf: digits)
        buffer.append(UInt8(ascii: "\n"))
      }
      remaining -= 1
      incrementDigits()
    } while buffer.count <= stop
  }

  private mutating func incrementDigits() {
    var index = digits.count - 1
    while index >= 0 {
      if digits[index] == UInt8(ascii: "9") {
        digits[index] = UInt8(ascii: "0")
        index -= 1
      } else {
        digits[index] += 1
        return
      }
    }
    digits.insert(UInt8(ascii: "1"), at: 0)  // 99 -> 100: once per power of ten
  }
}
