//===----------------------------------------------------------------------===//
//
// This source file is part of the Swift Argument Parser open source project
//
// Copyright (c) 2025 Apple Inc. and the Swift project authors
// Licensed under Apache License v2.0 with Runtime Library Exception
//
// See https://swift.org/LICENSE.txt for license information
//
//===----------------------------------------------------------------------===//

// The ArgumentParserFoundation trait (on by default, as upstream pull request #932 proposes):
// Foundation for the JSON of `--experimental-dump-help` and for `LocalizedError`. The arcade
// turns it off: in a static binary that import links ~6 MB of Foundation; ArcadeJSON writes
// the same JSON, and errors describe themselves.
#if ArgumentParserFoundation
#if canImport(FoundationEssentials)
internal import FoundationEssentials
#else
internal import Foundation
#endif

extension Error {
  func describe() -> String {
    if let description = (self as? LocalizedError)?.errorDescription {
      return description
    } else {
      #if canImport(FoundationEssentials)
      return String(describing: self)
      #else
      if Swift.type(of: self) is NSError.Type {
        return self.localizedDescription
      } else {
        return String(describing: self)
      }
      #endif
    }
  }
}

enum JSONEncoder {
  static func encode<T: Encodable>(_ value: T) -> String {
    #if canImport(FoundationEssentials)
    let encoder = FoundationEssentials.JSONEncoder()
    #else
    let encoder = Foundation.JSONEncoder()
    #endif
    encoder.outputFormatting = .prettyPrinted
    encoder.outputFormatting.insert(.sortedKeys)
    guard let encoded = try? encoder.encode(value) else { return "" }
    return String(data: encoded, encoding: .utf8) ?? ""
  }
}
#else
internal import ArcadeJSON

extension Error {
  func describe() -> String {
    String(describing: self)
  }
}

enum JSONEncoder {
  static func encode<T: Encodable>(_ value: T) -> String {
    let encoder = ArcadeJSON.JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
    guard let encoded = try? encoder.encode(value) else { return "" }
    return String(decoding: encoded, as: UTF8.self)
  }
}
#endif
