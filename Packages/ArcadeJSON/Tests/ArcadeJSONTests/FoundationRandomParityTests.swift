import ArcadeJSON
import FoundationEssentials
import PropertyBased
import Testing

/// Random values written by ArcadeJSON and by the encoder it replaces (FoundationEssentials,
/// linked by this test only): the same bytes, and each reads the other's.
@Suite("ArcadeJSON writes random values as Foundation's JSONEncoder did")
struct FoundationRandomParityTests {
  static let optionSets: [ArcadeJSON.JSONEncoder.OutputFormatting] = [
    [.prettyPrinted, .sortedKeys], [.sortedKeys, .withoutEscapingSlashes], [.sortedKeys],
  ]

  static func foundationOptions(_ options: ArcadeJSON.JSONEncoder.OutputFormatting)
    -> FoundationEssentials.JSONEncoder.OutputFormatting
  {
    var result: FoundationEssentials.JSONEncoder.OutputFormatting = []
    if options.contains(.prettyPrinted) { result.insert(.prettyPrinted) }
    if options.contains(.sortedKeys) { result.insert(.sortedKeys) }
    if options.contains(.withoutEscapingSlashes) { result.insert(.withoutEscapingSlashes) }
    return result
  }

  @Test("random values: the same bytes as Foundation, and Foundation reads them back (500 values)")
  func randomValues() async {
    await propertyCheck(count: 500, input: RoundTripPropertyTests.numbers) { numbers in
      let value = CodableJSON(RandomJSON.value(from: numbers))
      for options in Self.optionSets {
        let ours = ArcadeJSON.JSONEncoder()
        ours.outputFormatting = options
        let theirs = FoundationEssentials.JSONEncoder()
        theirs.outputFormatting = Self.foundationOptions(options)
        let ourBytes = try ours.encode(value)
        #expect(
          String(decoding: ourBytes, as: UTF8.self)
            == String(decoding: try theirs.encode(value), as: UTF8.self))
        let back = try FoundationEssentials.JSONDecoder().decode(CodableJSON.self, from: Data(ourBytes))
        #expect(back.value.sortingKeys == value.value.sortingKeys)
      }
    }
  }
}
