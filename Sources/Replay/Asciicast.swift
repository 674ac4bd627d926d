import ArcadeJSON

/// An asciicast v2 file (https://docs.asciinema.org/manual/asciicast/v2/): a JSON header line,
/// then `[time, "o", text]` output events. Times follow the session's, with every idle stretch
/// cut to `maxIdle` seconds (as `asciinema rec --idle-time-limit` does).
public struct Asciicast {
  public static let maxIdle = 2.0

  private(set) var lines: [String] = []
  private var castTime = 0.0
  private var lastSessionTime: Double?

  public init(width: Int, height: Int, timestamp: Double, title: String) {
    struct Header: Encodable {
      let version = 2
      let width: Int
      let height: Int
      let timestamp: Int
      let idle_time_limit: Double
      let title: String
      let env: [String: String]
    }
    lines.append(
      Self.json(
        Header(
          width: width, height: height, timestamp: Int(timestamp), idle_time_limit: Self.maxIdle,
          title: title,
          env: ["TERM": "xterm-256color", "SHELL": "/bin/sh"])))
  }

  /// Output at session time `time` (seconds on any clock that only goes forward).
  public mutating func output(_ bytes: [UInt8], at time: Double) {
    guard !bytes.isEmpty else { return }
    advance(to: time)
    lines.append("[\(Self.number(castTime)), \"o\", \(Self.json(String(decoding: bytes, as: UTF8.self)))]")
  }

  /// The terminal changed size (asciicast "r" event).
  public mutating func resize(width: Int, height: Int, at time: Double) {
    advance(to: time)
    lines.append("[\(Self.number(castTime)), \"r\", \"\(width)x\(height)\"]")
  }

  public var text: String { lines.joined(separator: "\n") + "\n" }

  /// How long the cast plays, in seconds (idle stretches cut).
  public var duration: Double { castTime }

  private mutating func advance(to time: Double) {
    if let last = lastSessionTime { castTime += min(Self.maxIdle, max(0, time - last)) }
    lastSessionTime = time
  }

  private static func number(_ value: Double) -> String {
    let micros = Int((value * 1_000_000).rounded())
    let fraction = String(micros % 1_000_000)
    return "\(micros / 1_000_000)." + String(repeating: "0", count: 6 - fraction.count) + fraction
  }

  private static func json(_ value: some Encodable) -> String {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return (try? String(decoding: encoder.encode(value), as: UTF8.self)) ?? "\"\""
  }
}
