import ArcadeJSON
import Testing

private func encoded(_ value: some Encodable, _ options: JSONEncoder.OutputFormatting = [.sortedKeys]) throws
  -> String
{
  let encoder = JSONEncoder()
  encoder.outputFormatting = options
  return String(decoding: try encoder.encode(value), as: UTF8.self)
}

private func decoded<T: Decodable>(_ type: T.Type, _ text: String) throws -> T {
  try JSONDecoder().decode(type, from: Array(text.utf8))
}

/// The decoding error for `text` as `type`, nil when it decodes.
private func decodingError<T: Decodable>(_ type: T.Type, _ text: String) -> DecodingError? {
  do {
    _ = try decoded(type, text)
    return nil
  } catch let error as DecodingError {
    return error
  } catch {
    Issue.record("not a DecodingError: \(error)")
    return nil
  }
}

private func same(_ a: Any.Type, _ b: Any.Type) -> Bool { ObjectIdentifier(a) == ObjectIdentifier(b) }

private struct Person: Codable, Equatable {
  var name: String
  var age: Int
  var nickname: String?
  var scores: [Double]
  var tags: [String: Int]
  var child: [Person]?
}

/// Every container kind by hand: keyed, nested keyed and unkeyed, single value, super coders.
private struct Everything: Codable, Equatable {
  var a: Int8
  var b: UInt64
  var c: Float
  var inner: [Int?]
  var point: (x: Int, y: Int)
  var base: String

  static func == (l: Everything, r: Everything) -> Bool {
    l.a == r.a && l.b == r.b && l.c == r.c && l.inner == r.inner && l.point == r.point && l.base == r.base
  }

  init(a: Int8, b: UInt64, c: Float, inner: [Int?], point: (x: Int, y: Int), base: String) {
    (self.a, self.b, self.c, self.inner, self.point, self.base) = (a, b, c, inner, point, base)
  }

  private enum Keys: String, CodingKey { case a, b, c, inner, point, x, y }

  func encode(to encoder: any Encoder) throws {
    var container = encoder.container(keyedBy: Keys.self)
    try container.encode(a, forKey: .a)
    try container.encode(b, forKey: .b)
    try container.encode(c, forKey: .c)
    var list = container.nestedUnkeyedContainer(forKey: .inner)
    for value in inner {
      if let value { try list.encode(value) } else { try list.encodeNil() }
    }
    var point = container.nestedContainer(keyedBy: Keys.self, forKey: .point)
    try point.encode(self.point.x, forKey: .x)
    try point.encode(self.point.y, forKey: .y)
    var single = container.superEncoder().singleValueContainer()
    try single.encode(base)
  }

  init(from decoder: any Decoder) throws {
    let container = try decoder.container(keyedBy: Keys.self)
    a = try container.decode(Int8.self, forKey: .a)
    b = try container.decode(UInt64.self, forKey: .b)
    c = try container.decode(Float.self, forKey: .c)
    var list = try container.nestedUnkeyedContainer(forKey: .inner)
    inner = []
    while !list.isAtEnd { inner.append(try list.decodeNil() ? nil : try list.decode(Int.self)) }
    let point = try container.nestedContainer(keyedBy: Keys.self, forKey: .point)
    self.point = (try point.decode(Int.self, forKey: .x), try point.decode(Int.self, forKey: .y))
    base = try container.superDecoder().singleValueContainer().decode(String.self)
  }
}

@Suite("Codable through ArcadeJSON")
struct CodableTests {
  @Test("a synthesized Codable type round-trips, nil optionals left out as Foundation does")
  func synthesizedRoundTrip() throws {
    let person = Person(
      name: "Ada", age: 36, nickname: nil, scores: [1, 0.5], tags: ["x": 1],
      child: [Person(name: "B", age: 1, nickname: "b", scores: [], tags: [:], child: nil)])
    let text = try encoded(person)
    #expect(
      text
        == #"{"age":36,"child":[{"age":1,"name":"B","nickname":"b","scores":[],"tags":{}}],"name":"Ada","#
        + #""scores":[1,0.5],"tags":{"x":1}}"#)
    #expect(try decoded(Person.self, text) == person)
  }

