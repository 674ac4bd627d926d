// arcade-bench: in-process render timings. For the launch menu and every game in
// `GameCatalog.all` (its first scene, the scene Enter leads to, the help overlay), it renders
// the scene stack into a 200×60 canvas many times and times
//   render: `SceneStack.render()` (every visible scene draws into a fresh Canvas, ASCII fold
//           when asked), as the run loop does before each frame;
//   diff:   the run loop's `frame != lastFrame` check plus a count of the changed cells (what
//           ncurses then has to send);
// once on a still screen (nothing changes between frames) and once with a key between frames
// (arrow keys back and forth, untimed) so that frames differ. Prints one JSON object.
//
// It also times Codable JSON coding alone (ArcadeJSON, the arcade's coder since Foundation's
// left the binary) of a maze room answer (MazeModel's RoomPayload,
// `{"id", "tileUrl", "rooms": {direction: {"room": id}}, "type"}`, a fresh JSONEncoder and
// JSONDecoder per room, and reused ones), to compare with `maze --transport json`, which
// writes that JSON by hand and reads it with ArcadeJSON's parser.
//
//   arcade-bench [--width W] [--height H] [--seconds S] [--min-iterations N] [--json-rooms N]
import ArcadeRandom
import ArcadeJSON
import ArcadeKit
import ArcadeScenes
import ArgumentParser
import FoundationEssentials
import MazeModel
import Records
import Replay
import MemoryDecks

#if canImport(Glibc)
  import Glibc
#endif

struct BenchOptions: ParsableCommand {
  static let configuration = CommandConfiguration(
    commandName: "arcade-bench", abstract: "In-process render timings, printed as one JSON object.")

  @Option(help: "Canvas width.")
  var width = 200
  @Option(help: "Canvas height.")
  var height = 60
  @Option(help: "Seconds per case (at least --min-iterations frames).")
  var seconds = 0.4
  @Option(help: "Frames per case, at least.")
  var minIterations = 200
  @Option(help: "Maze room answers for the JSON coding figure (0: skip it).")
  var jsonRooms = 100_000

  func validate() throws {
    guard width >= 1, height >= 1 else { throw ValidationError("--width and --height must be at least 1") }
    guard seconds.isFinite, seconds >= 0 else { throw ValidationError("--seconds must be a number ≥ 0") }
    guard minIterations >= 1 else { throw ValidationError("--min-iterations must be at least 1") }
    guard jsonRooms >= 0 else { throw ValidationError("--json-rooms must be ≥ 0") }
  }
}

/// A bad command line is one line on stderr and exit 2 (ArgumentParser's default is 64).
let options: BenchOptions
do {
  options = try BenchOptions.parse()
} catch {
  if BenchOptions.exitCode(for: error) == .success {
    print(BenchOptions.fullMessage(for: error))
    exit(0)
  }
  let message =
    BenchOptions.message(for: error).split(separator: "\n").first.map(String.init) ?? "bad arguments"
  writeStderr("arcade-bench: \(message) (see 'arcade-bench --help')\n")
  exit(2)
}
let (width, height, jsonRooms) = (options.width, options.height, options.jsonRooms)
let size = Size(width: width, height: height)
let limits = (seconds: options.seconds, iterations: options.minIterations)

func assetsDirectory() -> String {
  if let dir = ProcessInfo.processInfo.environment["ARCADE_ASSETS_DIR"], !dir.isEmpty { return dir }
  return URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("assets").path
}

let dataDir = FileManager.default.temporaryDirectory.appendingPathComponent("arcade-bench-\(getpid())").path
defer { try? FileManager.default.removeItem(atPath: dataDir) }
func makeEnv() -> AppEnvironment {
  var plan = SessionPlan(arcade: "arcade-bench", seed: 7, size: size)
  plan.assetsDir = assetsDirectory()
  return plan.environment(
    records: RecordStore(directory: dataDir),
    decks: MemoryDeckLibrary(assetsDirectory: assetsDirectory()).shelf(),
    clock: nil)
}

func nanos() -> UInt64 {
  var now = timespec()
  clock_gettime(CLOCK_MONOTONIC, &now)
  return UInt64(now.tv_sec) * 1_000_000_000 + UInt64(now.tv_nsec)
}

func writeStderr(_ text: String) {
  let bytes = Array(text.utf8)
  _ = bytes.withUnsafeBytes { write(2, $0.baseAddress, $0.count) }
}

func changedCells(_ a: Canvas, _ b: Canvas) -> Int {
  guard a.size == b.size else { return a.cells.count }
  var n = 0
  for i in a.cells.indices where a.cells[i] != b.cells[i] { n += 1 }
  return n
}

struct Timing: Encodable {
  var scene: String
  var mode: String
  var iterations: Int
  var render_us_median: Double
  var render_us_p90: Double
  var diff_us_median: Double
  var changed_cells_median: Int
  var non_blank_cells: Int
}

func percentile(_ values: [Double], _ p: Double) -> Double {
  let sorted = values.sorted()
  guard !sorted.isEmpty else { return 0 }
  return sorted[min(sorted.count - 1, Int(Double(sorted.count - 1) * p))]
}

func rounded(_ v: Double) -> Double { (v * 100).rounded() / 100 }

