import ArcadeJSON
import ArcadeKit
import PropertyBased
import Testing

@testable import Replay

/// The recorder writes the header from a JSON tree built by hand (cheaper at start-up than
/// going through `Encoder`); the bytes must be the ones the `Codable` conformance gives.
@Suite("Replay header encoding")
struct ReplayHeaderEncodingTests {
  static func codable(_ header: ReplayHeader) -> [UInt8] {
    let encoder = ArcadeJSON.JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    return ((try? encoder.encode(header)) ?? []) + [UInt8(ascii: "\n")]
  }

  @Test("the header line is byte for byte what its Codable conformance encodes, for random headers")
  func headerMatchesCodable() async {
    let text = Gen.int(in: 0...6).array(of: 0...6).map { codes in
      codes.map { ["a", "/", "é", "\"", "\\", "\n", "🧟"][$0] }.joined()
    }
    await propertyCheck(
      count: 500, input: Gen.uint64(in: 0...UInt64.max), text.array(of: 0...4), Gen.int(in: 0...3),
      text.array(of: 0...3), Gen.int(in: 0...1_000_000)
    ) { seed, args, optionals, recordNames, clock in
      var header = ReplayHeader(
        arcade: "arcade 0.1.0", seed: seed, args: args, ascii: optionals & 1 == 1,
        monochrome: optionals & 2 == 2,
        size: Size(width: 80 + clock % 50, height: 24 + clock % 20), start: 1_800_000_000 + Double(clock) / 7,
        t0: Double(clock) / 1000,
        records: Dictionary(recordNames.map { ($0 + ".json", "{\"v\":\($0.count)}") }) { first, _ in first },
        dataDir: optionals == 1 ? nil : "/home/p/.local/share/arcade",
        assetsDir: optionals == 2 ? nil : "/usr/share/arcade")
      if optionals == 3 { header.root = "soak" }
      #expect(ReplayRecorder.encode(header) == Self.codable(header))
    }
  }

  @Test("a header that cannot be written (a non-finite time) still gives the unencodable line")
  func nonFiniteTime() {
    let header = ReplayHeader(
      arcade: "a", seed: 1, args: [], ascii: false, monochrome: false, size: Size(width: 80, height: 24),
      start: .infinity, t0: 0, records: [:])
    #expect(String(decoding: ReplayRecorder.encode(header), as: UTF8.self) == "{\"e\":\"unencodable\"}\n")
  }
}
