import ArcadeKit
import Testing

@testable import Replay

@Suite("Screen digests of successive frames")
struct ScreenDigesterTests {
  @Test("each frame's digest is the whole screen's, whichever rows changed since the last one")
  func sameAsWholeScreen() {
    let digester = ScreenDigester()
    var canvas = Canvas(size: Size(width: 12, height: 5))
    var frames: [Canvas] = [canvas]
    canvas.put("status 1", x: 0, y: 4)
    frames.append(canvas)
    frames.append(canvas)  // nothing changed
    canvas.put("top", x: 2, y: 0, style: Style(.accent))
    frames.append(canvas)
    canvas.put("界 wide", x: 3, y: 2)
    frames.append(canvas)
    canvas.put("x", x: 4, y: 2)  // breaks the wide glyph
    frames.append(canvas)
    frames.append(Canvas(size: Size(width: 7, height: 3)))  // another size
    frames.append(Canvas(size: Size(width: 0, height: 0)))
    frames.append(canvas)
    for (index, frame) in frames.enumerated() {
      #expect(digester.digest(frame) == ScreenDigest.of(frame), "frame \(index)")
    }
  }

  @Test("frames that differ in one cell have different digests")
  func oneCellTells() {
    let digester = ScreenDigester()
    var canvas = Canvas(size: Size(width: 10, height: 4))
    let before = digester.digest(canvas)
    canvas.put("!", x: 9, y: 3)
    #expect(digester.digest(canvas) != before)
  }
}