/// Times render + diff on `harness`; `keys`, when given, are pressed one per frame (untimed).
func measure(_ label: String, _ harness: Harness, keys: [Key]) -> Timing {
  var last = harness.stack.render()
  for _ in 0..<20 { last = harness.stack.render() }  // warm-up
  var renders: [Double] = []
  var diffs: [Double] = []
  var changes: [Int] = []
  let start = nanos()
  var i = 0
  while renders.count < limits.iterations || Double(nanos() - start) / 1e9 < limits.seconds {
    if !keys.isEmpty { harness.stack.handle(.key(keys[i % keys.count])) }
    i += 1
    let t0 = nanos()
    let frame = harness.stack.render()
    let t1 = nanos()
    var changed = 0
    if frame != last { changed = changedCells(frame, last) }
    let t2 = nanos()
    renders.append(Double(t1 - t0) / 1000)
    diffs.append(Double(t2 - t1) / 1000)
    changes.append(changed)
    last = frame
    if renders.count >= 200_000 { break }
  }
  let nonBlank = last.cells.filter { $0.text != " " && !$0.isContinuation }.count
  return Timing(
    scene: label, mode: keys.isEmpty ? "still" : "key per frame", iterations: renders.count,
    render_us_median: rounded(percentile(renders, 0.5)), render_us_p90: rounded(percentile(renders, 0.9)),
    diff_us_median: rounded(percentile(diffs, 0.5)),
    changed_cells_median: changes.sorted()[changes.count / 2],
    non_blank_cells: nonBlank)
}

func describe(_ harness: Harness) -> String {
  harness.stack.scenes.map { String(describing: type(of: $0)) }.joined(separator: " > ")
}

var results: [Timing] = []
let wiggle: [Key] = [.down, .up]
let sideways: [Key] = [.right, .left]

// The launch menu, and its help overlay.
do {
  let h = Harness(MenuScene(env: makeEnv()), size: size)
  results.append(measure("menu", h, keys: []))
  results.append(measure("menu", h, keys: wiggle))
  h.press(.char("?"))
  results.append(measure(describe(h), h, keys: []))
}

// Each game: its first scene, then the scene Enter leads to (a game from a start screen).
for entry in GameCatalog.all {
  let env = makeEnv()
  let h = Harness(entry.makeScene(env), size: size)
  results.append(measure("\(entry.id): \(describe(h))", h, keys: []))
  results.append(measure("\(entry.id): \(describe(h))", h, keys: wiggle))
  let before = describe(h)
  h.press(.enter)
  h.advance(by: 0.05)
  let after = describe(h)
  if after != before && !h.stack.isFinished {
    results.append(measure("\(entry.id): \(after)", h, keys: []))
    results.append(measure("\(entry.id): \(after)", h, keys: sideways))
  }
  if !h.stack.isFinished {
    h.press(.char("?"))
    if describe(h).hasSuffix("HelpOverlay") {
      results.append(measure("\(entry.id): \(describe(h))", h, keys: []))
    }
  }
}

// JSON coding alone of a room answer: the wire payload type itself (MazeModel's RoomPayload).
struct JSONCost: Encodable {
  var rooms: Int
  var encode_us_per_room: Double
  var decode_us_per_room: Double
  var encode_reused_us_per_room: Double
  var decode_reused_us_per_room: Double
  var bytes_per_room: Double
}
func jsonCost(rooms: Int) -> JSONCost? {
  guard rooms > 0 else { return nil }
  func hex(_ v: UInt64) -> String {
    let s = String(v & 0xFFFF_FFFF, radix: 16)
    return String(repeating: "0", count: 8 - s.count) + s
  }
  var rng = SeededRandom(seed: 3)
  let directions = ["north", "east", "south", "west"]
  let answers: [RoomPayload] = (0..<rooms).map { _ in
    var exits: [String: [String: String]] = [:]
    for d in directions where Int.random(in: 0..<2, using: &rng) == 0 {
      exits[d] = ["room": "R" + hex(rng.next()) + hex(rng.next())]
    }
    return RoomPayload(
      id: "R" + hex(rng.next()) + hex(rng.next()),
      tileUrl: "https://therealbnut.github.io/takehome-maze-tileset/images/tileset-0101.jpg", rooms: exits,
      type: "EMPTY")
  }
  var blobs: [[UInt8]] = []
  blobs.reserveCapacity(rooms)
  let t0 = nanos()
  for answer in answers { blobs.append((try? ArcadeJSON.JSONEncoder().encode(answer)) ?? []) }
  let t1 = nanos()
  var decoded = 0
  for blob in blobs where (try? ArcadeJSON.JSONDecoder().decode(RoomPayload.self, from: blob)) != nil {
    decoded += 1
  }
  let t2 = nanos()
  let encoder = ArcadeJSON.JSONEncoder()
  let decoder = ArcadeJSON.JSONDecoder()
  var reusedBytes = 0
  let t3 = nanos()
  for answer in answers { reusedBytes += ((try? encoder.encode(answer))?.count ?? 0) }
  let t4 = nanos()
  for blob in blobs where (try? decoder.decode(RoomPayload.self, from: blob)) != nil {
    reusedBytes += 0
  }
  let t5 = nanos()
  let bytes = blobs.reduce(0) { $0 + $1.count }
  return JSONCost(
    rooms: decoded, encode_us_per_room: rounded(Double(t1 - t0) / 1000 / Double(rooms)),
    decode_us_per_room: rounded(Double(t2 - t1) / 1000 / Double(rooms)),
    encode_reused_us_per_room: rounded(Double(t4 - t3) / 1000 / Double(rooms)),
    decode_reused_us_per_room: rounded(Double(t5 - t4) / 1000 / Double(rooms)),
    bytes_per_room: rounded(Double(bytes) / Double(rooms)))
}

struct Output: Encodable {
  var width: Int
  var height: Int
  var games: [String]
  var timings: [Timing]
  var maze_json_coding: JSONCost?
}
let encoder = ArcadeJSON.JSONEncoder()
encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
let data = try encoder.encode(
  Output(
    width: width, height: height, games: GameCatalog.all.map(\.id), timings: results,
    maze_json_coding: jsonCost(rooms: jsonRooms)))
print(String(decoding: data, as: UTF8.self))
