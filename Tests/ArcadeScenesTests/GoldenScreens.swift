import ArcadeKit
import CustomDump
import Foundation
import Testing

/// Whole screens compared with text files in `Goldens/`: the text a person reads, then each
/// cell's style role, one letter per cell (`Golden.legend`). A difference fails with a line
/// diff of the two (swift-custom-dump). `SNAPSHOT_UPDATE=1 swift test --filter Golden` rewrites
/// the files instead; review the diff before committing it.
enum Golden {
  static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
    "Goldens")

  /// One lower-case letter per role; upper case when the cell is in reverse video (what keeps
  /// a selection readable without colour). Bold, dim and underline are not recorded.
  static let letters: [ColorRole: Character] = [
    .normal: ".", .title: "t", .accent: "a", .muted: "m", .selection: "s", .good: "g", .bad: "x",
    .warning: "w", .info: "i", .border: "b", .highlight: "h", .disabled: "d",
  ]
  static let legend =
    "-- style roles, one letter per cell: . normal, t title, a accent, m muted, s selection, g good,"
    + " x bad, w warning, i info, b border, h highlight, d disabled; upper case: reverse video (N: normal)"

  static func letter(for style: Style) -> Character {
    let letter = letters[style.role] ?? "?"
    guard style.attributes.contains(.reverse) else { return letter }
    return letter == "." ? "N" : Character(letter.uppercased())
  }

  /// The golden text of a screen: its rows (trailing blanks trimmed), the legend, then one row
  /// of role letters per screen row, a letter per cell (the right half of a wide glyph repeats
  /// its left half's), trailing normal cells trimmed.
  static func record(_ canvas: Canvas) -> String {
    var roles: [String] = []
    for y in 0..<canvas.height {
      var row = String((0..<canvas.width).map { letter(for: canvas[$0, y].style) })
      while row.last == "." { row.removeLast() }
      roles.append(row)
    }
    return canvas.text + "\n" + legend + "\n" + roles.joined(separator: "\n") + "\n"
  }

  /// Between the Unicode screen and the ASCII one when a golden file holds both.
  static let asciiHeading = "-- the same screen in ASCII, monochrome\n"

  static func check(
    _ canvas: Canvas, named name: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    check(text: record(canvas), named: name, fileID: fileID, filePath: filePath, line: line, column: column)
  }

  static func check(
    text actual: String, named name: String,
    fileID: StaticString = #fileID, filePath: StaticString = #filePath, line: UInt = #line,
    column: UInt = #column
  ) {
    let file = directory.appendingPathComponent(name + ".txt")
    if ProcessInfo.processInfo.environment["SNAPSHOT_UPDATE"] == "1" {
      try? actual.write(to: file, atomically: true, encoding: .utf8)
      return
    }
    guard let expected = try? String(contentsOf: file, encoding: .utf8) else {
      Issue.record(
        "no golden \(name).txt yet: run with SNAPSHOT_UPDATE=1",
        sourceLocation: SourceLocation(
          fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
      return
    }
    expectNoDifference(
      expected, actual,
      "screen differs from Goldens/\(name).txt (− golden, + now); if the change is meant:"
        + " SNAPSHOT_UPDATE=1 swift test --filter Golden, then read the diff",
      fileID: fileID, filePath: filePath, line: line, column: column)
  }
}
