// The canvas rules every rendered frame is checked against.
import ArcadeGlyphs
import ArcadeKit

#if canImport(Glibc)
  import Glibc
#endif

/// Checks one rendered frame against the canvas rules every scene relies on.
func frameViolations(_ canvas: Canvas, size: Size, ascii: Bool) -> [String] {
  var out: [String] = []
  if canvas.size != size { out.append("frame is \(canvas.size), terminal is \(size)") }
  let w = canvas.width
  for y in 0..<canvas.height {
    var x = 0
    while x < w {
      let cell = canvas[x, y]
      if cell.isContinuation {
        out.append("continuation cell without a wide glyph at (\(x),\(y))")
        x += 1
        continue
      }
      if cell.text.utf8.count == 1 && cell.text.utf8.first! < 0x80 {
        x += 1  // the common case: one ASCII character
        continue
      }
      let width = GlyphWidth.of(cell.text)
      if width > 2 || cell.text.count > 1 {
        out.append("cell (\(x),\(y)) holds \(cell.text.debugDescription)")
      }
      if ascii && !cell.text.unicodeScalars.allSatisfy({ $0.isASCII }) {
        out.append("non-ASCII \(cell.text.debugDescription) at (\(x),\(y)) in ASCII mode")
      }
      if width == 2 {
        if x + 1 >= w || !canvas[x + 1, y].isContinuation {
          out.append("wide glyph \(cell.text.debugDescription) at (\(x),\(y)) without its right half")
        }
        x += 2
      } else {
        x += 1
      }
      if out.count > 3 { return out }
    }
  }
  return out
}
