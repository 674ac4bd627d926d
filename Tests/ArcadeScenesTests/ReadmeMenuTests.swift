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
    return trimmed(readme[try pictureRange(in: readme)].components(separatedBy: "\n"))
  }

  /// Where the README's first fenced block's lines are.
  static func pictureRange(in readme: String) throws -> Range<String.Index> {
    let opening = try #require(readme.range(of: "```\n"), "the README has no picture")
    let closing = try #require(readme[opening.upperBound...].range(of: "\n```"))
    return opening.upperBound..<closing.lowerBound
  }

  static func trimmed(_ lines: [String]) -> [String] {
    var out = lines.map { line in String(line.reversed().drop { $0 == " " }.reversed()) }
    while out.last?.isEmpty == true { out.removeLast() }
    return out
  }

  @Test("the README's menu picture is the menu drawn at 80×24 (a fresh player's: no records)")
  func readmeMenuIsTheMenu() throws {
    let h = Harness(MenuScene(env: testEnvironment()), size: Size(width: 80, height: 24))
    let drawn = Self.trimmed(h.lines)
    if ProcessInfo.processInfo.environment["README_UPDATE"] == "1" {
      let path = Self.root + "/README.md"
      var readme = try String(contentsOfFile: path, encoding: .utf8)
      readme.replaceSubrange(try Self.pictureRange(in: readme), with: drawn.joined(separator: "\n"))
      try readme.write(toFile: path, atomically: true, encoding: .utf8)
    }
    expectNoDifference(
      try Self.readmePicture().joined(separator: "\n"), drawn.joined(separator: "\n"),
      "README.md's menu picture differs from the menu drawn (− README, + drawn); rewrite it with"
        + " README_UPDATE=1 swift test --filter ReadmeMenuTests and read the diff")
  }
}
