import ArcadeKit
import Replay
import Testing

@testable import arcade

/// The watcher's screen: the session drawn at the watcher's size (the session itself runs at
/// the recorded size), the viewer's line over its footer and the progress line at the bottom;
/// the maze at the recorder's size, said in one line.
@Suite("The watcher's screen")
struct ReplayViewerScreenTests {
  /// The screen at `size` before event `index` of golden replay `name`, and the stack's size then.
  static func screen(
    _ name: String, at index: Int, size: Size, animations: Animations? = nil
  ) throws -> (screen: ReplayViewerScreen, recorded: Size, ending: ReplayViewer.Ending?) {
    let session = try ReplayViewerTests.session(name)
    defer { session.directory.remove() }
    let viewer = session.viewer(animations: animations)
    viewer.index()
    var shown: ReplayViewerScreen?
    var recorded = Size(width: 0, height: 0)
    var frame: ReplayViewerScreen.Frame?
    viewer.play { position in
      if position.index == index {
        shown = ReplayViewerScreen(
          position.stack, size: size, frame: &frame, progress: "progress", notes: ["a note"])
        recorded = position.stack.size
      }
      return position.index < viewer.count ? .step : .quit
    }
    return (try #require(shown), recorded, viewer.ending)
  }

  @Test("a game that lays out for any size is drawn at the watcher's: wider, taller, centred")
  func zombiesAtTheWatchersSize() throws {
    let (shown, recorded, ending) = try Self.screen("zombies-loss", at: 5, size: Size(width: 120, height: 40))
    let lines = shown.canvas.lines
    #expect(recorded == Size(width: 80, height: 24))
    #expect(lines.count == 40 && lines.allSatisfy { $0.count == 120 })
    // The title is centred on 120 columns (column 28 on the recorded 80); an ASCII session.
    let title = try #require(lines.first { $0.contains("ZOMBIES - classic") })
    #expect(title.firstIndex(of: "Z").map { title.distance(from: title.startIndex, to: $0) } == 48)
    #expect(lines[38] == " a note" + String(repeating: " ", count: 113))
    #expect(lines[39].hasPrefix(" progress"))
    #expect(shown.sizeNote == nil && !shown.tooSmall)
    #expect(ending == .same)
  }

  @Test("drawn at a smaller size, the game lays out for it; smaller than its minimum, the replay waits")
  func smallerWatchers() throws {
    let (shown, _, _) = try Self.screen("zombies-loss", at: 5, size: Size(width: 70, height: 24))
    #expect(shown.canvas.lines.contains { $0.contains("ZOMBIES - classic") })
    #expect(!shown.tooSmall)
    let (tiny, _, _) = try Self.screen("zombies-loss", at: 5, size: Size(width: 30, height: 10))
    #expect(tiny.tooSmall)
    #expect(tiny.canvas.text.contains("Terminal too small"))
  }

  @Test("the maze is drawn at the recorder's size, centred, and one line says why")
  func mazeAtTheRecordersSize() throws {
    let (shown, recorded, ending) = try Self.screen("maze-faults", at: 3, size: Size(width: 120, height: 40))
    #expect(recorded == Size(width: 80, height: 24))
    #expect(
      shown.sizeNote
        == "Maze is drawn at the recorder's 80×24: its detail view was scrolled and zoomed on that screen")
    let lines = shown.canvas.lines
    #expect(lines[38].contains("a note · Maze is drawn at the recorder's 80×24"))
    // Centred: 20 blank columns on each side, the recorded screen from row 7.
    let body = lines[7..<31]
    #expect(body.allSatisfy { $0.hasPrefix(String(repeating: " ", count: 20)) })
    #expect(lines[0..<7].allSatisfy { $0.allSatisfy { $0 == " " } })
    #expect(ending == .same)
  }

  @Test("on a smaller terminal the maze is cut at the right and bottom, and the line says how much")
  func mazeCut() throws {
    let (shown, _, _) = try Self.screen("maze-faults", at: 3, size: Size(width: 70, height: 20))
    #expect(shown.sizeNote?.hasSuffix("(10 columns and 6 rows cut)") == true)
    #expect(!shown.tooSmall)
  }

  @Test("the watcher's motion setting draws the session and changes none of its state")
  func watchersMotion() throws {
    for name in ReplayViewerTests.goldens {
      let (_, _, ending) = try Self.screen(
        name, at: 1, size: Size(width: 100, height: 30), animations: Animations.none)
      #expect(ending == .same, "\(name)")
    }
  }

  @Test("after the last q has emptied the stack, its last frame stays, with the maze's line")
  func lastFrameStays() throws {
    let session = try ReplayViewerTests.session("maze-faults")
    defer { session.directory.remove() }
    let viewer = session.viewer()
    viewer.index()
    var frame: ReplayViewerScreen.Frame?
    var end: ReplayViewerScreen?
    var emptied = false
    viewer.play { position in
      if position.index == viewer.count {
        emptied = position.stack.scenes.isEmpty
        end = ReplayViewerScreen(
          position.stack, size: Size(width: 70, height: 20), frame: &frame, progress: "", notes: [])
        return .quit
      }
      _ = ReplayViewerScreen(
        position.stack, size: Size(width: 80, height: 24), frame: &frame, progress: "", notes: [])
      return .step
    }
    #expect(emptied)
    let shown = try #require(end)
    #expect(shown.sizeNote?.hasSuffix("(10 columns and 6 rows cut)") == true)
    #expect(shown.canvas.lines[0].hasPrefix("Maze"))
  }
}
