#if canImport(Glibc)
  import Glibc
#elseif canImport(Darwin)
  import Darwin
#endif
import ArcadeColour

/// The terminal's background colour, for the `auto` theme: asked of the terminal itself (OSC 11),
/// else read from `COLORFGBG`.
public enum TerminalBackground {
  /// What the bytes read so far say.
  public enum Answer: Equatable, Sendable {
    /// The background colour, and whether the fence (the DA1 answer) came too.
    case colour(RGB, fenced: Bool)
    /// The terminal answered DA1 but not OSC 11: it will not answer.
    case none
    /// Nothing complete yet.
    case waiting
  }

  /// The query: OSC 11 ("what is your background?"), then DA1 ("what are you?"), which every
  /// terminal answers, in order: once DA1's answer is in, OSC 11's has come or never will.
  public static let query: [UInt8] = Array("\u{1B}]11;?\u{07}\u{1B}[c".utf8)

  /// Asks the terminal on `input`/`output` (both ttys) and waits at most `timeout` milliseconds
  /// (`arcade settings`; the game's start-up does not wait: `BackgroundQuery`). Nil when either
  /// is not a terminal, the terminal did not answer in time, or answered nonsense. The
  /// terminal's modes are put back as they were, and what arrived of an answer is discarded so
  /// it never reaches the shell as typed text.
  public static func ask(input: Int32 = 0, output: Int32 = 1, timeout: Int = 100) -> RGB? {
    guard let query = BackgroundQuery.send(input: input, output: output) else { return nil }
    let early = query.collect(within: timeout)
    tcflush(input, TCIFLUSH)
    if case .colour(let colour) = early { return colour }
    return nil
  }

  /// Reads the answers in `bytes`: `ESC ] 11 ; rgb:R/G/B` ended by BEL or `ESC \` (each channel
  /// 1 to 4 hex digits), and DA1's `ESC [ ? … c`.
  public static func parse(_ bytes: [UInt8]) -> Answer {
    let fenced = containsDA1(bytes)
    if let colour = colour(in: bytes) { return .colour(colour, fenced: fenced) }
    return fenced ? .none : .waiting
  }

  private static func containsDA1(_ bytes: [UInt8]) -> Bool {
    var index = 0
    while index + 2 < bytes.count {
      if bytes[index] == 0x1B && bytes[index + 1] == UInt8(ascii: "[")
        && bytes[index + 2] == UInt8(ascii: "?")
      {
        var end = index + 3
        while end < bytes.count, bytes[end] == UInt8(ascii: ";") || (bytes[end] >= 0x30 && bytes[end] <= 0x39)
        {
          end += 1
        }
        if end < bytes.count && bytes[end] == UInt8(ascii: "c") { return true }
      }
      index += 1
    }
    return false
  }

  private static func colour(in bytes: [UInt8]) -> RGB? {
    let prefix = Array("\u{1B}]11;rgb:".utf8)
    guard bytes.count > prefix.count else { return nil }
    for start in 0...(bytes.count - prefix.count) where Array(bytes[start..<start + prefix.count]) == prefix {
      var end = start + prefix.count
      while end < bytes.count && bytes[end] != 0x07 && bytes[end] != 0x1B { end += 1 }
      guard end < bytes.count else { return nil }  // not ended yet
      let body = String(decoding: bytes[(start + prefix.count)..<end], as: UTF8.self)
      let channels = body.split(separator: "/", omittingEmptySubsequences: false)
      guard channels.count == 3 else { return nil }
      var values: [UInt8] = []
      for channel in channels {
        guard (1...4).contains(channel.count), let value = UInt32(channel, radix: 16) else { return nil }
        let maximum = (UInt32(1) << (4 * UInt32(channel.count))) - 1
        values.append(UInt8((value * 255 + maximum / 2) / maximum))
      }
      return RGB(values[0], values[1], values[2])
    }
    return nil
  }

  /// `COLORFGBG` ("15;0", "default;default;0"): true when its last field names a light
  /// background (7 or 9–15, rxvt's convention), false for a dark one, nil when it says nothing.
  public static func isLight(colorfgbg value: String) -> Bool? {
    guard let last = value.split(separator: ";").last, let index = Int(last), (0...255).contains(index) else {
      return nil
    }
    return index == 7 || (9...15).contains(index)
  }
}
