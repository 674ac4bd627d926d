import ArcadeGlyphs
import ArcadeKit
import Foundation
import Testing

@testable import ArcadeScenes

/// ncurses places the cursor by the C library's `wcwidth`: a glyph whose width we count
/// differently shifts the rest of its row. These tests ask glibc itself, in a UTF-8 locale.
@Suite("Glyph widths agree with the C library's wcwidth")
struct GlyphWidthVersusWcwidthTests {
  @Test("text-default emoji are one column, as wcwidth says", arguments: ["🌡", "🕊", "🖥", "🗺"])
  func textDefaultEmojiAreNarrow(_ glyph: String) {
    #expect(GlyphWidth.of(glyph) == 1)
    #expect(Wcwidth.columns(glyph) == 1)
    #expect(!EmojiRule.isAllowed(glyph))
  }

  @Test("every emoji the allowlist rule accepts is two columns for wcwidth too")
  func allowlistAgrees() {
    var allowed = 0
    for value in UInt32(0x2000)...0x1FAFF {
      guard let scalar = Unicode.Scalar(value), EmojiRule.isAllowed(String(scalar)) else { continue }
      allowed += 1
      #expect(Wcwidth.columns(String(scalar)) == 2, "U+\(String(value, radix: 16, uppercase: true))")
    }
    #expect(allowed > 1000, "the rule still allows the common emoji")
  }

  @Test("every emoji-presentation code point the C library knows has the width it gives")
  func emojiBlocksAgree() {
    for value in UInt32(0x2000)...0x1FAFF {
      guard let scalar = Unicode.Scalar(value), scalar.properties.isEmojiPresentation else { continue }
      let theirs = Wcwidth.columns(String(scalar))
      guard theirs > 0 else { continue }  // newer than the C library's tables: not allowed
      #expect(GlyphWidth.of(scalar) == theirs, "U+\(String(value, radix: 16, uppercase: true))")
    }
  }

  @Test("every built-in glyph (deck faces, the glyph table, game glyphs) has wcwidth's width")
  func builtInGlyphsAgree() throws {
    let glyphs = try Self.deckFaces() + BuiltInGlyphs.all
    #expect(glyphs.count > 50)
    for glyph in glyphs {
      #expect(GlyphWidth.of(glyph) == Wcwidth.columns(glyph), "\(glyph)")
    }
  }

  /// Every "face" of the deck files in assets/decks, played or not.
  static func deckFaces() throws -> [String] {
    let directory = repositoryAssets + "/decks"
    var faces: [String] = []
    for file in try FileManager.default.contentsOfDirectory(atPath: directory) where file.hasSuffix(".json") {
      let data = try Data(contentsOf: URL(fileURLWithPath: directory + "/" + file))
      let json = try JSONSerialization.jsonObject(with: data) as? [String: Any]
      for card in json?["cards"] as? [[String: Any]] ?? [] {
        if let face = card["face"] as? String { faces.append(face) }
      }
    }
    return faces
  }
}

/// glibc's `wcwidth`, looked up at run time (Swift's Glibc module hides it), in C.UTF-8.
enum Wcwidth {
  private typealias Function = @convention(c) (Int32) -> Int32
  private static let function: Function = {
    _ = setlocale(LC_CTYPE, "C.UTF-8")
    let symbol = dlsym(dlopen(nil, RTLD_NOW), "wcwidth")
    return unsafeBitCast(symbol, to: Function.self)
  }()

  /// The columns of a string as the terminal counts them (a non-printable scalar counts -1).
  static func columns(_ text: String) -> Int {
    text.unicodeScalars.reduce(0) { $0 + Int(function(Int32(bitPattern: $1.value))) }
  }
}
