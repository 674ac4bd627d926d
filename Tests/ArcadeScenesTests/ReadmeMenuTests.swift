import ArcadeKit
import CustomDump
import Foundation
import Testing

@testable import ArcadeScenes

/// The README shows the launch menu as a picture of text: it must be the menu the arcade draws.
@Suite struct ReadmeMenuTests {
  static let root = String(#filePath).components(separatedBy: "/").dropLast(3).joined(separator: "/")

  /// The lines of the README's first fenced block, trailing blanks and empty last lines trimmed.
  static func readmePicture() throws -> [String] {
    let readme = try String(contentsOfFile: root + "/README.md", encoding: .utf8)
    let opening = try #require(readme.range(of: "```\n"), "the README has no picture")
    let rest = readme[opening.upperBound...]
    let closing = try #require(rest.range(of: "\n```"))
    return trimmed(rest[..<closing.lowerBound].components(separatedBy: "\n"))
  }

  static func trimmed(_ lines: [String]) -> [String] {
    var out = lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    while out.last?.isEmpty == true { out.removeLast() }
    return out
  }

  @Test("the README's menu picture is the menu drawn at 80×24 (a fresh player's: no records)")
  func readmeMenuIsTheMenu() throws {
    let h = Harness(MenuScene(env: testEnvironment()), size: Size(width: 80, height: 24))
    // On a mismatch: the lines that differ (− README, + drawn), and how to fix it.
    expectNoDifference(
      try Self.readmePicture(), Self.trimmed(h.lines),
      "README.md's menu picture is not the menu drawn at 80×24: paste the + lines into its first"
        + " ``` block (the menu as `arcade` draws it at 80×24, trailing blanks trimmed)")
  }
}
