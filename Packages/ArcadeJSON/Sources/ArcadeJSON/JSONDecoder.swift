/// Decodes `Decodable` values from JSON bytes with the same rules and errors as Foundation's
/// `JSONDecoder`: a syntax error is `DecodingError.dataCorrupted` at the top (its underlying
/// error a `JSONSyntaxError` with the byte offset), a wrong type `typeMismatch`, null where a
/// value is needed `valueNotFound`, a number out of the type's range `dataCorrupted`.
public final class JSONDecoder {
  public var userInfo: [CodingUserInfoKey: any Sendable] = [:]
  /// Foundation's decoder accepts trailing commas and a byte order mark; so does this one.
  public var parsingOptions: JSONParsingOptions = .foundationCompatible

  public init() {}

  public func decode<T: Decodable>(_ type: T.Type, from bytes: some Collection<UInt8>) throws -> T {
    try decode(type, from: try parse(bytes))
  }

  /// The text as a `JSONValue`, with this decoder's parsing options; a syntax error is the
  /// same `DecodingError` `decode` throws.
  public func parse(_ bytes: some Collection<UInt8>) throws -> JSONValue {
    do {
      return try JSONValue(parsing: bytes, options: parsingOptions)
    } catch {
      throw DecodingError.dataCorrupted(
        DecodingError.Context(
          codingPath: [], debugDescription: "The given data was not valid JSON (\(error)).",
          underlyingError: error))
    }
  }

  /// Decodes from a value already parsed (one parse for several looks at the same text).
  public func decode<T: Decodable>(_ type: T.Type, from value: JSONValue) throws -> T {
    try ValueDecoder(value: value, codingPath: [], userInfo: userInfo).decodeValue(T.self)
  }
}
