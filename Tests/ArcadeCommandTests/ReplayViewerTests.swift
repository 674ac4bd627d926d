import ArcadeKit
import ArcadeRandom
import ArcadeScenes
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
    straightPlayback(viewer).map(\.screen)
  }

  /// Every screen and state digest of straight playback, by event.
  static func straightPlayback(_ viewer: ReplayViewer) -> [(screen: [String], state: String)] {
    var seen: [(screen: [String], state: String)] = []
    viewer.play { position in
      seen.append((position.stack.render().lines, ReplayRecorder.stateDigest(of: position.stack.scenes)))
      return position.index < viewer.count ? .step : .quit
    }
    return seen
  }

  /// A viewer that keeps no keyframes (every move back plays from the start): the reference.
  static func withoutKeyframes(_ session: ReplaySessionMaker) -> ReplayViewer {
    session.viewer(keyframes: false)
  }

  /// A viewer with a keyframe every `every` events, indexed.
  static func keyframed(_ session: ReplaySessionMaker, every: Int) -> ReplayViewer {
    let viewer = session.viewer()
    viewer.keyframeEvents = every
    viewer.index()
    return viewer
  }

  @Test(
    "seeking back and forth shows the same screen as straight playback at the same event", arguments: goldens)
  func seeksShowStraightPlaybackScreens(name: String) throws {
    let session = try Self.session(name)
    defer { session.directory.remove() }
    let viewer = Self.keyframed(session, every: 3)
    let screens = Self.straight(Self.withoutKeyframes(session).indexed())
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

  @Test(
    "a digit stands after every event up to its tenth of the game and before the next; → always moves on",
    arguments: goldens)
  func digitsAndArrowsSeekByGameTime(name: String) throws {
    let session = try Self.session(name)
    defer { session.directory.remove() }
    let viewer = session.viewer()
    viewer.index()
    var controls = ReplayViewerControls()
    let start = viewer.gameTime(at: 0)
    let total = viewer.gameTime(at: viewer.count) - start
    for digit in 1...9 {
      let target = start + Double(digit) / 10 * total
      guard case .seek(let position) = controls.command(for: .char(Character("\(digit)")), at: 0, in: viewer)
      else {
        Issue.record("digit \(digit) did not seek")
        continue
      }
      #expect(viewer.gameTime(at: position) <= target, "\(digit): played an event after its time")
      if position < viewer.count {
        #expect(viewer.gameTime(at: position + 1) > target, "\(digit): left an event before its time")
      }
    }
    for index in 0..<viewer.count {
      guard case .seek(let position) = controls.command(for: .right, at: index, in: viewer) else {
        Issue.record("→ at \(index) did not seek")
        continue
      }
      #expect(position > index && position <= viewer.count)
    }
    #expect(controls.command(for: .right, at: viewer.count, in: viewer) == nil)
  }

  /// A seek to where the viewer stands then a step (once ended the run as if at its end) is
  /// among the moves this found.
  @Test(
    "random moves (steps, seeks back and forth, the end) always show straight playback's screen",
    arguments: goldens)
  func randomMovesShowStraightPlayback(name: String) throws {
    let session = try Self.session(name)
    defer { session.directory.remove() }
    let viewer = Self.keyframed(session, every: 3)
    let screens = Self.straight(Self.withoutKeyframes(session).indexed())
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

  @Test(
    "a move back restores the nearest keyframe and shows straight playback's screen and state",
    arguments: goldens)
  func keyframeRestoresShowStraightPlayback(name: String) throws {
    let session = try Self.session(name)
    defer { session.directory.remove() }
    try Self.expectRestoresShowStraightPlayback(session, every: 3)
  }

  /// Moves to the end, then back across every keyframe (onto it, just before, just after), and
  /// compares each screen and state digest with a viewer that plays every move from the start;
  /// the end is the recorded final state. Returns the keyframes.
  @discardableResult
  static func expectRestoresShowStraightPlayback(_ session: ReplaySessionMaker, every: Int) throws -> [Int] {
    // The reference plays every move from the start, with no keyframe at all.
    let reference = Self.withoutKeyframes(session)
    reference.index()
    let expected = Self.straightPlayback(reference)
    let viewer = Self.keyframed(session, every: 3)
    try #require(viewer.count == reference.count && expected.count == viewer.count + 1)
    let keyframes = viewer.keyframeIndices
    #expect(keyframes.first == 0 && keyframes.count >= 3, "\(keyframes)")
    let end = viewer.count
    // The end, then back across several keyframes, onto a keyframe, just before one, just after.
    var places = [end] + keyframes.reversed().flatMap { [$0 + 1, $0, max(0, $0 - 1)] }
    places = places.map { min($0, end) } + [end]
    var visited: [Int] = []
    var replayed: [Int] = []
    var wanted = places[...]
    viewer.play { position in
      visited.append(position.index)
      if let seek = viewer.lastSeek { replayed.append(seek.events) }
      #expect(position.stack.render().lines == expected[position.index].screen, "at event \(position.index)")
      #expect(
        ReplayRecorder.stateDigest(of: position.stack.scenes) == expected[position.index].state,
        "state at event \(position.index)")
      guard let next = wanted.popFirst() else { return .quit }
      return .seek(next)
    }
    #expect(visited == [0] + places, "\(visited)")
    // No move back played more events again than lie between two keyframes.
    let gaps = zip(keyframes.dropFirst() + [end], keyframes).map { $0 - $1 }
    #expect(replayed.allSatisfy { $0 <= (gaps.max() ?? end) }, "\(replayed)")
    if session.replay.end.state != nil {
      #expect(viewer.ending == .same)
    } else {
      #expect(viewer.ending == .notCompared)
    }
    return keyframes
  }

  @Test("the maze keeps keyframes too: its server, explorer and answers in flight are put back")
  func mazeKeepsKeyframes() throws {
    let session = try Self.session("maze-faults")
    defer { session.directory.remove() }
    let viewer = Self.keyframed(session, every: 2)
    // One every 2 events at least (more where playing cost CPU: `keyframeCPUSeconds`).
    #expect(viewer.keyframeIndices.count >= (viewer.count + 1) / 2, "\(viewer.keyframeIndices)")
    #expect(viewer.unrestorable.isEmpty)
  }

  @Test(
    "a keyframe is also kept once indexing spent keyframeCPUSeconds since the last (a maze's heavy events)")
  func keyframesFollowTheIndexPassCPU() throws {
    let session = try Self.session("maze-faults")
    defer { session.directory.remove() }
    func keyframes(cpu: Double) -> [Int] {
      let viewer = session.viewer()
      (viewer.keyframeEvents, viewer.keyframeSeconds, viewer.keyframeCPUSeconds) = (.max, .infinity, cpu)
      viewer.index()
      return viewer.keyframeIndices
    }
    #expect(keyframes(cpu: .infinity) == [0])
    let every = keyframes(cpu: 0)
    #expect(every == Array(0..<every.count) && every.count >= 20, "\(every)")
  }

  @Test(
    "a longer maze session (two reveals, views and scrolls, a resize) restores at every keyframe, mid-reveal too"
  )
  func longMazeSessionRestores() throws {
    let session = try Self.longMazeSession()
    defer { session.directory.remove() }
    let keyframes = try Self.expectRestoresShowStraightPlayback(session, every: 4)
    // Some keyframes were kept while rooms were still on their way (requests in flight).
    let reference = Self.withoutKeyframes(session)
    reference.index()
    var running: [Int] = []
    reference.play { position in
      let maze = position.stack.scenes.compactMap { $0 as? MazeScene }.first
      if keyframes.contains(position.index), maze?.phase.isRunning == true { running.append(position.index) }
      return position.index < reference.count ? .step : .quit
    }
    #expect(running.count >= 5, "keyframes mid-reveal: \(running)")
  }

  /// A maze session of about 190 events, made here so it follows the maze as it is: on a 41×41
  /// maze at three times the original's latency with 1 fetch in 10 answered 504, `g`, then
  /// timers every quarter second with the view toggled, scrolled and centred while rooms
  /// arrive, a resize and back, a second `g` once the first maze is whole, and `q`.
  static func longMazeSession() throws -> ReplaySessionMaker {
    let header =
      #"{"arcade":"arcade 0.1.0","arcadeReplay":2,"args":["--seed","7","maze","--size","41x41","#
      + #""--latency-scale","3","--faults","0.1"],"ascii":false,"assetsDir":"assets","#
      + #""height":24,"monochrome":false,"records":{},"root":"game","seed":7,"start":0,"t0":0,"width":80}"#
    var lines = [header]
    var t = 0.0
    func add(_ event: String) { lines.append(#"{"# + event + #","g":\#(t),"t":\#(t)}"#) }
    t = 0.02
    add(#""e":"key","k":"c:g""#)
    let keys = ["c:v", "right", "down", "c:c", "left", "c:v", "up", "tab"]
    for tick in 1...150 {
      t = 0.02 + Double(tick) * 0.25
      add(#""e":"timer""#)
      if tick % 5 == 0 {
        t += 0.01
        add(#""e":"key","k":"\#(keys[(tick / 5) % keys.count])""#)
      }
      if tick == 30 { add(#""e":"resize","w":100,"h":30"#) }
      if tick == 31 { add(#""e":"resize","w":80,"h":24"#) }
      if tick == 80 { add(#""e":"key","k":"c:g""#) }
    }
    t += 0.1
    add(#""e":"key","k":"c:q""#)
    lines.append(#"{"e":"end","events":\#(lines.count - 1),"t":\#(t)}"#)
    let file = try ReplayFile.parse(Array(lines.joined(separator: "\n").utf8), name: "long-maze")
    return try ReplaySessionMaker(replay: file, name: "long-maze")
  }

  @Test(
    "after restoring a keyframe the watched session still ends in the recorded final state",
    arguments: goldens)
  func keyframedSessionsEndAsRecorded(name: String) throws {
    let session = try Self.session(name)
    defer { session.directory.remove() }
    let viewer = Self.keyframed(session, every: 2)
    var asked = 0
    viewer.play { position in
      asked += 1
      switch asked {
      case 1: return .seek(viewer.count)
      case 2: return .seek(viewer.count / 2)
      case 3: return .seek(viewer.count)
      default:
        #expect(position.index == viewer.count)
        return .quit
      }
    }
    #expect(viewer.ending == .same)
  }
}

extension ReplayViewer {
  /// The viewer after its index pass.
  fileprivate func indexed() -> ReplayViewer {
    index()
    return self
  }
}
