import ArcadeKit
import ArcadeRandom
import Replay
import Testing

@testable import arcade

/// The viewer plays a replay through the same scenes and loop as play and `--check`: wherever
/// the watcher goes (forward, back, to a mark), the screen at an event is the one straight
/// playback shows there, and the end is the recorded final state.
@Suite("Watching a replay")
struct ReplayViewerTests {
  static let root = String(#filePath).components(separatedBy: "/").dropLast(3).joined(separator: "/")
  static let goldens = ["zombies-win", "zombies-loss", "memory-full", "fizzbuzz-mixed", "maze-faults"]

  static func session(_ name: String) throws -> ReplaySessionMaker {
    let path = root + "/Tests/Replays/\(name).jsonl"
    return try ReplaySessionMaker(replay: try ReplayFile.read(path: path), name: path)
  }

  /// Every screen of straight playback, by event.
  static func straight(_ viewer: ReplayViewer) -> [[String]] {
    var screens: [[String]] = []
    viewer.play { position in
      screens.append(position.stack.render().lines)
      return position.index < viewer.count ? .step : .quit
    }
    return screens
  }

  @Test(
    "seeking back and forth shows the same screen as straight playback at the same event", arguments: goldens)
  func seeksShowStraightPlaybackScreens(name: String) throws {
    let session = try Self.session(name)
    defer { session.directory.remove() }
    let viewer = session.viewer()
    viewer.index()
    let screens = Self.straight(viewer)
    try #require(screens.count == viewer.count + 1)
    let end = viewer.count
    // To the end, back to the start, forward a little, back one, a mark, the middle.
    var places = [end, 0, min(3, end), max(0, min(3, end) - 1), end / 2, end, 1 % (end + 1)]
    places += viewer.marks.map(\.index)
    var visited: [Int] = []
    var wanted = places[...]
    viewer.play { position in
      visited.append(position.index)
      #expect(position.stack.render().lines == screens[position.index], "at event \(position.index)")
      guard let next = wanted.popFirst() else { return .quit }
      return .seek(next)
    }
    #expect(visited == [0] + places, "\(visited)")
  }

  @Test("a watched session ends in the recorded final state (--check's rule)", arguments: goldens)
  func watchedSessionsEndAsRecorded(name: String) throws {
    let session = try Self.session(name)
    defer { session.directory.remove() }
    let viewer = session.viewer()
    viewer.index()
    viewer.play { $0.index < viewer.count ? .seek(viewer.count) : .quit }
    #expect(viewer.ending == .same)
  }

  @Test("the marks are the game's own moments: lives lost, pairs found, wrong answers")
  func marksComeFromTheGamesState() throws {
    func marks(_ name: String) throws -> [String] {
      let session = try Self.session(name)
      defer { session.directory.remove() }
      let viewer = session.viewer()
      viewer.index()
      #expect(viewer.marks.map(\.index) == viewer.marks.map(\.index).sorted())
      return viewer.marks.map(\.what)
    }
    #expect(try marks("zombies-loss").filter { $0 == "life lost" }.count == 3)
    #expect(try marks("zombies-win") == ["SOS reached"])
    #expect(try marks("memory-full").filter { $0 == "pair found" }.count == 8)
    #expect(try marks("fizzbuzz-mixed").contains("wrong answer"))
  }

  @Test("a move back plays the events before it again, and says how many and what it cost")
  func movesBackAreMeasured() throws {
    let session = try Self.session("fizzbuzz-mixed")
    defer { session.directory.remove() }
    let viewer = session.viewer()
    viewer.index()
    var asked = 0
    viewer.play { position in
      asked += 1
      switch asked {
      case 1: return .seek(viewer.count)
      case 2: return .seek(5)
      default:
        #expect(position.index == 5)
        return .quit
      }
    }
    let seek = try #require(viewer.lastSeek)
    #expect(seek.events == 5 && seek.seconds >= 0)
  }

  @Test("the keys: . and , step, ] and [ go to marks, digits to tenths, + and - stop at ×16 and ×¼")
  func viewerKeys() throws {
    let session = try Self.session("zombies-loss")
    defer { session.directory.remove() }
    let viewer = session.viewer()
    viewer.index()
    var controls = ReplayViewerControls()
    #expect(controls.command(for: .char("."), at: 0, in: viewer) == .step && controls.paused)
    #expect(controls.command(for: .char(","), at: 0, in: viewer) == nil)
    #expect(controls.command(for: .char(","), at: 4, in: viewer) == .seek(3))
    let first = try #require(viewer.marks.first)
    #expect(controls.command(for: .char("]"), at: 0, in: viewer) == .seek(first.index))
    #expect(controls.note == first.what)
    #expect(controls.command(for: .char("["), at: first.index, in: viewer) == nil)
    #expect(controls.command(for: .char("0"), at: 7, in: viewer) == .seek(0))
    #expect(controls.command(for: .end, at: 0, in: viewer) == .seek(viewer.count))
    for _ in 0..<10 { _ = controls.command(for: .char("+"), at: 0, in: viewer) }
    #expect(controls.speedText == "×16")
    for _ in 0..<10 { _ = controls.command(for: .char("-"), at: 0, in: viewer) }
    #expect(controls.speedText == "×¼")
    #expect(controls.command(for: .char("q"), at: 0, in: viewer) == .quit)
    #expect(controls.progress(at: viewer.count, in: viewer).hasPrefix("end "))
    #expect(controls.progress(at: viewer.count, in: viewer).count <= 79)
  }

  /// A seek to where the viewer stands then a step (once ended the run as if at its end) is
  /// among the moves this found.
  @Test(
    "random moves (steps, seeks back and forth, the end) always show straight playback's screen",
    arguments: goldens)
  func randomMovesShowStraightPlayback(name: String) throws {
    let session = try Self.session(name)
    defer { session.directory.remove() }
    let viewer = session.viewer()
    viewer.index()
    let screens = Self.straight(viewer)
    var random = SeededRandom(seed: 48)
    var moves = 0
    var endings: [ReplayViewer.Ending?] = []
    viewer.play { position in
      #expect(position.stack.render().lines == screens[position.index], "at event \(position.index)")
      if position.index == viewer.count { endings.append(viewer.ending) }
      moves += 1
      guard moves < 100 else { return .quit }
      switch Int.random(in: 0..<4, using: &random) {
      case 0: return position.index < viewer.count ? .step : .seek(0)
      case 1: return .seek(viewer.count)
      default: return .seek(Int.random(in: 0...viewer.count, using: &random))
      }
    }
    #expect(!endings.isEmpty && endings.allSatisfy { $0 == .same }, "\(endings)")
  }
}
