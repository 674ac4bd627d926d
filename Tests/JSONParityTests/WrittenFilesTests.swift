import ArcadeJSON
import ArcadeScenes
import FoundationEssentials
import Replay
import Testing

@testable import arcade

/// Files Foundation's JSONEncoder wrote before the switch: the arcade now writes them with
/// ArcadeJSON, and must write the same bytes.
@Suite("Files written before ArcadeJSON come out the same")
struct WrittenFilesTests {
  static let root = String(#filePath).split(separator: "/", omittingEmptySubsequences: false).dropLast(3)
    .joined(separator: "/")

  static func lines(of path: String) throws -> [String] {
    let text = try String(contentsOfFile: path, encoding: .utf8)
    return text.split(separator: "\n").map(String.init)
  }

  @Test("a maze report printed by the Foundation build is printed again byte for byte")
  func mazeReport() throws {
    // `arcade maze --headless --seed 7 --size 141x141`, built with Foundation's JSONEncoder.
    let printed =
      #"{"cache_hits":9798,"critical_path_s":100.702,"doors":634,"fetches":9809,"outcome":"finished","#
      + #""peak_rss_mb":12.414,"ratio":1.001,"retries":10,"reveal_digest":"3e1bd0d8a01581eb","rooms":9799,"#
      + #""simulated_s":100.788,"unlocks":634,"wall_s":0.112}"#
    let report = try JSONDecoder().decode(MazeHeadless.Report.self, from: Array(printed.utf8))
    #expect(MazeHeadless.json(report) == printed)
  }

  @Test("the README's casts: every header and every output event is written again byte for byte")
  func casts() throws {
    for name in ["fizzbuzz", "maze", "memory", "zombies"] {
      let lines = try Self.lines(of: Self.root + "/docs/\(name).cast")
      let header = try JSONValue(parsing: Array(lines[0].utf8))
      guard case .integer(let width)? = header["width"], case .integer(let height)? = header["height"],
        case .integer(let timestamp)? = header["timestamp"], case .string(let title)? = header["title"]
      else {
        Issue.record("\(name).cast: no header")
        continue
      }
      let cast = Asciicast(width: Int(width), height: Int(height), timestamp: Double(timestamp), title: title)
      #expect(cast.text == lines[0] + "\n", "\(name).cast header")
      var outputs = 0
      for line in lines.dropFirst() {
        guard case .array(let event) = try JSONValue(parsing: Array(line.utf8)), event.count == 3,
          event[1] == .string("o"), let comma = line.firstRange(of: #", "o", "#)
        else { continue }
        let text = String(
          decoding: try event[2].serialized(options: [.sortedKeys, .withoutEscapingSlashes]), as: UTF8.self)
        #expect(line[comma.upperBound...] == text + "]", "\(name).cast: \(line.prefix(40))")
        outputs += 1
      }
      #expect(outputs > 10, "\(name).cast")
    }
  }
}
