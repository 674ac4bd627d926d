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

// Arcade change (VENDORED.md): no FoundationEssentials. Upstream imports it for the JSON of
// `--experimental-dump-help` and for `LocalizedError`; in a static binary that import links
// ~6 MB of Foundation. ArcadeJSON writes the same JSON; errors describe themselves.
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
