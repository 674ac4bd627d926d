/// A scene's state as named values a player could observe (the board, the score, the
/// selection, what a message says) and the few that decide what comes next (a round's seed):
/// what replays digest, so renaming a stored field or a type changes no replay. Values go in
/// by a description their type writes out (numbers, strings, grid points, and each enum the
/// scenes name spells its cases): never by reflection, which would put module, type and field
/// names in the digest. An optional is written `nil` or its value's description.
public struct StateSnapshot: Sendable, Equatable {
  public private(set) var text = ""

  public init() {}

  /// A snapshot built by `fill`.
  public init(_ fill: (inout StateSnapshot) -> Void) { fill(&self) }

  public mutating func add(_ name: String, _ value: some CustomStringConvertible) {
    text += name + "=" + value.description + "\n"
  }

  public mutating func add(_ name: String, _ value: (some CustomStringConvertible)?) {
    text += name + "=" + (value?.description ?? "nil") + "\n"
  }

  /// Another snapshot (a panel's, a model's) under `name`.
  public mutating func add(_ name: String, _ part: StateSnapshot) {
    for line in part.text.split(separator: "\n") { text += name + "." + line + "\n" }
  }
}
