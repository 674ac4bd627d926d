// arcade-shots: renders the README's pictures headless, from seeded sessions driven through
// `Harness` on the real scenes, into SVG files.
//
//   arcade-shots [--out DIR]     write DIR/<name>.svg for every shot (default docs)
//   arcade-shots --check DIR     exit 1 if a picture in DIR differs from a fresh rendering
//
// The comparison leaves out the rows that hold wall-clock measurements (the maze's total
// time and critical path); everything else is the same bytes for the same sources.
import ArcadeKit
import FoundationEssentials
#if canImport(Glibc)
  import Glibc
#endif

func fail(_ message: String, code: Int32 = 2) -> Never {
  let bytes = Array("arcade-shots: \(message)\n".utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
  exit(code)
}

/// The source tree's `assets/`, or `ARCADE_ASSETS_DIR`.
func assetsDirectory() -> String {
  if let dir = ProcessInfo.processInfo.environment["ARCADE_ASSETS_DIR"], !dir.isEmpty { return dir }
  return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("assets").path
}

/// The SVG's lines without the rows listed.
func comparable(_ svg: String, leavingOut rows: Set<Int>) -> [Substring] {
  svg.split(separator: "\n", omittingEmptySubsequences: false).filter { line in
    !rows.contains { line.hasPrefix("<g data-row=\"\($0)\">") }
  }
}

var arguments = CommandLine.arguments.dropFirst()
var outDirectory = "docs"
var checkDirectory: String?
while let argument = arguments.popFirst() {
  switch argument {
  case "--out":
    guard let value = arguments.popFirst() else { fail("--out needs a directory") }
    outDirectory = value
  case "--check":
    guard let value = arguments.popFirst() else { fail("--check needs a directory") }
    checkDirectory = value
  case "-h", "--help":
    print("usage: arcade-shots [--out DIR] | --check DIR")
    exit(0)
  default: fail("unknown argument \(argument) (usage: arcade-shots [--out DIR] | --check DIR)")
  }
}

let session = ShotSession(assets: assetsDirectory())
var stale: [String] = []
for shot in Shots.all {
  let canvas = shot.take(session)
  let svg = SVGScreen.render(canvas, title: shot.title)
  if let checkDirectory {
    let path = checkDirectory + "/" + shot.name + ".svg"
    guard let data = FileManager.default.contents(atPath: path),
      let committed = String(data: data, encoding: .utf8)
    else {
      stale.append("\(path) (missing)")
      continue
    }
    let rows = shot.volatileRows(canvas)
    if comparable(committed, leavingOut: rows) != comparable(svg, leavingOut: rows) { stale.append(path) }
  } else {
    let path = outDirectory + "/" + shot.name + ".svg"
    do {
      try FileManager.default.createDirectory(atPath: outDirectory, withIntermediateDirectories: true)
      try Data(svg.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
    } catch {
      fail("cannot write \(path): \(error)", code: 1)
    }
    print("wrote \(path)")
  }
}
if !stale.isEmpty {
  fail(
    "screenshots are stale: \(stale.joined(separator: ", ")); run `make screenshots` and commit docs/",
    code: 1)
}
if checkDirectory != nil { print("\(Shots.all.count) screenshots up to date") }
