/// One value as a line of a JSON-lines file, as the arcade writes every one (a replay, a shared
/// attempt, a claim): keys sorted and `/` left unescaped, so the bytes depend on the value alone
/// and a digest of them can be checked, then a newline.
public enum JSONLine {
  public static func encode(_ value: some Encodable) throws -> [UInt8] {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
    var bytes = try encoder.encode(value)
    bytes.append(UInt8(ascii: "\n"))
    return bytes
  }
}
