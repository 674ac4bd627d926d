import ArcadeKit
import Testing

@testable import arcade

#if canImport(Glibc)
  import Glibc
#endif

/// A settings file that cannot be read as one gives the defaults and one line naming the file;
/// the file is never changed.
@Suite("Settings loader", .serialized)
struct SettingsLoaderTests {
  final class Directory {
    let path: String
    init() {
      var template = Array("/tmp/arcade-settings-XXXXXX".utf8CString)
      path = String(cString: mkdtemp(&template)!)
    }
    deinit { _ = system("rm -rf '\(path)'") }
    func write(_ name: String, _ bytes: [UInt8]) -> String {
      let file = path + "/" + name
      let fd = open(file, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
      _ = bytes.withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
      close(fd)
      return file
    }
  }

  static func expectDefaults(_ path: String, saying words: String) {
    let (file, problems) = SettingsLoader.read(path)
    #expect(file.settings == .defaults)
    #expect(problems.count == 1, "\(problems)")
    #expect(problems.first?.contains(path) == true)
    #expect(problems.first?.contains(words) == true, "\(problems)")
    // One line a player reads: "settings PATH: why (using the defaults)", no Swift type names.
    #expect(problems.first?.hasSuffix(" (using the defaults)") == true, "\(problems)")
    #expect(problems.first?.contains("Error") == false, "\(problems)")
  }

  @Test("no file: the defaults, and nothing to say")
  func missing() {
    let dir = Directory()
    let (file, problems) = SettingsLoader.read(dir.path + "/settings")
    #expect(file.settings == .defaults && problems.isEmpty)
  }

  @Test("a line that cannot be used is named by file, line and column, with what was kept")
  func namesTheLine() {
    let dir = Directory()
    let path = dir.write("settings", Array("theme = light\nbell = loud\n".utf8))
    let (file, problems) = SettingsLoader.read(path)
    #expect(file.settings.theme == .named(.light))
    #expect(
      problems == [
        "settings \(path) line 2, column 8: bell 'loud' is not one of off, audible, visual (kept off)"
      ])
  }

  @Test("a directory") func directory() {
    let dir = Directory()
    mkdir(dir.path + "/settings", 0o755)
    Self.expectDefaults(dir.path + "/settings", saying: "a directory")
  }

  @Test("a FIFO is refused without waiting for a writer") func fifo() {
    let dir = Directory()
    mkfifo(dir.path + "/settings", 0o644)
    Self.expectDefaults(dir.path + "/settings", saying: "FIFO")
  }

  @Test("a symbolic link to another user's file") func othersLink() {
    let dir = Directory()
    // Root makes one (a file given to nobody); anyone else links to one of root's (readable,
    // small): the file is refused for its owner before a byte of it is read as settings.
    var target = "/etc/passwd"
    if getuid() == 0 {
      target = dir.write("theirs", Array("theme = light\n".utf8))
      #expect(chown(target, 65534, 65534) == 0)
    }
    symlink(target, dir.path + "/settings")
    Self.expectDefaults(dir.path + "/settings", saying: "owned by another user")
  }

  @Test("an unreadable file", .enabled(if: getuid() != 0, "root reads a file of mode 0 all the same"))
  func unreadable() throws {
    let dir = Directory()
    let path = dir.write("settings", Array("theme = light\n".utf8))
    chmod(path, 0)
    try #require(access(path, R_OK) != 0, "this user reads a file of mode 0: nothing is tested")
    Self.expectDefaults(path, saying: "ermission denied")
  }

  @Test("over 64 KB") func tooLarge() {
    let dir = Directory()
    let path = dir.write("settings", Array(repeating: UInt8(ascii: "#"), count: 64 * 1024 + 1))
    Self.expectDefaults(path, saying: "larger than")
  }

  @Test("invalid UTF-8") func notText() {
    let dir = Directory()
    let path = dir.write("settings", [0x74, 0xFF, 0x0A])
    Self.expectDefaults(path, saying: "not UTF-8")
  }

  @Test("reading never changes the file")
  func neverWrites() {
    let dir = Directory()
    let bytes = Array("theme = purple\nnonsense\n".utf8)
    let path = dir.write("settings", bytes)
    _ = SettingsLoader.read(path)
    let after = try? Files_read(path)
    #expect(after == bytes)
  }

  func Files_read(_ path: String) throws -> [UInt8] {
    let fd = open(path, O_RDONLY)
    defer { close(fd) }
    var buffer = [UInt8](repeating: 0, count: 4096)
    let n = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
    return Array(buffer[..<max(0, n)])
  }
}
