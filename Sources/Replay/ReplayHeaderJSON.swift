import ArcadeJSON

extension ReplayHeader {
  /// The header as the JSON tree its `Codable` conformance encodes (nil options left out),
  /// built directly: every session writes one at start-up, and going through `Encoder` made
  /// the runtime build the encoding containers' generic metadata before the first screen
  /// (2 % of start-up's instructions under callgrind). A test checks both give the same bytes.
  var jsonValue: JSONValue {
    var members: [(key: String, value: JSONValue)] = [
      (ReplayFormat.marker, .integer(Int64(arcadeReplay))),
      ("arcade", .string(arcade)),
      ("seed", seed <= UInt64(Int64.max) ? .integer(Int64(seed)) : .unsignedInteger(seed)),
      ("args", .array(args.map { .string($0) })),
      ("ascii", .bool(ascii)),
      ("monochrome", .bool(monochrome)),
      ("width", .integer(Int64(width))),
      ("height", .integer(Int64(height))),
      ("start", .double(start)),
      ("t0", .double(t0)),
      ("records", .object(records.map { (key: $0.key, value: .string($0.value)) })),
    ]
    if let dataDir { members.append(("dataDir", .string(dataDir))) }
    if let assetsDir { members.append(("assetsDir", .string(assetsDir))) }
    if let root { members.append(("root", .string(root))) }
    return .object(members)
  }
}
