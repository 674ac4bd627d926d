import ArcadeJSON
import PropertyBased
import Testing

@Suite("Round trips on random JSON values")
struct RoundTripPropertyTests {
  static let numbers = Gen.uint64().array(of: 1...60)

  @Test("parse(serialize(v)) == v, compact and pretty, slashes escaped or not (1 000 values)")
  func parseOfSerializeIsIdentity() async {
    await propertyCheck(count: 1000, input: Self.numbers) { numbers in
      let value = RandomJSON.value(from: numbers)
      for options: JSONWritingOptions in [[], [.prettyPrinted], [.withoutEscapingSlashes, .prettyPrinted]] {
        let bytes = try value.serialized(options: options)
        #expect(try JSONValue(parsing: bytes) == value)
      }
      #expect(try JSONValue(parsing: value.serialized(options: .sortedKeys)) == value.sortingKeys)
    }
  }

  @Test("a value encoded through Codable and decoded back is the same value (1 000 values)")
  func codableRoundTrip() async {
    await propertyCheck(count: 1000, input: Self.numbers) { numbers in
      let value = RandomJSON.value(from: numbers)
      let bytes = try JSONEncoder().encode(CodableJSON(value))
      #expect(try JSONValue(parsing: bytes) == value)
      #expect(try JSONDecoder().decode(CodableJSON.self, from: bytes).value == value)
    }
  }

  @Test("a cut or damaged text is a DecodingError, never a crash; a cut container never decodes")
  func damagedTextNeverCrashes() async {
    await propertyCheck(count: 300, input: Self.numbers, Gen.uint64()) { numbers, damage in
      let value = RandomJSON.value(from: numbers)
      let bytes = try value.serialized()
      let cut = Int(damage % UInt64(bytes.count))
      var changed = bytes
      changed[cut] = UInt8(truncatingIfNeeded: damage >> 8)
      for damaged in [Array(bytes[..<cut]), changed] {
        do {
          _ = try JSONDecoder().decode(CodableJSON.self, from: damaged)
        } catch {
          #expect(error is DecodingError)
        }
      }
      switch value {
      case .array, .object, .string:
        #expect(throws: DecodingError.self) {
          try JSONDecoder().decode(CodableJSON.self, from: bytes[..<cut])
        }
      default: break
      }
    }
  }
}
