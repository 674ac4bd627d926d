import ArcadeGeometry
import ArcadeKit
import MazeModel
import Testing

@testable import ArcadeScenes

@Suite("Maze overview growth")
struct MazeOverviewGrowthTests {
  @Test(
    "while a reveal adds rooms the overview moves only when its middle crosses a block or its zoom halves, never at each room; the whole maze is centred as before"
  )
  func growsInPlace() {
    let scene = simulatedMazeScene(settings: MazeSettings())
    let h = Harness(scene)
    h.press(.char("g"))
    let area = MazeScene.mazeArea(h.stack.size)
    var layouts: [MazeOverview.Layout] = []
    var frames = 0
    for _ in 0..<3000 where scene.phase.isRunning {
      h.advance(by: 0.1)
      guard !scene.grid.isEmpty else { continue }
      frames += 1
      let layout = MazeOverview.layout(of: scene.grid, in: area, options: RenderOptions(), growing: true)
      if layout != layouts.last { layouts.append(layout) }
    }
    #expect(!scene.phase.isRunning)
    #expect(frames > 20)
    // Zoom 2 (walls shown), halved only when outgrown; a handful of layouts for the whole reveal.
    #expect(layouts.first?.zoom == 2)
    #expect(zip(layouts, layouts.dropFirst()).allSatisfy { $0.zoom >= $1.zoom })
    #expect(layouts.count <= 8, "\(layouts.count) layouts over \(frames) frames")
    #expect(layouts.allSatisfy { $0.rect == area })
    let whole = MazeOverview.layout(of: scene.grid, in: area, options: RenderOptions(), growing: false)
    let (rect, scale, zoom) = MazeOverview.frame(of: scene.grid, in: area, options: RenderOptions())
    #expect(
      whole
        == MazeOverview.Layout(
          rect: rect, origin: GridPoint(row: scene.grid.minRow, col: scene.grid.minCol), scale: scale,
          zoom: zoom))
  }
}
