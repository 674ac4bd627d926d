import ArcadeKit
import CNcurses
import CTerminal

#if canImport(Glibc)
  import Glibc
#endif

/// A curses screen that draws into a file instead of a terminal: `newterm` on a file in memory
/// (memfd), or where the kernel refuses one an unlinked file under `$TMPDIR` (ncurses writes to
/// the stream's descriptor itself, so a memory stream without one gets nothing) for a named terminal type (xterm-256color) of a given size. Each
/// canvas is drawn by the very code that draws the real terminal (`NcursesBackend.paint`), so
/// the bytes are the ones ncurses would send to that terminal. For `arcade replay --cast`.
public final class CastScreen {
  private var screen: OpaquePointer?
  private var output: UnsafeMutablePointer<FILE>?
  private var input: UnsafeMutablePointer<FILE>?
  private var taken: off_t = 0
  private var theme = Theme(depth: .monochrome)
  public private(set) var size: Size

  /// Why there is no screen to draw on.
  public enum Failure: Error, Equatable, CustomStringConvertible {
    /// Neither a file in memory nor one under `$TMPDIR` could be made (the system's words).
    case noScratchFile(String)
    case unknownTerminal(String)

    public var description: String {
      switch self {
      case .noScratchFile(let why): "no file to draw into (in memory, or under $TMPDIR): \(why)"
      case .unknownTerminal(let term): "terminfo has no \(term)"
      }
    }
  }

  public init(term: String = "xterm-256color", size: Size, monochrome: Bool) throws(Failure) {
    self.size = size
    // Wide characters go out as UTF-8 whatever the caller's locale.
    if setlocale(LC_ALL, "C.UTF-8") == nil { _ = setlocale(LC_ALL, "") }
    output = try Self.scratchFile()
    input = fopen("/dev/null", "r")
    guard let output, let input else {
      throw .noScratchFile("/dev/null: " + String(cString: strerror(errno)))
    }
    screen = newterm(term, output, input)
    guard let screen else { throw .unknownTerminal(term) }
    set_term(screen)
    _ = resize_term(Int32(size.height), Int32(size.width))
    // Only now: has_colors() answers for the current screen, and there was none before.
    theme = Theme.pick(palette: ThemePalette(name: monochrome ? .mono : .dark))
    theme.install()
    _ = curs_set(0)
  }

  /// Draws `canvas` (resizing the screen first if its size changed) and returns the bytes
  /// ncurses wrote for it. `last`: the canvas drawn before, to write only what changed since,
  /// as the terminal's backend does (the bytes are the same).
  public func draw(_ canvas: Canvas, force: Bool = false, over last: Canvas? = nil) -> [UInt8] {
    guard let screen else { return [] }
    set_term(screen)
    if canvas.size != size {
      size = canvas.size
      _ = resize_term(Int32(size.height), Int32(size.width))
    }
    NcursesBackend.paint(canvas, force: force, theme: theme, over: last)
    return take()
  }

  /// Ends curses on the screen (its closing bytes: attributes off, cursor back) and frees it.
  public func close() -> [UInt8] {
    guard let screen else { return [] }
    set_term(screen)
    endwin()
    let rest = take()
    delscreen(screen)
    self.screen = nil
    if let output { fclose(output) }
    if let input { fclose(input) }
    output = nil
    input = nil
    return rest
  }

  deinit { _ = close() }

  /// A file in memory, or an unlinked one under `$TMPDIR` (else /tmp), open for writing and reading.
  private static func scratchFile() throws(Failure) -> UnsafeMutablePointer<FILE> {
    var descriptor = arcade_memory_file("arcade-cast")
    if descriptor < 0 {
      let directory = getenv("TMPDIR").map { String(cString: $0) }.flatMap { $0.isEmpty ? nil : $0 } ?? "/tmp"
      var template = Array((directory + "/arcade-cast-XXXXXX").utf8CString)
      descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
      guard descriptor >= 0 else { throw .noScratchFile(directory + ": " + String(cString: strerror(errno))) }
      template.withUnsafeBufferPointer { _ = unlink($0.baseAddress!) }
    }
    guard let file = fdopen(descriptor, "w+") else {
      let why = String(cString: strerror(errno))
      Glibc.close(descriptor)
      throw .noScratchFile(why)
    }
    return file
  }

  /// What ncurses wrote since the last call.
  private func take() -> [UInt8] {
    guard let output else { return [] }
    fflush(output)
    let fd = fileno(output)
    var bytes: [UInt8] = []
    var chunk = [UInt8](repeating: 0, count: 65536)
    while true {
      let n = chunk.withUnsafeMutableBytes { pread(fd, $0.baseAddress, $0.count, taken) }
      if n <= 0 { break }
      bytes += chunk[..<n]
      taken += off_t(n)
    }
    return bytes
  }
}
