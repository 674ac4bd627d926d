import ArgumentParser

/// A number written in decimal (`0.5`, `2`, `1e-3`): `Double(_:)` alone would also take
/// `0x1p3` (8), `inf` and `nan`, which no one means on a command line.
struct DecimalArgument: ExpressibleByArgument, Equatable {
  let value: Double

  init(_ value: Double) { self.value = value }

  init?(argument: String) {
    let allowed = Set("0123456789.eE+-")
    guard !argument.isEmpty, argument.allSatisfy({ allowed.contains($0) }), let value = Double(argument)
    else {
      return nil
    }
    self.value = value
  }

  var defaultValueDescription: String { "\(value)" }
}