  @Test("keyed, unkeyed, nested, single-value and super containers all round-trip")
  func everyContainer() throws {
    let value = Everything(a: -128, b: .max, c: 0.1, inner: [1, nil, 3], point: (4, 5), base: "b/s")
    let text = try encoded(value, [.sortedKeys, .withoutEscapingSlashes])
    #expect(
      text
        == #"{"a":-128,"b":18446744073709551615,"c":0.1,"inner":[1,null,3],"point":{"x":4,"y":5},"super":"b/s"}"#
    )
    #expect(try decoded(Everything.self, text) == value)
  }

  @Test("top-level scalars, optionals and collections encode as fragments")
  func fragments() throws {
    #expect(try encoded("top") == #""top""#)
    #expect(try encoded(Int?.none) == "null")
    #expect(try encoded([Int?.none, 1]) == "[null,1]")
    #expect(try encoded([[String: Int]()]) == "[{}]")
    #expect(try encoded([1: "a"]) == #"{"1":"a"}"#)
    #expect(try decoded([Int: String].self, #"{"1":"a"}"#) == [1: "a"])
    #expect(try decoded(Int?.self, "null") == nil)
    #expect(try decoded([Int?].self, "[null,2]") == [nil, 2])
  }

  @Test("nested optionals: Int?? nil is left out, .some(nil) written as null")
  func nestedOptionals() throws {
    struct Box: Codable, Equatable { var v: Int?? }
    #expect(try encoded(Box(v: .none)) == "{}")
    #expect(try encoded(Box(v: .some(nil))) == #"{"v":null}"#)
    #expect(try decoded(Box.self, "{}") == Box(v: .none))
  }

  @Test("a value that encodes nothing is an error at the top, {} inside")
  func encodesNothing() throws {
    struct Nothing: Encodable { func encode(to encoder: any Encoder) throws {} }
    #expect(throws: EncodingError.self) { try encoded(Nothing()) }
    #expect(try encoded([Nothing()]) == "[{}]")
  }

  @Test("NaN and infinity are an EncodingError with the path to them")
  func nonFiniteDoubles() {
    struct Box: Encodable { var x: [Double] }
    do {
      _ = try encoded(Box(x: [1, .nan]))
      Issue.record("encoded a NaN")
    } catch let EncodingError.invalidValue(_, context) {
      #expect(context.codingPath.map(\.stringValue) == ["x", "Index 1"])
    } catch {
      Issue.record("\(error)")
    }
    #expect(throws: EncodingError.self) { try encoded(Float.infinity) }
  }

  @Test("integers: the full range of each type; beyond it dataCorrupted; exact doubles accepted")
  func integerLimits() throws {
    #expect(try decoded(Int64.self, "-9223372036854775808") == .min)
    #expect(try decoded(UInt64.self, "18446744073709551615") == .max)
    #expect(try decoded(UInt8.self, "255") == 255)
    #expect(try decoded(UInt8.self, "1.0") == 1)
    #expect(try decoded(Int.self, "1e2") == 100)
    for (type, text) in [
      (UInt8.self as any Decodable.Type, "256"), (UInt8.self, "-1"), (Int.self, "1.5"),
      (Int64.self, "9223372036854775808"), (UInt64.self, "18446744073709551616"), (Int.self, "1e400"),
    ] {
      guard case .dataCorrupted? = decodingError(type, text) else {
        Issue.record("\(text) as \(type) is not dataCorrupted")
        continue
      }
    }
  }

  @Test("doubles decode from integers; beyond the double range is dataCorrupted")
  func doubles() throws {
    #expect(try decoded(Double.self, "1") == 1)
    #expect(try decoded(Double.self, "18446744073709551615") == Double(UInt64.max))
    #expect(try decoded(Float.self, "0.1") == 0.1)
    guard case .dataCorrupted? = decodingError(Double.self, "1e400") else {
      Issue.record("1e400 decoded")
      return
    }
    guard case .dataCorrupted? = decodingError(Float.self, "1e39") else {
      Issue.record("1e39 decoded as a Float")
      return
    }
  }

  @Test("errors say what and where, with Foundation's kinds and paths")
  func errors() {
    struct K: Decodable {
      var a: Int
      var b: [Int]
    }
    guard case .keyNotFound(let key, let context)? = decodingError(K.self, #"{"b":[]}"#) else {
      Issue.record("no keyNotFound")
      return
    }
    #expect(key.stringValue == "a" && context.codingPath.isEmpty)
    guard case .valueNotFound(let type, let nullContext)? = decodingError(K.self, #"{"a":null,"b":[]}"#)
    else {
      Issue.record("no valueNotFound")
      return
    }
    #expect(same(type, Int.self) && nullContext.codingPath.map(\.stringValue) == ["a"])
    guard case .typeMismatch(let mismatched, let at)? = decodingError(K.self, #"{"a":1,"b":[1,"x"]}"#) else {
      Issue.record("no typeMismatch")
      return
    }
    #expect(same(mismatched, Int.self) && at.codingPath.map { $0.intValue ?? -1 } == [-1, 1])
    guard case .typeMismatch(let arrayType, _)? = decodingError(K.self, #"{"a":1,"b":{}}"#) else {
      Issue.record("no typeMismatch for an object as a list")
      return
    }
    #expect(same(arrayType, [Any].self))
    guard case .valueNotFound(let listType, _)? = decodingError(K.self, #"{"a":1,"b":null}"#) else {
      Issue.record("no valueNotFound for a null list")
      return
    }
    #expect(same(listType, [Any].self))
    guard case .typeMismatch(let objectType, _)? = decodingError(K.self, "[1]") else {
      Issue.record("no typeMismatch for a list as an object")
      return
    }
    #expect(same(objectType, [String: Any].self))
    guard case .dataCorrupted(let syntax)? = decodingError(K.self, #"{"a":1"#) else {
      Issue.record("no dataCorrupted for bad JSON")
      return
    }
    #expect(syntax.codingPath.isEmpty && (syntax.underlyingError as? JSONSyntaxError)?.offset == 6)
  }

  @Test("an unkeyed container past its end says so instead of crashing")
  func unkeyedAtEnd() {
    struct Two: Decodable {
      init(from decoder: any Decoder) throws {
        var list = try decoder.unkeyedContainer()
        _ = try list.decode(Int.self)
        _ = try list.decode(Int.self)
      }
    }
    guard case .valueNotFound? = decodingError(Two.self, "[1]") else {
      Issue.record("no valueNotFound at the end")
      return
    }
  }

  @Test("decodeIfPresent: missing and null are nil, a wrong type is still an error")
  func decodeIfPresent() throws {
    struct O: Decodable, Equatable { var v: String? }
    #expect(try decoded(O.self, "{}") == O(v: nil))
    #expect(try decoded(O.self, #"{"v":null}"#) == O(v: nil))
    #expect(try decoded(O.self, #"{"v":"x"}"#) == O(v: "x"))
    guard case .typeMismatch? = decodingError(O.self, #"{"v":1}"#) else {
      Issue.record("a number read as text")
      return
    }
  }

  @Test("a key written twice reads as its first value, in small and large objects")
  func duplicateKeys() throws {
    #expect(try decoded([String: Int].self, #"{"a":1,"a":2}"#) == ["a": 1])
    let many = (0..<40).map { "\"k\($0)\":\($0)" }.joined(separator: ",")
    #expect(try decoded([String: Int].self, "{" + many + #","k3":99}"#)["k3"] == 3)
  }

  @Test("the decoder reads Foundation's leniencies: trailing commas and a byte order mark")
  func lenientDecoder() throws {
    #expect(try decoded([String: Int].self, #"{"a":1,}"#) == ["a": 1])
    #expect(try JSONDecoder().decode([Int].self, from: [0xEF, 0xBB, 0xBF] + Array("[1]".utf8)) == [1])
  }

  @Test("a parsed value decodes without parsing again")
  func decodeFromValue() throws {
    let value = try JSONValue(parsing: Array(#"{"v":[1,2]}"#.utf8))
    #expect(try JSONDecoder().decode([String: [Int]].self, from: value) == ["v": [1, 2]])
    #expect(try JSONEncoder().encodeTree(["v": [1, 2]]) == value)
  }
}
