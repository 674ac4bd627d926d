import ArcadeKit
import NcursesTerminal
import Replay
import Testing

@testable import arcade

/// The backend writes only what changed since the last frame (a cell at a time in rows of narrow
/// cells, whole rows where wide glyphs or clusters are): the terminal must get the very bytes a
/// whole repaint of each frame gives it. Serialized: curses has one current screen per process.
@Suite("Painting over the last frame", .serialized)
struct PaintOverLastFrameTests {
  /// Deterministic numbers for the canvases (SplitMix64).
  struct Numbers: RandomNumberGenerator {
    var state: UInt64
    mutating func next() -> UInt64 {
      state &+= 0x9e37_79b9_7f4a_7c15
      var z = state
      z = (z ^ (z >> 30)) &* 0xbf58_476d_1ce4_e5b9
      z = (z ^ (z >> 27)) &* 0x94d0_49bb_1331_11eb
      return z ^ (z >> 31)
    }
  }

  /// What a frame may put in a cell: blanks of several styles, letters, braille, a wide
  /// emoji, a box-drawing line and a letter with a combining accent (a cluster).
  static let pieces: [(String, Style)] = [
    (" ", .normal), (" ", .selection), (" ", .muted), ("a", .normal), ("b", .accent), ("⠁", .normal),
    ("⡇", .info), ("🧟", .normal), ("🧟", .bad), ("─", .border), ("e\u{301}", .normal), ("z", .title),
  ]

  /// `count` frames of `size`, each the one before with a few runs of cells changed.
  static func frames(count: Int, size: Size, seed: UInt64) -> [Canvas] {
    var numbers = Numbers(state: seed)
    var canvas = Canvas(size: size)
    var frames: [Canvas] = []
    for _ in 0..<count {
      for _ in 0..<Int.random(in: 1...6, using: &numbers) {
        let (text, style) = pieces.randomElement(using: &numbers)!
        let x = Int.random(in: 0..<size.width, using: &numbers)
        let y = Int.random(in: 0..<size.height, using: &numbers)
        let run = Int.random(in: 1...4, using: &numbers)
        canvas.put(String(repeating: text, count: run), x: x, y: y, style: style)
      }
      frames.append(canvas)
    }
    return frames
  }

  /// Every frame the loop presents when it plays a golden replay, in order.
  static func frames(ofGolden name: String) throws -> [Canvas] {
    let path = ReplayViewerTests.root + "/Tests/Replays/\(name).jsonl"
    let file = try ReplayFile.read(path: path)
    let session = try ReplaySessionMaker(replay: file, name: path)
    defer { session.directory.remove() }
    let (stack, clock, env) = session.make()
    let (backend, _) = ReplaySteps.backend(file, clock: clock)
    var frames: [Canvas] = []
    backend.onPresent = { frames.append($0) }
    let loop = RunLoop(stack: stack, backend: backend, clock: clock)
    loop.afterFrame = { env.runPendingEffects() }
    _ = loop.run()
    return frames
  }

  /// The bytes of each frame drawn whole, and drawn over the frame before (and of the end).
  static func bytes(of frames: [Canvas], monochrome: Bool) throws -> (whole: [[UInt8]], over: [[UInt8]]) {
    let wholeScreen = try CastScreen(size: frames[0].size, monochrome: monochrome)
    let overScreen = try CastScreen(size: frames[0].size, monochrome: monochrome)
    var whole: [[UInt8]] = []
    var over: [[UInt8]] = []
    var last: Canvas?
    for (index, frame) in frames.enumerated() {
      whole.append(wholeScreen.draw(frame, force: index == 0))
      over.append(overScreen.draw(frame, force: index == 0, over: last?.size == frame.size ? last : nil))
      last = frame
    }
    whole.append(wholeScreen.close())
    over.append(overScreen.close())
    return (whole, over)
  }

  @Test("every frame of a golden session drawn over the last sends the bytes of the frame drawn whole")
  func goldenFramesOverTheLastSendTheWholeFramesBytes() throws {
    for name in ReplayViewerTests.goldens {
      let frames = try Self.frames(ofGolden: name)
      try #require(frames.count > 2)
      let (whole, over) = try Self.bytes(of: frames, monochrome: false)
      for index in whole.indices { #expect(over[index] == whole[index], "\(name), frame \(index)") }
    }
  }

  @Test("random frames of wide, clustered and styled cells drawn over the last send the whole frames' bytes")
  func changedCellsSendTheWholeRepaintsBytes() throws {
    for monochrome in [false, true] {
      for seed: UInt64 in [1, 2, 3] {
        let frames = Self.frames(count: 60, size: Size(width: 30, height: 8), seed: seed)
        let (whole, over) = try Self.bytes(of: frames, monochrome: monochrome)
        for index in whole.indices {
          #expect(over[index] == whole[index], "monochrome \(monochrome), seed \(seed), frame \(index)")
        }
      }
    }
  }

  @Test("a blank in the terminal's own style over a styled cell is the erased background")
  func blankOverStyledCellIsTheBackground() throws {
    var styled = Canvas(size: Size(width: 10, height: 2))
    styled.put("ab", x: 2, y: 0, style: .accent)
    styled.put(" ", x: 5, y: 1, style: .selection)
    let blank = Canvas(size: Size(width: 10, height: 2))
    for monochrome in [false, true] {
      let (whole, over) = try Self.bytes(of: [styled, blank, styled, blank], monochrome: monochrome)
      #expect(over == whole)
    }
  }
}
