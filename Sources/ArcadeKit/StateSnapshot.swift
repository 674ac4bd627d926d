/// A scene's state as named values a player could observe (the board, the score, the
/// selection, what a message says) and the few that decide what comes next (a round's seed):
/// what replays digest, so renaming a stored field or a type changes no replay. Values go in
/// by their own description (numbers, strings, grid points); an optional is written `nil`.
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

  /// A case of an enum, by its name.
  public mutating func add(case name: String, _ value: Any) {
    text += name + "=" + String(describing: value) + "\n"
  }

  /// Another snapshot (a panel's, a model's) under `name`.
  public mutating func add(_ name: String, _ part: StateSnapshot) {
    for line in part.text.split(separator: "\n") { text += name + "." + line + "\n" }
  }
}
